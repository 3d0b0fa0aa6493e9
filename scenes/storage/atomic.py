"""Atomic file writes: a temp file in the same folder, flushed to disk, then renamed over the target.
If anything fails on the way, the previous file stays as it was."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any


def write_text_atomic(path: Path, text: str) -> None:
    write_bytes_atomic(path, text.encode("utf-8"))


def write_bytes_atomic(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def write_json_atomic(path: Path, data: Any) -> None:
    write_bytes_atomic(path, json_bytes(data))


def json_bytes(data: Any) -> bytes:
    """What write_json_atomic writes for `data` (a save's JSON, UTF-8)."""
    return json.dumps(data, ensure_ascii=False, indent=1).encode("utf-8")
