"""The shape of the code, read with `ast` (nothing is imported): no import cycle anywhere, scenes reach the
rules only through their public faces, every game's scene package has the same rooms, and the size limits
of docs/architecture.md hold."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
GAMES = ("kamisado", "camelot", "downunder", "kameloh")
ROOMS = ("scene", "layout", "pick", "art", "draw", "anim", "fx", "panel", "words", "palette")
# rooms not every game has yet, with their entry point; a room moves to ROOMS once all four games have it
OPTIONAL_ROOMS = {"tutorial": "script"}
# what a scene may import from the rules: the registry, a game's public face, and the shared modules
RULES_FACES = {"rules", "rules.errors", "rules.common", "rules.session", "rules.ai"} | {
    f"rules.{g}" for g in GAMES
}
MAX_SCENE_LINES = 500
MAX_FUNCTION_LINES = 80
MAX_MODULES_PER_FOLDER = 15
MAX_COLOUR_LITERALS = 60


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


def _import_nodes(tree: ast.AST) -> Iterator[ast.Import | ast.ImportFrom]:
    """Every import, at module level or inside a function, except those under `if TYPE_CHECKING:` (they
    never run)."""
    stack: list[ast.AST] = [tree]
    while stack:
        node = stack.pop()
        if isinstance(node, ast.If) and _type_checking_only(node):
            stack.extend(node.orelse)
            continue
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            yield node
        stack.extend(ast.iter_child_nodes(node))


def imports_of(name: str, path: Path, known: set[str]) -> set[str]:
    """The project modules that module `name` imports (`from pkg import mod` counts as importing mod)."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]

    def resolve(module: str) -> str | None:
        while module and module not in known:
            module = module.rpartition(".")[0]
        return module or None

    found: set[str] = set()
    for node in _import_nodes(ast.parse(path.read_text(encoding="utf-8"))):
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


def import_graph() -> dict[str, set[str]]:
    modules = project_modules()
    known = set(modules)
    return {name: imports_of(name, path, known) for name, path in modules.items()}


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


def test_scene_modules_and_folders_stay_small() -> None:
    scene_files = list((ROOT / "scenes").rglob("*.py"))
    big = [
        f"{p.relative_to(ROOT)} ({n})" for p in scene_files if (n := len(p.read_text().splitlines())) > 500
    ]
    assert big == []
    per_folder: dict[Path, int] = {}
    for path in scene_files:
        per_folder[path.parent] = per_folder.get(path.parent, 0) + 1
    crowded = [str(f.relative_to(ROOT)) for f, n in per_folder.items() if n > MAX_MODULES_PER_FOLDER]
    assert crowded == []


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
