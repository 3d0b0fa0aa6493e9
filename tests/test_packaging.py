"""pyproject.toml names the packages (a flat layout with several top-level packages fails `pip install -e .`
otherwise), and never depends on `pygame` (it clobbers pygame-ce)."""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_every_package_is_found() -> None:
    """The packages are found by pattern: every folder with an __init__.py under rules/, scenes/ and net/ is
    shipped (a new game's packages included), and nothing else (tests/ and tools/ stay out)."""
    from setuptools import find_packages

    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    include = config["tool"]["setuptools"]["packages"]["find"]["include"]
    shipped = set(find_packages(str(ROOT), include=include))
    found = {
        ".".join(path.parent.relative_to(ROOT).parts)
        for top in ("rules", "scenes", "net")
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


def _readme_commands() -> list[str]:
    """The indented command lines of the README's "Set-up" section, in order."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text.split("## Set-up", 1)[1].split("\n## ", 1)[0]
    return [line.strip() for line in section.splitlines() if line.startswith("    ") and line.strip()]


def test_readme_has_two_setup_commands_that_make_a_venv_each_with_its_windows_form() -> None:
    """A system Python under PEP 668 refuses `pip install` outside a virtual environment: every command makes
    `.venv` first and then uses only its python, on Linux and macOS (`.venv/bin`) and Windows (`.venv\\Scripts`)."""
    commands = _readme_commands()
    unix = [c for c in commands if c.startswith("python3 ")]
    windows = [c for c in commands if c.startswith("py -3 ")]
    assert len(unix) == 2 and len(windows) == 2 and len(commands) == 4
    for command in unix:
        steps = command.split(" && ")
        assert steps[0] == "python3 -m venv .venv"
        assert all(step.startswith(".venv/bin/python ") for step in steps[1:])
        assert (
            command.replace("python3 -m venv", "py -3 -m venv").replace(".venv/bin/", ".venv\\Scripts\\")
            in windows
        )
    assert unix[0].endswith("main.py") and unix[1].endswith("-m pytest") and '".[dev]"' in unix[1]


def test_ci_runs_the_readmes_test_command_and_then_only_the_venvs_python() -> None:
    script = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    test_command = _readme_commands()[2]
    assert test_command in script
    after = [line for line in script[script.index(test_command) + 1 :] if line and not line.startswith("#")]
    assert after and all(line.startswith(".venv/bin/python ") for line in after)
    ignored = (ROOT / ".gitignore").read_text(encoding="utf-8").split()
    assert ".venv/" in ignored
