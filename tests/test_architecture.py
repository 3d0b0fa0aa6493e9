"""The shape of the code, read with `ast` (nothing is imported but for the hooks' signatures): no import cycle
anywhere (type-only imports included), no two folders that import each other, no private name taken from
another module, scenes reach the rules only through their public faces, every game's scene package has the
same rooms, a game's rooms never reach its scene and keep no pictures of their own, every game scene keeps
the hooks' signatures (scenes/games/hooks.py), and no function is over 80 lines (docs/architecture.md,
"Rules every room keeps")."""

from __future__ import annotations

import ast
import importlib
import inspect
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
GAMES = ("kamisado", "camelot", "downunder", "kameloh")
ROOMS = ("scene", "view", "layout", "pick", "art", "draw", "anim", "fx", "panel", "words", "palette")
# rooms not every game has yet, with their entry point; a room moves to ROOMS once all four games have it
OPTIONAL_ROOMS = {"tutorial": "script"}
# what a scene may import from the rules: the registry, a game's public face, and the shared modules
RULES_FACES = {"rules", "rules.errors", "rules.common", "rules.session", "rules.ai", "rules.puzzles"} | {
    f"rules.{g}" for g in GAMES
}
MAX_FUNCTION_LINES = 80
MAX_COLOUR_LITERALS = 60
SHARED = "shared"  # every module of scenes/ and main.py outside the four games' scene packages


def part_of(module: str) -> str:
    """Whose a module is: the rules, a game's scene package (its id), or the shared scene code."""
    parts = module.split(".")
    if parts[0] == "rules":
        return "rules"
    if parts[:2] == ["scenes", "games"] and len(parts) > 2 and parts[2] in GAMES:
        return parts[2]
    return SHARED


def folder_of(module: str) -> str:
    """The folder a module lives in at the top of the house: rules, scenes.<folder>, or main."""
    parts = module.split(".")
    if parts[0] == "scenes" and len(parts) > 2:
        return ".".join(parts[:2])
    return module if parts[0] == "scenes" else parts[0]


def project_modules(root: Path = ROOT) -> dict[str, Path]:
    out = {"main": root / "main.py"}
    for top in ("rules", "scenes"):
        for path in sorted((root / top).rglob("*.py")):
            parts = list(path.relative_to(root).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            out[".".join(parts)] = path
    return out


def _type_checking_only(node: ast.If) -> bool:
    test = node.test
    return getattr(test, "id", None) == "TYPE_CHECKING" or getattr(test, "attr", None) == "TYPE_CHECKING"


def _import_nodes(tree: ast.AST, typing: bool = False) -> Iterator[ast.Import | ast.ImportFrom]:
    """Every import, at module level or inside a function, except those under `if TYPE_CHECKING:` (they
    never run) unless `typing` is set."""
    stack: list[ast.AST] = [tree]
    while stack:
        node = stack.pop()
        if isinstance(node, ast.If) and _type_checking_only(node) and not typing:
            stack.extend(node.orelse)
            continue
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            yield node
        stack.extend(ast.iter_child_nodes(node))


def imports_of(name: str, path: Path, known: set[str], typing: bool = False) -> set[str]:
    """The project modules that module `name` imports (`from pkg import mod` counts as importing mod), with
    those imported for types only (`if TYPE_CHECKING:`) when `typing` is set."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]

    def resolve(module: str) -> str | None:
        while module and module not in known:
            module = module.rpartition(".")[0]
        return module or None

    found: set[str] = set()
    for node in _import_nodes(ast.parse(path.read_text(encoding="utf-8")), typing):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        else:
            base = node.module or ""
            if node.level:
                parts = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(parts + ([node.module] if node.module else []))
            targets = [f"{base}.{a.name}" if f"{base}.{a.name}" in known else base for a in node.names]
        found.update(m for m in map(resolve, targets) if m)
    found.discard(name)
    return found


def import_graph(typing: bool = False) -> dict[str, set[str]]:
    modules = project_modules()
    known = set(modules)
    return {name: imports_of(name, path, known, typing) for name, path in modules.items()}


def private_names(path: Path) -> list[str]:
    """Private names (`_name`, not `__name__`) a module takes from another project module: imported by name
    (`from scenes.x import _helper`) or read off a module imported under a lower-case name (`draw._trail`),
    as ../shared/tools/structure.py counts them."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: list[str] = []
    modules: set[str] = set()  # names bound to project modules (or their names) in this file
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and (
            node.level or (node.module or "").split(".")[0] in ("rules", "scenes")
        ):
            for alias in node.names:
                if alias.name.startswith("_") and not alias.name.startswith("__"):
                    found.append(f"{node.lineno}:{alias.name}")
                modules.add(alias.asname or alias.name)
        elif isinstance(node, ast.Import):
            modules.update(
                a.asname for a in node.names if a.asname and a.name.split(".")[0] in ("rules", "scenes")
            )
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Attribute)
            and isinstance(node.value, ast.Name)
            and node.value.id in modules
            and node.value.id[0].islower()
            and node.attr.startswith("_")
            and not node.attr.startswith("__")
        ):
            found.append(f"{node.lineno}:{node.value.id}.{node.attr}")
    return found


