"""Building a Camelot move from clicks, square by square, by narrowing the legal paths (no rule is
repeated here: every answer comes from the rules' list of legal paths).

A player clicks a piece, then landing squares one after another. Only continuations that lead to a legal
move are offered. A single hop that can only end there (a plain move, one canter, one jump) is played at
once; a longer route (a canter chain, a multi-jump, a knight's charge) is built square by square, and
where it may end or go on (a canter chain that could canter further) it waits until the player confirms it
(`finish`, a click on the piece where it stands, or the scene's End-move button), so each square can be
taken back first (`back`). Where it can only end (no jump or canter left) the move is played at once. A
farther landing square may be clicked directly when only one move ends there: the route is filled in up to
it. A click on a square that does not continue the route keeps the route (`STRAY`: the scene says why)."""

from __future__ import annotations

from dataclasses import dataclass, field

from rules.camelot import Move, State, moves_by_path

# What a click did. STRAY: a click off the route being built, which keeps the route (the scene says why).
NOTHING, SELECTED, EXTENDED, AMBIGUOUS, BACKED, CANCELLED, PLAY, STRAY = (
    "nothing",
    "selected",
    "extended",
    "ambiguous",
    "backed",
    "cancelled",
    "play",
    "stray",
)


@dataclass
class Click:
    result: str
    move: Move | None = None
    path: tuple[int, ...] = ()  # the route the player chose (for the animation), when result is PLAY


