"""Down Under in words, every word through the translation table: moves as the history shows them, the
scores in the seat banner, the status line over the table, the results lines, and the wording the player
card uses (path state, animal counts)."""

from __future__ import annotations

from dataclasses import dataclass

from rules.downunder import (
    BILLABONG,
    BILLABONG_MOVE,
    END,
    GAME,
    TURN,
    Move,
    State,
    Tile,
    changes,
    due_colours,
    mover_colour,
    parts_of,
    path_of,
    play_area,
    score_change,
    score_of,
)

Cell = tuple[int, int]
COMPASS = ("north", "east", "south", "west")

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
    paths = [path_of(state, colour) for colour in state.colours_of(seat)]  # two with two paths per player
    if all(p.finished and p.parts for p in paths):
        shown += " ✓"
    return shown


def path_status(t, state: State, seat: int) -> str:
    """How the seat's path stands (with two paths per player, both together: finished when both are)."""
    paths = [path_of(state, colour) for colour in state.colours_of(seat)]
    if not any(p.parts for p in paths):
        return t("downunder.status.not_started")
    if all(p.finished for p in paths):
        return t("downunder.status.finished")
    if any(p.loop for p in paths):
        return t("downunder.status.loop")
    return t("downunder.status.open", ends=sum(len(p.open_ends) for p in paths if not p.finished))


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


def a_card(app, kind: str, animal: str) -> str:
    """The card with its article, as a sentence names it: "a curve (Emu)", "eine Kurve (Emu)"."""
    name = app.t(f"downunder.a.{kind}")
    return f"{name} ({app.t(f'downunder.animal.{animal}')})" if animal else name


def _laid(before: State, after: State, move: Move) -> Tile | None:
    added, _ = changes(before, after)
    return next((t for t in added if t.cell == move.cell and t.owner % before.players == before.turn), None)


def travel(before: State, tile: Tile) -> tuple[int, int] | None:
    """(the way the mover's path heads into the new card, the way it leaves through the card's colour
    part), as compass edges 0 N .. 3 W; None when the colour part meets no open end of his path."""
    colour = next((p for p in parts_of(tile) if p.colour), None)
    ends = {edge for cell, edge in path_of(before, tile.owner).open_ends if cell == tile.cell}
    if colour is None:
        return None
    entry = next((e for e in colour.edges if e in ends), None)
    if entry is None:
        return None
    out = next((e for e in colour.edges if e != entry), entry)
    return (entry + 2) % 4, out


def _neighbour_of(state: State, cell: Cell) -> tuple[str, int] | None:
    """The compass word from a card next to `cell` (diagonals too) to `cell`, and that card's owner."""
    for tile in state.tiles:
        dx, dy = cell[0] - tile.cell[0], cell[1] - tile.cell[1]
        if max(abs(dx), abs(dy)) == 1 and 0 <= tile.owner < state.colours:  # not a preset card
            ns = {-1: "north", 0: "", 1: "south"}[dy]
            ew = {-1: "west", 0: "", 1: "east"}[dx]
            return "-".join(w for w in (ns, ew) if w), tile.owner % state.players  # the colour's seat
    return None


def describe(app, before: State, move: Move, names: list[str] | None = None) -> str:
    """A move in words for the history: who lays which card where, which way the path turns, a Billabong
    it brings, and what it scores (for every seat whose score changes)."""
    try:
        after = GAME.apply(before, move)
    except ValueError:
        return GAME.notation(before, move)
    names = names or [app.t(f"downunder.seat.{s}") for s in range(before.players)]
    if before.paths != "one":  # two paths per player: say which colour the card was
        colour = mover_colour(before, move)
        way = app.t(f"downunder.seat.{colour}")
        if before.info.path[colour] is None:
            said = app.t("downunder.say.entrance", name=names[before.turn], colour=way)
            return said + gains_text(app, before, move, names)
        names = list(names)
        if names[before.turn] != way:  # a seat still named by its first colour: not "Yellow (Yellow)"
            names[before.turn] = app.t("downunder.say.with_colour", name=names[before.turn], colour=way)
    name = names[before.turn]
    out = _sentence(app, before, after, move, names) if move.kind != TURN else ""
    if move.kind == TURN:
        way = app.t("downunder.way.cw" if move.rot == 1 else "downunder.way.ccw")
        out = app.t("downunder.say.turn", name=name, way=way)
    pools = sum(t.kind == BILLABONG for t in after.tiles) - sum(t.kind == BILLABONG for t in before.tiles)
    if move.kind != BILLABONG_MOVE and pools:
        out += app.t("downunder.say.plus_billabong")
    return out + gains_text(app, before, move, names)


