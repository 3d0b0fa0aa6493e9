"""Move generation and application: the rules of play (T1-T2, Z1-Z8, S1-S11, DS, DrS, B1-B4, scoring).

Kept free of the Game class so that the search can call it directly and tests can compose positions.
"""

from __future__ import annotations

from rules.errors import IllegalMove
from rules.kamisado.board import GOAL_ROW, RAYS, SQUARE_COLOUR
from rules.kamisado.refill import refill
from rules.kamisado.state import (
    ANY,
    DEADLOCK,
    FILL,
    FILL_LEFT,
    FILL_LEFT_MOVE,
    FILL_RIGHT,
    FILL_RIGHT_MOVE,
    HOME_ROW_WIN,
    MOVE,
    NONE,
    OVER,
    PASS,
    PLAY,
    PUSH,
    RANGE,
    KamisadoMove,
    KamisadoState,
    RoundResult,
)


def refuse(key: str, **params: object) -> IllegalMove:
    """The keyed refusal (refusals.py, loaded on the first refusal: `import rules` stays fast)."""
    from rules.kamisado.refusals import SENTENCES

    return SENTENCES.refuse(key, **params)


# --------------------------------------------------------------------------- generation


def tower_targets(towers: tuple[int, ...], ranks: tuple[int, ...], tower: int) -> tuple[list[int], int]:
    """(squares the tower can move to, square it can push to or -1), by rules Z1-Z4, S1-S9, DS, DrS.

    Order: straight ahead, then diagonal left, then diagonal right (as the mover sees them), nearest first.
    Z4 needs no code: only the squares on the diagonal itself are checked, so two towers touching corners
    beside the path do not block it.
    """
    sq = towers[tower]
    if sq < 0:
        return [], -1
    seat = tower >> 3
    rank = ranks[tower]
    reach = RANGE[rank]
    occupied = set(towers)
    out: list[int] = []
    rays = RAYS[seat][sq]
    for ray in rays:
        for n, q in enumerate(ray):
            if n == reach or q in occupied:
                break
            out.append(q)
    push = -1
    if rank and rays[0] and rays[0][0] in occupied:
        push = _push_target(towers, ranks, seat, rank, rays[0])
    return out, push


def _push_target(towers: tuple[int, ...], ranks: tuple[int, ...], seat: int, rank: int, ray) -> int:
    """The square the pusher steps to, or -1 if no push is possible (S2, S4-S9, DS2/5-8, DrS2/5-8).

    The pushed towers are the whole run of towers directly ahead: at most `rank` of them (S7, DS7, DrS7),
    all the opponent's (S9) and each of lower rank (S8, DS8, DrS8); the square behind the rearmost must be
    on the board (S6: never off the home row) and empty (S5)."""
    owner = {sq: t for t, sq in enumerate(towers) if sq >= 0}
    run = 0
    for q in ray:
        t = owner.get(q)
        if t is None:
            break
        if t >> 3 == seat or ranks[t] >= rank:
            return -1
        run += 1
        if run > rank:
            return -1
    if run == 0 or run >= len(ray):
        return -1
    return ray[0]


def tower_at(state: KamisadoState, sq: int) -> int:
    """The tower id on square `sq`, or -1 if it is empty."""
    try:
        return state.towers.index(sq)
    except ValueError:
        return -1


def required_tower(state: KamisadoState) -> int:
    """The tower the seat to move must move (T2), or -1 when any may move (T1) or no round is running."""
    if state.phase != PLAY or state.must_move < 0:
        return -1
    return state.turn * 8 + state.must_move


def legal_moves(state: KamisadoState) -> list[KamisadoMove]:
    """Every decision of the seat to move, in a fixed order (see tower_targets); empty when the match is over."""
    towers, ranks, turn, must_move, phase = state[:5]
    if phase != PLAY:
        return [FILL_LEFT_MOVE, FILL_RIGHT_MOVE] if phase == FILL else []
    if must_move == ANY:  # T1: free choice of tower on a round's first move
        out: list[KamisadoMove] = []
        for tower in range(turn * 8, turn * 8 + 8):
            _tower_moves(towers, ranks, tower, out)
        return out
    tower = turn * 8 + must_move
    out = []
    _tower_moves(towers, ranks, tower, out)
    if not out:  # Z6: a blocked tower passes (a zero-length move)
        sq = towers[tower]
        return [KamisadoMove(PASS, sq, sq)]
    return out