def room_paths(game: str) -> list[Path]:
    """A game's rooms: every module of its scene package but scene.py (which holds the scene) and
    tutorial.py (whose script points at what the scene shows)."""
    folder = ROOT / "scenes" / "games" / game
    return [p for p in sorted(folder.rglob("*.py")) if p.name not in ("scene.py", "tutorial.py")]


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan, without recursion)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    found: list[list[str]] = []
    for start in graph:
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph.get(child, ())))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return found


def colour_literals(path: Path) -> int:
    """Tuples of three or four integer constants 0-255 (not all three small): colours written inline."""
    count = 0
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Tuple) and len(node.elts) in (3, 4):
            values = [e.value for e in node.elts if isinstance(e, ast.Constant) and type(e.value) is int]
            if len(values) == len(node.elts) and all(0 <= v <= 255 for v in values) and max(values[:3]) > 8:
                count += 1
    return count


def long_functions(paths: list[Path]) -> list[str]:
    return [
        f"{path.relative_to(ROOT)}:{node.name} ({node.end_lineno - node.lineno + 1} lines)"
        for path in paths
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))
        and node.end_lineno - node.lineno + 1 > MAX_FUNCTION_LINES
    ]


# ----------------------------------------------------------------------------------------------- tests
def test_the_cycle_finder_finds_a_cycle_through_a_function_local_import(tmp_path: Path) -> None:
    (tmp_path / "a.py").write_text("import b\n", encoding="utf-8")
    (tmp_path / "b.py").write_text("def f():\n    from a import x\n", encoding="utf-8")
    (tmp_path / "c.py").write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import a\n")
    known = {"a", "b", "c"}
    graph = {m: imports_of(m, tmp_path / f"{m}.py", known) for m in known}
    assert cycles(graph) == [["a", "b"]]


def test_no_import_cycle_anywhere() -> None:
    assert cycles(import_graph()) == []


def test_the_cycle_finder_with_types_counts_an_import_under_type_checking(tmp_path: Path) -> None:
    (tmp_path / "a.py").write_text("import b\n", encoding="utf-8")
    (tmp_path / "b.py").write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import a\n")
    known = {"a", "b"}
    assert cycles({m: imports_of(m, tmp_path / f"{m}.py", known) for m in known}) == []
    assert cycles({m: imports_of(m, tmp_path / f"{m}.py", known, typing=True) for m in known}) == [["a", "b"]]


PARTS = [
    "rules",
    SHARED,
    "kamisado",
    "camelot",
    "downunder",
    "kameloh",
]


@pytest.mark.parametrize("part", PARTS)
def test_no_import_cycle_even_through_imports_for_types_only(part: str) -> None:
    """An import under `if TYPE_CHECKING:` is still an arrow of the design: none may close a cycle."""
    found = [c for c in cycles(import_graph(typing=True)) if any(part_of(m) == part for m in c)]
    assert found == []


