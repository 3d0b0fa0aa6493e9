"""What the Ka-Mel-Oh! screen explains by itself: the steps of a turn (which one the rules are in now and
which are still open, for the step panel) and what an attack would do before it is confirmed.

Nothing here decides a rule. The steps are read from the state's phase and turn action (`KamelohState.phase`,
`.action`) and from the kinds of the legal moves; an attack's outcome comes from applying the move on the
state (and letting the defender's answer pass) and reading the rules' events and the state after it.

The six steps of a turn (the issue's names, in the order the rules go through them):
- "dates": the income at the start of the turn (one date per activated oasis), done by the rules;
- "oasis": draw from face-down oases or search one (2 dates), or activate an oasis;
- "play": send monsters and use items;
- "transform": mutate or fuse (part of playing cards: the same turn action);
- "attack": the optional attack (none in a player's first turn);
- "end": end the turn (and the last turn's buy-out).
"oasis" and "play"/"transform" are alternatives: a turn takes exactly one action.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from rules.kameloh import GAME, KamelohState, card, deciding_seat, free_point_due, income, monster_view
from scenes.engine import theme
from scenes.engine.cache import SurfaceCache
from scenes.widgets.controls import Button
from scenes.widgets.draw import fit_text, panel, text

from . import paint, palette
from .layout import COMPACT_ROW_Y, COMPACT_STEPS_RECT, STEP_ROW_Y, STEPS_RECT
from .palette import SEAT_RGB
from .panel import TableButton
from .words import step_help

STEPS = ("dates", "oasis", "play", "transform", "attack", "end")
OASIS_KINDS = frozenset({"activate", "draw", "search", "take", "tuck"})
PLAY_KINDS = frozenset({"play", "item"})
TRANSFORM_KINDS = frozenset({"mutate", "fuse", "join"})


@dataclass(frozen=True)
class Step:
    """One row of the step panel: `status` "now" (the turn is here), "done", "open" (can still come this
    turn) or "closed" (not this turn); `why` names the reason of a closed step or a note ("" for none)."""

    name: str
    status: str
    why: str = ""


def current_steps(state: KamelohState, legal: list, hidden: bool = False) -> frozenset[str]:
    """The step(s) the turn is in now, as the rules' phase and turn action say (several: a choice).
    `hidden`: `legal` are the moves of a view that does not show the deciding seat's hand, so playing
    cards is taken as possible while the turn's action allows it."""
    phase = state.phase
    if phase == "over":
        return frozenset()
    if phase == "search":
        return frozenset({"oasis"})
    if phase == "answer":
        return frozenset({"attack"})
    if phase == "buyout":
        return frozenset({"end"})
    kinds = _kinds(state, legal, hidden)
    action = state.action
    if action == "":
        chosen = set()
        if kinds & {"activate", "draw", "search"}:
            chosen.add("oasis")
        if kinds & PLAY_KINDS:
            chosen.add("play")
        if kinds & TRANSFORM_KINDS:
            chosen.add("transform")
        if chosen:
            return frozenset(chosen)
    elif action in ("tuck", "draw") and kinds & {"draw", "search"}:
        return frozenset({"oasis"})
    elif action == "play" and kinds & (PLAY_KINDS | TRANSFORM_KINDS):
        return frozenset({"play", "transform"} if kinds & TRANSFORM_KINDS else {"play"})
    return frozenset({"attack"}) if "attack" in kinds else frozenset({"end"})


def _kinds(state: KamelohState, legal: list, hidden: bool) -> set[str]:
    kinds = {m[0] for m in legal}
    if hidden and state.phase == "main" and state.action in ("", "play"):
        kinds |= {"play", "mutate"}
    return kinds


