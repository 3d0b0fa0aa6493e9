"""Test set-up: headless SDL drivers before pygame is imported, and a scratch home for settings and saves."""

from __future__ import annotations

import os
import tempfile

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
os.environ["SPIELTISCH_HOME"] = tempfile.mkdtemp(prefix="spieltisch-test-")
