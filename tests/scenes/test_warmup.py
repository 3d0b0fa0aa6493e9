"""The menus' idle time imports the games' code one module at a time (scenes/engine/warmup.py)."""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest

from scenes.engine.warmup import leaf_first, module_imports, package_modules


def test_leaf_first_places_every_module_after_what_it_imports_and_breaks_a_cycle() -> None:
    graph = {"app": ["menu", "game"], "menu": ["theme"], "game": ["theme", "rules"], "rules": [], "theme": []}
    graph |= {"pkg": ["pkg.scene"], "pkg.scene": ["pkg", "pkg.draw"], "pkg.draw": ["pkg"]}  # a package cycle
    read: list[str] = []

    def imports(name: str) -> list[str]:
        read.append(name)
        return graph[name]

    steps = list(leaf_first(sorted(graph), imports))
    order = [name for name in steps if name is not None]
    assert sorted(order) == sorted(graph) and sorted(read) == sorted(graph)  # each read once, placed once
    assert steps.count(None) == len(graph)  # a step after each reading
    position = {name: i for i, name in enumerate(order)}
    for name, deps in graph.items():
        for dep in deps:
            if {name, dep} <= {"pkg", "pkg.scene", "pkg.draw"} and dep == "pkg":
                continue  # the cycle: the package is placed after its children
            assert position[dep] < position[name], (dep, name)


def test_module_imports_reads_relative_absolute_and_from_imports_without_running_the_module() -> None:
    specs = package_modules()
    deps = module_imports("scenes.games.kameloh.scene", specs)
    assert "scenes.games.kameloh" in deps  # a child needs its package
    assert "scenes.games.kameloh.draw" in deps and "scenes.games.kameloh.layout" in deps  # from .draw import
    assert "scenes.games.board_scene" in deps  # from scenes.games.board_scene import GameScene
    assert "rules.kameloh" in deps
    assert "scenes.games.kameloh.scene" not in deps


def test_the_list_covers_every_game_and_skips_what_only_the_ai_process_or_benchmarks_run() -> None:
    names = set(package_modules())
    for game_id in ("kamisado", "downunder", "camelot", "kameloh"):
        assert {
            f"rules.{game_id}.game",
            f"scenes.games.{game_id}.scene",
            f"scenes.games.{game_id}.words",
        } <= names
    assert "rules.kamisado.perft" not in names and "rules.camelot.perft" not in names
    assert not {name for name in names if name.startswith("rules.kamisado.engine")}
    assert {"scenes.menus.title", "scenes.games.tutorial", "rules.session"} <= names
    # the online menus and the client's model are warmed up; the referee's code and the XMPP link are not
    assert {"scenes.menus.online.lobby", "net.client", "net.protocol"} <= names
    assert not {name for name in names if name.startswith(("net.xmpp", "net.referee", "net.memory"))}


WALK = textwrap.dedent(
    """
    import os, sys
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    import rules, scenes.engine.app  # what the app has loaded when its title is up
    from scenes.engine.warmup import Warmup, package_modules
    ours = lambda: {m for m in sys.modules if m.startswith(("rules", "scenes", "net"))}
    listed = package_modules()
    assert "scenes.games.kameloh.scene" not in sys.modules, "listing imported a scene"
    warm, worst = Warmup(), 0
    while True:
        before = ours()
        more = warm.step()
        worst = max(worst, len(ours() - before))
        if not more:
            break
    print(worst, warm.imported, len([m for m in listed if m not in sys.modules]))
    """
)


def test_a_warmup_imports_everything_listed_a_few_modules_a_step() -> None:
    out = subprocess.run(
        [sys.executable, "-c", WALK], capture_output=True, text=True, check=True
    ).stdout.split()
    worst, imported, missing = map(int, out)
    assert missing == 0 and imported > 80
    # one module a step, a package with the modules its __init__ names at most (the tutorial package: 5);
    # a game scene package that imported its scene in __init__ would load all its ~14 rooms in one step
    assert worst <= 6


@pytest.mark.usefixtures("toy_game")
def test_the_title_warms_up_in_its_idle_time_and_a_game_scene_does_not(app, monkeypatch) -> None:
    from rules.session import GameSession, Seat
    from scenes.games.launch import start_game_scene
    from scenes.menus.title import TitleScene
    from tests.adding_a_game import TOY_ID

    steps: list[float] = []
    monkeypatch.setattr(app.warmup, "run", lambda budget: steps.append(budget))
    app.stack.push(TitleScene(app))
    app.step(1 / 60)
    assert app.has_idle_work or app.sound.pending
    app.sound._steps = None  # the synthesis comes first; here only the warm-up is asked about
    app.idle(0.004)
    assert steps == [0.004]
    start_game_scene(app, GameSession.start(TOY_ID, [Seat("human", "A"), Seat("human", "B")]))
    app.step(1 / 60)
    for _ in range(
        3
    ):  # a game's idle time goes to its own pictures (GameScene.idle_steps), never the warm-up
        app.idle(0.004)
    assert steps == [0.004]
    assert not app.has_idle_work  # the toy game has no pictures to ready
