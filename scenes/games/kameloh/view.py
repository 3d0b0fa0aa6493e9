"""The Ka-Mel-Oh! screen as data: `KamelohView`, frozen dataclasses and tuples compared by value, built in
every frame by `build` from what the table shows now (shown.Display: the rules' state with what the
animation holds back), the layout, the pick in progress, the sprites and the decoration's frozen marks
(fx.Decor). Every word in it is worded in the
player's language already. draw.py and panel.py draw it; nothing of it is changed while it is drawn.

Rectangles are (x, y, w, h) tuples; colours are tuples."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from rules.kameloh import UNKNOWN, KamelohState, MonsterView, card, deciding_seat, fight_damage, income
from scenes.effects import RibbonMark
from scenes.engine import theme

from .fx import Decor, Flight, Flyer
from .layout import Layout, places
from .palette import GOOD, HINT, PICKED, SEAT_RGB, TARGET
from .pick import Picker, Spot, source_keys, target_keys
from .shown import Display, SlotFx
from .words import card_legend, fight_kind, prompt, shown_line, shown_note, shown_seats, stage, step_help

Rect = tuple[int, int, int, int]
Colour = tuple


# ---------------------------------------------------------------------------------------------- the table
@dataclass(frozen=True, slots=True)
class Ground:
    """The bare table seen from `bottom` (art.table_picture), with its one word."""

    bottom: int
    front: str  # the word over the places in front of the players


@dataclass(frozen=True, slots=True)
class Plaque:
    """A player's name, dates, income and points."""

    seat: int
    rect: Rect
    active: bool  # that player decides now
    top: bool  # the plaque at the top of the table (a wider layout)
    name: str
    dates: int
    points: int
    per_turn: str
    goal: str  # "/target" in a short game, else ""
    symbol: bool  # the seat's symbol for colour blindness


@dataclass(frozen=True, slots=True)
class Pile:
    """An oasis or a desert: the pile, its top card face up (None: a back or nothing) and its label."""

    rect: Rect
    count: int
    top: int | None
    sandy: bool
    label: str
    label_at: tuple[int, int]


@dataclass(frozen=True, slots=True)
class Fx:
    """How an animated monster is moved and lit now (a frozen shot of shown.SlotFx)."""

    dx: float
    dy: float
    scale: float
    squash: float
    shake: float
    flash: float
    flash_colour: Colour
    alpha: float
    lift: float

    @classmethod
    def of(cls, fx: SlotFx) -> Fx:
        return cls(
            fx.dx, fx.dy, fx.scale, fx.squash, fx.shake, fx.flash, tuple(fx.flash_colour), fx.alpha, fx.lift
        )


@dataclass(frozen=True, slots=True)
class Monster:
    slot: int
    rect: Rect
    shown: MonsterView
    effects: tuple[int, ...]  # the cards acting on it this turn
    fx: Fx | None


@dataclass(frozen=True, slots=True)
class Token:
    """An item lying on a monster: its card, where it lies and its owner's ring (None: the monster's)."""

    card: int
    rect: Rect
    ring: Colour | None


@dataclass(frozen=True, slots=True)
class Hand:
    """The cards of a hand that are drawn, their places, lifts and glows; `top`: the small row on top."""

    top: bool
    cards: tuple[int, ...]
    rects: tuple[Rect, ...]
    lifts: tuple[float, ...]
    glows: tuple[Colour | None, ...]


@dataclass(frozen=True, slots=True)
class Table:
    """What lies on the table: plaques, oases, deserts with the cards in front, monsters (by lift), the items
    on them, and the top hand while it neither glows nor lifts."""

    plaques: tuple[Plaque, Plaque]
    oases: tuple[tuple[Pile, ...], tuple[Pile, ...]]
    deserts: tuple[Pile, Pile]
    fronts: tuple[tuple[tuple[int, Rect], ...], tuple[tuple[int, Rect], ...]]
    monsters: tuple[Monster, ...]
    tokens: tuple[tuple[Token, ...], ...]
    top_hand: Hand | None


