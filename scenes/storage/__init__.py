"""What the game keeps on disk: settings and saves, written atomically (platformdirs' folders, see
scenes/engine/paths.py)."""
