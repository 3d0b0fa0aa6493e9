"""The Camelot game in words and numbers: moves as the history shows them, what the player cards and the
status card say (pieces left, castle counts, trays, whose turn, the announcement, what a click does now,
the fifty-move count), the banner's piece counts, the finale's ribbon and the lines of the results scene.
Every word goes through the translation table."""

from __future__ import annotations

from dataclasses import dataclass

from rules.camelot import (
    CANTER,
    CASTLES,
    GAME,
    JUMP,
    KNIGHT,
    MAN,
    State,
    exchange_of,
    file_rank,
    move_steps,
    moves_by_path,
    piece_at,
    pieces,
    square_name,
)


@dataclass(frozen=True, slots=True)
class SeatInfo:
    """What a player card shows."""

    label: str  # "White"
    subtitle: str  # "Anna · Human"
    knights: int = 0
    men: int = 0
    in_castle: int = 0
    castle_moves: int = 0
    tray: tuple[str, ...] = ()  # kinds of the captured enemy pieces that have landed


@dataclass(frozen=True, slots=True)
class StatusInfo:
    """What the status card between the player cards shows."""

    headline: str
    alert: str = ""  # "", "capture", "duty" or "castle"
    alert_text: str = ""
    instruction: str = ""
    quiet_label: str = ""
    quiet: float = 0.0  # 0..1 of the fifty-move limit
    alert_in: float = 1.0  # 0..1: slide-in of the announcement


def in_castle(state: State, seat: int) -> int:
    """How many of seat's pieces stand in the enemy castle."""
    return sum(1 for sq in CASTLES[1 - seat] if (p := piece_at(state, sq)) is not None and p[0] == seat)


def describe(app, before: State, move) -> str:
    """A move as the history shows it: its WCF notation (squares are the same in every language)."""
    return GAME.notation(before, move)


def seat_status(app, state: State) -> list[str]:
    """The banner's line per seat: the pieces it has left."""
    counts = [0, 0]
    for seat, _kind in pieces(state).values():
        counts[seat] += 1
    return [app.t("camelot.banner", count=counts[seat]) for seat in (0, 1)]


def result_lines(app, state: State, moves: int) -> list[str]:
    """The results scene's lines: each side's knights, men and castle moves, and the number of moves."""
    lines = []
    left = {0: {KNIGHT: 0, MAN: 0}, 1: {KNIGHT: 0, MAN: 0}}
    for seat, kind in pieces(state).values():
        left[seat][kind] += 1
    for seat in (0, 1):
        lines.append(
            app.t(
                "camelot.result.pieces",
                side=app.t(f"camelot.seat.{seat}"),
                knights=left[seat][KNIGHT],
                men=left[seat][MAN],
                castle=state.castle_moves[seat],
            )
        )
    lines.append(app.t("camelot.result.moves", n=moves))
    return lines


def finale_line(app, outcome) -> str:
    """The result on the finale's ribbon."""
    if outcome.winners:
        side = app.t(f"camelot.seat.{outcome.winners[0]}")
        key = f"camelot.finale.{outcome.reason}"
        return app.t(key, side=side) if app.tr.has(key) else app.t("camelot.finale.win", side=side)
    return app.t("camelot.finale.draw")


# ---------------------------------------------------------------------------------------------- the cards
def labels(app) -> tuple[str, str, str, str]:
    """The fixed labels of a player card: pieces, in castle, castle moves, captured."""
    return (
        app.t("camelot.pieces"),
        app.t("camelot.in_castle"),
        app.t("camelot.castle_moves"),
        app.t("camelot.captured"),
    )


def names(app, seats) -> tuple[tuple[str, str], ...]:
    """(label, subtitle) of both player cards: "White", "Anna · Human"."""
    named = []
    for seat in (0, 1):
        label = app.t(f"camelot.seat.{seat}")
        player = seats[seat]
        kind = app.t(f"seat.{player.kind}")
        subtitle = kind if not player.name or player.name == label else f"{player.name} · {kind}"
        named.append((label, subtitle))
    return tuple(named)