# ---------------------------------------------------------------------------------------------- over it
@dataclass(frozen=True, slots=True)
class Blow:
    """What an attack about to be made does to one target (rules' attack_outcome), worded."""

    rect: Rect
    damage: int
    note: str
    defeated: bool


@dataclass(frozen=True, slots=True)
class Attack:
    """The declared attack, or the one a player is about to make (`blows`: its outcome, a preview)."""

    attackers: tuple[int, ...]
    targets: tuple[int, ...]
    hits: tuple[tuple[int, int], ...]
    slots: tuple[Rect, Rect, Rect, Rect]
    blows: tuple[Blow, ...] | None
    label: str = ""  # the fight's kind in the rule text's words ("2:2-Kampf")


@dataclass(frozen=True, slots=True)
class Ring:
    """A mark around a place: `corners` brackets, else a (pulsing) frame."""

    rect: Rect
    colour: Colour
    pulse: bool
    width: int
    corners: bool = False


@dataclass(frozen=True, slots=True)
class Banner:
    """The turn ribbon across the middle line."""

    text: str
    colour: Colour
    seat: int
    alpha: int
    offset: int
    symbol: bool


@dataclass(frozen=True, slots=True)
class Words:
    """The line saying what to do, the stage of the game, the cards shown at set-up, the ribbon."""

    line: str
    stage: str
    shown: tuple[str, ...]
    banner: Banner | None


@dataclass(frozen=True, slots=True)
class Chip:
    rect: Rect
    words: str
    price: int
    hover: bool


@dataclass(frozen=True, slots=True)
class Chips:
    """The options listed beside a pick, or the note why it cannot be played."""

    note: tuple[Rect, tuple[str, ...]] | None
    chips: tuple[Chip, ...]


@dataclass(frozen=True, slots=True)
class Search:
    """The cards of the oasis being searched, to take one."""

    title: str
    cards: tuple[tuple[int, Rect, bool], ...]  # card, place, under the mouse


@dataclass(frozen=True, slots=True)
class Caption:
    """Over the attacks listed beside "Attack!"."""

    lines: tuple[str, ...]
    under: Rect  # the first entry


@dataclass(frozen=True, slots=True)
class Tip:
    """Under the mouse: a note, and/or the card enlarged with its legend and (in the arena) its values."""

    note: str | None
    mouse: tuple[int, int]
    card: int | None
    kind: str
    rect: Rect
    legend: tuple[tuple[str, str, Any], ...]
    lines: tuple[tuple[str, Colour], ...]


@dataclass(frozen=True, slots=True)
class Steps:
    """The step panel: its place, title (words, seat colour; None in a tutorial), rows and words."""

    rect: Rect
    title: tuple[str, Colour] | None
    rows: tuple[tuple[str, str, str], ...]
    words: str


@dataclass(frozen=True, slots=True)
class KamelohView:
    ground: Ground
    steps: Steps | None
    table: Table
    suns: tuple[Rect, ...]
    attack: Attack | None
    bottom_hand: Hand
    top_hand: Hand | None  # drawn over the attack (it glows or lifts), else it is the table's
    marks: tuple[Ring, ...]
    stars: tuple[tuple[int, int], ...]  # the hint's stars (scenes.effects.draw_hint_star)
    flights: tuple[Flight, ...]
    decor: Decor
    words: Words
    search: Search | None
    chips: Chips
    drag: tuple[int, tuple[int, int]] | None  # a card dragged and where
    caption: Caption | None
    tip: Tip | None
    time: float


def rect(r: pygame.Rect) -> Rect:
    return (r.x, r.y, r.w, r.h)


# ---------------------------------------------------------------------------------------------- building
@dataclass(frozen=True, slots=True)
class Seeing:
    """Who looks and what the settings say (the view's inputs besides the table and the pick)."""

    t: Callable[..., str]
    names: tuple[str, str]
    language: str
    colour_blind: bool
    show_legal: bool
    seer: int | None
    mine: bool  # the player in front of the screen decides now
    animating: bool
    time: float