def _sentence(app, before: State, after: State, move: Move, names: list[str]) -> str:
    name = names[before.turn]
    if move.kind == BILLABONG_MOVE:
        return app.t("downunder.say.billabong", name=name)
    card = a_card(app, move.kind, move.animal if before.animals else "")
    if not before.tiles:
        return app.t("downunder.say.first", name=name, card=card)
    tile = _laid(before, after, move)
    way = travel(before, tile) if tile is not None else None
    if way is None:
        near = _neighbour_of(before, move.cell)
        if near is None:
            return app.t("downunder.say.lays", name=name, card=card)
        direction, owner = near
        return app.t(
            "downunder.say.start",
            name=name,
            card=card,
            dir=app.t(f"downunder.near.{direction}"),
            other=names[owner],
        )
    heading, out = way
    direction = app.t(f"downunder.to.{COMPASS[heading]}")
    if move.kind == END:
        return app.t("downunder.say.end", name=name, dir=direction)
    turn = ("straight", "right", "back", "left")[(out - heading) % 4]
    return app.t(
        "downunder.say.lay", name=name, card=card, dir=direction, turn=app.t(f"downunder.turn.{turn}")
    )


def gains_text(app, before: State, move: Move, names: list[str]) -> str:
    """ " (+3)", " (+2, Red +1)": what the move added to every seat's score, the mover first."""
    change = score_change(before, move)
    seat = before.turn
    items = [f"{change[seat]:+d}"] if change[seat] else []
    items += [f"{names[s]} {d:+d}" for s, d in enumerate(change) if d and s != seat]
    return f" ({', '.join(items)})" if items else ""


def seat_status(state: State, change: tuple[int, ...] | None = None) -> list[str]:
    """The score of every seat, as the seat banner shows it, with what the card under consideration would
    add ("(6) +2") while the player points at a place or has laid it for now."""
    out = [score_text(state, seat) for seat in range(state.players)]
    for seat, delta in enumerate(change or ()):
        if delta:
            out[seat] = f"{out[seat]}  {delta:+d}"
    return out


def room_text(app, state: State, quarter: int = 0, dashed: bool = False) -> str:
    """The play area's agreed size and how much of it the cards take so far (empty without a border), both
    as the screen shows them (the view turned `quarter` quarter turns): once only one orientation of the
    area fits the cards, the area is named in it ("7 × 5" beside cards "7 × 2", never "5 × 7"); the dashed
    frame is every place the area may still lie, so it is larger than the area until the fence stands. The
    legend names the dashes only while one is `dashed` on the table as seen (issue 27)."""
    if state.unbounded or not state.tiles:
        return ""
    turned = quarter % 2 == 1
    area = play_area(state)
    if area is not None:
        w, h = area[2] - area[0] + 1, area[3] - area[1] + 1
        w, h = (h, w) if turned else (w, h)
        return app.t("downunder.room.fixed", w=w, h=h)
    full = [t.cell for t in state.tiles if t.kind != END]
    if not full:  # only end cards so far (two paths: the entrances; one opening: the first ends)
        return ""
    across = max(c[0] for c in full) - min(c[0] for c in full) + 1
    down = max(c[1] for c in full) - min(c[1] for c in full) + 1
    fits = {
        (w, h)
        for w, h in ((state.width, state.height), (state.height, state.width))
        if across <= w and down <= h
    }
    key = "downunder.room.growing" if len(fits) == 1 else "downunder.room.open"
    w, h = next(iter(fits)) if len(fits) == 1 else (state.width, state.height)
    if turned:
        w, h, across, down = h, w, down, across
    said = app.t(key, w=w, h=h, bw=across, bh=down)
    return f"{said} · {app.t('downunder.room.dashed')}" if dashed else said


