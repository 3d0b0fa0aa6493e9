"""The Ka-Mel-Oh! scene: the camel card duel on screen.

The table is seen from one seat (see kameloh_layout): its hand at the bottom, the other hand as small cards
along the top, the arena with two places per side in the middle, four oases and a desert per side. Only the
viewer's view of the state is ever drawn (`visible_state`), so a hand the viewer may not see shows backs.

Input: click a card (hand or face-up oasis top), an oasis pile or one of your monsters: the moves it can
make are listed next to it and their targets light up; click a target (or drag the card onto it) or an
entry of the list. Clicking a picked card again plays it when it can do one thing only. Clicking an oasis
while a hand card is picked tucks the card under it. Right click or Esc drops the pick; R turns the table.
"Attack!" and "End turn" (or "Let it happen" when answering an attack, "Done" in the last turn) are buttons.

Pieces: card pictures (kameloh_cards, kameloh_paint), the still table (kameloh_backdrop), geometry
(kameloh_layout), what is shown and under the mouse (kameloh_view), drawing the table (kameloh_draw) and what
lies over it (kameloh_overlay), animation of the rules' events (kameloh_anim, kameloh_morph, kameloh_fx),
picking (kameloh_pick), words (kameloh_words), the enlarged card (kameloh_preview).
"""

from __future__ import annotations

import math
from collections import Counter
from typing import Any

import pygame

from rules.kameloh import UNKNOWN, KamelohState, card_pool, deciding_seat, free_point_due
from scenes.engine import theme
from scenes.engine.input import Action
from scenes.games.board_scene import GameScene

from . import overlay, pick
from .anim import Animator
from .art import render as render_backdrop
from .cards import MID, SMALL, CardArt
from .draw import Painter
from .fx import Effects, Flyer, Ribbon
from .layout import BUTTON_W, BUTTONS_X, HAND_AREA, Table
from .palette import GOOD, HINT, PICKED, SEAT_RGB, TARGET
from .panel import Preview
from .view import Display, Spot, keys_at, spots
from .words import describe, describe_members, why_not

MAX_CHIPS = 8  # more options are shown page by page
CHIP_W, CHIP_H = 300, 30
DRAG_START = 10  # pixels the mouse moves with the button held before a card is dragged


