"""Kamisado in words: the move history in the rulebook's form ("Lila ↗5 Gelb", its arrows turned to the board
as the screen shows it), tower and rank names, the seats' status in the banner, the lines about finished rounds. Every word comes from the translation table (assets/lang/kamisado.*.json)."""

from __future__ import annotations

from functools import lru_cache

from rules.kamisado import (
    COLOURS,
    DEADLOCK,
    FILL_LEFT,
    FILL_RIGHT,
    GAME,
    MOVE,
    PASS,
    PLAY,
    PUSH,
    RANGE,
    RANK_NAMES,
    SQUARE_COLOUR,
    KamisadoMove,
    KamisadoState,
    RoundResult,
    describe_move,
    forced_win,
    pushed_towers,
    required_tower,
)

# The arrow of a step (file, row) as the screen shows it: up is away from the player at the bottom.
SCREEN_ARROWS = {(0, 1): "↑", (0, -1): "↓", (-1, 1): "↖", (1, 1): "↗", (-1, -1): "↙", (1, -1): "↘"}


def colour_name(app, colour_id: int) -> str:
    return app.t(f"kamisado.colour.{COLOURS[colour_id]}")


def colour_word(app, colour_id: int, form: str) -> str:
    """A colour before "tower" ("der rote Turm", "the red tower"): `form` "der" is German's ending after
    der/die/das (rote), "den" after den/dem/deinen/zum (roten); rosa and lila never change. English has
    one form."""
    return app.t(f"kamisado.colour.{COLOURS[colour_id]}.{form}")


def seat_name(app, seat: int) -> str:
    return app.t(f"kamisado.seat.{seat}")


def rank_name(app, rank: int) -> str:
    return app.t(f"kamisado.rank.{RANK_NAMES[rank]}")


def reach_text(app, rank: int) -> str:
    """How far a tower of this rank goes and how many towers it can push."""
    if rank == 0:
        return app.t("kamisado.reach.any")
    return app.t("kamisado.reach.sumo", squares=RANGE[rank], towers=min(rank, 3))


def screen_arrow(frm: int, to: int, black_view: bool) -> str:
    """The arrow from square `frm` towards `to` as the board shows it: seen from White (White's home row at
    the bottom) or, with `black_view`, from Black."""
    df, dr = (to & 7) - (frm & 7), (to >> 3) - (frm >> 3)
    if black_view:
        df, dr = -df, -dr
    return SCREEN_ARROWS[((df > 0) - (df < 0), (dr > 0) - (dr < 0))]


def describe(app, before: KamisadoState, move: KamisadoMove, black_view: bool = False) -> str:
    """The history entry of a move: the rulebook's form ("purple ↗5 yellow") with the arrow pointing as the
    move went on the screen (the board seen from Black with `black_view`), a pass in words, and what the
    move led to."""
    if move.kind in (FILL_LEFT, FILL_RIGHT):
        return app.t(f"kamisado.history.{move.kind}")
    record = describe_move(before, move)
    if record is None:
        return GAME.notation(before, move)

    def word(colour: str) -> str:
        return app.t(f"kamisado.colour.{colour}")

    if move.kind == PASS:
        text = app.t("kamisado.history.pass", colour=word(record.colour), next=word(record.square_colour))
    else:
        arrow = screen_arrow(move.frm, move.to, black_view)
        text = f"{word(record.colour)} {arrow}{record.distance} {word(record.square_colour)}"
    for p in record.pushed:
        text += f"; {word(p.colour)} {screen_arrow(p.frm, p.to, black_view)}1 {word(p.square_colour)}"
    after = GAME.apply(before, move)
    result = after.last_round
    if result is not None and result is not before.last_round and result.round_no == before.round_no:
        if result.reason == DEADLOCK:
            text += "  " + app.t("kamisado.history.deadlock")
        text += "  " + app.t("kamisado.history.points", points=result.points)
    return text


def row(app, before: KamisadoState, move: KamisadoMove, black_view: bool = False) -> str:
    """The move list's row of a move: whose move it was (Black or White, the towers' colour) and the move,
    so that two rows of one side in a row (a push and the move after it, the move after the opponent's
    pass) read as what they are."""
    return app.t(
        "kamisado.history.row", seat=seat_name(app, before.turn), move=describe(app, before, move, black_view)
    )


