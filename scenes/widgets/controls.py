"""Buttons, selectors and text fields, and a group that gives them mouse and keyboard focus.

Labels are callables (usually a translation lookup), so a change of language shows at once.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame
import pytweening

from scenes.engine import layers, textlog, theme
from scenes.engine.cache import SurfaceCache
from scenes.engine.input import Action
from scenes.widgets.draw import fit_label, fit_text, mix, panel, text

Label = Callable[[], str]
PICTURE_MARGIN = 14  # a button's shadow (8 px, 2 px down) and hover growth (4 px) stay this close to its rect
LOOKS_KEPT = 16  # the looks kept per widget: its words (languages, a game's stages) x state


def _label(value: str | Label) -> Label:
    return value if callable(value) else (lambda: value)


class Widget:
    focusable = True

    def __init__(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        self.enabled = True
        self.hover = False
        self._hover_time = 0.0
        self._looks: SurfaceCache[tuple, pygame.Surface | None] | None = None  # kept_picture, per look

    @property
    def glow(self) -> float:
        """0..1 hover emphasis, eased in and out."""
        return pytweening.easeOutQuad(min(1.0, self._hover_time / 0.15))

    def update(self, dt: float, focused: bool) -> None:
        target = (self.hover or focused) and self.enabled
        self._hover_time = min(0.15, self._hover_time + dt) if target else max(0.0, self._hover_time - dt)

    def handle(self, action: Action, app: Any) -> bool:
        return False

    def activate(self, app: Any) -> None:
        """Enter/space while focused."""

    def adjust(self, step: int, app: Any) -> None:
        """Left/right while focused."""

    def draw(self, surface: pygame.Surface, app: Any, focused: bool) -> None:
        """The plain drawing, in place (a kept picture is this drawing on a transparent layer)."""
        raise NotImplementedError

    # ------------------------------------------------------------------ kept looks
    def picture_key(self, app: Any, focused: bool) -> tuple | None:
        """Everything `draw` depends on but the place, when the widget may be drawn from a kept picture
        (`draw_kept`); None: drawn anew."""
        return None

    def fits(self, app: Any) -> bool:
        """Whether the look now may be kept: whatever `draw` lays over its own translucent pixels (its
        shadow) would blend differently in the picture than in place, so a kind whose words may reach past
        its face says no then."""
        return True

    def draw_kept(self, surface: pygame.Surface, app: Any, focused: bool) -> None:
        """`draw`, from the picture of the look now when it may be kept (`kept_picture`): a button on the
        table was drawn anew every frame (its shadow, panel and fitted words: 0.1-0.25 ms each). The picture
        is drawn on a transparent layer, where every blit copies its pixels, and lays them on the table as
        drawn directly (tests/scenes/test_frame_budget.py, tests/scenes/test_kameloh_frames.py)."""
        picture = self.kept_picture(app, focused) if layers.KEEP and textlog.ACTIVE is None else None
        if picture is None:  # the words' log (textlog) sees each text where it lands
            self.draw(surface, app, focused)
            return
        surface.blit(picture, (self.rect.x - PICTURE_MARGIN, self.rect.y - PICTURE_MARGIN))

    def kept_picture(self, app: Any, focused: bool) -> pygame.Surface | None:
        """The picture of the look now, drawn once per look (key: `picture_key`) and kept with the widget;
        None: drawn in place (no key, or the look does not `fit`; that answer is kept too)."""
        key = self.picture_key(app, focused)
        if key is None:
            return None
        looks = self._looks
        if looks is None:
            looks = self._looks = SurfaceCache(LOOKS_KEPT)
        return looks.get(key, lambda: self._picture(app, focused) if self.fits(app) else None)

    def _picture(self, app: Any, focused: bool) -> pygame.Surface:
        rect = self.rect
        picture = pygame.Surface((rect.w + 2 * PICTURE_MARGIN, rect.h + 2 * PICTURE_MARGIN), pygame.SRCALPHA)
        self.rect = pygame.Rect(PICTURE_MARGIN, PICTURE_MARGIN, rect.w, rect.h)  # in the picture's place
        try:
            self.draw(picture, app, focused)
        finally:
            self.rect = rect
        return picture.convert_alpha() if pygame.display.get_surface() is not None else picture


class Button(Widget):
    def __init__(
        self,
        rect,
        label: str | Label,
        on_click: Callable[[], None],
        role: str = "button",
        accent: bool = False,
        sublabel: str | Label | None = None,
    ) -> None:
        super().__init__(rect)
        self.label = _label(label)
        self.sublabel = _label(sublabel) if sublabel is not None else None
        self.on_click = on_click
        self.role = role
        self.accent = accent

    def handle(self, action: Action, app: Any) -> bool:
        if action.is_click and self.rect.collidepoint(action.pos):
            self.activate(app)
            return True
        return False

    def activate(self, app: Any) -> None:
        if self.enabled:
            app.sound.play("click")
            self.on_click()
        else:
            app.sound.play("error")

    def picture_key(self, app: Any, focused: bool) -> tuple | None:
        if 0.0 < self._hover_time < 0.15:
            return None  # the hover glow eases in or out: a new picture every frame would cost more
        looks = self.looks(app)
        if looks is None:
            return None
        return (
            looks,
            self.enabled,
            self.hover,
            focused,
            self.glow,
            self.rect.size,
            id(app.fonts),
            app.tr.language,
        )

    def looks(self, app: Any) -> tuple | None:
        """What the button's picture shows besides its state, size, fonts and language: its words and kind.
        A kind that draws more than a button says itself what (Ka-Mel-Oh!'s price); None: drawn anew."""
        if type(self).draw is not Button.draw and type(self).looks is Button.looks:
            return None
        sub = self.sublabel() if self.sublabel is not None else None
        return (type(self), self.label(), sub, self.accent, self.role)

    def ready(self, app: Any, label: str, enabled: bool) -> None:
        """Draw ahead, in spare time, the look the button will have with `label` and `enabled` (a new label
        measured and drawn took up to 1.7 ms in the frame of a move): that frame finds it kept."""
        was = self.label, self.enabled
        self.label, self.enabled = (lambda: label), enabled
        try:
            self.kept_picture(app, False)
        finally:
            self.label, self.enabled = was

    def draw(self, surface: pygame.Surface, app: Any, focused: bool) -> None:
        rect, fg = self.draw_face(surface, app, focused)
        if self.sublabel is None:
            draw_button_words(surface, app.fonts, rect, self.label(), self.role, fg)
        else:
            label = fit_text(app.fonts, self.label(), self.role, rect.w - 28)
            text(surface, app.fonts, label, (rect.x + 18, rect.y + 10), self.role, fg)
            sub = fit_text(app.fonts, self.sublabel(), "small", rect.w - 28)
            text(surface, app.fonts, sub, (rect.x + 18, rect.bottom - 28), "small", theme.TEXT_DIM)

    def draw_face(self, surface: pygame.Surface, app: Any, focused: bool) -> tuple[pygame.Rect, tuple]:
        """The button without its words (its panel, shadow and hover growth); returns where its face is now
        and the colour its words take. A kind with other words than a label draws them over this."""
        lit = (focused or self.hover) and self.enabled
        return draw_button_face(surface, self.rect, self.glow, self.enabled, self.accent, lit)


def draw_button_face(
    surface: pygame.Surface, rect: pygame.Rect, glow: float, enabled: bool, accent: bool, lit: bool
) -> tuple[pygame.Rect, tuple]:
    """A button's face as a `Button` draws it, from its look alone (a game that shows a button in its view
    paints it with this): it grows and brightens with the hover `glow` (0..1), its rim lights up when `lit`
    (pointed at or focused). Returns where the face is now and the colour its words take."""
    base = theme.ACCENT_2 if accent else theme.BUTTON
    colour = (
        theme.BUTTON_DISABLED
        if not enabled
        else mix(base, theme.BUTTON_HOVER if not accent else theme.ACCENT_HOVER, glow)
    )
    face = pygame.Rect(rect).inflate(int(8 * glow), int(4 * glow))
    border = theme.ACCENT if lit else theme.PANEL_EDGE
    panel(surface, face, colour, border, radius=10, shadow=4 + int(4 * glow))
    return face, theme.TEXT if enabled else theme.TEXT_DIM


def draw_button_words(
    surface: pygame.Surface, fonts: Any, face: pygame.Rect, label: str, role: str, colour: tuple
) -> None:
    """A button's label in the middle of its face (a long word shrinks first)."""
    words, size = fit_label(fonts, label, role, face.w - 20)
    text(surface, fonts, words, face.center, role, colour, "center", size=size)


def draw_row_face(surface: pygame.Surface, row: Widget, focused: bool) -> pygame.Rect:
    """A list's row as a button (a saved game, a finished game, an online table): its panel grows a little
    and brightens under the pointer, its rim lights up in focus. Returns where its face is now."""
    g = row.glow
    rect = row.rect.inflate(int(6 * g), int(4 * g))
    border = theme.ACCENT if focused or row.hover else theme.PANEL_EDGE
    panel(surface, rect, theme.BUTTON if g < 0.5 else theme.BUTTON_HOVER, border, radius=12, shadow=4)
    return rect


def place_rows(rows: Sequence[Widget], first: int, fit: int, top: int, step: int) -> int:
    """Lay a list's rows out from row `first` on (kept within the list): `fit` of them in view, from `top` down
    by `step`; those out of view go off the screen and take no click. Returns the `first` kept."""
    first = max(0, min(max(0, len(rows) - fit), first))
    for i, row in enumerate(rows):
        shown = first <= i < first + fit
        row.rect.y = top + (i - first) * step if shown else -1000
        row.enabled = shown
    return first


def first_showing(first: int, fit: int, i: int) -> int:
    """The first row to show so that row `i` is in view, scrolled as little as it takes."""
    if i < first:
        return i
    return i - fit + 1 if i >= first + fit else first


class Selector(Widget):
    """`Label: < value >`: click the arrows (or left/right) to cycle through `values`."""

    def __init__(
        self,
        rect,
        label: str | Label,
        values: Sequence[Any],
        index: int,
        fmt: Callable[[Any], str],
        on_change: Callable[[Any], None] | None = None,
        label_width: int = 260,
    ) -> None:
        super().__init__(rect)
        self.label = _label(label)
        self.values = list(values)
        self.index = index
        self.fmt = fmt
        self.on_change = on_change
        self.label_width = label_width

    @property
    def value(self) -> Any:
        return self.values[self.index]

    def _arrows(self) -> tuple[pygame.Rect, pygame.Rect]:
        x0 = self.rect.x + self.label_width
        left = pygame.Rect(x0, self.rect.y, 40, self.rect.h)
        right = pygame.Rect(self.rect.right - 40, self.rect.y, 40, self.rect.h)
        return left, right

    def adjust(self, step: int, app: Any) -> None:
        if not self.enabled or len(self.values) < 2:
            return
        self.index = (self.index + step) % len(self.values)
        app.sound.play("click")
        if self.on_change:
            self.on_change(self.value)

    def activate(self, app: Any) -> None:
        self.adjust(1, app)

    def handle(self, action: Action, app: Any) -> bool:
        if not (action.is_click and self.rect.collidepoint(action.pos)):
            return False
        left, _ = self._arrows()
        self.adjust(-1 if left.collidepoint(action.pos) else 1, app)
        return True

    def draw(self, surface: pygame.Surface, app: Any, focused: bool) -> None:
        g = self.glow
        panel(
            surface,
            self.rect,
            mix(theme.PANEL, theme.BUTTON, 0.5 + 0.5 * g),
            theme.ACCENT if focused else theme.PANEL_EDGE,
            radius=8,
            shadow=0,
        )
        fg = theme.TEXT if self.enabled else theme.TEXT_DIM
        if self.label_width > 0:
            text(
                surface,
                app.fonts,
                fit_text(app.fonts, self.label(), "label", self.label_width - 24),
                (self.rect.x + 14, self.rect.centery),
                "label",
                fg,
                "midleft",
            )
        left, right = self._arrows()
        if self.enabled and len(self.values) > 1:
            text(surface, app.fonts, "◀", left.center, "body", theme.ACCENT, "center")
            text(surface, app.fonts, "▶", right.center, "body", theme.ACCENT, "center")
        mid = pygame.Rect(left.right, self.rect.y, right.left - left.right, self.rect.h)
        value = fit_text(app.fonts, self.fmt(self.value), "body", mid.w - 8)
        text(surface, app.fonts, value, mid.center, "body", fg, "center")


class TextField(Widget):
    """A one-line text input (seat names, an address). Click or tab to focus, type, Enter or click elsewhere
    to finish. With `secret` (a password) it shows a dot per character, never the text."""

    def __init__(
        self,
        rect,
        value: str,
        on_change: Callable[[str], None],
        max_len: int = 16,
        placeholder: str | Label = "",
        secret: bool = False,
    ) -> None:
        super().__init__(rect)
        self.value = value
        self.on_change = on_change
        self.max_len = max_len
        self.placeholder = _label(placeholder)
        self.secret = secret
        self.editing = False
        self._blink = 0.0

    def update(self, dt: float, focused: bool) -> None:
        super().update(dt, focused)
        self._blink = (self._blink + dt) % 1.0
        if not focused and self.editing:
            self.stop()

    def start(self) -> None:
        self.editing = True
        pygame.key.start_text_input()

    def stop(self) -> None:
        self.editing = False
        pygame.key.stop_text_input()

    def activate(self, app: Any) -> None:
        if self.editing:
            self.stop()
        else:
            self.start()

    def handle(self, action: Action, app: Any) -> bool:
        if action.is_click:
            if self.rect.collidepoint(action.pos):
                self.start()
                return True
            if self.editing:
                self.stop()
            return False
        if not self.editing:
            return False
        if action.kind == "text":
            clean = "".join(ch for ch in action.text if ch.isprintable())
            self.value = (self.value + clean)[: self.max_len]
            self.on_change(self.value)
            return True
        if action.kind == "key":
            if action.name == "erase":
                self.value = self.value[:-1]
                self.on_change(self.value)
                return True
            if action.name in ("confirm", "back") and action.key != pygame.K_SPACE:
                self.stop()
                return True
            if action.key == pygame.K_SPACE:
                return True  # the space arrives as text input
            return action.name not in ("up", "down", "next")
        return False

    def draw(self, surface: pygame.Surface, app: Any, focused: bool) -> None:
        border = (
            theme.ACCENT
            if self.editing
            else (theme.BUTTON_HOVER if focused or self.hover else theme.PANEL_EDGE)
        )
        panel(surface, self.rect, theme.FIELD_BG, border, radius=8, shadow=0)
        shown = ("•" * len(self.value) if self.secret else self.value) or self.placeholder()
        colour = theme.TEXT if self.value else theme.TEXT_DIM
        shown = fit_text(app.fonts, shown, "body", self.rect.w - 24, name=self.secret)
        r = text(surface, app.fonts, shown, (self.rect.x + 12, self.rect.centery), "body", colour, "midleft")
        if self.editing and self._blink < 0.5:
            x = r.right + 2 if self.value else self.rect.x + 12
            pygame.draw.line(surface, theme.ACCENT, (x, self.rect.y + 8), (x, self.rect.bottom - 8), 2)


class WidgetGroup:
    """Mouse hover/click and keyboard focus (up/down/tab, left/right, enter) over a list of widgets."""

    def __init__(self, widgets: list[Widget] | None = None, keys_choose: bool = False) -> None:
        self.widgets: list[Widget] = widgets or []
        self.focus = -1
        # True (a game's buttons): only Tab moves among them, and the arrows and Enter reach them only after
        # Tab chose one; the pointer resting on Undo must not make Enter, the board's key to play, take a move
        # back. Menus move with the arrows too and press what the pointer is on.
        self.keys_choose = keys_choose
        self.by_keys = False

    def add(self, widget: Widget) -> Widget:
        self.widgets.append(widget)
        return widget

    def clear(self) -> None:
        self.widgets = []
        self.focus = -1

    @property
    def focused(self) -> Widget | None:
        return self.widgets[self.focus] if 0 <= self.focus < len(self.widgets) else None

    def _move_focus(self, step: int) -> None:
        self.by_keys = True
        candidates = [i for i, w in enumerate(self.widgets) if w.focusable and w.enabled]
        if not candidates:
            return
        if self.focus not in candidates:
            self.focus = candidates[0] if step > 0 else candidates[-1]
            return
        pos = candidates.index(self.focus)
        self.focus = candidates[(pos + step) % len(candidates)]

    def handle(self, action: Action, app: Any) -> bool:
        focused = self.focused
        if isinstance(focused, TextField) and focused.editing and focused.handle(action, app):
            return True
        if action.kind == "motion":
            for i, widget in enumerate(self.widgets):
                was = widget.hover
                widget.hover = widget.rect.collidepoint(action.pos)
                if widget.hover and not was and widget.enabled:
                    self.focus, self.by_keys = i, False
                    app.sound.play("hover", 0.5)
            return False
        if action.kind == "press":
            for i, widget in enumerate(self.widgets):
                if widget.handle(action, app):
                    self.focus, self.by_keys = i, False
                    return True
            return False
        if action.kind == "key":
            if action.name == "next" or (action.name == "down" and not self.keys_choose):
                self._move_focus(1)
                return True
            if action.name == "up" and not self.keys_choose:
                self._move_focus(-1)
                return True
            if self.keys_choose and not self.by_keys:
                return False  # the arrows and Enter are the board's until Tab chooses a button
            if focused is not None and action.name in ("left", "right"):
                focused.adjust(-1 if action.name == "left" else 1, app)
                return True
            if focused is not None and action.name == "confirm":
                focused.activate(app)
                return True
        return False

    def shows_focus(self, i: int) -> bool:
        """Widget `i` is drawn focused: the focus, and in a group whose keys the board has (`keys_choose`)
        only while the keys chose it (a clicked game button kept a gold frame for the rest of the game)."""
        return i == self.focus and (self.by_keys or not self.keys_choose)

    def update(self, dt: float) -> None:
        for i, widget in enumerate(self.widgets):
            widget.update(dt, self.shows_focus(i))

    def draw(self, surface: pygame.Surface, app: Any) -> None:
        for i, widget in enumerate(self.widgets):
            widget.draw(surface, app, self.shows_focus(i))


def card_input(action: Action, rect: pygame.Rect, buttons: list[Button], app: Any) -> bool:
    """The pointer over a card that lies on the move list (a tutorial's coach, a puzzle's task): its buttons
    light under the pointer and take clicks, and every press or wheel inside the card is the card's (the list
    under it never sees it). True when the card used the action."""
    if action.kind == "motion":
        for button in buttons:
            button.hover = button.rect.collidepoint(action.pos)
        return False
    if action.kind in ("press", "release", "wheel") and rect.collidepoint(action.pos):
        if action.is_click:
            for button in buttons:
                if button.handle(action, app):
                    return True
        return True
    return False