@dataclass(frozen=True, slots=True)
class Worded:
    """What the view words from the rules' state alone (with the language, the names and who decides):
    worked out once a state by the scene (`worded`), not in every frame."""

    steps: Steps
    per_turn: tuple[str, str]  # each seat's income per turn
    oasis: tuple[str, ...]  # the oases' names
    desert: str
    front: str
    line: str  # what to do now
    stage: str
    shown: tuple[str, ...]  # the cards shown at set-up, in the first round


def worded(app: Any, state: KamelohState, see: Seeing, steps: Steps) -> Worded:
    """The words of the view that follow from `state`, the language and who sees and decides (`see`)."""
    t = app.t
    shown = tuple(shown_line(app, state, seat, see.names[seat]) for seat in shown_seats(state))
    return Worded(
        steps,
        (t("kameloh.per_turn", n=income(state, 0)), t("kameloh.per_turn", n=income(state, 1))),
        tuple(t("kameloh.oasis_n", n=i + 1) for i in range(4)),
        t("kameloh.desert"),
        t("kameloh.front"),
        "" if see.animating else prompt(app, state, list(see.names), see.mine),
        stage(app, state),
        shown,
    )


def table_part(d: Display, layout: Layout, see: Seeing, said: Worded, hands: Hand | None) -> Table:
    """The table's part of the view (`hands`: the top hand, while it neither glows nor lifts, else None)."""
    state, current, at = d.state, deciding_seat(d.state), places(layout.bottom)
    plaques = tuple(plaque(d, layout, see, said, seat, seat == current) for seat in (0, 1))
    oases = tuple(
        tuple(
            Pile(
                at.oases[seat][i],
                d.pile_count(seat, i),
                d.top(seat, i),
                False,
                said.oasis[i],
                at.labels[seat][i],
            )
            for i in range(len(state.players[seat].oases))
        )
        for seat in (0, 1)
    )
    lying = d.lying()
    deserts, fronts = [], []
    for seat in (0, 1):
        cards = d.desert(seat)
        top = cards[-1] if cards else None
        deserts.append(Pile(at.deserts[seat], len(cards), top, True, said.desert, at.desert_labels[seat]))
        front = [i for i in lying if i.slot < 0 and i.owner == seat]
        fronts.append(
            tuple(
                (item.card, rect(layout.front_card_rect(seat, i, len(front)))) for i, item in enumerate(front)
            )
        )
    monsters, tokens = [], []
    for slot in range(4):
        shown = d.monster(slot)
        fx = d.slot_fx.get(slot)
        if shown is None:
            tokens.append(())
            continue
        effects = tuple(e.card for e in state.effects if e.slot == slot)
        monsters.append(Monster(slot, at.slots[slot], shown, effects, fx and Fx.of(fx)))
        tokens.append(tokens_on(layout, slot, [i for i in lying if i.slot == slot], fx))
    monsters.sort(key=lambda m: m.fx.lift if m.fx else 0.0)
    return Table(
        plaques,  # type: ignore[arg-type]
        oases,  # type: ignore[arg-type]
        tuple(deserts),  # type: ignore[arg-type]
        tuple(fronts),  # type: ignore[arg-type]
        tuple(monsters),
        tuple(tokens),
        hands,
    )


def tokens_on(layout: Layout, slot: int, items: list, fx: SlotFx | None) -> tuple[Token, ...]:
    """The items lying on the monster at `slot` (moved with it)."""
    shift = (int(fx.dx), int(fx.dy)) if fx else (0, 0)
    return tuple(
        Token(
            item.card,
            rect(layout.lying_token(slot, i).move(*shift)),
            SEAT_RGB[item.owner] if item.owner != slot // 2 else None,
        )
        for i, item in enumerate(items)
    )


def plaque(d: Display, layout: Layout, see: Seeing, said: Worded, seat: int, active: bool) -> Plaque:
    state = d.state
    target = state.target if state.length == "short" else None
    return Plaque(
        seat,
        places(layout.bottom).plaques[seat],
        active,
        layout.side(seat) == "top",
        see.names[seat],
        int(round(d.dates[seat])),
        int(round(d.points[seat])),
        said.per_turn[seat],
        f"/{target}" if target else "",
        see.colour_blind,
    )