def player(app, seat: int, name: str) -> str:
    """A player as the results name them: the seat's name as the title says it ("Computer") with the
    towers' colour it played ("Computer (White)"); a seat named by its colour only once ("White")."""
    colour = seat_name(app, seat)
    return colour if name in ("", colour) else app.t("kamisado.player", name=name, seat=colour)


def round_line(app, result: RoundResult, names: list[str] | tuple[str, ...] = ()) -> str:
    """E.g. "Round 2: Anna (White) reached the home row: Red → Double Sumo" (`names`: the seats' names): who
    won the round, how, and what the tower became (its points are the rank's: the rules page says them).
    Short enough for the results' line (results.py shortens a longer one) with names of up to nine letters
    ("Spieler 1", "Computer") in a match of up to 99 rounds, with any rank."""
    name = names[result.winner] if result.winner < len(names) else ""
    return app.t(
        f"kamisado.round_line.{result.reason}",
        n=result.round_no,
        seat=player(app, result.winner, name),
        colour=colour_name(app, result.tower & 7).capitalize(),
        rank=rank_name(app, result.rank),
    )


def match_line(app, state: KamisadoState, names: list[str] | tuple[str, ...] = ()) -> str | None:
    """Who won the match and by how much ("White wins the match 3:1"); None while it runs."""
    winners = GAME.outcome(state).winners if GAME.is_over(state) else ()
    if len(winners) != 1:
        return None
    seat = winners[0]
    name = names[seat] if seat < len(names) else ""
    return app.t(
        "kamisado.result.match",
        name=player(app, seat, name),
        won=state.score[seat],
        lost=state.score[1 - seat],
    )


def finished_rounds(states: list[KamisadoState]) -> list[RoundResult]:
    """Every round result along a session's states, in order."""
    out: list[RoundResult] = []
    for state in states:
        result = state.last_round
        if result is not None and (not out or out[-1] != result):
            out.append(result)
    return out


def seat_status(app, state: KamisadoState) -> list[str]:
    """The banner's line under each seat: points towards the match's target."""
    return [app.t("kamisado.status", points=state.score[i], target=state.target) for i in (0, 1)]


def result_lines(app, states: list[KamisadoState], names: list[str] | tuple[str, ...] = ()) -> list[str]:
    """The results scene's lines: the last eight rounds of the match, each winner named as the results'
    title names the players (`names`), with the colour it played."""
    lines = [round_line(app, r, names) for r in finished_rounds(states)]
    match = match_line(app, states[-1], names) if states else None
    return ([match] if match else []) + lines[-(7 if match else 8) :]


# ---------------------------------------------------------------------------------------------- hints
def _wins(state: KamisadoState, move: KamisadoMove, seat: int) -> bool:
    """Whether playing move in state ends the round with seat the winner (read off `apply`)."""
    after = GAME.apply(state, move)
    result = after.last_round
    return result is not None and result is not state.last_round and result.winner == seat


def _reply_wins(state: KamisadoState) -> bool:
    """Whether the seat to move in state can win the round at once."""
    if state.phase != PLAY:
        return False
    return any(_wins(state, reply, state.turn) for reply in GAME.legal_moves(state))


def _threatens(app, before: KamisadoState, move: KamisadoMove, after: KamisadoState) -> str | None:
    """The moved tower would reach the home row on its own next move, if it were its turn (the rules are
    asked with the same position and the mover to move that tower)."""
    tower = before.towers.index(move.frm)
    mine = after._replace(turn=before.turn, must_move=tower & 7, passes=())
    if any(_wins(mine, m, before.turn) for m in GAME.legal_moves(mine)):
        return app.t("kamisado.why.threat", colour=colour_word(app, tower & 7, "der"))
    return None


@lru_cache(maxsize=4)
def won_by_force(before: KamisadoState, move: KamisadoMove) -> int | None:
    """The rules' proof for a hinted move (`forced_win`), kept: the hint is worded twice when shown."""
    return forced_win(before, move)