def test_no_two_folders_import_each_other() -> None:
    """The folders' arrows go one way (types included): storage <- engine <- widgets <- games <- menus <-
    main, the rules under all of them. A game opens a menu by name through the app (scenes/menus/registry.py)."""
    arrows: dict[str, set[str]] = {}
    for name, deps in import_graph(typing=True).items():
        for dep in deps:
            if folder_of(name) != folder_of(dep):
                arrows.setdefault(folder_of(name), set()).add(folder_of(dep))
    assert cycles(arrows) == []


@pytest.mark.parametrize("part", ["rules", SHARED, *GAMES])
def test_no_private_name_is_taken_from_another_module(part: str) -> None:
    """A name another module uses is public: no `from x import _name`, no `module._name`."""
    paths = [p for name, p in project_modules().items() if part_of(name) == part]
    taken = [f"{p.relative_to(ROOT)}:{n}" for p in paths for n in private_names(p)]
    assert taken == []


def test_scenes_import_the_rules_only_through_their_public_faces() -> None:
    graph = import_graph()
    wrong = sorted(
        f"{name} -> {dep}"
        for name, deps in graph.items()
        if name.startswith("scenes") or name == "main"
        for dep in deps
        if dep.startswith("rules") and dep not in RULES_FACES
    )
    assert wrong == []


def test_rules_never_import_pygame_or_scenes() -> None:
    for path in (ROOT / "rules").rglob("*.py"):
        for node in _import_nodes(ast.parse(path.read_text(encoding="utf-8"))):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""]
            assert not any(n.split(".")[0] in ("pygame", "scenes") for n in names), path


@pytest.mark.parametrize("game", GAMES)
def test_each_rules_package_has_a_short_documented_public_face(game: str) -> None:
    tree = ast.parse((ROOT / "rules" / game / "__init__.py").read_text(encoding="utf-8"))
    assert ast.get_docstring(tree), f"rules/{game}/__init__.py says what it offers"
    names = [
        node.value
        for node in tree.body
        if isinstance(node, ast.Assign) and any(getattr(t, "id", "") == "__all__" for t in node.targets)
    ]
    assert names, f"rules/{game}/__init__.py has an __all__"
    assert "GAME" in [e.value for e in names[0].elts]
    assert len(names[0].elts) <= 40


@pytest.mark.parametrize("game", GAMES)
def test_each_game_scene_package_has_the_same_rooms(game: str) -> None:
    folder = ROOT / "scenes" / "games" / game
    missing = [room for room in ROOMS if not (folder / f"{room}.py").is_file()]
    assert missing == [], f"scenes/games/{game}/ lacks {missing}"
    assert not list((ROOT / "scenes" / "games").glob(f"{game}*.py")), "no flat game files beside the package"


@pytest.mark.parametrize("room", sorted(OPTIONAL_ROOMS))
def test_every_game_teaches_itself_with_a_tutorial_room_and_its_entry_point(room: str) -> None:
    """Every game of the catalogue has its guided first game (issue 15); the toy game of
    tests/adding_a_game, which is not in the catalogue, may do without."""
    having = [g for g in GAMES if (ROOT / "scenes" / "games" / g / f"{room}.py").is_file()]
    assert having == list(GAMES), f"every game has the room {room}"
    for game in having:
        tree = ast.parse((ROOT / "scenes" / "games" / game / f"{room}.py").read_text(encoding="utf-8"))
        defined = {n.name for n in tree.body if isinstance(n, ast.FunctionDef)}
        assert OPTIONAL_ROOMS[room] in defined, (
            f"scenes/games/{game}/{room}.py defines {OPTIONAL_ROOMS[room]}"
        )


