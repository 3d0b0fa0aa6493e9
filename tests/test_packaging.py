"""pyproject.toml lists every package explicitly (a flat layout with several top-level packages fails
`pip install -e .` otherwise), and never depends on `pygame` (it clobbers pygame-ce)."""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_every_package_is_listed() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    listed = set(config["tool"]["setuptools"]["packages"])
    found = {
        ".".join(path.parent.relative_to(ROOT).parts)
        for top in ("rules", "scenes")
        for path in (ROOT / top).rglob("__init__.py")
        if "__pycache__" not in path.parts
    }
    assert found <= listed, f"add to pyproject.toml packages: {sorted(found - listed)}"
    assert listed <= found, f"listed but missing: {sorted(listed - found)}"


def test_depends_on_pygame_ce_not_pygame() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    deps = [d.split(">")[0].split("=")[0].strip() for d in config["project"]["dependencies"]]
    assert "pygame-ce" in deps and "pygame" not in deps