def hint_reason(app, before: KamisadoState, move: KamisadoMove, after: KamisadoState) -> str | None:
    """Why a hinted move is good, in one sentence, read off the rules' answers for the position before
    and after it: the round won, a win the rules' small exact search proves whatever the opponent does
    (`forced_win`: "wins by force in 2"), a push, the opponent forced to pass, no reply reaching the home
    row."""
    mover, other = before.turn, 1 - before.turn
    if move.kind in (FILL_LEFT, FILL_RIGHT):
        return app.t("kamisado.why.fill")
    result = after.last_round
    if result is not None and result is not before.last_round and result.winner == mover:
        return app.t("kamisado.why.home_row", points=result.points, rank=rank_name(app, result.rank))
    win_in = won_by_force(before, move)
    if win_in is not None and win_in > 1:
        return app.t("kamisado.why.forced_win", n=win_in, seat=seat_name(app, other))
    if move.kind == PUSH:
        n = len(pushed_towers(before, move))
        return app.t("kamisado.why.push", n=n, colour=colour_word(app, after.must_move, "den"))
    if move.kind == PASS or after.phase != PLAY:
        return app.t("kamisado.why.pass")
    forced = required_tower(after)
    replies = GAME.legal_moves(after)
    seat = seat_name(app, other)
    if len(replies) == 1 and replies[0].kind == PASS:
        return app.t("kamisado.why.blocks", seat=seat, colour=colour_word(app, forced & 7, "den"))
    if any(_wins(after, reply, other) for reply in replies):
        return app.t("kamisado.why.lost", seat=seat_name(app, other))
    threat = _threatens(app, before, move, after)
    if threat:
        return threat
    others = [m for m in GAME.legal_moves(before) if m != move]
    if any(_reply_wins(GAME.apply(before, m)) for m in others):
        return app.t("kamisado.why.only_safe", seat=seat, colour=colour_word(app, forced & 7, "der"))
    return app.t("kamisado.why.safe", seat=seat, colour=colour_word(app, forced & 7, "den"))


# ---------------------------------------------------------------------------------------------- the turn card
def forced_by(states: list[KamisadoState], moves: list[KamisadoMove]) -> tuple[int, str] | None:
    """(square, kind of the last decision) whose colour decided the tower that must move now (rules T2,
    Z6, S3): where the last move ended, where the blocked tower stands, where the rearmost pushed tower
    was shoved. None on a free choice, between rounds, or when no move led here (a typed-in position)."""
    state = states[-1]
    if state.phase != PLAY or state.must_move < 0 or not moves or len(states) < 2:
        return None
    move, before = moves[-1], states[-2]
    if move.kind == MOVE:
        sq = move.to
    elif move.kind == PASS:
        sq = move.frm
    elif move.kind == PUSH:
        shoved = pushed_towers(before, move)
        sq = state.towers[shoved[-1]] if shoved else -1
    else:
        return None
    if sq < 0 or SQUARE_COLOUR[sq] != state.must_move:
        return None
    return sq, move.kind


def why_tower(app, states: list[KamisadoState], moves: list[KamisadoMove], movers: list[int]) -> str:
    """The turn card's line under the tower: what made it the one to move."""
    found = forced_by(states, moves)
    if found is None:
        return ""
    sq, kind = found
    colour = colour_name(app, SQUARE_COLOUR[sq])
    return app.t(f"kamisado.forced.{kind}", seat=seat_name(app, movers[-1]), colour=colour)


# ---------------------------------------------------------------------------------------------- rules page
# The sections of the in-game rules page (scenes/menus/help.py) and the picture each shows (figures.py).
RULES_PAGE = (
    ("goal", None),
    ("tower", "colour"),
    ("move", "rays"),
    ("blocked", None),
    ("sumo", "push"),
    ("scoring", None),
    ("decisions", None),
    ("controls", None),
)


def rules_page(app) -> list[tuple[str, str, str, str | None]]:
    """(key, title, text, picture name) of each section of the rules page, in the current language."""
    return [
        (k, app.t(f"kamisado.rules.{k}.title"), app.t(f"kamisado.rules.{k}"), fig) for k, fig in RULES_PAGE
    ]
