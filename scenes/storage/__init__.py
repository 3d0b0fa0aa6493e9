"""What the game keeps on disk: settings and saves, written atomically (platformdirs' folders, see
folders.py). The lowest folder of the scenes: it imports nothing of scenes/ outside itself."""
