"""Kamisado in words: the move history in the rulebook's form ("Lila ↗5 Gelb"), tower and rank names, the
seats' status in the banner, the lines about finished rounds. Every word comes from the translation table (assets/lang/kamisado.*.json)."""

from __future__ import annotations

from rules.kamisado import (
    COLOURS,
    DEADLOCK,
    FILL_LEFT,
    FILL_RIGHT,
    GAME,
    RANGE,
    RANK_NAMES,
    KamisadoMove,
    KamisadoState,
    RoundResult,
    describe_move,
    rulebook_text,
)


def colour_name(app, colour_id: int) -> str:
    return app.t(f"kamisado.colour.{COLOURS[colour_id]}")


def seat_name(app, seat: int) -> str:
    return app.t(f"kamisado.seat.{seat}")


def rank_name(app, rank: int) -> str:
    return app.t(f"kamisado.rank.{RANK_NAMES[rank]}")


def reach_text(app, rank: int) -> str:
    """How far a tower of this rank goes and how many towers it can push."""
    if rank == 0:
        return app.t("kamisado.reach.any")
    return app.t("kamisado.reach.sumo", squares=RANGE[rank], towers=min(rank, 3))


def describe(app, before: KamisadoState, move: KamisadoMove) -> str:
    """The history entry of a move: the rulebook's form, and what it led to."""
    if move.kind in (FILL_LEFT, FILL_RIGHT):
        return app.t(f"kamisado.history.{move.kind}")
    record = describe_move(before, move)
    if record is None:
        return GAME.notation(before, move)
    names = {c: app.t(f"kamisado.colour.{c}") for c in COLOURS}
    text = rulebook_text(record, names)
    after = GAME.apply(before, move)
    result = after.last_round
    if result is not None and result is not before.last_round and result.round_no == before.round_no:
        if result.reason == DEADLOCK:
            text += "  " + app.t("kamisado.history.deadlock")
        text += "  " + app.t("kamisado.history.points", points=result.points)
    return text


def round_line(app, result: RoundResult) -> str:
    """E.g. "Round 2: White · home row · Red → Double Sumo (+2)"."""
    return app.t(
        "kamisado.round_line",
        n=result.round_no,
        seat=seat_name(app, result.winner),
        how=app.t(f"kamisado.how.{result.reason}"),
        colour=colour_name(app, result.tower & 7).capitalize(),
        rank=rank_name(app, result.rank),
        points=result.points,
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


def result_lines(app, states: list[KamisadoState]) -> list[str]:
    """The results scene's lines: the last eight rounds of the match."""
    lines = [round_line(app, r) for r in finished_rounds(states)]
    return lines[-8:]