def hand_part(d: Display, layout: Layout, pick: Picker, see: Seeing, hover: Spot | None, seat: int) -> Hand:
    """The cards of `seat`'s hand that are drawn, their places, lifts and glows."""
    cards = d.hand(seat)
    rects = layout.hand_rects(seat, len(cards))
    skip = d.hand_skip(seat)
    picked = pick.picked
    if pick.dragging and picked is not None and picked[0] == "hand" and picked[1] == seat:
        skip = skip | {pick.picked_index}
    playable = pick.playable() if see.show_legal else set()
    targets = pick.targets() if see.show_legal else set()
    kept, lifts, glows = [], [], []
    for i, c in enumerate(cards):
        if i in skip:
            continue
        key = ("hand", seat, c)
        mine = key == picked and i == pick.picked_index
        glow = PICKED if mine else TARGET if key in targets else None
        if glow is None and key in playable and picked is None:
            glow = GOOD
        lift = 0.0
        if mine:
            lift = 22.0
        elif hover is not None and hover.key[0] == "hand" and hover.index == i and hover.key[1] == seat:
            lift = 14.0
        kept.append(i)
        lifts.append(lift)
        glows.append(glow)
    return Hand(
        layout.side(seat) == "top",
        tuple(cards[i] for i in kept),
        tuple(rect(rects[i]) for i in kept),
        tuple(lifts),
        tuple(glows),
    )


def marks(d: Display, pick: Picker, see: Seeing, hint: Any, pass_rect: pygame.Rect) -> tuple[Ring, ...]:
    """Playable things, the targets of the picked one, and the hinted move's places."""
    out: list[Ring] = []
    if pick.picked is not None:
        for key in pick.targets():
            r = None if key[0] == "hand" else pick.key_rect(key)
            if r is not None:
                out.append(Ring(rect(r), TARGET, True, 3, corners=True))
                if see.show_legal:
                    out.append(Ring(rect(r), TARGET, True, 2))
        r = pick.key_rect(pick.picked)
        if r is not None and pick.picked[0] != "hand":
            out.append(Ring(rect(r), PICKED, False, 3))
    elif see.show_legal and see.mine:
        for key in pick.playable():
            r = None if key[0] == "hand" else pick.key_rect(key)
            if r is not None:
                out.append(Ring(rect(r), GOOD, True, 2))
    if hint is not None:
        keys = source_keys(d.state, hint) + target_keys(d.state, hint)
        if hint[0] == "attack":
            keys.append(("attack",))
        rects = [pass_rect] if hint[0] == "pass" else [pick.key_rect(k) for k in keys]
        out += [Ring(rect(r), HINT, True, 4) for r in rects if r is not None]
    return tuple(out)


def stars(d: Display, pick: Picker, hint: Any, pass_rect: pygame.Rect) -> tuple[tuple[int, int], ...]:
    """The hint's stars, at the top right corner of where the hinted move goes (its targets: the place a
    card is played to, the monsters attacked), or of what it plays when it goes nowhere (an oasis
    activated, a card taken, the pass button)."""
    if hint is None:
        return ()
    if hint[0] == "pass":
        places = [pass_rect]
    else:
        places = [r for r in (pick.key_rect(k) for k in target_keys(d.state, hint)) if r is not None]
        if not places:
            places = [r for r in (pick.key_rect(k) for k in source_keys(d.state, hint)) if r is not None]
    return tuple((r.right - 4, r.y + 4) for r in places)


def attack_part(
    d: Display, layout: Layout, plan: tuple | None, blows: tuple[Blow, ...] | None, t: Callable[..., str]
) -> Attack | None:
    """The attack `plan` (attackers, targets) drawn with its damage (None: no attack shows)."""
    if plan is None:
        return None
    attackers, targets = plan
    try:
        hits = dict(fight_damage(d.state, attackers, targets))
    except ValueError:
        return None
    slots = places(layout.bottom).slots
    label = fight_kind(t, d.state, attackers, targets)
    return Attack(tuple(attackers), tuple(targets), tuple(sorted(hits.items())), slots, blows, label)  # type: ignore[arg-type]


