"""main.py with nothing kept between frames: `scenes.engine.layers.KEEP = False`, the one switch that turns
off every layer the engine keeps for a game and every kept button of the side panel (issue 26). Its frames
are the plain drawing that the frame tests compare kept frames with.

python -m tests.bench.unkept <main.py's arguments>   (bench_frames runs --plain alternates it with main.py)
"""

from __future__ import annotations

import sys

if __name__ == "__main__":
    import main as entry
    from scenes.engine import layers

    layers.KEEP = False
    sys.exit(entry.main(sys.argv[1:]))