@pytest.mark.parametrize(
    ("room", "entry"),
    [
        ("layout", "Layout"),
        ("draw", "draw_board"),
        ("anim", "animate"),
        ("fx", "Effects"),
        ("panel", "Panel"),
        ("words", "hint_reason"),  # why a hinted move is good, in a sentence (GameScene.hint_reason)
    ],
)
def test_the_same_room_has_the_same_entry_point_in_every_game(room: str, entry: str) -> None:
    for game in GAMES:
        tree = ast.parse((ROOT / "scenes" / "games" / game / f"{room}.py").read_text(encoding="utf-8"))
        defined = {n.name for n in tree.body if isinstance(n, (ast.FunctionDef, ast.ClassDef))}
        assert entry in defined, f"scenes/games/{game}/{room}.py defines {entry}"


@pytest.mark.parametrize(
    ("room", "entry", "parameters"),
    [
        ("draw", "draw_board", ["view", "art", "surface", "layers"]),
        ("panel", "draw_panel", ["view", "art", "surface"]),
    ],
)
def test_the_drawing_entry_points_take_the_same_parameters_in_every_game(
    room: str, entry: str, parameters: list[str]
) -> None:
    """The board and the panel are painted from the frame's view, the game's art (its fonts and pictures) and
    the surface, in every game; the board also gets the scene's kept layers (issue 26, point 4)."""
    for game in GAMES:
        tree = ast.parse((ROOT / "scenes" / "games" / game / f"{room}.py").read_text(encoding="utf-8"))
        found = [n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == entry]
        assert found, f"scenes/games/{game}/{room}.py defines the function {entry}"
        assert [a.arg for a in found[0].args.args] == parameters, f"{game}: {entry}"


# What every game draws with the shared parts of scenes/effects, never with its own copy: a sine pulse
# written out, or a class of sparks or screen-space floating words of its own (a view part that marks a place,
# Ka-Mel-Oh!'s `Ring`, or Down Under's effects glued to its camera are the games' own).
OWN_EFFECTS = ("Particle", "Particles", "Spark", "Sparks", "FloatText", "FloatingWords")


@pytest.mark.parametrize("game", GAMES)
def test_a_game_draws_its_pulses_and_effects_with_the_shared_parts(game: str) -> None:
    found = []
    for path in sorted((ROOT / "scenes" / "games" / game).rglob("*.py")):
        source = path.read_text(encoding="utf-8")
        for node in ast.walk(ast.parse(source)):
            if isinstance(node, ast.ClassDef) and node.name in OWN_EFFECTS:
                found.append(f"{path.name}: class {node.name}")
            if isinstance(node, ast.BinOp) and "0.5 + 0.5 * math.sin" in ast.unparse(node):
                found.append(f"{path.name}:{node.lineno} a pulse written out")
    assert found == []


