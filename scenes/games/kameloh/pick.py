"""Narrowing the legal moves of Ka-Mel-Oh! by clicks: what a click on the table picks, and what it aims at.

A key names something on the table: ("hand", seat, card), ("top", seat, oasis) for a face-up oasis top,
("oasis", seat, oasis) for a pile, ("slot", slot) for an arena place, ("lying", item) for a lying item,
("take", card) for a card of a searched oasis. A move has source keys (what the player picks first: the
cards it uses, the oasis it acts on, the attacking monsters) and target keys (where it goes or what it
hits). The player picks a source, its moves' targets light up, and a target plays the one move it leaves
(or lists the moves that are left). Nothing here decides a rule: it only sorts `legal_moves`.

`spots` lists what lies under the mouse (a `Spot`: key, card shown, rectangle) and `Picker` keeps the pick
in progress of the player in front of the screen: clicks, drags, the options listed beside a picked card.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from rules.kameloh import ARENA, UNKNOWN, KamelohState, Lying, cards_used, deciding_seat
from scenes.engine.input import Action

from .cards import MID, SMALL
from .layout import BUTTONS_X, HAND_AREA, HAND_Y, Layout, shown_rect
from .shown import Display
from .words import chip_words, shown_seats, why_not

Key = tuple
Move = tuple[Any, ...]
# Moves that put a card into play (a click on the card itself may play them)
PLAYING = ("play", "item", "mutate", "fuse", "join", "buy", "take")
MAX_CHIPS = 8  # more options are shown page by page
CHIP_W, CHIP_H = 300, 30
NAME_BAR = 30  # a hand card's name bar and price coin, kept clear of the options beside a picked card
CHIP_MAX_W = 560  # an entry wider than this wraps
CHIP_LINE = 20  # each further line of a wrapped entry
DRAG_START = 10  # pixels the mouse moves with the button held before a card is dragged


def _key_of(seat: int, index: int, where: str) -> Key:
    if where == "hand":
        return ("hand", seat, index)
    if where.startswith("oasis "):
        return ("top", seat, int(where[6:]) - 1)
    return ("slot", "AB".index(where[0]) * 2 + int(where[1]) - 1)


def destination(state: KamelohState, move: Move) -> int | None:
    """The arena place a move puts a monster on (play, mutate, fuse, join), else None."""
    kind = move[0]
    if kind == "play":
        return state.free_slot(state.current)
    if kind in ("mutate", "join"):
        return move[1]
    if kind == "fuse":
        in_arena = sorted(src - ARENA for _c, src in move[3] if src >= ARENA)
        return in_arena[0] if in_arena else state.free_slot(state.current)
    return None


def source_keys(state: KamelohState, move: Move) -> list[Key]:
    seat = deciding_seat(state)
    kind = move[0]
    if kind in ("activate", "draw", "search"):
        return [("oasis", seat, move[1])]
    if kind == "attack":
        return [("slot", s) for s in move[1]]
    if kind == "take":
        return [("take", move[1])]
    if kind == "pass" or seat is None:
        return []
    keys = [_key_of(seat, c, where) for c, where in cards_used(move)]
    if kind in ("mutate", "join"):
        keys.append(("slot", move[1]))
    return keys


def target_keys(state: KamelohState, move: Move) -> list[Key]:
    kind = move[0]
    seat = deciding_seat(state)
    if kind == "item":
        target = move[3]
        if isinstance(target, Lying):
            return [("lying", target)]
        return [] if target is None else [("slot", target)]
    if kind == "tuck":
        return [("oasis", seat, move[2])]
    if kind == "attack":
        return [("slot", s) for s in move[2]]
    slot = destination(state, move)
    return [] if slot is None else [("slot", slot)]


def options(state: KamelohState, moves: list[Move], key: Key) -> list[Move]:
    """The moves that a pick of `key` may lead to."""
    return [m for m in moves if key in source_keys(state, m)]


def primary(moves: list[Move]) -> list[Move]:
    """The options worth listing (tucking goes by clicking an oasis, so it is left out)."""
    return [m for m in moves if m[0] != "tuck"]


def aimed(state: KamelohState, moves: list[Move], key: Key, picked: Key | None) -> list[Move]:
    """The moves among `moves` whose target is `key` (never the picked thing itself)."""
    if key == picked:
        return []
    return [m for m in moves if key in target_keys(state, m)]


def playable(state: KamelohState, moves: list[Move]) -> set[Key]:
    """Everything a player could pick to put a card into play or act (for highlighting)."""
    keys: set[Key] = set()
    for m in moves:
        if m[0] in PLAYING or m[0] in ("activate", "draw", "search", "attack"):
            keys.update(source_keys(state, m))
    return keys


def targets(state: KamelohState, moves: list[Move]) -> set[Key]:
    out: set[Key] = set()
    for m in moves:
        out.update(target_keys(state, m))
    return out


# ---------------------------------------------------------------------------------------------- pointing
@dataclass(frozen=True)
class Spot:
    """Something under the mouse: its key (see above), the card shown there and its rectangle."""

    key: tuple
    card: int
    rect: pygame.Rect
    index: int = -1  # place in a hand


def spots(display: Display, table: Layout) -> list[Spot]:
    """Everything that can be pointed at, topmost first."""
    state = display.state
    out: list[Spot] = []
    for seat in (table.bottom, 1 - table.bottom):
        cards = display.hand(seat)
        rects = table.hand_rects(seat, len(cards))
        skip = display.hand_skip(seat)
        for i, (c, r) in reversed(list(enumerate(zip(cards, rects, strict=True)))):
            if i not in skip:
                out.append(Spot(("hand", seat, c), c, r, i))
    for slot in range(4):
        for i, item in enumerate(display.on(slot)):
            out.append(Spot(("lying", item), item.card, table.lying_token(slot, i)))
    for seat in (0, 1):
        front = display.front(seat)
        for i, item in reversed(list(enumerate(front))):
            out.append(Spot(("lying", item), item.card, table.front_card_rect(seat, i, len(front))))
    for slot in range(4):
        view = display.monster(slot)
        out.append(Spot(("slot", slot), view.card if view else UNKNOWN, table.slot_rect(slot)))
    for seat in (0, 1):
        for i in range(len(state.players[seat].oases)):
            rect = table.oasis_rect(seat, i)
            top = display.top(seat, i)
            if top is not None:
                out.append(Spot(("top", seat, i), top, rect))
            out.append(Spot(("oasis", seat, i), UNKNOWN, rect.inflate(10, 10)))
        desert = display.desert(seat)
        out.append(Spot(("desert", seat), desert[-1] if desert else UNKNOWN, table.desert_rect(seat)))
    for k, seat in enumerate(shown_seats(state)):  # the lines saying who showed cards at the deal
        out.append(Spot(("shown", seat), UNKNOWN, shown_rect(k)))
    return out


def keys_at(all_spots: list[Spot], pos: tuple[int, int]) -> list[Spot]:
    """The spots under `pos`, topmost first (a hand card hides the ones it overlaps)."""
    found: list[Spot] = []
    hand_hit = False
    for spot in all_spots:
        if not spot.rect.collidepoint(pos):
            continue
        if spot.key[0] == "hand":
            if hand_hit:
                continue
            hand_hit = True
        found.append(spot)
    return found


# ---------------------------------------------------------------------------------------------- the pick
@dataclass(frozen=True)
class Turn:
    """What the pick asks of the game now: the table shown, the legal moves, whether the player in front of
    the screen decides now and which seat looks, what an attack would do, playing a move, whether anything
    moves, and where the table's buttons are (by the key of their moves: "attack", "draw", ...)."""

    display: Callable[[], Display | None]
    legal: Callable[[], list]
    mine: Callable[[], bool]
    seer: Callable[[], int | None]
    outcome: Callable[[Any], Any]
    play: Callable[[Any], object]
    moving: Callable[[], bool]
    buttons: Callable[[], dict[str, pygame.Rect]]


