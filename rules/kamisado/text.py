"""Kamisado as text: move notation, the position text of the design note, and dump/load.

Notation: `d1-d7` (from-to, also for pushes, the push is implied), `pass`, `fill-left`, `fill-right`.

Position text (../shared/design/kamisado.md), lines in any order, blank lines ignored:
    turn: black
    must move: any                 (a colour, `any`, `fill` between rounds, `none` once the match is over)
    black: orange a8, blue b8 sumo, ...   (rank words: sumo, double, triple; quadruple only when over)
    white: brown a1, ...
    score: black 0, white 0, target 1     (optional; these are the defaults)
`must move: none` (the match is decided, `turn` names the winner) and `quadruple` extend the note so that
every state, the final one too, has a text. What the text cannot carry: the passes since the last real move,
the round number and last round's result, and which tower made the last move. `from_text` assumes the
seat not to move made the last real move (so after a push the deadlock loser could be misjudged) and, in a
deadlock, promotes by the colour the pass chain started with.
"""

from __future__ import annotations

import re
from typing import Any

from rules.common import check_header, field_of
from rules.errors import IllegalMove, InvalidState
from rules.kamisado.board import (
    COLOURS,
    GOAL_ROW,
    RAYS,
    SEAT_NAMES,
    square,
    square_name,
)
from rules.kamisado.moves import apply_move, legal_moves, tower_targets
from rules.kamisado.refusals import refuse
from rules.kamisado.state import (
    ANY,
    DEADLOCK,
    FILL,
    FILL_LEFT,
    FILL_RIGHT,
    HOME_ROW_WIN,
    MOVE,
    NONE,
    OVER,
    PASS,
    PHASES,
    PLAY,
    PUSH,
    RANK_NAMES,
    TARGETS,
    KamisadoMove,
    KamisadoState,
    RoundResult,
)

GAME_ID = "kamisado"
FORMAT = 1

# --------------------------------------------------------------------------- notation


def notation(state: KamisadoState, move: KamisadoMove) -> str:
    kind = move[0]
    if kind in (MOVE, PUSH):
        return f"{square_name(move[1])}-{square_name(move[2])}"
    return kind  # "pass", "fill-left", "fill-right"


_FROM_TO = re.compile(r"^([a-h][1-8])\s*[-x]?\s*([a-h][1-8])$")


def parse_move(state: KamisadoState, text: str) -> KamisadoMove:
    """The legal move the text names; otherwise the keyed IllegalMove (refusals.py) in either language."""
    shown = (text.strip() if isinstance(text, str) else repr(text))[:40]
    cleaned = text.strip().lower() if isinstance(text, str) else ""
    legal = legal_moves(state)
    if not legal:
        raise refuse("game-over")
    if cleaned in (PASS, FILL_LEFT, FILL_RIGHT):
        for m in legal:
            if m.kind == cleaned:
                return m
        if cleaned != PASS:
            raise refuse("fill-only-between-rounds")
        if state.must_move < 0:  # the round's first move: any tower, and none is blocked
            raise refuse("pass-not-now")
        raise refuse("no-pass", colour=state.must_move)
    match = _FROM_TO.match(cleaned)
    if not match:
        raise refuse("unreadable", text=shown)
    frm, to = square(match.group(1)), square(match.group(2))
    for m in legal:
        if m.frm == frm and m.to == to and m.kind in (MOVE, PUSH):
            return m
    kind = MOVE
    if frm in state.towers:  # explain a failed push as a push, anything else as a move
        tower = state.towers.index(frm)
        straight = RAYS[tower >> 3][frm][0]
        if state.ranks[tower] and straight and straight[0] == to and to in state.towers:
            kind = PUSH
    try:
        apply_move(state, KamisadoMove(kind, frm, to))
    except IllegalMove as exc:
        raise IllegalMove(f"{cleaned} is not legal: {exc}", exc.key, exc.params) from None
    raise refuse("not-legal")


# --------------------------------------------------------------------------- consistency


