"""Down Under in words, every word through the translation table: moves as the history shows them, the
scores in the seat banner, the status line over the table, the results lines, and the wording the player
card uses (path state, animal counts)."""

from __future__ import annotations

from rules.downunder import BILLABONG, BILLABONG_MOVE, GAME, TURN, Move, State, path_of, score_of

SCORED_ANIMALS = ("emu", "kangaroo", "platypus", "rabbit", "dingo")


def animal_counts(b) -> dict[str, int]:
    """Animals on a path by name, from its itemised score (`score_of`)."""
    return {
        "emu": b.emus,
        "kangaroo": b.kangaroos,
        "platypus": b.platypuses,
        "rabbit": b.rabbits,
        "dingo": b.dingoes,
    }


def score_text(state: State, seat: int) -> str:
    """The score in the banner: in brackets while the dingo rule could still take it away."""
    b = score_of(state, seat)
    shown = f"({b.provisional})" if b.dingo_rule and not state.over else str(b.total)
    if path_of(state, seat).finished and path_of(state, seat).parts:
        shown += " ✓"
    return shown


def path_status(app, state: State, seat: int) -> str:
    path = path_of(state, seat)
    if not path.parts:
        return app.t("downunder.status.not_started")
    if path.finished:
        return app.t("downunder.status.finished")
    if path.loop:
        return app.t("downunder.status.loop")
    return app.t("downunder.status.open", ends=len(path.open_ends))


def result_lines(app, state: State, names: list[str]) -> list[str]:
    """The itemised score of every seat for the results screen (at most two lines each)."""
    lines = []
    for seat, name in enumerate(names):
        b = score_of(state, seat)
        if not state.animals:
            lines.append(app.t("downunder.result.plain", name=name, segments=b.segments, total=b.total))
            continue
        line = app.t("downunder.result.parts", name=name, segments=b.segments)
        if b.sets:
            line += app.t("downunder.result.sets", sets=b.sets, points=b.set_points)
        if b.rabbit_penalty:
            line += app.t("downunder.result.rabbits", rabbits=b.rabbits, penalty=b.rabbit_penalty)
        if b.dingo_rule == "zero":
            line += app.t("downunder.result.dingo_zero", provisional=b.provisional)
        elif b.dingo_rule == "lose":
            line += app.t("downunder.result.dingo_lose")
        lines.append(line + app.t("downunder.result.total", total=b.total))
        counts = animal_counts(b)
        lines.append(
            "      " + "  ·  ".join(f"{app.t(f'downunder.animal.{a}')} {counts[a]}" for a in SCORED_ANIMALS)
        )
    return lines


def card_name(app, kind: str, animal: str) -> str:
    name = app.t(f"downunder.kind.{kind}")
    return f"{name} ({app.t(f'downunder.animal.{animal}')})" if animal else name


def describe(app, before: State, move: Move) -> str:
    """A move in words for the history: which card, where, and what happened (Billabong, finished)."""
    try:
        after = GAME.apply(before, move)
    except ValueError:
        return GAME.notation(before, move)
    cell = f"{move.cell[0]},{move.cell[1]}"
    if move.kind == TURN:
        way = app.t("downunder.way.cw" if move.rot == 1 else "downunder.way.ccw")
        out = app.t("downunder.move.turn", cell=cell, way=way)
    elif move.kind == BILLABONG_MOVE:
        out = app.t("downunder.move.billabong", cell=cell)
    else:
        out = app.t(
            "downunder.move.card",
            card=card_name(app, move.kind, move.animal if before.animals else ""),
            cell=cell,
        )
    pools = sum(t.kind == BILLABONG for t in after.tiles) - sum(t.kind == BILLABONG for t in before.tiles)
    if move.kind != BILLABONG_MOVE and pools:
        out += " + " + app.t("downunder.kind.billabong")
    return out


def seat_status(state: State) -> list[str]:
    """The score of every seat, as the seat banner shows it."""
    return [score_text(state, seat) for seat in range(state.players)]


def status(scene) -> str:
    """The status line over the table: whose turn it is and what to do now."""
    app = scene.app
    session = scene.session
    seat = session.to_move
    if scene.tweens.busy and session.movers:  # a move is still landing: name who made it
        return app.t("downunder.status.moving", name=scene.seats[session.movers[-1]].name)
    if seat is None or scene.finished:
        return app.t("downunder.status.over")
    name = scene.seats[seat].name
    if scene.seats[seat].is_ai:
        return app.t("downunder.status.ai", name=name)
    if scene.tentative is not None:
        return app.t("downunder.status.confirm", name=name)
    if scene.state.pending is not None:
        return app.t("downunder.status.extend", name=name)
    if scene.turns:
        return app.t("downunder.status.turn_curve", name=name)
    if scene.picked is None:
        return app.t("downunder.status.pick", name=name)
    return app.t("downunder.status.place", name=name)


def hint_reason(app, before: State, move: Move, after: State) -> str | None:
    """Why a hinted move is good, in one sentence: for now what it does to the mover's score (read off
    `score_of` before and after it)."""
    seat = GAME.to_move(before)
    if seat is None:
        return None
    was, now = score_of(before, seat).provisional, score_of(after, seat).provisional
    if now > was:
        return app.t("downunder.why.gain", n=now - was, total=now)
    if now < was:
        return app.t("downunder.why.loss", n=was - now, total=now)
    return app.t("downunder.why.same", total=now)


# ---------------------------------------------------------------------------------------------- rules page
# The sections of the in-game rules page (scenes/menus/help.py) and the picture each shows (figures.py).
RULES_PAGE = (
    ("goal", None),
    ("path", None),
    ("turn", None),
    ("area", None),
    ("special", None),
    ("scoring", None),
    ("decisions", None),
    ("controls", None),
)


def rules_page(app) -> list[tuple[str, str, str, str | None]]:
    """(key, title, text, picture name) of each section of the rules page, in the current language."""
    return [
        (k, app.t(f"downunder.rules.{k}.title"), app.t(f"downunder.rules.{k}"), fig) for k, fig in RULES_PAGE
    ]