class Picker:
    """The pick in progress of the player in front of the screen: the thing picked (`picked`, with its
    place in the hand `picked_index`), the moves a click on a target left (`narrowed`), the entries listed
    beside it (`chips`: rectangle and move) or the note why it cannot be played (`note`), a press that may
    become a drag (`press`, `dragging`). It only narrows the scene's legal moves and plays the one left."""

    def __init__(self, app, layout: Layout, turn: Turn) -> None:
        self.app = app
        self.layout = layout
        self.turn = turn
        self._playable: tuple[Any, bool, set] = (None, False, set())
        self._spots: tuple[Any, list[Spot]] = (None, [])
        self._chip_anchor = pygame.Rect(0, 0, 0, 0)
        self._chip_page = 0
        self.clear()

    def clear(self) -> None:
        self.picked: Key | None = None
        self.picked_index = -1
        self.narrowed: list | None = None
        self.chips: list[tuple[pygame.Rect, Any]] = []
        self.note: tuple[pygame.Rect, list[str]] | None = None  # why the picked card cannot be played
        self.press: dict | None = None
        self.dragging = False

    # ------------------------------------------------------------------ moves of a pick
    def playable(self) -> set:
        """The keys a pick may start from now (for highlighting)."""
        turn = self.turn
        state, mine = turn.display().state, turn.mine()
        if self._playable[0] is not state or self._playable[1] != mine:
            self._playable = (state, mine, playable(state, turn.legal()) if mine else set())
        return self._playable[2]

    def options_of(self, key: Key) -> list:
        legal, state = self.turn.legal(), self.turn.display().state
        if len(key) == 1:  # a button: the attack, or an oasis action of the step panel
            return [m for m in legal if m[0] == key[0]]
        moves = options(state, legal, key)
        if key[0] == "top":  # a face-up top also stands for its pile (search, tuck under it)
            moves += options(state, legal, ("oasis", key[1], key[2]))
        return moves

    def current_options(self) -> list:
        if self.picked is None:
            return []
        return self.narrowed if self.narrowed is not None else self.options_of(self.picked)

    def targets(self) -> set:
        """Where the picked thing can go."""
        if self.picked is None:
            return set()
        return targets(self.turn.display().state, self.current_options())

    def choose(self, spot_key: Key, index: int, anchor: pygame.Rect) -> None:
        self.picked = spot_key
        self.picked_index = index
        self.narrowed = None
        self.app.sound.play("click", 0.6)
        self.build_chips(anchor)

    def resolve(self, moves: list, anchor: pygame.Rect) -> None:
        if len(moves) == 1:
            self.play(moves[0])
            return
        self.narrowed = moves
        self.build_chips(anchor)

    def play(self, move: Any) -> None:
        self.clear()
        self.turn.play(move)

    # ------------------------------------------------------------------ the options beside a pick
    def build_chips(self, anchor: pygame.Rect, page: int = 0) -> None:
        """List the options of the pick beside `anchor`, a page at a time (or say why there are none)."""
        options = primary(self.current_options())
        self._chip_anchor, self._chip_page = anchor, page
        if len(options) > MAX_CHIPS:  # a page of options and an entry that turns to the next page
            per = MAX_CHIPS - 1
            moves: list = options[page * per : (page + 1) * per] + [("more", len(options))]
        else:
            moves = options
        self.chips = []
        self.note = None
        if not moves:
            if self.picked is not None and self.picked[0] in ("hand", "top"):
                self.explain(self.picked, anchor, tuck=bool(self.current_options()))
            return
        state = self.turn.display().state
        said = [self.chip_words(state, m) for m in moves]
        longest = max(self.app.fonts.width(w, "small") for w in said)
        chip_w = max(CHIP_W, min(CHIP_MAX_W, longest + 70))
        # a long entry (an attack's outcome on two monsters) wraps: its chip grows by a line
        heights = [CHIP_H + CHIP_LINE * (len(self.app.fonts.wrap(w, "small", chip_w - 70)) - 1) for w in said]
        h = sum(heights) + 4 * len(moves)
        if anchor.x >= BUTTONS_X and anchor.y < HAND_AREA.y - 10:  # the attack button
            x, y = BUTTONS_X - chip_w - 10, anchor.bottom - h
        else:
            x, y = _beside(anchor, chip_w, h)
        x = max(6, min(910 - chip_w, x))
        y = max(6, min(714 - h, y))
        for move, height in zip(moves, heights, strict=True):
            self.chips.append((pygame.Rect(x, y, chip_w, height), move))
            y += height + 4

    def chip_words(self, state: KamelohState, move: Any) -> str:
        picked_card = self.picked is not None and self.picked[0] in ("hand", "top")
        outcome = self.turn.outcome(move) if move[0] == "attack" else None
        return chip_words(self.app, state, move, picked_card, outcome)

    def chip_clicked(self, move: Any) -> None:
        if move[0] == "more":
            per = MAX_CHIPS - 1
            pages = (move[1] + per - 1) // per
            self.build_chips(self._chip_anchor, (self._chip_page + 1) % pages)
            self.app.sound.play("click", 0.5)
            return
        self.play(move)

    def explain(self, key: Key, anchor: pygame.Rect, tuck: bool) -> None:
        """A note beside a card that cannot be played now, saying why (and that it may be tucked)."""
        d = self.turn.display()
        index = key[2] if key[0] == "hand" else d.top(key[1], key[2])
        if index is None or index == UNKNOWN:
            return
        words = why_not(self.app, d.state, index, key[1])
        if tuck:
            words += " " + self.app.t("kameloh.why.tuck")
        lines = self.app.fonts.wrap(words, "small", CHIP_W - 20)
        h = 12 + 20 * len(lines)
        x, y = _beside(anchor, CHIP_W, h)
        rect = pygame.Rect(max(6, min(910 - CHIP_W, x)), max(6, min(714 - h, y)), CHIP_W, h)
        self.note = (rect, lines)

    # ------------------------------------------------------------------ input
    def motion(self, action: Action) -> None:
        """The mouse moved: a card held with the button down starts to be dragged."""
        if self.press is not None and action.buttons[0] and not self.dragging:
            sx, sy = self.press["pos"]
            if math.hypot(action.pos[0] - sx, action.pos[1] - sy) > DRAG_START and self._draggable():
                self.dragging = True
                self.chips = []

    def _draggable(self) -> bool:
        return self.picked is not None and self.picked[0] in ("hand", "top")

    def handle(self, action: Action) -> bool:
        """A press, release or key of the player who decides now."""
        if action.kind == "press" and action.button == 1:
            for rect, move in self.chips:
                if rect.collidepoint(action.pos):
                    self.chip_clicked(move)
                    return True
            return self.click(keys_at(self.all_spots(), action.pos), action.pos)
        if action.kind == "release" and action.button == 1:
            return self.release(action.pos)
        if action.kind == "key" and action.name == "confirm" and len(self.chips) == 1:
            self.chip_clicked(self.chips[0][1])
            return True
        return False

    def click(self, found: list[Spot], pos: tuple[int, int]) -> bool:
        state = self.turn.display().state
        self.note = None
        for spot in found:
            if spot.key[0] == "take":
                self.play(("take", spot.key[1]))
                return True
        if self.picked is not None:
            current = self.current_options()
            for spot in found:
                hit = aimed(state, current, spot.key, self.picked)
                if hit:
                    self.resolve(hit, spot.rect)
                    return True
            for spot in found:
                if spot.key == self.picked and (spot.index < 0 or spot.index == self.picked_index):
                    self.press = {"pos": pos, "again": True}
                    return True
        for spot in found:
            if self.options_of(spot.key):
                self.choose(spot.key, spot.index, self._lifted_spot(spot))
                self.press = {"pos": pos, "again": False}
                return True
        if self.picked is not None:
            self.clear()
            return True
        if found and found[0].key[0] in ("hand", "top") and found[0].key[1] == self.turn.seer():
            self.app.sound.play("error", 0.4)
            self.explain(found[0].key, self._lifted_spot(found[0]), tuck=False)
            return True
        return False

    def release(self, pos: tuple[int, int]) -> bool:
        press, self.press = self.press, None
        if press is None or self.picked is None:
            self.dragging = False
            return False
        if self.dragging:
            self.dragging = False
            current = self.current_options()
            for spot in keys_at(self.all_spots(), pos):
                hit = aimed(self.turn.display().state, current, spot.key, self.picked)
                if hit:
                    self.resolve(hit, spot.rect)
                    return True
            anchor = self.key_rect(self.picked)
            if anchor is not None:
                self.build_chips(anchor)
            return True
        if press.get("again"):
            moves = primary(self.current_options())
            if len(moves) == 1:
                self.play(moves[0])
                return True
        return False

    def _lifted(self, seat: int, rect: pygame.Rect) -> pygame.Rect:
        if self.layout.side(seat) == "bottom":
            return rect.move(0, -22)
        return rect

    def _lifted_spot(self, spot: Spot) -> pygame.Rect:
        if spot.key[0] == "hand":
            return self._lifted(spot.key[1], spot.rect)
        return spot.rect

    # ------------------------------------------------------------------ what is where
    def all_spots(self) -> list[Spot]:
        d = self.turn.display()
        if self._spots[0] is not d or self.turn.moving():
            self._spots = (d, spots(d, self.layout))
        return self.search_spots() + self._spots[1]

    def search_spots(self) -> list[Spot]:
        """The cards of the oasis being searched, laid out to pick one (while the player searches)."""
        d = self.turn.display()
        state = d.state if d else None
        if state is None or state.phase != "search" or not self.turn.mine():
            return []
        pile = state.players[state.current].oases[state.searching]
        # left of the board's right column, where the enlarged card shows
        size = MID if len(pile) <= 4 else SMALL
        per_row = 4 if size == MID else 7
        gap = 10 if size == MID else 8
        rows = (len(pile) + per_row - 1) // per_row
        width = min(len(pile), per_row) * (size[0] + gap) - gap
        x0 = 330 - width // 2
        y0 = 300 - (rows * (size[1] + gap)) // 2 + 16
        out = []
        for i, c in enumerate(pile):
            r = pygame.Rect(
                x0 + (i % per_row) * (size[0] + gap), y0 + (i // per_row) * (size[1] + gap), *size
            )
            out.append(Spot(("take", c), c, r))
        return out

    def hover_at(self, pos: tuple[int, int]) -> Spot | None:
        """What the mouse points at (nothing over the listed options)."""
        if any(rect.collidepoint(pos) for rect, _m in self.chips):
            return None
        spots = self.search_spots()
        if spots and search_box([spot.rect for spot in spots]).collidepoint(pos):  # only its cards
            found = keys_at(spots, pos)
            return found[0] if found else None
        found = keys_at(self.all_spots(), pos)
        return found[0] if found else None

    def key_rect(self, key: Key) -> pygame.Rect | None:
        """Where the thing of `key` is on screen now (None: not shown)."""
        d, view = self.turn.display(), self.layout
        kind = key[0]
        if kind == "hand":
            seat, c = key[1], key[2]
            cards = d.hand(seat)
            rects = view.hand_rects(seat, len(cards))
            if key == self.picked and 0 <= self.picked_index < len(rects):
                return self._lifted(seat, rects[self.picked_index])
            for i, x in enumerate(cards):
                if x == c:
                    return rects[i]
            return None
        if kind in ("top", "oasis"):
            return view.oasis_rect(key[1], key[2])
        if kind == "slot":
            return view.slot_rect(key[1])
        if kind == "lying":
            return view.item_rect(d.lying(), key[1])
        if kind == "take":
            for spot in self.search_spots():
                if spot.key == key:
                    return spot.rect
        if len(key) == 1:  # a button of the table ("attack") or of the step panel
            return self.turn.buttons().get(kind)
        return None


def _beside(anchor: pygame.Rect, w: int, h: int) -> tuple[int, int]:
    """Where a box of `w` x `h` goes beside `anchor`: a hand card's box over its neighbours, another's to
    the side away from the middle of the table."""
    if anchor.y >= HAND_AREA.y - 10:  # below the other hand cards' name bars, never over them
        x = anchor.right + 8 if anchor.centerx < HAND_AREA.centerx else anchor.x - 8 - w
        return x, max(anchor.y + 8, HAND_Y + NAME_BAR)
    x = anchor.right + 12 if anchor.centerx < 458 else anchor.x - 12 - w
    return x, anchor.centery - h // 2


def search_box(cards: list[pygame.Rect]) -> pygame.Rect:
    """The panel under the cards of a searched oasis, with its title above them; it ends above the line
    saying what to do (it covered its top half)."""
    box = cards[0].unionall(cards[1:]).inflate(40, 80).move(0, -14)
    box.bottom = min(box.bottom, HAND_AREA.y - 1)
    return box
