"""main.py with every per-game still picture and kept button switched off (issue 26, "measure first"):
the frames of today's code drawn the plain way the frame tests compare the kept pictures with.

python -m tests.bench.unkept <main.py's arguments>   (bench_frames runs --plain alternates it with main.py)
"""

from __future__ import annotations

import sys


def switch_off() -> None:
    from scenes.engine import layers
    from scenes.games.camelot import draw as camelot_draw
    from scenes.games.camelot.scene import CamelotScene
    from scenes.games.downunder.scene import DownUnderScene
    from scenes.games.kameloh import art as kameloh_art
    from scenes.games.kameloh import draw as kameloh_draw
    from scenes.games.kamisado.scene import KamisadoScene

    layers.KEEP = False  # every button drawn in place
    kameloh_art.KEEP = False
    kameloh_draw.at_rest = lambda scene: False  # no still table
    CamelotScene.panel_backdrop = lambda self: camelot_draw.panel_backdrop(self)  # the plain layer
    DownUnderScene.panel_backdrop = lambda self: None  # no kept ground under the panel
    KamisadoScene.panel_backdrop = lambda self: None  # the board part by part
    plain_init = KamisadoScene.__init__

    def init(self, *args, **kwargs) -> None:
        plain_init(self, *args, **kwargs)
        self.still.enabled = False

    KamisadoScene.__init__ = init  # type: ignore[method-assign]


if __name__ == "__main__":
    import main as entry

    switch_off()
    sys.exit(entry.main(sys.argv[1:]))
