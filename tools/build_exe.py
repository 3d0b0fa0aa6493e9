"""Build the standalone Spieltisch executable with PyInstaller (one file a player double-clicks).

    python3 -m pip install -e ".[build]" && python3 tools/build_exe.py

Writes dist/spieltisch (dist/spieltisch.exe on Windows). PyInstaller does not cross-compile: run this on
each operating system you want an executable for. Prints one JSON line with the build time and size.
"""

from __future__ import annotations

import json
import os
import shutil
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NAME = "spieltisch"


def draw_icon(path: Path) -> Path:
    """Render our in-code icon to a PNG for the executable's metadata (Windows/macOS use it)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    sys.path.insert(0, str(ROOT))
    import pygame

    from scenes.widgets.icon import make_icon

    pygame.display.init()
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(make_icon(256), str(path))
    pygame.display.quit()
    return path


def slixmpp_hidden_imports() -> list[str]:
    """slixmpp imports its plugins from their names (`register_plugin("xep_0199")`), which PyInstaller cannot
    follow (its contrib hook collects only slixmpp.features): name every module that net/xmpp.py makes it
    load. The native parts (slixmpp.jid's compiled JID parser, pycares under aiodns) are ordinary imports
    and come with them."""
    sys.path.insert(0, str(ROOT))
    from net.xmpp import plugin_modules

    return [arg for module in plugin_modules() for arg in ("--hidden-import", module)]


def pyinstaller_args(icon: Path | None) -> list[str]:
    sep = os.pathsep  # PyInstaller's --add-data separator is ";" on Windows, ":" elsewhere
    args = [
        str(ROOT / "main.py"),
        "--name",
        NAME,
        "--onefile",
        "--windowed",  # no console window on Windows/macOS; ignored on Linux
        "--noconfirm",
        "--clean",
        "--distpath",
        str(ROOT / "dist"),
        "--workpath",
        str(ROOT / "build" / "pyinstaller"),
        "--specpath",
        str(ROOT / "build"),
        # games are imported by name at run time (rules.GAMES, scenes.games.<id>): collect them all
        "--collect-submodules",
        "rules",
        "--collect-submodules",
        "scenes",
        "--collect-data",
        "rules",  # card pools and other rule data files
        # play online: net/ is imported by the scenes and by --net-check; slixmpp's plugins by name (below)
        "--collect-submodules",
        "net",
        *slixmpp_hidden_imports(),
        "--add-data",
        f"{ROOT / 'assets'}{sep}assets",
        # not used by the game; keeps the file small
        "--exclude-module",
        "tkinter",
        "--exclude-module",
        "numpy",
        "--exclude-module",
        "pytest",
        "--exclude-module",
        "hypothesis",
        # slixmpp imports this one for its types only (`if TYPE_CHECKING:`), which PyInstaller follows: it
        # would bring every plugin of slixmpp, and with XEP-0454 the cryptography package (8.5 MiB in all)
        "--exclude-module",
        "slixmpp.pluginsdict",
        "--exclude-module",
        "pygments",  # slixmpp's colours for its debug log, used only when present
    ]
    if icon is not None and sys.platform in ("win32", "darwin"):
        args += ["--icon", str(icon)]  # PyInstaller turns the PNG into .ico/.icns when Pillow is installed
    return args


def main() -> int:
    try:
        import PyInstaller.__main__ as pyinstaller
    except ImportError:
        print("PyInstaller is missing: python3 -m pip install -e '.[build]'", file=sys.stderr)
        return 2
    icon = draw_icon(ROOT / "build" / "icon.png")
    started = time.monotonic()
    pyinstaller.run(pyinstaller_args(icon))
    seconds = time.monotonic() - started
    exe = ROOT / "dist" / (NAME + (".exe" if sys.platform == "win32" else ""))
    if not exe.exists():
        print(f"build failed: {exe} was not written", file=sys.stderr)
        return 1
    size = exe.stat().st_size
    print(
        json.dumps(
            {"executable": str(exe), "build_seconds": round(seconds, 1), "size_mib": round(size / 2**20, 2)}
        )
    )
    shutil.rmtree(ROOT / "build" / "pyinstaller", ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
