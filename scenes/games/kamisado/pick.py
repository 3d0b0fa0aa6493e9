"""What a click or a key picks: the legal moves of the current position narrowed by the tower and the square
the player points at. No rule is repeated here: every answer is read off `legal_moves`. Never draws."""

from __future__ import annotations

from typing import Any

from rules.kamisado import MOVE, PASS, PLAY, PUSH, KamisadoMove, tower_at


class Picker:
    """The legal moves of the session's position (worked out once per position) and their narrowing."""

    def __init__(self, session: Any) -> None:
        self.session = session
        self._legal: tuple[object, list[KamisadoMove]] = (None, [])

    def legal(self) -> list[KamisadoMove]:
        state = self.session.state
        if self._legal[0] is not state:
            self._legal = (state, self.session.game.legal_moves(state))
        return self._legal[1]

    def forced_pass(self) -> KamisadoMove | None:
        """The pass, when the tower that must move is blocked: the only thing left to play."""
        legal = self.legal()
        if self.session.state.phase == PLAY and len(legal) == 1 and legal[0].kind == PASS:
            return legal[0]
        return None

    def moves_of(self, tower: int) -> list[KamisadoMove]:
        """The moves (plain and push) of a tower; none for -1."""
        sq = self.session.state.towers[tower] if tower >= 0 else -1
        return [m for m in self.legal() if m.frm == sq and m.kind in (MOVE, PUSH)] if sq >= 0 else []

    def move_to(self, tower: int, sq: int | None) -> KamisadoMove | None:
        """The tower's move onto a square, if it has one."""
        return next((m for m in self.moves_of(tower) if m.to == sq), None)

    def movable_towers(self) -> list[int]:
        towers = {self.session.state.towers.index(m.frm) for m in self.legal() if m.kind in (MOVE, PUSH)}
        return sorted(towers)

    def tower_on(self, sq: int | None) -> int:
        """The tower on a square (-1: none or no square)."""
        return tower_at(self.session.state, sq) if sq is not None else -1

    def next_tower(self, selected: int) -> int | None:
        """Tab on a free choice: the movable tower after the selected one (None: nothing to choose)."""
        towers = self.movable_towers()
        if self.session.state.must_move >= 0 or not towers:
            return None
        i = towers.index(selected) + 1 if selected in towers else 0
        return towers[i % len(towers)]

    def preview_tower(self, selected: int, hovered: int | None) -> int:
        """The tower whose targets are shown: the selected one, else (free choice) the hovered own one."""
        if selected >= 0:
            return selected
        state = self.session.state
        if state.phase == PLAY and state.must_move < 0:
            tower = self.tower_on(hovered)
            if tower >= 0 and tower in self.movable_towers():
                return tower
        return -1
