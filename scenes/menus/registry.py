"""The menus a scene below opens by name (`app.open("pause", scene)`), registered into the App by the one
function that builds it: nothing below the menus imports a menu.

| name | scene | opened with |
|---|---|---|
| `title` | TitleScene | (nothing: `app.stack.reset(app.make("title"))`) |
| `pause` | PauseScene | the game scene |
| `help` | HelpScene | the game's id (or None) |
| `handover` | HandoverScene | the seat's name (words), what to do when ready |
| `results` | ResultsScene | the game scene, its result lines (a callable) |
| `setup` | SetupScene | the game's id, and options to offer (a tutorial's: Down Under's special scoring) |
| `account` | AccountScene | (nothing) |
| `lobby` | LobbyScene | (nothing: the app's connection, scenes/menus/online/connection.py) |
| `online_setup` | OnlineSetupScene | the game's id |
"""

from __future__ import annotations

from scenes.engine.app import App, RunOptions, Scene, SceneFactory
from scenes.menus.handover import HandoverScene
from scenes.menus.help import HelpScene
from scenes.menus.pause import PauseScene
from scenes.menus.results import ResultsScene
from scenes.menus.setup import SetupScene
from scenes.menus.title import TitleScene
from scenes.storage.settings import Settings
from scenes.widgets.icon import make_icon


# The menus of online play are imported when first opened (or by the title's warm-up, scenes/engine/warmup.py):
# with net/ they cost ~35 ms of every start otherwise (measured: 170 -> 205 ms to import this module).
def account(app: App, *args: object) -> Scene:
    from scenes.menus.online.account import AccountScene

    return AccountScene(app, *args)


def lobby(app: App, *args: object) -> Scene:
    from scenes.menus.online.lobby import LobbyScene

    return LobbyScene(app, *args)


def online_setup(app: App, *args: object) -> Scene:
    from scenes.menus.online.setup import OnlineSetupScene

    return OnlineSetupScene(app, *args)


MENUS: dict[str, SceneFactory] = {
    "title": TitleScene,
    "pause": PauseScene,
    "help": HelpScene,
    "handover": HandoverScene,
    "results": ResultsScene,
    "setup": SetupScene,
    "account": account,
    "lobby": lobby,
    "online_setup": online_setup,
}


def build_app(options: RunOptions, settings: Settings | None = None) -> App:
    """The App with the window's icon and every menu registered (main.py, the tests, the benchmarks)."""
    return App(options, settings, icon=make_icon(), scenes=MENUS)