def seat_infos(named, shown, castle_moves, trays) -> tuple[SeatInfo, SeatInfo]:
    """Both player cards: `named` (label, subtitle) per seat, the pieces as drawn (`shown`: (square or -1,
    seat, kind), the moving one too), castle counts and the captured pieces that have landed in the tray."""
    counts = [[0, 0, 0], [0, 0, 0]]  # knights, men, in the enemy castle
    for sq, seat, kind in shown:
        count = counts[seat]
        count[0 if kind == KNIGHT else 1] += 1
        if sq in CASTLES[1 - seat]:
            count[2] += 1
    return tuple(
        SeatInfo(
            *named[seat],
            *counts[seat],
            castle_moves[seat],
            tuple(kind for kind, landed in trays[seat] if landed),
        )
        for seat in (0, 1)
    )


def status_info(
    app, state: State, plies: int, alert: str, alert_in: float, doing: str, brief: bool = False
) -> StatusInfo:
    """The status card for `state` (while a move is animated, the position before it) after `plies`
    moves, with the announcement `alert` slid in by `alert_in` and `doing`, what a click does now;
    `brief`: the announcement without its second sentence (a route is being built: the card's room goes
    to what a click does now)."""
    if GAME.is_over(state):
        headline = app.t("camelot.over")
    else:
        # numbered as the move list numbers its entries: the move about to be made is the next entry
        headline = app.t("camelot.headline", n=plies + 1, side=app.t(f"camelot.seat.{state.turn}"))
    alert_text = ""
    if alert in ("capture", "duty"):
        side = app.t(f"camelot.seat.{state.turn}")
        more = "" if brief else "\n" + app.t(f"camelot.alert.{alert}.more")
        alert_text = app.t(f"camelot.alert.{alert}", side=side) + more
    elif alert == "castle":
        holder = 0 if in_castle(state, 0) == 1 else 1
        side = app.t(f"camelot.seat.{holder}")
        more = "" if brief else "\n" + app.t("camelot.alert.castle.more")
        alert_text = app.t("camelot.alert.castle", side=side) + more
    quiet_moves = (state.quiet + 1) // 2  # moves of each side: two plies make one
    return StatusInfo(
        headline,
        alert if alert_text else "",
        alert_text,
        doing,
        app.t("camelot.quiet", n=quiet_moves) if state.quiet else "",
        state.quiet / 100,
        alert_in,
    )


def playing(app, state: State, notation: str) -> str:
    """What the status card says while a move is animated."""
    return app.t("camelot.do.playing", side=app.t(f"camelot.seat.{state.turn}"), move=notation)


def instruction(app, state: State, to_move: int | None, seats, picker, thinking: bool = True) -> str:
    """What a click does now (or why nothing is to be done): a computer's seat "is thinking" only while the
    AI was asked (`thinking`; a review or a puzzle answers without it: nothing to say then); a remote
    player's seat (online) is thinking at his own screen."""
    if to_move is None:
        reason = GAME.outcome(state).reason
        said = app.tr.maybe(f"reason.camelot.{reason}", reason)
        return said[:1].upper() + said[1:] + "."
    if not seats[to_move].plays_here:  # a computer's seat, or a player's at another screen (online)
        if seats[to_move].is_ai and not thinking:
            return ""
        return app.t("camelot.do.wait", name=seats[to_move].name or app.t(f"camelot.seat.{to_move}"))
    if picker is None or not picker.partial:
        return app.t("camelot.do.pick")
    if len(picker.partial) == 1:
        return app.t("camelot.do.target")
    route = "-".join(square_name(sq) for sq in picker.partial)
    if picker.complete() is not None:  # and it may go on: one that can only end here is played at once
        return app.t("camelot.do.route_stop", route=route)
    return app.t("camelot.do.route_on", route=route)


def legend(app, kinds, order) -> tuple[tuple[str, str], ...]:
    """(kind, meaning) of the marks of `kinds` in the legend's `order`."""
    return tuple((kind, app.t(f"camelot.legend.{kind}")) for kind in order if kind in kinds)


# ---------------------------------------------------------------------------------------------- hints
def _as_if(state: State, seat: int) -> State:
    """The same pieces with `seat` to move and no castle duty: to ask the rules what that side could do
    here (what it threatens), never to play."""
    return State(state.board, seat, state.castle_moves, (-1, -1), state.quiet)


def _threatened(state: State) -> set[int]:
    """The squares the side to move in `state` could capture on its turn (read off the legal moves)."""
    return {sq for move in moves_by_path(state).values() for sq in move.captures}