def check_state(s: KamisadoState) -> None:
    """Raise InvalidState unless `s` is a state the rules can continue from."""
    if len(s.towers) != 16 or len(s.ranks) != 16:
        raise InvalidState("towers and ranks must list 16 towers")
    if any(not isinstance(q, int) or isinstance(q, bool) or not -1 <= q < 64 for q in s.towers):
        raise InvalidState("tower squares must be -1 (off the board) or 0..63")
    placed = [q for q in s.towers if q >= 0]
    if len(set(placed)) != len(placed):
        raise InvalidState("two towers stand on one square")
    if any(not isinstance(r, int) or isinstance(r, bool) or not 0 <= r <= 4 for r in s.ranks):
        raise InvalidState("ranks must be 0 (normal) .. 4 (quadruple)")
    if s.turn not in (0, 1) or isinstance(s.turn, bool):
        raise InvalidState("turn must be 0 (black) or 1 (white)")
    if s.phase not in PHASES:
        raise InvalidState(f"phase must be one of {', '.join(PHASES)}")
    if s.target not in TARGETS:
        raise InvalidState(f"target must be one of {', '.join(map(str, TARGETS))}")
    if len(s.score) != 2 or any(not isinstance(p, int) or isinstance(p, bool) or p < 0 for p in s.score):
        raise InvalidState("score must be two non-negative numbers")
    if s.phase == PLAY:
        _check_play(s)
    elif s.must_move != NONE:
        raise InvalidState("between rounds and after the match no tower must move")
    decided = max(s.score) >= s.target or 4 in s.ranks
    if s.phase == OVER:
        if s.score[s.turn] < s.target and 4 not in s.ranks[s.turn * 8 : s.turn * 8 + 8]:
            raise InvalidState(f"the match is over but {SEAT_NAMES[s.turn]} has not reached the target")
    elif decided:
        raise InvalidState("a score reaches the target (or a tower is a Quadruple): the match is over")
    if len(set(s.passes)) != len(s.passes) or any(
        not isinstance(t, int) or not 0 <= t < 16 for t in s.passes
    ):
        raise InvalidState("passes must list distinct towers 0..15")
    if s.last_mover not in (-1, 0, 1) or not isinstance(s.last_tower, int) or not -1 <= s.last_tower < 16:
        raise InvalidState("last mover must be -1, 0 or 1 and last tower -1..15")
    if s.last_tower >= 0 and (s.towers[s.last_tower] < 0 or s.last_tower >> 3 != s.last_mover):
        raise InvalidState("the last moved tower must be on the board and the last mover's")
    if not isinstance(s.round_no, int) or s.round_no < 1:
        raise InvalidState("round number must be 1 or more")
    if not isinstance(s.plies, int) or s.plies < 0:
        raise InvalidState("plies must be 0 or more")
    if s.last_round is not None:
        _check_round(s.last_round)


def _check_play(s: KamisadoState) -> None:
    if not isinstance(s.must_move, int) or not ANY <= s.must_move < 8:
        raise InvalidState("must move must be a colour 0..7 or -1 (any)")
    if 4 in s.ranks:
        raise InvalidState("a Quadruple ends the match: no round can be running")
    for t, q in enumerate(s.towers):
        if q >= 0 and q >> 3 == GOAL_ROW[t >> 3]:
            raise InvalidState(
                f"the {SEAT_NAMES[t >> 3]} {COLOURS[t & 7]} tower stands on the opponent's home row: "
                "that round is already over"
            )
    if s.must_move == ANY:
        base = s.turn * 8
        if not any(_can_move(s, t) for t in range(base, base + 8)):
            raise InvalidState(f"{SEAT_NAMES[s.turn]} may move any tower but none can move")


def _can_move(s: KamisadoState, tower: int) -> bool:
    targets, push = tower_targets(s.towers, s.ranks, tower)
    return bool(targets) or push >= 0


def _check_round(r: RoundResult) -> None:
    ok = (
        isinstance(r.round_no, int)
        and r.round_no >= 1
        and r.winner in (0, 1)
        and r.reason in (HOME_ROW_WIN, DEADLOCK)
        and isinstance(r.tower, int)
        and 0 <= r.tower < 16
        and r.tower >> 3 == r.winner
        and r.points in (1, 2, 4, 8)
        and r.rank in (1, 2, 3, 4)
        and isinstance(r.plies, int)
        and r.plies >= 1
        and all(isinstance(t, int) and not isinstance(t, bool) and 0 <= t < 16 for t in r.blocked)
        and (r.reason == DEADLOCK or not r.blocked)
    )
    if not ok:
        raise InvalidState("last round result is inconsistent")