def blows_of(outcome: Any, layout: Layout, t: Callable[..., str]) -> tuple[Blow, ...]:
    """An attack's outcome on each target, worded."""
    return tuple(
        Blow(
            rect(layout.slot_rect(b.slot)),
            b.damage,
            t("kameloh.outcome.dies", points=b.points)
            if b.defeated
            else t("kameloh.outcome.left", left=b.left),
            b.defeated,
        )
        for b in outcome.blows
    )


def words_part(said: Worded, see: Seeing, ribbon: RibbonMark | None, seat: int) -> Words:
    banner = None
    if ribbon is not None and ribbon.alpha > 2:
        banner = Banner(ribbon.text, ribbon.colour, seat, ribbon.alpha, ribbon.offset, see.colour_blind)
    return Words(said.line, said.stage, said.shown, banner)


def chips_part(
    pick: Picker, state: Any, hover_pos: tuple[int, int], cost: Callable[[Any, Any], int]
) -> Chips:
    note = None if pick.note is None else (rect(pick.note[0]), tuple(pick.note[1]))
    chips = tuple(
        Chip(
            rect(r),
            pick.chip_words(state, move),
            cost(state, move) if move[0] != "more" else 0,
            r.collidepoint(hover_pos),
        )
        for r, move in pick.chips
    )
    return Chips(note, chips)


def search_part(pick: Picker, hover: Spot | None, t: Callable[..., str], state: Any) -> Search | None:
    found = pick.search_spots()
    if not found:
        return None
    return Search(
        t("kameloh.prompt.search", n=state.searching + 1),
        tuple(
            (s.card, rect(s.rect), hover is not None and hover.key == s.key and hover.rect == s.rect)
            for s in found
        ),
    )


def drag_part(d: Display, pick: Picker, hover_pos: tuple[int, int]) -> tuple[int, tuple[int, int]] | None:
    picked = pick.picked
    if not pick.dragging or picked is None:
        return None
    c = picked[2] if picked[0] == "hand" else d.top(picked[1], picked[2])
    return None if c is None or c == UNKNOWN else (c, hover_pos)


def tip_part(
    d: Display,
    see: Seeing,
    app: Any,
    spot: Spot | None,
    mouse: tuple[int, int],
    dragging: bool,
    listing: bool = False,
) -> Tip | None:
    """The card under the mouse, enlarged (or a note about the pile there); nothing while dragging, and no
    pile's note while a pick's options are listed (it lay over them, beside the oasis just clicked)."""
    if spot is None or dragging:
        return None
    t, kind = see.t, spot.key[0]
    note = None
    if kind == "oasis":
        if listing:
            return None
        seat, i = spot.key[1], spot.key[2]
        count = d.pile_count(seat, i)
        note = t("kameloh.tip.oasis", n=i + 1, count=count)
        if d.state.players[seat].active[i] and count:
            note += "\n" + t("kameloh.tip.active")
        return Tip(note, mouse, None, kind, rect(spot.rect), (), ())
    if kind == "shown":  # who showed cards at the deal: which, and why
        seat = spot.key[1]
        return Tip(
            shown_note(app, d.state, seat, see.names[seat]), mouse, None, kind, rect(spot.rect), (), ()
        )
    if kind == "desert":
        note = t("kameloh.tip.desert", count=len(d.desert(spot.key[1])))
    if kind == "hand" and spot.card == UNKNOWN:
        note = t("kameloh.tip.hand", count=len(d.hand(spot.key[1])))
        return Tip(note, mouse, None, kind, rect(spot.rect), (), ())
    if spot.card == UNKNOWN:
        return None if note is None else Tip(note, mouse, None, kind, rect(spot.rect), (), ())
    lines = monster_lines(d, see, spot.key[1]) if kind == "slot" else ()
    legend = tuple(tuple(x) for x in card_legend(app, spot.card))
    return Tip(note, mouse, spot.card, kind, rect(spot.rect), legend, lines)  # type: ignore[arg-type]


