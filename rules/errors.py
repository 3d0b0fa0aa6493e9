"""The two errors every game raises through the contract."""


class IllegalMove(ValueError):
    """A move that is not legal now, or move text that names no legal move. The message is for players."""


class InvalidState(ValueError):
    """Saved or typed game data that is malformed, tampered with or inconsistent."""