def turn_steps(state: KamelohState, legal: list, hidden: bool = False) -> list[Step]:
    """The six steps with their status for the seat that decides now (`hidden`: see `current_steps`)."""
    now = current_steps(state, legal, hidden)
    kinds = _kinds(state, legal, hidden)
    phase = state.phase
    if phase in ("over", "buyout"):
        gone = "done" if phase == "over" else "closed"
        return [Step(n, "now" if n in now else gone, _note(state, n)) for n in STEPS]
    out = []
    for name in STEPS:
        if name in now:
            out.append(Step(name, "now", _note(state, name)))
        elif phase == "answer":
            out.append(Step(name, "open" if name == "end" else "done"))
        else:
            out.append(_main_step(state, name, kinds))
    return out


def _main_step(state: KamelohState, name: str, kinds: set[str]) -> Step:
    """A step of the main phase that the turn is not in now."""
    action = state.action
    if name == "dates":
        return Step(name, "done", "income")
    if name == "oasis":
        if action in ("activate", "search", "draw", "tuck"):
            return Step(name, "done")
        return Step(name, "closed", "other_action" if action == "play" else "nothing")
    if name in ("play", "transform"):
        if action not in ("", "play"):
            return Step(name, "closed", "other_action")
        if name == "play" and action == "play":
            return Step(name, "done")
        return Step(name, "closed", "dates" if name == "play" else "violet")
    if name == "attack":
        return Step(name, "open") if "attack" in kinds else Step(name, "closed", _no_attack(state))
    return Step(name, "open", "point" if free_point_due(state) else "")


def _note(state: KamelohState, name: str) -> str:
    if name == "end" and state.phase == "buyout":
        return "buyout"
    if name == "end" and state.phase == "main" and free_point_due(state):
        return "point"
    if name == "attack" and state.phase == "answer":
        return "answer"
    return ""


def _no_attack(state: KamelohState) -> str:
    seat = state.current
    if free_point_due(state):
        return "point"
    if state.players[seat].turns == 0:
        return "first_turn"
    return "no_monsters"


# ---------------------------------------------------------------------------------------------- an attack
@dataclass(frozen=True)
class Blow:
    """What an attack does to one target: damage, life left after it (0: defeated), points it brings."""

    slot: int
    card: int
    damage: int
    left: int
    defeated: bool
    points: int


@dataclass(frozen=True)
class AttackOutcome:
    attacker: int
    blows: tuple[Blow, ...]
    points: int  # victory points the attacker scores
    total: int  # the attacker's points after the attack
    answer: bool  # the defender may still answer with items (the outcome assumes no answer)
    end_begins: bool  # the attack reaches the target of a short game: the end begins


def attack_outcome(state: KamelohState, move: Any) -> AttackOutcome:
    """What `move` (an attack) does, by applying it on `state` (and, when the defender may answer, letting
    the answer pass): the fight's damage, who is defeated, the points."""
    seat = state.current
    events = list(GAME.events(state, move))
    after = GAME.apply(state, move)
    answer = after.phase == "answer"
    if answer:
        events += GAME.events(after, ("pass",))
        after = GAME.apply(after, ("pass",))
    hits: dict[int, int] = {}
    for e in events:
        if e.kind == "fight":
            hits.update(dict(e.info[2]))
    defeated = {e.slot: e.card for e in events if e.kind == "defeat"}
    points = sum(e.amount for e in events if e.kind == "points" and e.seat == seat)
    blows = []
    for slot, hit in sorted(hits.items()):
        before = monster_view(state, slot)
        assert before is not None
        now = monster_view(after, slot)
        left = 0 if slot in defeated or now is None else max(0, now.remaining)
        worth = card(before.card).points if slot in defeated else 0
        blows.append(Blow(slot, before.card, hit, left, slot in defeated, worth))
    total = after.players[seat].points
    end_begins = (
        state.end_by < 0 and after.end_by == seat and state.length == "short" and total >= state.target
    )
    return AttackOutcome(seat, tuple(blows), points, total, answer, end_begins)