class KamelohScene(GameScene):
    def __init__(self, app, session, demo: bool = False) -> None:
        self.art = CardArt(app.fonts)
        self.painter = Painter(app, self.art)
        self.preview = Preview(app, self.art)
        self.effects = Effects()
        self.flyers: list[Flyer] = []
        self.ribbon = Ribbon()
        self.animator = Animator(self)
        self.table = Table(0)
        self.display: Display | None = None
        self.user_flip = False
        self.picked: tuple | None = None
        self.picked_index = -1
        self.narrowed: list | None = None
        self._chip_anchor = pygame.Rect(0, 0, 0, 0)
        self._chip_page = 0
        self.chips: list[tuple[pygame.Rect, Any]] = []
        self.note: tuple[pygame.Rect, list[str]] | None = None  # why the picked card cannot be played
        self.hover: Spot | None = None
        self.hover_pos: tuple[int, int] = (-100, -100)
        self.press: dict | None = None
        self.dragging = False
        self._legal: tuple[Any, list] = (None, [])
        self._playable: tuple[Any, set] = (None, set())
        self._spots: tuple[Any, list[Spot]] = (None, [])
        self._backdrops: dict[tuple, pygame.Surface] = {}
        self._still: tuple[Any, pygame.Surface | None] = (None, None)
        self._art_key: tuple | None = None
        super().__init__(app, session, demo)

    @property
    def animating(self) -> bool:
        return self.tweens.busy or bool(self.flyers)

    # ------------------------------------------------------------------ who sees what
    @property
    def seer(self) -> int | None:
        """The seat whose view is drawn (None: everything is shown, e.g. computer against computer)."""
        if not self.game.hidden_information or self.demo:
            return None
        humans = [i for i, s in enumerate(self.seats) if not s.is_ai]
        return self.viewer if self.viewer is not None else (humans[0] if humans else None)

    def seen(self, state: KamelohState) -> KamelohState:
        seer = self.seer
        return state if seer is None else self.game.view(state, seer)

    def bottom_seat(self) -> int:
        humans = [i for i, s in enumerate(self.seats) if not s.is_ai]
        if self.demo or not humans:
            base = 0
        elif len(humans) == 1:
            base = humans[0]
        elif self.app.settings.auto_rotate:
            base = self.viewer if self.viewer is not None else (self.session.to_move or 0)
        else:
            base = 0
        return base ^ int(self.user_flip)

    # ------------------------------------------------------------------ hooks of the base
    def layout(self) -> None:
        app = self.app
        self.attack_button = overlay.TableButton(
            (BUTTONS_X, 600, BUTTON_W, 50),
            lambda: app.t("kameloh.attack"),
            self.attack_clicked,
            "label",
            True,
        )
        self.pass_button = overlay.TableButton(
            (BUTTONS_X, 658, BUTTON_W, 50), self.pass_label, self.pass_clicked, "label"
        )
        self.buttons.widgets += [self.attack_button, self.pass_button]

    def sync(self) -> None:
        self._configure_art()
        self.table = Table(self.bottom_seat())
        self.display = Display.of(self.visible_state())
        self.flyers.clear()
        self.clear_pick()
        self._refresh_hover()

    def animate_move(self, before: Any, move: Any, after: Any) -> None:
        events = self.game.events(before, move)
        self.clear_pick()
        seen_after = self.seen(after)
        self.display = Display.of(seen_after)
        length = self.animator.run(self.seen(before), move, seen_after, events)
        self.tweens.call(length + 0.05, self.sync)

    def describe_move(self, state: Any, move: Any) -> str:
        humans = [i for i, s in enumerate(self.seats) if not s.is_ai]
        reveal = not humans or self.demo or (len(humans) == 1 and deciding_seat(state) == humans[0])
        return describe(self.app, state, move, reveal)

    def show_hint(self, move: Any) -> None:
        self.hint_move = move
        text_ = describe(self.app, self.state, move, True)
        self.app.toast(self.app.t("game.hint_is", move=text_), 3.0, theme.HIGHLIGHT)

    def on_turn(self) -> None:
        self.clear_pick()
        state = self.state
        seat = self.session.to_move
        if seat is None or self.seats[seat].is_ai:
            return
        if state.phase == "answer":
            self.show_ribbon(self.app.t("kameloh.ribbon.answer", name=self.seats[seat].name), seat)
            self.app.sound.play("turn")

    def seat_colours(self) -> list[tuple]:
        return list(SEAT_RGB)

    def seat_status(self) -> list[str]:
        return [f"{p.points} ★" for p in self.state.players]

    def result_details(self) -> list[str]:
        """Where each player's points came from, how many monsters each defeated, and the game played."""
        t = self.app.t
        lang = self.app.settings.language
        totals = [Counter(), Counter()]
        defeated = [0, 0]
        for state, move in zip(self.session.states, self.session.moves, strict=False):
            for e in self.game.events(state, move):
                if e.kind == "points":
                    reason = e.info[0] if e.info else "defeat"
                    totals[e.seat][reason] += e.amount
                    defeated[e.seat] += reason == "defeat"
        lines = []
        for seat, seat_info in enumerate(self.seats):
            deck = card_pool().decks[self.state.players[seat].deck].name[lang]
            lines.append(
                t(
                    "kameloh.result.line",
                    name=seat_info.name,
                    deck=deck,
                    defeat=totals[seat]["defeat"],
                    free=totals[seat]["free"],
                    buyout=totals[seat]["buyout"],
                )
            )
        names = [s.name for s in self.seats]
        lines.append(t("kameloh.result.defeated", a=names[0], n=defeated[0], b=names[1], m=defeated[1]))
        state = self.state
        moves = len(self.session.moves)
        if state.length == "short":
            lines.append(t("kameloh.result.short", target=state.target, moves=moves))
        else:
            lines.append(t("kameloh.result.long", moves=moves))
        return lines

    def draw_background(self, surface: pygame.Surface) -> None:
        if self._at_rest():
            surface.blit(self._still_layer(), (0, 0))
        else:
            surface.blit(self._backdrop(), (0, 0))

    def _backdrop(self) -> pygame.Surface:
        names = tuple(s.name for s in self.seats)
        key = (self.table.bottom, self.app.settings.language, names)
        backdrop = self._backdrops.get(key)
        if backdrop is None:
            backdrop = self._backdrops[key] = render_backdrop(self.app, self.table, names)  # type: ignore[arg-type]
        return backdrop

    def _at_rest(self) -> bool:
        """Nothing moves on the table: the still parts can come from one picture."""
        return self.display is not None and not self.animating and not self.display.slot_fx

    def _still_layer(self) -> pygame.Surface:
        """The table with everything that only changes with the state (piles, plaques, arena, the other
        hand), drawn once per state and blitted as one picture while nothing moves."""
        key = (id(self.display), self.table.bottom, self._art_key, self._top_hand_still())
        if self._still[0] != key:
            layer = self._still[1]
            if layer is None:
                layer = pygame.Surface(theme.LOGICAL_SIZE).convert()
            layer.blit(self._backdrop(), (0, 0))
            self._draw_still(layer)
            self._still = (key, layer)
        return self._still[1]

    def _top_hand_still(self) -> bool:
        """The hand along the top edge never glows or lifts unless it is the viewer's."""
        top = 1 - self.table.bottom
        return self.seer != top

    # ------------------------------------------------------------------ moves and picks
    def legal(self) -> list:
        state = self.state
        if self._legal[0] is not state:
            self._legal = (state, self.game.legal_moves(state))
        return self._legal[1]

    def my_turn(self) -> bool:
        """A human in front of the screen decides now (and nothing animates)."""
        seat = self.session.to_move
        if not self.human_to_move() or self.display is None:
            return False
        return self.seer is None or seat == self.seer

    def playable(self) -> set:
        key = (id(self.state), self.my_turn())
        if self._playable[0] != key:
            keys = pick.playable(self.display.state, self.legal()) if key[1] else set()
            self._playable = (key, keys)
        return self._playable[1]

    def options_of(self, key: tuple) -> list:
        if key == ("attack",):
            return [m for m in self.legal() if m[0] == "attack"]
        moves = pick.options(self.display.state, self.legal(), key)
        if key[0] == "top":  # a face-up top also stands for its pile (search, tuck under it)
            moves += pick.options(self.display.state, self.legal(), ("oasis", key[1], key[2]))
        return moves

    def current_options(self) -> list:
        if self.picked is None:
            return []
        return self.narrowed if self.narrowed is not None else self.options_of(self.picked)

    def clear_pick(self) -> None:
        self.picked = None
        self.picked_index = -1
        self.narrowed = None
        self.chips = []
        self.note = None
        self.press = None
        self.dragging = False

    def choose(self, spot_key: tuple, index: int, anchor: pygame.Rect) -> None:
        self.picked = spot_key
        self.picked_index = index
        self.narrowed = None
        self.app.sound.play("click", 0.6)
        self._build_chips(anchor)

    def resolve(self, moves: list, anchor: pygame.Rect) -> None:
        if len(moves) == 1:
            self.play_move(moves[0])
            return
        self.narrowed = moves
        self._build_chips(anchor)

    def play_move(self, move: Any) -> None:
        self.clear_pick()
        self.play(move)

    def _build_chips(self, anchor: pygame.Rect, page: int = 0) -> None:
        options = pick.primary(self.current_options())
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
                self._explain(self.picked, anchor, tuck=bool(self.current_options()))
            return
        state = self.display.state
        longest = max(self.app.fonts.get("small").size(self.chip_words(state, m))[0] for m in moves)
        chip_w = max(CHIP_W, min(560, longest + 70))
        n = len(moves)
        h = n * (CHIP_H + 4)
        if anchor.y >= HAND_AREA.y - 10:  # a hand card: beside it, over its neighbours
            x = anchor.right + 8 if anchor.centerx < HAND_AREA.centerx else anchor.x - 8 - chip_w
            y = anchor.y + 8
        elif anchor.x >= BUTTONS_X:  # the attack button
            x, y = BUTTONS_X - chip_w - 10, anchor.bottom - h
        else:
            x = anchor.right + 12 if anchor.centerx < 458 else anchor.x - 12 - chip_w
            y = anchor.centery - h // 2
        x = max(6, min(910 - chip_w, x))
        y = max(6, min(714 - h, y))
        for i, move in enumerate(moves):
            self.chips.append((pygame.Rect(x, y + i * (CHIP_H + 4), chip_w, CHIP_H), move))

    def chip_words(self, state: KamelohState, move: Any) -> str:
        if move[0] == "more":
            return self.app.t("kameloh.more", n=move[1])
        if move[0] == "fuse" and self.picked is not None and self.picked[0] in ("hand", "top"):
            # the picked gathering card is on show: the entries only differ in who gathers
            return describe_members(self.app, move)
        return describe(self.app, state, move)

    def chip_clicked(self, move: Any) -> None:
        if move[0] == "more":
            per = MAX_CHIPS - 1
            pages = (move[1] + per - 1) // per
            self._build_chips(self._chip_anchor, (self._chip_page + 1) % pages)
            self.app.sound.play("click", 0.5)
            return
        self.play_move(move)

    def _explain(self, key: tuple, anchor: pygame.Rect, tuck: bool) -> None:
        """A note beside a card that cannot be played now, saying why (and that it may be tucked)."""
        state = self.display.state
        index = key[2] if key[0] == "hand" else self.display.top(key[1], key[2])
        if index is None or index == UNKNOWN:
            return
        words = why_not(self.app, state, index, key[1])
        if tuck:
            words += " " + self.app.t("kameloh.why.tuck")
        lines = self.app.fonts.wrap(words, "small", CHIP_W - 20)
        h = 12 + 20 * len(lines)
        if anchor.y >= HAND_AREA.y - 10:
            x = anchor.right + 8 if anchor.centerx < HAND_AREA.centerx else anchor.x - 8 - CHIP_W
            y = anchor.y + 8
        else:
            x = anchor.right + 12 if anchor.centerx < 458 else anchor.x - 12 - CHIP_W
            y = anchor.centery - h // 2
        rect = pygame.Rect(max(6, min(910 - CHIP_W, x)), max(6, min(714 - h, y)), CHIP_W, h)
        self.note = (rect, lines)

    def key_rect(self, key: tuple) -> pygame.Rect | None:
        d, table = self.display, self.table
        kind = key[0]
        if kind == "hand":
            seat, c = key[1], key[2]
            cards = d.hand(seat)
            rects = table.hand_rects(seat, len(cards))
            if key == self.picked and 0 <= self.picked_index < len(rects):
                return self._lifted(seat, self.picked_index, rects[self.picked_index])
            for i, x in enumerate(cards):
                if x == c:
                    return rects[i]
            return None
        if kind in ("top", "oasis"):
            return table.oasis_rect(key[1], key[2])
        if kind == "slot":
            return table.slot_rect(key[1])
        if kind == "lying":
            return self.painter.lying_item_rect(d, table, key[1])
        if kind == "take":
            for spot in self.search_spots():
                if spot.key == key:
                    return spot.rect
        if kind == "attack":
            return self.attack_button.rect
        return None

    # ------------------------------------------------------------------ buttons
    def pass_label(self) -> str:
        state = self.state
        t = self.app.t
        if state.phase == "answer":
            return t("kameloh.let_it_happen")
        if state.phase == "buyout":
            return t("kameloh.done")
        if state.phase == "main" and free_point_due(state):
            return t("kameloh.end_turn_point")
        return t("kameloh.end_turn")

    def pass_clicked(self) -> None:
        if self.my_turn() and ("pass",) in self.legal():
            self.play_move(("pass",))

    def attack_clicked(self) -> None:
        if not self.my_turn():
            return
        attacks = [m for m in self.legal() if m[0] == "attack"]
        if len(attacks) == 1:
            self.play_move(attacks[0])
        elif attacks:
            self.choose(("attack",), -1, self.attack_button.rect)

    # ------------------------------------------------------------------ input
    def handle(self, action: Action) -> None:
        if action.kind == "motion":
            self.hover_pos = action.pos
            self._refresh_hover()
            if self.press is not None and action.buttons[0] and not self.dragging:
                sx, sy = self.press["pos"]
                if math.hypot(action.pos[0] - sx, action.pos[1] - sy) > DRAG_START and self._draggable():
                    self.dragging = True
                    self.chips = []
        if action.name == "rotate":
            self.user_flip = not self.user_flip
            self.app.sound.play("click")
            self.sync()
            return
        if action.name == "back" and self.picked is not None:
            self.clear_pick()
            return
        if action.is_right_click and self.picked is not None:
            self.clear_pick()
            return
        super().handle(action)

    def _draggable(self) -> bool:
        return self.picked is not None and self.picked[0] in ("hand", "top")

    def handle_board(self, action: Action) -> bool:
        if not self.my_turn():
            return False
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
        state = self.display.state
        self.note = None
        for spot in found:
            if spot.key[0] == "take":
                self.play_move(("take", spot.key[1]))
                return True
        if self.picked is not None:
            current = self.current_options()
            for spot in found:
                hit = pick.aimed(state, current, spot.key, self.picked)
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
            self.clear_pick()
            return True
        if found and found[0].key[0] in ("hand", "top") and found[0].key[1] == self.seer:
            self.app.sound.play("error", 0.4)
            self._explain(found[0].key, self._lifted_spot(found[0]), tuck=False)
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
                hit = pick.aimed(self.display.state, current, spot.key, self.picked)
                if hit:
                    self.resolve(hit, spot.rect)
                    return True
            anchor = self.key_rect(self.picked)
            if anchor is not None:
                self._build_chips(anchor)
            return True
        if press.get("again"):
            moves = pick.primary(self.current_options())
            if len(moves) == 1:
                self.play_move(moves[0])
                return True
        return False

    def _lifted(self, seat: int, index: int, rect: pygame.Rect) -> pygame.Rect:
        if self.table.side(seat) == "bottom":
            return rect.move(0, -22)
        return rect

    def _lifted_spot(self, spot: Spot) -> pygame.Rect:
        if spot.key[0] == "hand":
            return self._lifted(spot.key[1], spot.index, spot.rect)
        return spot.rect

    # ------------------------------------------------------------------ what is where
    def all_spots(self) -> list[Spot]:
        d = self.display
        if self._spots[0] is not d or self.tweens.busy:
            self._spots = (d, spots(d, self.table))
        return self.search_spots() + self._spots[1]

    def search_spots(self) -> list[Spot]:
        state = self.display.state if self.display else None
        if state is None or state.phase != "search" or not self.my_turn():
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

    def _refresh_hover(self) -> None:
        if self.display is None:
            self.hover = None
            return
        found = keys_at(self.all_spots(), self.hover_pos)
        self.hover = found[0] if found else None
        for rect, _m in self.chips:
            if rect.collidepoint(self.hover_pos):
                self.hover = None

    # ------------------------------------------------------------------ frame
    def update(self, dt: float) -> None:
        self.effects.update(dt * self.tweens.speed)
        self.ribbon.update(dt * min(self.tweens.speed, 3.0))
        super().update(dt)
        self._refresh_hover()
        mine = self.my_turn()
        legal = self.legal() if mine else []
        self.attack_button.enabled = mine and any(m[0] == "attack" for m in legal)
        self.pass_button.enabled = mine and ("pass",) in legal
        self._configure_art()

    def _configure_art(self) -> None:
        key = (self.app.settings.language, self.app.settings.colour_blind)
        if key != self._art_key:
            self._art_key = key
            self.art.configure(key[0], key[1], self.app.t)
            self.painter.forget()
            self._backdrops.clear()

    def show_ribbon(self, words: str, seat: int) -> None:
        self.ribbon.show(words, SEAT_RGB[seat], seat)
        self.app.sound.play("turn", 0.5)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.display is not None and not self.dragging:
            self.preview.draw(surface, self.hover, self.display, self.table, self.hover_pos)

    def draw_board(self, surface: pygame.Surface) -> None:
        d, table, painter = self.display, self.table, self.painter
        if d is None:
            return
        still = self._at_rest()
        if not still:
            self._draw_still(surface)
        for seat in (0, 1):
            painter.suns(surface, d, table, seat)
        overlay.draw_attack(self, surface)
        self._draw_hands(surface, skip_top=still and self._top_hand_still())
        self._draw_marks(surface)
        for flyer in self.flyers:
            flyer.draw(surface, self.art)
        self.effects.draw(surface, self.app.fonts)
        overlay.draw_words(self, surface)
        overlay.draw_search(self, surface)
        overlay.draw_chips(self, surface)
        if self.dragging and self.picked is not None:
            c = self.picked[2] if self.picked[0] == "hand" else d.top(self.picked[1], self.picked[2])
            if c is not None and c != UNKNOWN:
                face = self.art.face(c, MID)
                rect = face.get_rect(center=self.hover_pos)
                surface.blit(self.art.shadow(MID), (rect.x + 6, rect.y + 12))
                surface.blit(face, rect)

    def _draw_still(self, surface: pygame.Surface) -> None:
        """Plaques, oases, deserts, the arena and (when nobody plays from it) the top hand."""
        d, table, painter = self.display, self.table, self.painter
        glyphs = self.app.settings.colour_blind
        state = d.state
        current = deciding_seat(state)
        target = state.target if state.length == "short" else None
        for seat in (0, 1):
            painter.plaque(surface, d, table, seat, self.seats[seat].name, seat == current, glyphs, target)
            painter.oases(surface, d, table, seat)
        painter.deserts(surface, d, table)
        order = sorted(range(4), key=lambda s: d.slot_fx[s].lift if s in d.slot_fx else 0.0)
        for slot in order:
            view = d.monster(slot)
            if view is not None:
                painter.monster(surface, d, table, slot, view)
        painter.lying_tokens(surface, d, table)
        if self._top_hand_still():
            self._draw_hand(surface, 1 - table.bottom)

    def _hand_glows(self, seat: int, cards: list[int]) -> list[tuple | None]:
        show = self.app.settings.show_legal_moves
        playable = self.playable() if show else set()
        targets = self._target_keys() if show else set()
        glows: list[tuple | None] = []
        for i, c in enumerate(cards):
            key = ("hand", seat, c)
            if key == self.picked and i == self.picked_index:
                glows.append(PICKED)
            elif key in targets:
                glows.append(TARGET)
            elif key in playable and self.picked is None:
                glows.append(GOOD)
            else:
                glows.append(None)
        return glows

    def _draw_hands(self, surface: pygame.Surface, skip_top: bool) -> None:
        for seat in (0, 1):
            if not (skip_top and seat != self.table.bottom):
                self._draw_hand(surface, seat)

    def _draw_hand(self, surface: pygame.Surface, seat: int) -> None:
        d, table = self.display, self.table
        cards = d.hand(seat)
        rects = table.hand_rects(seat, len(cards))
        skip = d.hand_skip(seat)
        if self.dragging and self.picked is not None and self.picked[0] == "hand" and self.picked[1] == seat:
            skip = skip | {self.picked_index}
        glows = self._hand_glows(seat, cards)
        keep = [i for i in range(len(cards)) if i not in skip]
        if table.side(seat) == "bottom":
            lifts = []
            for i in keep:
                lift = 0.0
                if ("hand", seat, cards[i]) == self.picked and i == self.picked_index:
                    lift = 22.0
                elif (
                    self.hover is not None
                    and self.hover.key[0] == "hand"
                    and self.hover.index == i
                    and self.hover.key[1] == seat
                ):
                    lift = 14.0
                lifts.append(lift)
            self.painter.bottom_hand(
                surface,
                [cards[i] for i in keep],
                [rects[i] for i in keep],
                lifts,
                [glows[i] for i in keep],
            )
        else:
            self.painter.top_hand(
                surface, [cards[i] for i in keep], [rects[i] for i in keep], [glows[i] for i in keep]
            )

    def _target_keys(self) -> set:
        if self.picked is None:
            return set()
        return pick.targets(self.display.state, self.current_options())

    def _draw_marks(self, surface: pygame.Surface) -> None:
        """Playable things, the targets of the picked one, and the hint."""
        painter = self.painter
        show = self.app.settings.show_legal_moves
        if self.picked is not None:
            for key in self._target_keys():
                if key[0] == "hand":
                    continue
                rect = self.key_rect(key)
                if rect is not None:
                    painter.ring(surface, rect, TARGET, True, 3, corners=True)
                    if show:
                        painter.ring(surface, rect, TARGET, True, 2)
            rect = self.key_rect(self.picked)
            if rect is not None and self.picked[0] != "hand":
                painter.ring(surface, rect, PICKED, False, 3)
        elif show and self.my_turn():
            for key in self.playable():
                if key[0] in ("hand",):
                    continue
                rect = self.key_rect(key)
                if rect is not None:
                    painter.ring(surface, rect, GOOD, True, 2)
        if self.hint_move is not None and self.display is not None:
            state = self.display.state
            keys = pick.source_keys(state, self.hint_move) + pick.target_keys(state, self.hint_move)
            if self.hint_move[0] == "attack":
                keys.append(("attack",))
            rects = [self.key_rect(k) for k in keys]
            if self.hint_move[0] == "pass":
                rects = [self.pass_button.rect]
            for rect in rects:
                if rect is not None:
                    painter.ring(surface, rect, HINT, True, 4)
                    painter.star_mark(surface, (rect.right - 4, rect.y + 4))