def _tower_moves(towers: tuple[int, ...], ranks: tuple[int, ...], tower: int, out: list) -> None:
    """Append the tower's moves to `out` in tower_targets' order (the hot path of every search and perft:
    the moves come ready-made from RAY_MOVES, and a set is built only for a pushing Sumo's check)."""
    frm = towers[tower]
    if frm < 0:
        return
    reach = RANGE[ranks[tower]]
    rays = RAY_MOVES[tower >> 3][frm]
    for ray in rays if reach == 7 else [ray[:reach] for ray in rays]:
        for q, move in ray:
            if q in towers:
                break
            out.append(move)
    if reach < 7:  # a Sumo or higher may push
        push = tower_targets(towers, ranks, tower)[1]
        if push >= 0:
            out.append(KamisadoMove(PUSH, frm, push))


def pushed_towers(state: KamisadoState, move: KamisadoMove) -> list[int]:
    """The towers a push shoves back, nearest first (empty for any other move)."""
    if move.kind != PUSH:
        return []
    owner = {sq: t for t, sq in enumerate(state.towers) if sq >= 0}
    seat = owner[move.frm] >> 3
    out = []
    for q in RAYS[seat][move.frm][0]:
        t = owner.get(q)
        if t is None:
            break
        out.append(t)
    return out


# --------------------------------------------------------------------------- application

# PATHS[seat][square][target]: the squares a forward move passes over, the target included (Z1, Z2).
PATHS = tuple(
    tuple({ray[i]: ray[: i + 1] for ray in RAYS[seat][sq] for i in range(len(ray))} for sq in range(64))
    for seat in (0, 1)
)


# RAY_MOVES[seat][square]: per ray of RAYS, its (target, move) pairs, built once (no tuple per move made).
RAY_MOVES = tuple(
    tuple(
        tuple(tuple((q, KamisadoMove(MOVE, sq, q)) for q in ray) for ray in RAYS[seat][sq])
        for sq in range(64)
    )
    for seat in (0, 1)
)
# STEPS[seat][move]: (frm, to, path as a set, its length, colour of `to`, whether `to` wins) of every
# forward move on the empty board (Z1, Z2); a move equal to one of these (4.0 == 4) finds it too and is
# applied with the table's ints.
STEPS = tuple(
    {
        KamisadoMove(MOVE, sq, to): (
            sq,
            to,
            frozenset(path),
            len(path),
            SQUARE_COLOUR[to],
            to >> 3 == GOAL_ROW[seat],
        )
        for sq in range(64)
        for to, path in PATHS[seat][sq].items()
    }
    for seat in (0, 1)
)
_new = tuple.__new__  # builds a state without NamedTuple's keyword handling (_replace costs 4x more)


def apply_move(state: KamisadoState, move: KamisadoMove) -> KamisadoState:
    """The state after `move`; IllegalMove (keyed by the rule it breaks, see refusals.py) if it is not legal.

    A move of other types than (str, int, int) that equals a legal one (4.0 == 4, a plain tuple) is applied
    as that legal move, so the state never holds a float or a bool."""
    # The fast path, what the search and perft pay for every node: a legal plain move. STEPS finds the move
    # (its kind and squares canonical) with its path; one path check, one tuple copy, one tuple build.
    try:
        step = STEPS[state[2]].get(move) if state[4] == PLAY else None
    except TypeError:  # unhashable junk: the checked path says why it is no move
        step = None
    if step is not None:
        frm, to, path, length, colour, wins = step
        towers, ranks, seat, must_move = state[:4]
        if must_move >= 0:  # T2: the tower is known, no search for it
            tower = seat * 8 + must_move
            ok = towers[tower] == frm
        else:
            tower = towers.index(frm) if frm in towers else -1
            ok = tower >> 3 == seat
        if ok and length <= RANGE[ranks[tower]] and path.isdisjoint(towers):
            after = list(towers)
            after[tower] = to
            if wins:  # Z7: the round is won at once
                return _end_round(state, tuple(after), seat, tower, HOME_ROW_WIN, seat, tower)
            # T2: the opponent moves the tower of the target square's colour.
            return _new(
                KamisadoState,
                (
                    tuple(after),
                    ranks,
                    1 - seat,
                    colour,
                    PLAY,
                    state[5],
                    state[6],
                    (),
                    seat,
                    tower,
                    state[10],
                    state[11],
                    state[12] + 1,
                ),
            )
    return _apply_checked(state, move)


