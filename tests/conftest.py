"""Test set-up: headless SDL drivers before pygame is imported, and a scratch home for settings and saves."""

from __future__ import annotations

import os
import tempfile

import pytest

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
os.environ["SPIELTISCH_HOME"] = tempfile.mkdtemp(prefix="spieltisch-test-")

from scenes.engine import i18n  # noqa: E402  (after the drivers are chosen)

i18n.STRICT = True  # a template that cannot be filled fails the test that drew it (the player would see "?")


def pytest_collection_modifyitems(config, items) -> None:  # noqa: ANN001  (pytest's hook)
    """`exhaustive` tests (minutes of proofs) run only when a -m expression names them."""
    if "exhaustive" in (config.getoption("markexpr") or ""):
        return
    skip = pytest.mark.skip(reason="exhaustive: run with -m exhaustive")
    for item in items:
        if "exhaustive" in item.keywords:
            item.add_marker(skip)