def _into_castle(state: State, castle: tuple[int, ...]) -> bool:
    return any(move.path[-1] in castle for move in moves_by_path(state).values())


def _captured(app, before: State, move) -> str:
    kinds = [piece_at(before, sq)[1] for sq in move.captures]
    n, knights = len(kinds), kinds.count(KNIGHT)
    if n == 1:
        return app.t(f"camelot.why.captures.{kinds[0]}", square=square_name(move.captures[0]))
    if knights in (0, n):
        return app.t("camelot.why.captures.men" if knights == 0 else "camelot.why.captures.knights", n=n)
    key = "camelot.why.captures.mixed_one" if knights == 1 else "camelot.why.captures.mixed"
    return app.t(key, n=n, knights=knights)


def hint_reason(app, before: State, move, after: State) -> str | None:
    """Why a hinted move is good, in one sentence, from the rules' answers before and after it: the game
    won, a capture (a knight's charge named), the castle entered or left, the way into one's own castle
    blocked, a piece taken out of danger, a capture threatened, the advance towards the enemy castle."""
    mover, enemy = before.turn, 1 - before.turn
    enemy_side = app.t(f"camelot.seat.{enemy}")
    if GAME.is_over(after):
        outcome = GAME.outcome(after)
        if mover in outcome.winners:
            return app.t("camelot.why.wins", how=app.tr.maybe(f"reason.camelot.{outcome.reason}", ""))
    kinds = {step.kind for step in move_steps(move)}
    if before.must_leave[mover] >= 0 and move.path[0] == before.must_leave[mover]:
        return app.t("camelot.why.leave")
    if move.captures:
        said = _captured(app, before, move)
        return app.t("camelot.why.charge", what=said) if {CANTER, JUMP} <= kinds else said
    if move.path[-1] in CASTLES[enemy]:
        return app.t("camelot.why.castle", side=enemy_side)
    return _quiet_reason(app, before, move, after, enemy_side)


def _quiet_reason(app, before: State, move, after: State, enemy_side: str) -> str:
    """A move that captures nothing: what it prevents, threatens or gains."""
    mover = before.turn
    own_castle = CASTLES[mover]
    if _into_castle(_as_if(before, 1 - mover), own_castle) and not _into_castle(after, own_castle):
        return app.t("camelot.why.blocks", side=enemy_side)
    danger_before = _threatened(_as_if(before, 1 - mover))
    danger_after = _threatened(after)
    if danger_before and not danger_after:
        return app.t("camelot.why.rescues", side=enemy_side)
    threats = _threatened(_as_if(after, mover))
    if threats and not danger_after:
        target = min(threats)
        kind = piece_at(after, target)[1]
        return app.t(f"camelot.why.threatens.{kind}", square=square_name(target))
    rows = _rows_to_castle(move.path[0], mover) - _rows_to_castle(move.path[-1], mover)
    if rows > 0 and not danger_after:
        return app.t("camelot.why.advances", n=rows, side=enemy_side)
    if not danger_after:
        return app.t("camelot.why.safe", side=enemy_side)
    trade = exchange_of(before, move)
    if trade.lost and not trade.gives_away:
        return app.t("camelot.why.trade", side=enemy_side, lost=trade.lost, taken=trade.taken)
    return app.t("camelot.why.best", lost=max(1, trade.lost))


def _rows_to_castle(sq: int, seat: int) -> int:
    """Rows between a square and the enemy castle of seat."""
    rank = file_rank(sq)[1]
    castle_rank = file_rank(CASTLES[1 - seat][0])[1]
    return abs(castle_rank - rank)


# ---------------------------------------------------------------------------------------------- rules page
# The sections of the in-game rules page (scenes/menus/help.py) and the picture each shows (figures.py).
RULES_PAGE = (
    ("goal", None),
    ("moves", "moves"),
    ("capture", "charge"),
    ("castle", None),
    ("end", None),
    ("decisions", None),
    ("controls", None),
)


def rules_page(app) -> list[tuple[str, str, str, str | None]]:
    """(key, title, text, picture name) of each section of the rules page, in the current language."""
    return [(k, app.t(f"camelot.rules.{k}.title"), app.t(f"camelot.rules.{k}"), fig) for k, fig in RULES_PAGE]