@dataclass
class Picker:
    """The path chosen so far on one position: `partial` is the start square and the landing squares."""

    state: State
    partial: tuple[int, ...] = ()
    _paths: dict[tuple[int, ...], Move] = field(default_factory=dict, repr=False)
    _movable: list[int] = field(default_factory=list, repr=False)
    _memo: dict[tuple[int, ...], dict] = field(default_factory=dict, repr=False)
    _marks: tuple[tuple[int, ...] | None, dict] = field(default_factory=lambda: (None, {}), repr=False)

    def __post_init__(self) -> None:
        self._paths = moves_by_path(self.state)
        self._movable = sorted({path[0] for path in self._paths})

    # ------------------------------------------------------------------ what the position offers
    def movable(self) -> list[int]:
        """Squares of the pieces with a legal move, in board order."""
        return self._movable

    def extending(self, partial: tuple[int, ...] | None = None) -> dict[tuple[int, ...], Move]:
        """The legal paths that start with `partial` (default: the current one). Memoised: the scene
        asks every frame."""
        partial = self.partial if partial is None else partial
        found = self._memo.get(partial)
        if found is None:
            n = len(partial)
            found = {path: move for path, move in self._paths.items() if path[:n] == partial}
            if len(self._memo) > 64:
                self._memo.clear()
            self._memo[partial] = found
        return found

    def next_squares(self) -> list[int]:
        """Landing squares that continue the current path towards a legal move."""
        n = len(self.partial)
        if not n:
            return []
        return sorted({path[n] for path in self.extending() if len(path) > n})

    def later_squares(self) -> set[int]:
        """Every square some continuation lands on after the next one."""
        n = len(self.partial)
        return {sq for path in self.extending() for sq in path[n + 1 :]} if n else set()

    def complete(self) -> Move | None:
        """The move the current path already is (it may stop here), else None."""
        return self._paths.get(self.partial) if len(self.partial) > 1 else None

    def can_stop_at(self, sq: int) -> bool:
        """Whether a move may end on the next square sq (else a jump chain has to go on from there)."""
        return self.partial + (sq,) in self._paths

    def captures_next(self, sq: int) -> int:
        """The square captured by the step to the next square sq, or -1 (a canter or plain move)."""
        route = self.partial + (sq,)
        victims = self.victims(route)
        return victims[-1] if len(victims) >= 1 and self._is_jump(route, len(route) - 2) else -1

    def victims(self, route: tuple[int, ...]) -> list[int]:
        """The squares a route captures so far, in order: the squares leapt by its jumps (a path's jumps
        are its last hops, as many as its move captures)."""
        for path, move in self.extending(route).items():
            first_jump = len(path) - 1 - len(move.captures)
            return [(route[i] + route[i + 1]) // 2 for i in range(first_jump, len(route) - 1)]
        return []

    def _is_jump(self, route: tuple[int, ...], hop: int) -> bool:
        for path, move in self.extending(route).items():
            return hop >= len(path) - 1 - len(move.captures)
        return False

    def moves(self) -> list[Move]:
        """The distinct moves the current path can still become."""
        return list(dict.fromkeys(self.extending().values()))

    def route_to(self, sq: int) -> tuple[int, ...] | None:
        """The shortest continuation from the current path that ends on sq, if exactly one move ends there."""
        ending = {path: move for path, move in self.extending().items() if path[-1] == sq and len(path) > 1}
        ending = {p: m for p, m in ending.items() if len(p) > len(self.partial)}
        if len({*ending.values()}) != 1:
            return None
        return min(ending, key=len)

    def marks(self) -> dict[int, tuple[str, bool]]:
        """The squares marked for the route being built: square -> (marker kind, whether the step there
        captures). "stop": the move may end there, "pass": a jump chain must go on from there, "later":
        reachable further along. Memoised per path (the scene draws them every frame)."""
        if self._marks[0] != self.partial:
            nxt = self.next_squares()
            marks = {sq: ("later", False) for sq in self.later_squares() - set(nxt)}
            for sq in nxt:
                marks[sq] = ("stop" if self.can_stop_at(sq) else "pass", self.captures_next(sq) >= 0)
            self._marks = (self.partial, marks)
        return self._marks[1]

    def exposed(self) -> set[int]:
        """Enemy pieces the first capture of some legal move takes."""
        return {m.captures[0] for m in self.moves() if m.captures}

    def preview_to(self, sq: int) -> tuple[int, ...] | None:
        """The route the path would take to sq: one more square, or a farther square only one move ends on."""
        if sq in self.next_squares():
            return self.partial + (sq,)
        return self.route_to(sq)

    # ------------------------------------------------------------------ clicks
    def click(self, sq: int | None) -> Click:
        if sq is None:
            return Click(STRAY) if len(self.partial) > 1 else self._cancel()
        if not self.partial:
            if sq in self.movable():
                self.partial = (sq,)
                return Click(SELECTED)
            return Click(NOTHING)
        if sq in self.next_squares():
            return self._extend(sq)
        if sq == self.partial[-1]:
            move = self.complete()
            if move is not None:
                return Click(PLAY, move, self.partial)
            if len(self.partial) == 1:
                return self._cancel()
            return Click(NOTHING)
        route = self.route_to(sq)
        if route is not None:
            self.partial = route
            return self._settle()
        ambiguous = {path for path in self.extending() if path[-1] == sq and len(path) > len(self.partial)}
        if ambiguous:  # several routes to sq capture differently: go as far as they agree
            self.partial = _common_prefix(list(ambiguous))
            return Click(AMBIGUOUS)
        if sq in self.movable() and len(self.partial) == 1:
            self.partial = (sq,)
            return Click(SELECTED)
        if len(self.partial) > 1:  # a route is being built: a stray click never throws it away
            return Click(STRAY)
        return self._cancel()

    def back(self) -> Click:
        """Take the last landing square back (right click); from the bare piece, drop the selection."""
        if len(self.partial) > 1:
            self.partial = self.partial[:-1]
            return Click(BACKED)
        return self._cancel()

    def finish(self) -> Click:
        """Confirm (Enter, Done): end the move where the piece stands now, if it may end there."""
        move = self.complete()
        if move is not None:
            return Click(PLAY, move, self.partial)
        return Click(NOTHING)

    def can_finish(self) -> bool:
        """Whether the route built so far is a whole move that waits for the player's confirmation."""
        return self.complete() is not None

    def can_go_on(self) -> bool:
        """Whether the route built so far may go on (a square further is marked)."""
        return bool(self.next_squares())

    def _extend(self, sq: int) -> Click:
        self.partial = self.partial + (sq,)
        return self._settle()

    def _settle(self) -> Click:
        """A route that can only end where it is now is played at once (a single hop, a jump chain with no
        jump left, a canter chain with no canter left); one that may go on waits to be confirmed."""
        move = self.complete()
        if move is not None and not self.next_squares():
            return Click(PLAY, move, self.partial)
        return Click(EXTENDED)

    def _cancel(self) -> Click:
        had = bool(self.partial)
        self.partial = ()
        return Click(CANCELLED if had else NOTHING)


def _common_prefix(paths: list[tuple[int, ...]]) -> tuple[int, ...]:
    first = paths[0]
    n = 0
    while all(len(p) > n and p[n] == first[n] for p in paths):
        n += 1
    return first[:n]