# --------------------------------------------------------------------------- dump / load


def dump(s: KamisadoState) -> dict:
    r = s.last_round
    return {
        "game": GAME_ID,
        "format": FORMAT,
        "towers": list(s.towers),
        "ranks": list(s.ranks),
        "turn": s.turn,
        "must_move": s.must_move,
        "phase": s.phase,
        "score": list(s.score),
        "target": s.target,
        "passes": list(s.passes),
        "last_mover": s.last_mover,
        "last_tower": s.last_tower,
        "round_no": s.round_no,
        "last_round": None if r is None else {**r._asdict(), "blocked": list(r.blocked)},
        "plies": s.plies,
    }


def _ints(data: dict, key: str) -> tuple[int, ...]:
    values = field_of(data, key, list)
    if any(not isinstance(v, int) or isinstance(v, bool) for v in values):
        raise InvalidState(f"field {key!r} must list whole numbers")
    return tuple(values)


def load(data: Any) -> KamisadoState:
    data = check_header(data, GAME_ID, FORMAT)
    score = _ints(data, "score")
    if len(score) != 2:
        raise InvalidState("field 'score' must hold two numbers")
    if "last_round" not in data:
        raise InvalidState("saved game lacks the field 'last_round'")
    raw = data["last_round"]
    last_round = None
    if raw is not None:
        if not isinstance(raw, dict):
            raise InvalidState("field 'last_round' must be null or an object")
        kinds = {"reason": str, "blocked": list}
        values = [field_of(raw, name, kinds.get(name, int)) for name in RoundResult._fields]
        last_round = RoundResult(*values[:-1], tuple(values[-1]))
    state = KamisadoState(
        towers=_ints(data, "towers"),
        ranks=_ints(data, "ranks"),
        turn=field_of(data, "turn", int),
        must_move=field_of(data, "must_move", int),
        phase=field_of(data, "phase", str),
        score=(score[0], score[1]),
        target=field_of(data, "target", int),
        passes=_ints(data, "passes"),
        last_mover=field_of(data, "last_mover", int),
        last_tower=field_of(data, "last_tower", int),
        round_no=field_of(data, "round_no", int),
        last_round=last_round,
        plies=field_of(data, "plies", int),
    )
    check_state(state)
    return state


# --------------------------------------------------------------------------- position text


def _tower_sort_key(t: int, sq: int) -> tuple[int, int]:
    # list each side from its own home row outwards, files a to h (as in the design note's example)
    row = sq >> 3 if t >> 3 == 1 else 7 - (sq >> 3)
    return row, sq & 7


def to_text(s: KamisadoState) -> str:
    if s.phase == FILL:
        must = "fill"
    elif s.phase == OVER:
        must = "none"
    else:
        must = "any" if s.must_move == ANY else COLOURS[s.must_move]
    lines = [f"turn: {SEAT_NAMES[s.turn]}", f"must move: {must}"]
    for seat in (0, 1):
        placed = [(t, s.towers[t]) for t in range(seat * 8, seat * 8 + 8) if s.towers[t] >= 0]
        placed.sort(key=lambda p: _tower_sort_key(*p))
        items = []
        for t, sq in placed:
            rank = f" {RANK_NAMES[s.ranks[t]]}" if s.ranks[t] else ""
            items.append(f"{COLOURS[t & 7]} {square_name(sq)}{rank}")
        lines.append(f"{SEAT_NAMES[seat]}: {', '.join(items)}".rstrip())
    lines.append(f"score: black {s.score[0]}, white {s.score[1]}, target {s.target}")
    return "\n".join(lines) + "\n"


def from_text(text: str) -> KamisadoState:
    if not isinstance(text, str):
        raise InvalidState("a position text must be a string")
    seen = _text_lines(text)
    turn_text = seen["turn"][1]
    if turn_text not in SEAT_NAMES:
        raise _fail(seen, "turn", "turn must be black or white")
    turn = SEAT_NAMES.index(turn_text)
    towers, ranks = _text_towers(seen)
    score, target = _text_score(seen)
    phase, must, last_mover = _text_must_move(seen, turn, towers)
    state = KamisadoState(
        towers=tuple(towers),
        ranks=tuple(ranks),
        turn=turn,
        must_move=must,
        phase=phase,
        score=score,
        target=target,
        passes=(),
        last_mover=last_mover,
        last_tower=-1,
        round_no=1,
        last_round=None,
        plies=0,
    )
    try:
        check_state(state)
    except InvalidState as exc:
        raise InvalidState(f"position text: {exc}") from None
    return state