def monster_lines(d: Display, see: Seeing, slot: int) -> tuple[tuple[str, Colour], ...]:
    """The monster's values now, the items on it, what acts on it this turn, whose it is, its worth."""
    view = d.monster(slot)
    if view is None:
        return ()
    t, lang = see.t, see.language
    c = card(view.card)
    out = [
        (t("kameloh.tip.now", ap=view.ap, dp=view.dp, lp=max(0, view.remaining), full=view.lp), theme.TEXT)
    ]
    if view.items:
        names = ", ".join(card(i).name[lang] for i in view.items)
        out.append((t("kameloh.tip.items", items=names), theme.TEXT_DIM))
    effects = [e for e in d.state.effects if e.slot == slot]
    if effects:
        names = ", ".join(card(e.card).name[lang] for e in effects)
        out.append((t("kameloh.tip.this_turn", items=names), theme.TEXT_DIM))
    if view.owner != slot // 2:
        out.append((t("kameloh.tip.taken"), theme.TEXT_DIM))
    out.append((t("kameloh.tip.worth", points=c.points), theme.HIGHLIGHT))
    return tuple(out)


def steps_part(
    app: Any,
    state: KamelohState,
    steps_now: tuple[list, frozenset],
    mine: bool,
    compact: bool,
    where: pygame.Rect,
    names: tuple[str, str],
) -> Steps:
    """The step panel for `state` shown, its steps and the current ones (rules' turn_steps, current_steps),
    and whether the viewer decides now (`compact`: a tutorial's, without title and words)."""
    t = app.t
    steps, now = steps_now
    seat = deciding_seat(state)
    gain = income(state, seat) if seat is not None else 0
    rows = tuple(
        (t(f"kameloh.step.{x.name}"), t(f"kameloh.step.why.{x.why}", n=gain) if x.why else "", x.status)
        for x in steps
    )
    if compact:
        return Steps(rect(where), None, rows, "")
    key = "kameloh.steps.last" if state.phase == "buyout" else "kameloh.steps.title"
    who = t(key, name=names[state.current]) if seat is not None else t("kameloh.prompt.over")
    words = step_help(app, state, now, mine, list(names))
    return Steps(rect(where), (who, SEAT_RGB[state.current]), rows, words)


def build(
    app: Any,
    d: Display,
    layout: Layout,
    pick: Picker,
    see: Seeing,
    *,
    said: Worded,
    hover: Spot | None,
    hover_pos: tuple[int, int],
    hint: Any,
    pass_rect: pygame.Rect,
    plan: tuple | None,
    outcome: Any,
    caption: tuple[str, ...],
    ribbon: RibbonMark | None,
    ribbon_seat: int,
    flyers: Sequence[Flyer],
    decor: Decor,
    cost: Callable[[Any, Any], int],
) -> KamelohView:
    """The frame's view: the table as `d` shows it from `layout.bottom`'s side, the pick, the marks, the
    hint's stars, the attack `plan` (attackers, targets; with `outcome`, a preview, and `caption` lines
    over its entries), the words, the ribbon (of `ribbon_seat`), the flying cards and the decoration."""
    top_seat = 1 - layout.bottom
    top = hand_part(d, layout, pick, see, hover, top_seat)
    still_top = see.seer != top_seat  # the top hand glows or lifts only when it is the viewer's
    blows = None if outcome is None else blows_of(outcome, layout, see.t)
    return KamelohView(
        Ground(layout.bottom, said.front),
        said.steps,
        table_part(d, layout, see, said, top if still_top else None),
        tuple(
            places(layout.bottom).oases[seat][i]
            for seat in (0, 1)
            for i in range(len(d.state.players[seat].oases))
            if d.top(seat, i) is not None
        ),
        attack_part(d, layout, plan, blows, see.t),
        hand_part(d, layout, pick, see, hover, layout.bottom),
        None if still_top else top,
        marks(d, pick, see, hint, pass_rect),
        stars(d, pick, hint, pass_rect),
        tuple(f.shot() for f in flyers),
        decor,
        words_part(said, see, ribbon, ribbon_seat),
        search_part(pick, hover, see.t, d.state),
        chips_part(pick, d.state, hover_pos, cost),
        drag_part(d, pick, hover_pos),
        Caption(caption, rect(pick.chips[0][0])) if caption else None,
        tip_part(d, see, app, hover, hover_pos, pick.dragging, bool(pick.chips)),
        see.time,
    )
