"""A toy game whose search never ends, for the AI watchdog's test (the AI process imports it by path)."""

from __future__ import annotations

import time
from typing import Any

from rules.common import AiSettings
from tests.toys import Nim


class Hanging(Nim):
    id = "hanging"

    def ai_settings(self, level: str) -> AiSettings:
        return AiSettings(time=0.1)

    def legal_moves(self, s: Any) -> list:
        time.sleep(600)  # a search that hangs: only a kill ends it
        return super().legal_moves(s)