def _text_lines(text: str) -> dict[str, tuple[int, str]]:
    """Key -> (line number, lower-case value) of a position text; every key known, given once, the required
    ones present."""
    seen: dict[str, tuple[int, str]] = {}
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line:
            continue
        key, colon, value = line.partition(":")
        key = " ".join(key.lower().split())
        if not colon or key not in ("turn", "must move", "black", "white", "score"):
            raise InvalidState(
                f"line {number} ({line!r}): unknown key; use turn, must move, black, white, score"
            )
        if key in seen:
            raise InvalidState(f"line {number} ({line!r}): {key!r} is given twice")
        seen[key] = (number, value.strip().lower())
    for key in ("turn", "must move", "black", "white"):
        if key not in seen:
            raise InvalidState(f"the position lacks the line '{key}: ...'")
    return seen


def _fail(seen: dict[str, tuple[int, str]], key: str, why: str) -> InvalidState:
    number, value = seen[key]
    return InvalidState(f"line {number} ({key}: {value}): {why}")


def _text_towers(seen: dict[str, tuple[int, str]]) -> tuple[list[int], list[int]]:
    """Squares and ranks by tower id from the lines `black:` and `white:` (-1: not on the board)."""
    towers, ranks = [-1] * 16, [0] * 16
    for seat, key in enumerate(SEAT_NAMES):
        value = seen[key][1]
        for item in filter(None, (p.strip() for p in value.split(","))):
            words = item.split()
            if len(words) not in (2, 3) or words[0] not in COLOURS:
                raise _fail(seen, key, f"{item!r} is not 'colour square [sumo|double|triple]'")
            t = seat * 8 + COLOURS.index(words[0])
            if towers[t] >= 0:
                raise _fail(seen, key, f"the {words[0]} tower is listed twice")
            try:
                sq = square(words[1])
            except ValueError as exc:
                raise _fail(seen, key, str(exc)) from None
            if sq in towers:
                raise _fail(seen, key, f"two towers on {words[1]}")
            if len(words) == 3:
                if words[2] not in RANK_NAMES[1:]:
                    raise _fail(seen, key, f"unknown rank {words[2]!r}; use sumo, double, triple")
                ranks[t] = RANK_NAMES.index(words[2])
            towers[t] = sq
    return towers, ranks


def _text_score(seen: dict[str, tuple[int, str]]) -> tuple[tuple[int, int], int]:
    """(black, white) points and the target from the optional `score:` line."""
    score, target = [0, 0], 1
    if "score" in seen:
        for part in filter(None, (p.strip() for p in seen["score"][1].split(","))):
            words = part.split()
            if len(words) != 2 or words[0] not in ("black", "white", "target") or not words[1].isdigit():
                raise _fail(seen, "score", f"{part!r} is not 'black N', 'white N' or 'target N'")
            if words[0] == "target":
                target = int(words[1])
            else:
                score[SEAT_NAMES.index(words[0])] = int(words[1])
    return (score[0], score[1]), target


def _text_must_move(seen: dict[str, tuple[int, str]], turn: int, towers: list[int]) -> tuple[str, int, int]:
    """(phase, must_move, last_mover) from the `must move:` line."""
    must_text = seen["must move"][1]
    phase, must, last_mover = PLAY, ANY, -1
    if must_text == "fill":
        phase, must = FILL, NONE
    elif must_text == "none":
        phase, must = OVER, NONE
    elif must_text in COLOURS:
        must = COLOURS.index(must_text)
        last_mover = 1 - turn  # assumed: the seat not to move made the last (real) move
        if towers[turn * 8 + must] < 0:
            raise _fail(seen, "must move", f"{SEAT_NAMES[turn]} has no {must_text} tower on the board")
    elif must_text != "any":
        raise _fail(seen, "must move", "must move is a colour, any, fill or none")
    return phase, must, last_mover