def _apply_checked(state: KamisadoState, move: KamisadoMove) -> KamisadoState:
    """apply_move for everything but a legal plain move: the other kinds, and the refusals."""
    if type(move) is not KamisadoMove or type(move[1]) is not int or type(move[2]) is not int:
        move = _legal_twin(state, move)
    kind = move[0]
    phase = state.phase
    if phase == OVER:
        raise refuse("game-over")
    if phase == FILL:
        if kind in (FILL_LEFT, FILL_RIGHT) and move[1] == -1 and move[2] == -1:
            return _next_round(state, kind)
        if kind in (FILL_LEFT, FILL_RIGHT):
            raise refuse("not-a-move")
        raise refuse("must-fill", seat=state.turn)
    if kind == PASS:
        return _apply_pass(state, move)
    if kind != MOVE and kind != PUSH:
        raise refuse("fill-only-between-rounds" if kind in (FILL_LEFT, FILL_RIGHT) else "not-a-move")
    tower = _moving_tower(state, move[1])
    to = move[2]
    if not 0 <= to < 64:
        raise refuse("not-a-move")
    if kind == PUSH:
        push = tower_targets(state.towers, state.ranks, tower)[1]
        if to != push or push < 0:
            raise refuse("cannot-push", colour=tower & 7)
        return _apply_push(state, tower, to)
    # Checking just this move's path is what the search pays for every node: keep it cheap.
    path = PATHS[tower >> 3][move[1]].get(to)
    if path is None or len(path) > RANGE[state.ranks[tower]] or not set(state.towers).isdisjoint(path):
        raise _why_not(state, tower, to)
    return _apply_step(state, tower, to)


def _legal_twin(state: KamisadoState, move: object) -> KamisadoMove:
    """The legal move equal to `move`, or the refusal that says why there is none."""
    for legal in legal_moves(state):
        try:
            if legal == move:
                return legal
        except Exception:  # noqa: BLE001 - a junk object whose comparison fails equals no move
            break
    if state.phase == OVER:
        raise refuse("game-over")
    plain = _as_plain_move(move)
    if plain is not None:
        apply_move(state, plain)  # raises the reason; equal to no legal move, so it cannot succeed
    raise refuse("not-a-move")


def _as_plain_move(move: object) -> KamisadoMove | None:
    """`move` with whole-number squares as ints (to find the rule it breaks), or None if it is no move."""
    if not isinstance(move, tuple) or len(move) != 3 or not isinstance(move[0], str):
        return None
    squares = []
    for value in move[1:]:
        whole = isinstance(value, int) or (
            isinstance(value, float) and value.is_integer() and abs(value) < 1e9
        )
        if isinstance(value, bool) or not whole:
            return None
        squares.append(int(value))
    return KamisadoMove(str(move[0]), squares[0], squares[1])


def _moving_tower(state: KamisadoState, frm: int) -> int:
    seat = state.turn
    if not 0 <= frm < 64:
        raise refuse("not-a-move")
    try:
        tower = state.towers.index(frm)
    except ValueError:
        raise refuse("no-tower", square=frm) from None
    if tower >> 3 != seat:
        raise refuse("not-yours", square=frm, owner=1 - seat)
    if state.must_move >= 0 and tower & 7 != state.must_move:
        raise refuse("wrong-tower", colour=state.must_move)
    return tower


def _why_not(state: KamisadoState, tower: int, to: int) -> IllegalMove:
    if to in state.towers:
        return refuse("occupied", square=to)
    return refuse("cannot-reach", colour=tower & 7, square=to, range=RANGE[state.ranks[tower]])


def _apply_step(state: KamisadoState, tower: int, to: int) -> KamisadoState:
    seat = tower >> 3
    towers = list(state.towers)
    towers[tower] = to
    towers_t = tuple(towers)
    if to >> 3 == GOAL_ROW[seat]:  # Z7: the round is won at once
        return _end_round(state, towers_t, seat, tower, HOME_ROW_WIN, seat, tower)
    return state._replace(
        towers=towers_t,
        turn=1 - seat,
        must_move=SQUARE_COLOUR[to],  # T2
        passes=(),
        last_mover=seat,
        last_tower=tower,
        plies=state.plies + 1,
    )