# ---------------------------------------------------------------------------------------------- on screen
class StepButton(TableButton):
    """A button of the step panel (draw, search, activate) with its price: a date and the number, or the
    word for free."""

    price = 0

    def draw(self, surface: pygame.Surface, app, focused: bool) -> None:
        label = self.label
        self.label = lambda: ""
        try:
            Button.draw(self, surface, app, focused)
        finally:
            self.label = label
        colour = theme.TEXT if self.enabled else theme.TEXT_DIM
        words = label()
        tail = str(self.price) if self.price else app.t("kameloh.free")
        role = "label" if self.price else "tiny"
        size = 15
        while size > 10:
            width = (
                app.fonts.get("label", size).size(words)[0] + 6 + app.fonts.get(role, size - 2).size(tail)[0]
            )
            width += 14 if self.price else 0
            if width <= self.rect.w - 10:
                break
            size -= 1
        x = self.rect.centerx - width // 2
        r = text(surface, app.fonts, words, (x, self.rect.centery), "label", colour, "midleft", size=size)
        x = r.right + 6
        if self.price:
            paint.date(surface, x + 6, self.rect.centery, 6)
            x += 14
        text(surface, app.fonts, tail, (x, self.rect.centery + 1), role, colour, "midleft", size=size - 2)


class StepPanel:
    """The step panel in the side column: the six steps of a turn, the current one lit, a note on each
    (income, why a step does not come this turn) and what can be done now; its buttons are the scene's."""

    def __init__(self, scene, app) -> None:
        self.s = scene
        self.app = app
        self._steps: SurfaceCache[tuple, pygame.Surface] = SurfaceCache(2)
        self._view_legal: tuple = (None, [])
        self.compact = False  # in a tutorial: no buttons and no words under the steps

    @property
    def rect(self) -> pygame.Rect:
        return COMPACT_STEPS_RECT if self.compact else STEPS_RECT

    def steps_now(self) -> tuple[list, frozenset]:
        """The steps of the turn and the current one(s). The deciding player's own legal moves when it
        sits in front of the screen; otherwise only what the viewer's view shows (never a hidden hand)."""
        s = self.s
        if s.my_turn() or s.seer is None:
            legal, hidden = s.legal(), False
        else:
            state = s.display.state
            if self._view_legal[0] is not state:
                self._view_legal = (state, s.game.legal_moves(state))
            legal, hidden = self._view_legal[1], True
        state = s.display.state
        return turn_steps(state, legal, hidden), current_steps(state, legal, hidden)

    def draw_steps(self, surface: pygame.Surface) -> None:
        """The step panel: the six steps of a turn, the current one lit, and what can be done now."""
        s = self.s
        if s.display is None:
            return
        state = s.display.state
        key = (id(state), s.my_turn(), s.seer, self.app.settings.language, s.animating)
        panel(surface, self.rect, theme.PANEL, theme.PANEL_EDGE, radius=12, shadow=4)
        surface.blit(self._steps.get(key, self._steps_picture), self.rect.topleft)

    def _steps_picture(self) -> pygame.Surface:
        s, app = self.s, self.app
        fonts = app.fonts
        state = s.display.state
        area = self.rect
        layer = pygame.Surface(area.size, pygame.SRCALPHA)
        w = area.w
        seat = deciding_seat(state)
        if not self.compact:  # (in a tutorial the banner says whose turn it is)
            self._title(layer, seat)
        steps, now = self.steps_now()
        for i, step in enumerate(steps):
            if self.compact:
                self._step_row(layer, step, COMPACT_ROW_Y[i] - area.y, 20, i + 1, seat)
                continue
            y = STEP_ROW_Y[i] - area.y
            self._step_row(layer, step, y, 56 if step.name == "oasis" else 24, i + 1, seat)
        if self.compact:
            return layer
        words = step_help(app, state, now, s.my_turn() and not s.animating, [x.name for x in s.seats])
        y = STEP_ROW_Y[-1] - area.y + 30
        for line in fonts.wrap(words, "tiny", w - 24)[:5]:
            text(layer, fonts, line, (12, y), "tiny", theme.TEXT)
            y += 16
        return layer

    def _title(self, layer: pygame.Surface, seat: int | None) -> None:
        """Whose turn it is (also while the other player answers an attack)."""
        s, t, fonts = self.s, self.app.t, self.app.fonts
        state = s.display.state
        if seat is not None:
            pygame.draw.circle(layer, SEAT_RGB[state.current], (18, 20), 7)
            key = "kameloh.steps.last" if state.phase == "buyout" else "kameloh.steps.title"
            title = t(key, name=s.seats[state.current].name)
        else:
            title = t("kameloh.prompt.over")
        title = fit_text(fonts, title, "label", layer.get_width() - 44, 16)
        text(layer, fonts, title, (32, 20), "label", theme.TEXT_DIM, "midleft", size=16)

    def _step_row(self, layer: pygame.Surface, step, y: int, h: int, number: int, seat: int | None) -> None:
        app = self.app
        t, fonts = app.t, app.fonts
        w = layer.get_width()
        status = step.status
        if status == "now":
            pygame.draw.rect(layer, palette.STEP_NOW, (6, y - 1, w - 12, h), border_radius=8)
            pygame.draw.rect(layer, theme.ACCENT, (6, y - 1, w - 12, h), 2, border_radius=8)
        mid = y + (11 if h >= 24 else 9)
        centre = (22, mid)
        ring = {"now": theme.ACCENT, "done": palette.STEP_DONE, "open": theme.TEXT_DIM}.get(
            status, palette.STEP_OFF
        )
        pygame.draw.circle(layer, ring, centre, 9)
        mark = "✓" if status == "done" else str(number)
        text(layer, fonts, mark, centre, "label", palette.DARK_MARK, "center", size=12)
        colour = theme.TEXT if status in ("now", "open") else theme.TEXT_DIM
        name = t(f"kameloh.step.{step.name}")
        r = text(layer, fonts, name, (38, mid), "label", colour, "midleft", size=15)
        if step.why:
            gain = income(self.s.display.state, seat) if seat is not None else 0
            note = t(f"kameloh.step.why.{step.why}", n=gain)
            note = fit_text(fonts, note, "tiny", w - r.right - 24)
            tint = theme.HIGHLIGHT if status == "now" else theme.TEXT_DIM
            text(layer, fonts, note, (w - 14, mid), "tiny", tint, "midright")

    def draw_attack_caption(self, surface: pygame.Surface) -> None:
        """Over the attacks listed beside "Attack!": that they show what each attack does, whether the
        defender may still answer, whether the end begins, and how to confirm."""
        s = self.s
        picker = s.picker
        if picker.picked != ("attack",) or not picker.chips:
            return
        t, fonts = self.app.t, self.app.fonts
        outcome = s.outcome(picker.chips[0][1])
        lines = [t("kameloh.outcome.title")]
        if outcome.answer:
            lines.append(t("kameloh.outcome.answer", name=s.seats[1 - outcome.attacker].name))
        if any(s.outcome(m).end_begins for _r, m in picker.chips):
            lines.append(t("kameloh.outcome.end"))
        lines.append(t("kameloh.outcome.confirm"))
        top = picker.chips[0][0]
        box = pygame.Rect(top.x, 0, top.w, 10 + 18 * len(lines))
        box.bottom = top.y - 6
        panel(surface, box, palette.TIP, palette.NOTE_EDGE, 8, 4)
        for i, line in enumerate(lines):
            colour = theme.HIGHLIGHT if i == 0 else theme.TEXT
            line = fit_text(fonts, line, "tiny", box.w - 16)
            text(surface, fonts, line, (box.x + 8, box.y + 5 + 18 * i), "tiny", colour)
