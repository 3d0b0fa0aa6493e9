"""pyproject.toml names the packages (a flat layout with several top-level packages fails `pip install -e .`
otherwise), and never depends on `pygame` (it clobbers pygame-ce)."""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_every_package_is_found() -> None:
    """The packages are found by pattern: every folder with an __init__.py under rules/ and scenes/ is
    shipped (a new game's packages included), and nothing else (tests/ and tools/ stay out)."""
    from setuptools import find_packages

    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    include = config["tool"]["setuptools"]["packages"]["find"]["include"]
    shipped = set(find_packages(str(ROOT), include=include))
    found = {
        ".".join(path.parent.relative_to(ROOT).parts)
        for top in ("rules", "scenes")
        for path in (ROOT / top).rglob("__init__.py")
        if "__pycache__" not in path.parts
    }
    assert shipped == found, (
        f"not shipped: {sorted(found - shipped)}; shipped by mistake: {sorted(shipped - found)}"
    )


def test_depends_on_pygame_ce_not_pygame() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    deps = [d.split(">")[0].split("=")[0].strip() for d in config["project"]["dependencies"]]
    assert "pygame-ce" in deps and "pygame" not in deps