def _apply_push(state: KamisadoState, tower: int, to: int) -> KamisadoState:
    seat = tower >> 3
    owner = {sq: t for t, sq in enumerate(state.towers) if sq >= 0}
    towers = list(state.towers)
    ray = RAYS[seat][state.towers[tower]][0]
    i = 0
    while ray[i] in owner:  # shove the run back, the rearmost first; _push_target checked it
        i += 1
    for j in range(i - 1, -1, -1):
        towers[owner[ray[j]]] = ray[j + 1]
    towers[tower] = to
    # S3/DS3/DrS3: the pusher moves again, with the colour of the square the rearmost pushed tower reached.
    return state._replace(
        towers=tuple(towers),
        turn=seat,
        must_move=SQUARE_COLOUR[ray[i]],
        passes=(),
        last_mover=seat,
        last_tower=tower,
        plies=state.plies + 1,
    )


def _apply_pass(state: KamisadoState, move: KamisadoMove) -> KamisadoState:
    legal = legal_moves(state)
    if move not in legal:
        colour = state.must_move if state.must_move >= 0 else 0
        if legal and legal[0].kind == PASS:
            raise refuse("wrong-pass", colour=colour)
        raise refuse("no-pass", colour=colour)
    seat = state.turn
    tower = seat * 8 + state.must_move
    sq = state.towers[tower]
    # Z6: the blocked tower counts as having moved 0 squares; a tower not on the board (composed puzzles
    # only) hands on its own colour.
    colour = SQUARE_COLOUR[sq] if sq >= 0 else state.must_move
    passes = state.passes + (tower,)
    nxt = (1 - seat) * 8 + colour
    if nxt in passes:
        # Z8: the same blocked tower would pass again: the passes repeat for ever. The last real mover loses.
        return _deadlock(state, passes)
    return state._replace(turn=1 - seat, must_move=colour, passes=passes, plies=state.plies + 1)


def _deadlock(state: KamisadoState, passes: tuple[int, ...]) -> KamisadoState:
    loser = state.last_mover if state.last_mover >= 0 else state.turn  # typed-in positions: see from_text
    winner = 1 - loser
    if state.last_tower >= 0:
        colour = SQUARE_COLOUR[state.towers[state.last_tower]]
    else:  # the last mover is unknown (typed-in position): the colour the pass chain started with
        first = passes[0]
        sq = state.towers[first]
        colour = SQUARE_COLOUR[sq] if sq >= 0 else first & 7
    promoted = winner * 8 + colour
    return _end_round(
        state, state.towers, winner, promoted, DEADLOCK, state.last_mover, state.last_tower, passes
    )


def _end_round(
    state: KamisadoState,
    towers: tuple[int, ...],
    winner: int,
    promoted: int,
    reason: str,
    last_mover: int,
    last_tower: int,
    blocked: tuple[int, ...] = (),
) -> KamisadoState:
    """Promote the tower, score its new marker (+1/+2/+4/+8) and decide whether the match is over."""
    rank = state.ranks[promoted]
    points = 1 << rank
    new_rank = min(rank + 1, 4)
    ranks = list(state.ranks)
    ranks[promoted] = new_rank
    score = list(state.score)
    score[winner] += points
    # A Quadruple (15 points on one tower) wins any match, even a typed-in one with a low score.
    over = score[winner] >= state.target or new_rank == 4
    return KamisadoState(
        towers=towers,
        ranks=tuple(ranks),
        turn=winner,
        must_move=NONE,
        phase=OVER if over else FILL,
        score=(score[0], score[1]),
        target=state.target,
        passes=(),
        last_mover=last_mover,
        last_tower=last_tower,
        round_no=state.round_no,
        last_round=RoundResult(
            state.round_no, winner, reason, promoted, points, new_rank, state.plies + 1, blocked
        ),
        plies=state.plies + 1,
    )


def _next_round(state: KamisadoState, side: str) -> KamisadoState:
    """B1-B4: both home rows refilled from the chosen side, markers stay, the round's loser starts (T1)."""
    return state._replace(
        towers=refill(state.towers, side),
        turn=1 - state.turn,
        must_move=ANY,
        phase=PLAY,
        passes=(),
        last_mover=-1,
        last_tower=-1,
        round_no=state.round_no + 1,
        plies=0,
    )
