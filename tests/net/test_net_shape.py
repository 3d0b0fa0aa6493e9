"""The shape of net/ (docs/network.md): it never imports pygame or scenes, reaches the rules only through
their faces (as a scene does), takes no private name from another module, and has no import cycle."""

from __future__ import annotations

import ast
from pathlib import Path

from tests.test_architecture import RULES_FACES, private_names

NET = Path(__file__).resolve().parents[2] / "net"


def imported(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            names.add(node.module)
    return names


def modules() -> dict[str, Path]:
    return {f"net.{p.stem}" if p.stem != "__init__" else "net": p for p in sorted(NET.glob("*.py"))}


def test_net_never_imports_pygame_or_scenes_and_reaches_rules_only_through_their_faces() -> None:
    for name, path in modules().items():
        for module in imported(path):
            top = module.split(".")[0]
            assert top not in ("pygame", "scenes"), f"{name} imports {module}"
            if top == "rules":
                assert module in RULES_FACES, f"{name} reaches the inner module {module}"


def test_net_takes_no_private_name_from_another_module() -> None:
    for name, path in modules().items():
        found = [
            f for f in private_names(path) if not f.split(":")[1].startswith(("kind._", "KamisadoMove._"))
        ]
        assert not found, f"{name}: {found}"


def test_net_has_no_import_cycle() -> None:
    graph = {name: {m for m in imported(path) if m in modules()} for name, path in modules().items()}
    done: set[str] = set()

    def visit(name: str, trail: tuple[str, ...]) -> None:
        assert name not in trail, f"import cycle: {' -> '.join((*trail, name))}"
        if name in done:
            return
        for target in graph[name]:
            visit(target, (*trail, name))
        done.add(name)

    for name in graph:
        visit(name, ())


def test_no_function_of_net_is_over_80_lines() -> None:
    for name, path in modules().items():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                assert node.end_lineno - node.lineno < 80, f"{name}.{node.name}"