@pytest.mark.parametrize(
    "game",
    GAMES,
)
def test_a_games_rooms_never_reach_its_scene(game: str) -> None:
    """Every room but scene.py and tutorial.py takes what it works on, never the scene: no parameter named
    `scene` or annotated with a `...Scene` type, and no import of the package's scene module or of
    board_scene, not even for types."""
    known = set(project_modules())
    scene_modules = {f"scenes.games.{game}.scene", "scenes.games.board_scene"}
    found = []
    for path in room_paths(game):
        name = ".".join(path.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
        found += [f"{path.name} imports {m}" for m in imports_of(name, path, known, True) & scene_modules]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                args = node.args
                for arg in [*args.posonlyargs, *args.args, *args.kwonlyargs, args.vararg, args.kwarg]:
                    annotation = ast.unparse(arg.annotation) if arg and arg.annotation else ""
                    if arg and (arg.arg == "scene" or annotation.endswith("Scene")):
                        found.append(f"{path.name}:{node.lineno} {node.name}({arg.arg})")
    assert found == []


@pytest.mark.parametrize(
    "game",
    GAMES,
)
def test_a_game_keeps_no_pictures_of_its_own(game: str) -> None:
    """Pictures are kept by the engine (scenes/engine/layers.py, scenes/engine/cache.py), by the equality of
    what they show: no class of a game named for a kept or still picture, and no key made of `id()`."""
    found = []
    for path in sorted((ROOT / "scenes" / "games" / game).rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef) and ("Still" in node.name or "Kept" in node.name):
                found.append(f"{path.name}: class {node.name}")
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "id":
                found.append(f"{path.name}:{node.lineno} id()")
    assert found == []


def _hook_shape(function: object) -> list[tuple[str, object, bool]]:
    """A hook's parameters: name, kind and whether it has a default (`self` left out)."""
    parameters = list(inspect.signature(function).parameters.values())[1:]
    return [(p.name, p.kind, p.default is not inspect.Parameter.empty) for p in parameters]


def _hooks() -> dict[str, object]:
    from scenes.games.hooks import GameHooks

    return {
        name: member
        for name, member in vars(GameHooks).items()
        if inspect.isfunction(member) and not name.startswith("_")
    }


def test_the_scene_base_provides_every_hook_with_its_signature() -> None:
    from scenes.games.board_scene import GameScene

    for name, hook in _hooks().items():
        assert _hook_shape(getattr(GameScene, name)) == _hook_shape(hook), name


@pytest.mark.parametrize(
    "game",
    GAMES,
)
def test_every_game_scene_keeps_the_hooks_signatures(game: str) -> None:
    """Every hook of scenes/games/hooks.py (GameHooks), on the game's scene class (`SCENE`), takes the
    Protocol's parameters by the same names, kinds and defaults (it may return a narrower type)."""
    scene = importlib.import_module(f"scenes.games.{game}").SCENE
    wrong = {
        name: _hook_shape(getattr(scene, name))
        for name, hook in _hooks().items()
        if _hook_shape(getattr(scene, name)) != _hook_shape(hook)
    }
    assert wrong == {}


def test_no_function_over_80_lines() -> None:
    paths = [*(ROOT / "rules").rglob("*.py"), *(ROOT / "scenes").rglob("*.py")]
    assert long_functions(paths) == []


def test_colours_come_from_the_theme_and_the_palettes() -> None:
    counts = {
        str(p.relative_to(ROOT)): colour_literals(p)
        for p in (ROOT / "scenes").rglob("*.py")
        if p.stem not in ("theme", "palette")
    }
    assert sum(counts.values()) <= MAX_COLOUR_LITERALS, sorted(counts.items(), key=lambda kv: -kv[1])[:8]


def test_no_class_is_built_at_run_time() -> None:
    """Classes are written down, never made with `type(name, bases, namespace)`: a scene in a mode (a
    tutorial) is the game's own scene class owning an object for the mode (GameScene.tutor)."""
    paths = [ROOT / "main.py", *(ROOT / "rules").rglob("*.py"), *(ROOT / "scenes").rglob("*.py")]
    found = [
        f"{path.relative_to(ROOT)}:{node.lineno}"
        for path in paths
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id == "type"
        and len(node.args) == 3
    ]
    assert found == []


@pytest.mark.parametrize("game", GAMES)
def test_a_game_scene_extends_the_games_part_never_the_apps_entry_points(game: str) -> None:
    """The app calls `handle`, `update`, `draw` and the buttons `undo`; the scene base puts a tutorial's tutor
    around them (board_scene.py). A game extends `handle_game`, `update_game`, `draw_game`, `undo_move`."""
    from scenes.games.board_scene import GameScene

    scene = importlib.import_module(f"scenes.games.{game}").SCENE
    overridden = [
        name
        for name in ("handle", "update", "draw", "undo")
        if getattr(scene, name) is not getattr(GameScene, name)
    ]
    assert overridden == []


@pytest.mark.parametrize("game", GAMES)
def test_a_game_scene_shadows_nothing_of_the_base_but_its_hooks(game: str) -> None:
    """A name a game scene shares with GameScene is a hook of scenes/games/hooks.py (or `draw_panel`, which
    two games draw themselves): a method of the game's own never shadows one of the base by chance, as the
    tutorial's mixin once shadowed Camelot's `step_back`."""
    from scenes.games.board_scene import GameScene

    scene = importlib.import_module(f"scenes.games.{game}").SCENE
    shared = {name for name in vars(scene) if not name.startswith("__") and hasattr(GameScene, name)}
    assert shared - set(_hooks()) - {"draw_panel"} == set()
