"""Test set-up: headless SDL drivers before pygame is imported, and a scratch home for settings and saves."""

from __future__ import annotations

import os
import tempfile

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
os.environ["SPIELTISCH_HOME"] = tempfile.mkdtemp(prefix="spieltisch-test-")
# no test reaches the user's own keyring (the online account screen asks it): keyring's "no backend" unless a
# test sets one of its own (tests/scenes/online_net.py)
os.environ["PYTHON_KEYRING_BACKEND"] = "keyring.backends.fail.Keyring"

from scenes.engine import i18n  # noqa: E402  (after the drivers are chosen)

i18n.STRICT = True  # a template that cannot be filled fails the test that drew it (the player would see "?")