@dataclass(frozen=True, slots=True)
class Turn:
    """What the status line says is going on: the seats' names and which are AIs, the seat to move (None:
    over), the seat of the move landing now (None: none lands), whether the game is finished, whether the AI
    to move is thinking, and what the human to move is doing."""

    names: tuple[str, ...]
    ai: tuple[bool, ...]
    to_move: int | None
    landing: int | None
    busy: bool  # a move (or the view turning) is being shown
    finished: bool
    thinking: bool
    tentative: bool
    turns: bool
    picked: bool


def status(t, state: State, turn: Turn) -> str:
    """The status line over the table: whose turn it is and what to do now (with two paths per player,
    also which colours are still to be laid this turn)."""
    said = _status(t, state, turn)
    due = () if state.paths == "one" or turn.busy or turn.finished else due_colours(state)
    if not due:
        return said
    names = [t(f"downunder.seat.{c}") for c in due]
    if state.info.path[due[0]] is None and not turn.ai[state.turn]:
        return t("downunder.status.entrance", name=turn.names[state.turn], colour=names[0])
    both = names[0] if len(names) == 1 else t("downunder.status.colours_and", a=names[0], b=names[1])
    return t("downunder.status.still", text=said, colours=both)


def status_colour(state: State, turn: Turn, colour: int) -> int | None:
    """The colour of the status bar's dot and rim: the seat to move (a move landing: its mover's; with two
    paths per player, `colour`, the one being laid)."""
    seat = turn.landing if turn.landing is not None else turn.to_move
    if seat is not None and seat == turn.to_move and state.paths != "one":
        return colour
    return seat


def _status(t, state: State, turn: Turn) -> str:
    seat = turn.to_move
    if turn.landing is not None:  # a move is still landing: name who made it
        return t("downunder.status.moving", name=turn.names[turn.landing])
    if seat is None or turn.finished:
        return t("downunder.status.over")
    name = turn.names[seat]
    if turn.ai[seat]:  # thinking, or (a tutorial's scripted player) waiting for its cue
        return t("downunder.status.ai" if turn.thinking else "downunder.status.next", name=name)
    if turn.tentative:
        return t("downunder.status.confirm", name=name)
    if state.pending is not None:
        return t("downunder.status.extend", name=name)
    if turn.turns:
        return t("downunder.status.turn_curve", name=name)
    if not turn.picked:
        return t("downunder.status.pick", name=name)
    return t("downunder.status.place", name=name)


# ---------------------------------------------------------------------------------------------- results
@dataclass(frozen=True)
class ScoreRow:
    """One line of the results table: its label, every seat's points from it, and how each came about."""

    label: str
    points: tuple[int, ...]
    texts: tuple[str, ...]
    total: bool = False


def score_table(app, state: State) -> list[ScoreRow]:
    """Every seat's score, item by item, as the rules' `score_of` gives it: the rows above the last add up
    to the last (the total the outcome names)."""
    items = [score_of(state, seat) for seat in range(state.players)]
    rows = [
        ScoreRow(app.t("downunder.table.parts"), *_column(items, lambda b: (b.segments, str(b.segments))))
    ]
    if state.animals:
        rows.append(ScoreRow(app.t("downunder.table.sets"), *_column(items, lambda b: _sets(app, b))))
        rows.append(ScoreRow(app.t("downunder.table.rabbits"), *_column(items, lambda b: _rabbits(app, b))))
        rows.append(ScoreRow(app.t("downunder.table.dingo"), *_column(items, lambda b: _dingo(app, b))))
    rows.append(
        ScoreRow(app.t("downunder.table.total"), *_column(items, lambda b: (b.total, str(b.total))), True)
    )
    return rows


def _column(items, cell) -> tuple[tuple[int, ...], tuple[str, ...]]:
    pairs = [cell(b) for b in items]
    return tuple(p for p, _ in pairs), tuple(t for _, t in pairs)


def _sets(app, b) -> tuple[int, str]:
    return b.set_points, app.t("downunder.table.sets_cell", sets=b.sets, points=b.set_points)


def _rabbits(app, b) -> tuple[int, str]:
    if b.dingoes and b.rabbits:
        return 0, app.t("downunder.table.rabbits_safe")
    return b.rabbit_penalty, app.t("downunder.table.rabbits_cell", rabbits=b.rabbits, points=b.rabbit_penalty)


def _dingo(app, b) -> tuple[int, str]:
    change = b.total - b.provisional
    if b.dingo_laid:
        return change, app.t("downunder.table.dingo_laid")
    return change, app.t(f"downunder.table.dingo_{b.dingo_rule}", points=change)


# ---------------------------------------------------------------------------------------------- hints
def hint_why(app, before: State, move: Move, names: list[str]) -> str:
    """The hinted move and why it is good, in one sentence."""
    why = hint_reason(app, before, move, GAME.apply(before, move), names)
    return app.t("downunder.why_hint.sentence", move=describe(app, before, move, names), why=why)


def _own_reasons(app, before: State, after: State, move: Move) -> list[str]:
    seat = before.turn
    b0, b1 = score_of(before, seat), score_of(after, seat)
    out = []
    if move.kind == TURN:
        out.append(app.t("downunder.why_hint.reopen"))
    grown = b1.segments - b0.segments
    if grown > 1:
        out.append(app.t("downunder.why_hint.grows", parts=grown))
    if b1.sets > b0.sets:
        out.append(app.t("downunder.why_hint.set", points=b1.set_points - b0.set_points))
    if b1.dingoes and not b0.dingoes and b1.rabbits:
        out.append(app.t("downunder.why_hint.dingo_guards", rabbits=b1.rabbits))
    if b1.dingo_laid and not b0.dingo_laid and before.animals:
        out.append(app.t("downunder.why_hint.dingo_laid"))
    area = play_area(after)
    if move.kind == END and area is not None and not _inside(area, move.cell):
        out.append(app.t("downunder.why_hint.end"))
    return out


def _inside(area: tuple[int, int, int, int], cell: Cell) -> bool:
    return area[0] <= cell[0] <= area[2] and area[1] <= cell[1] <= area[3]


def _other_reasons(app, before: State, after: State, names: list[str]) -> list[str]:
    out = []
    for seat in range(before.players):
        if seat == before.turn:
            continue
        p0, p1 = path_of(before, seat), path_of(after, seat)
        if not p0.parts:
            continue
        if p1.finished and not p0.finished:
            out.append(app.t("downunder.why_hint.finishes", name=names[seat]))
        elif len(p1.open_ends) < len(p0.open_ends):
            out.append(app.t("downunder.why_hint.blocks", name=names[seat]))
    return out


def hint_reason(app, before: State, move: Move, after: State, names: list[str] | None = None) -> str:
    """Why a hinted move is good (the words room's entry point): what it adds to the path and the animals,
    and what it does to the other paths, read off the rules' score and paths before and after it."""
    names = names or [app.t(f"downunder.seat.{seat}") for seat in range(before.players)]
    reasons = _own_reasons(app, before, after, move) + _other_reasons(app, before, after, names)
    if not reasons:
        reasons = [app.t("downunder.why_hint.room")]
    if len(reasons) > 1:
        reasons = [", ".join(reasons[:-1]) + app.t("downunder.why_hint.and") + reasons[-1]]
    return reasons[0]


# ---------------------------------------------------------------------------------------------- rules page
# The sections of the in-game rules page (scenes/menus/help.py) and the picture each shows (figures.py).
RULES_PAGE = (
    ("goal", None),
    ("path", None),
    ("turn", None),
    ("area", None),
    ("special", None),
    ("scoring", None),
    ("variants", None),  # the variants "fixed area or frame" and "one opening per player"
    ("twopaths", None),  # the variant "two paths per player"
    ("decisions", None),
    ("controls", None),
)


def rules_page(app) -> list[tuple[str, str, str, str | None]]:
    """(key, title, text, picture name) of each section of the rules page, in the current language."""
    return [
        (k, app.t(f"downunder.rules.{k}.title"), app.t(f"downunder.rules.{k}"), fig) for k, fig in RULES_PAGE
    ]


def why(app, code: str, names: list[str]) -> str:
    """The words of a reason code (pick.reason_code); a join of paths names the seats after its slashes."""
    key, *seats = code.split("/")
    if not seats:
        return app.t(f"downunder.why.{key}")
    if not all(s.isdigit() and int(s) < len(names) for s in seats):  # seats the names do not know
        return app.t("downunder.why.joins-paths")
    named = [names[int(s)] for s in seats]
    return app.t(f"downunder.why.{key}", name=named[0], other=named[-1])
