"""The move animations of the Kamisado scene, each built from tweens on the scene's sprites:

- a move: the tower lifts, glides with easing and lands with a dust ring;
- a Sumo push: the pusher draws back, lunges one square, the pushed towers slide back one square each,
  the board shakes and the pusher is announced to move again;
- a blocked tower: it rattles in place under "blocked: pass" and the turn passes by itself;
- a deadlock: chains run through the blocked towers, the tower that caused it flashes red;
- a round won: sparks at the goal, a ribbon names the winner, a dragon-teeth marker drops onto the
  promoted tower and the score counts up;
- the refill: the chosen card glows, the cards fold away and the towers walk to their new squares in the
  rulebook's order, the winner's first.

The sprites they tween live here too: a `TowerSprite` per tower, the falling `DropMarker` and the round's
`Banner` (draw shows them). The blocking parts use `scene.tweens` (play waits for them); sparks and words
use `scene.fx`. Entry point: `animate(scene, before, move, after)`.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pytweening

from rules.kamisado import DEADLOCK, PASS, PUSH, KamisadoMove, KamisadoState, fill_order, pushed_towers
from scenes.engine import theme
from scenes.engine.i18n import Words

from .layout import square_pos
from .palette import (
    BLOCKED_WORD_RGB,
    DEADLOCK_WORD_RGB,
    DUST_RGB,
    LANDING_RGB,
    MARKER_RGB,
    PROMOTION_SPARK_RGB,
    PUSH_WORD_RGB,
    SQUARE_RGB,
    WHITE,
)
from .words import colour_name, rank_name, seat_name

if TYPE_CHECKING:
    from .scene import KamisadoScene


# ---------------------------------------------------------------------------------------------- sprites
@dataclass
class TowerSprite:
    """What is drawn for one tower; tweens animate these fields."""

    tower: int
    pos: tuple[float, float]  # (file, row) seen from White
    rank: int  # the rank drawn (changes when the promotion animation lands)
    lift: float = 0.0  # pixels above the board (a tower in flight)
    scale: float = 1.0
    alpha: float = 255.0
    wiggle: float = 0.0  # sideways shake in pixels (a blocked tower)
    flash: float = 0.0  # 0..1 white flash (promotion) or red flash (caused a deadlock)
    flash_red: bool = False

    @property
    def seat(self) -> int:
        return self.tower >> 3

    @property
    def colour(self) -> int:
        return self.tower & 7


@dataclass
class DropMarker:
    """A dragon-teeth marker falling onto a promoted tower."""

    tower: int
    offset: float  # pixels above its resting place
    alpha: float = 0.0


@dataclass
class Banner:
    """A ribbon across the board for the big moments (round won, deadlock, match won); art.banner_picture
    paints it, draw shows it with these fields."""

    title: Words = ""
    sub: Words = ""
    colour: tuple[int, int, int] = theme.HIGHLIGHT
    alpha: float = 0.0
    scale: float = 0.7
    top: bool = False  # a notice: in the board's upper part (else the lower), away from what it explains


def _bounce(t: float) -> float:
    """easeOutBounce that really ends at 1 (pytweening's gives 0.994375 at t = 1)."""
    return 1.0 if t >= 1.0 else pytweening.easeOutBounce(t)


def round_ended(before: KamisadoState, after: KamisadoState) -> bool:
    return (
        after.phase != "play" and after.last_round is not None and after.last_round is not before.last_round
    )


def glide(scene: KamisadoScene, before: KamisadoState, move: KamisadoMove, after: KamisadoState) -> float:
    """A normal move; returns its duration."""
    tower = before.towers.index(move.frm)
    sprite = scene.sprites[tower]
    dist = max(abs(move.to % 8 - move.frm % 8), abs(move.to // 8 - move.frm // 8))
    d = 0.26 + 0.045 * dist
    s = scene.view.square
    end = square_pos(move.to)
    scene.app.sound.play("move", 0.5)
    scene.tweens.to(sprite, d, ease="easeInOutCubic", pos=end)
    scene.tweens.to(sprite, d * 0.4, ease="easeOutQuad", lift=s * 0.24).then(
        sprite, d * 0.6, ease="easeInQuad", lift=0.0, on_done=lambda: _land(scene, move.to, tower)
    )
    return d


def _land(scene: KamisadoScene, sq: int, tower: int) -> None:
    scene.app.sound.play("place")
    x, y = scene.view.to_screen(sq)
    scene.fx.ring((x, y + scene.view.square * 0.1), LANDING_RGB, scene.view.square * 0.5, 0.4, 3)


def push(scene: KamisadoScene, before: KamisadoState, move: KamisadoMove, after: KamisadoState) -> float:
    """The pusher draws back, lunges into the first tower and drives the whole line one square back."""
    tower = before.towers.index(move.frm)
    seat = tower >> 3
    sprite = scene.sprites[tower]
    shoved = pushed_towers(before, move)
    forward = 1.0 if seat == 1 else -1.0
    f, r = square_pos(move.frm)
    s = scene.view.square
    back = (f, r - forward * 0.18)
    contact = (f, r + forward * 0.2)  # the towers' edges meet about here

    def impact() -> None:
        scene.app.sound.play("push")
        scene.fx.shake(s * 0.11)
        x0, y0 = scene.view.to_screen(move.frm)
        x1, y1 = scene.view.to_screen(move.to)
        scene.fx.burst(
            ((x0 + x1) / 2, (y0 + y1) / 2),
            list(DUST_RGB),
            count=22,
            speed=170,
            life=0.55,
            gravity=260,
            size=4,
        )
        scene.tweens.to(sprite, 0.34, ease="easeOutCubic", pos=square_pos(move.to))
        scene.tweens.to(sprite, 0.34, ease=_bounce, lift=0.0)
        for i, t in enumerate(shoved):
            target = square_pos(after.towers[t])
            scene.tweens.to(scene.sprites[t], 0.34, delay=0.025 * i, ease="easeOutCubic", pos=target)
        x, y = scene.view.to_screen(move.to)
        scene.fx.say(said, (x, y - s * 0.9), PUSH_WORD_RGB, 24, 0.8)
        scene.fx.tweens.call(0.6, lambda: scene.fx.say(again, scene.view.centre, theme.HIGHLIGHT, 26, 0.9))

    rank = before.ranks[tower]
    said = lambda: scene.app.t(f"kamisado.push.{min(rank, 3)}")  # noqa: E731
    again = lambda: scene.app.t("kamisado.again", name=seat_name(scene.app, seat))  # noqa: E731
    scene.idle_later(lambda: scene.fx.ready_word(said, PUSH_WORD_RGB, 24))  # before the impact
    scene.idle_later(lambda: scene.fx.ready_word(again, theme.HIGHLIGHT, 26))
    scene.tweens.to(sprite, 0.2, ease="easeOutQuad", pos=back, lift=s * 0.1).then(
        sprite, 0.1, ease="easeInQuad", pos=contact, on_done=impact
    )
    return 0.66


def _notice(scene: KamisadoScene, title: str, sub: str, colour: tuple, hold: float, tweens) -> None:
    """The explaining ribbon at the top of the board (a pass, a deadlock), on the given tweener."""
    notice = scene.notice
    notice.title, notice.sub, notice.colour = title, sub, colour
    blocked = scene.sprites.get(scene.state.turn * 8 + scene.state.must_move)
    notice.top = blocked is None or scene.view.point(*blocked.pos)[1] > scene.view.rect.centery
    notice.alpha, notice.scale = 0.0, 0.7
    tweens.to(notice, 0.3, ease="easeOutBack", alpha=255.0, scale=1.0)
    tweens.to(notice, 0.35, delay=0.3 + hold, ease="easeInQuad", alpha=0.0, scale=0.9)


def explain_pass(scene: KamisadoScene, state: KamisadoState, move: KamisadoMove) -> None:
    """Why the seat to move passes (rule Z6), or why the round ends in a deadlock (rule Z8): what `apply`
    makes of the pass decides which."""
    app = scene.app
    after = scene.game.apply(state, move)
    seat, other = state.turn, 1 - state.turn
    if round_ended(state, after):
        loser = seat_name(app, state.last_mover) if state.last_mover >= 0 else seat_name(app, other)
        sub = app.t("kamisado.notice.deadlock.why", loser=loser)
        # on the blocking clock: the round's ribbon follows this one
        _notice(scene, app.t("kamisado.notice.deadlock"), sub, DEADLOCK_WORD_RGB, 2.2, scene.tweens)
        return
    colour = colour_name(app, state.must_move)
    square = colour_name(app, after.must_move)
    sub = app.t(
        "kamisado.notice.pass.why",
        seat=seat_name(app, seat),
        other=seat_name(app, other),
        colour=colour,
        square=square,
    )
    title = app.t("kamisado.notice.pass", seat=seat_name(app, seat))
    _notice(scene, title, sub, BLOCKED_WORD_RGB, 2.6, scene.fx.tweens)  # never holds up the next move


def blocked(scene: KamisadoScene, tower: int, then, move: KamisadoMove | None = None) -> None:
    """The tower that must move cannot: it rattles, says so, and the pass is played by itself."""
    sprite = scene.sprites.get(tower)
    scene.blocked_tower = tower
    if move is not None:
        explain_pass(scene, scene.state, move)
    if sprite is None:  # composed puzzle without that tower: nothing to show
        scene.tweens.call(0.5, then)
        return
    scene.app.sound.play("error", 0.5)
    x, y = scene.view.point(*sprite.pos)
    if move is None:
        scene.fx.say(
            lambda: scene.app.t("kamisado.blocked"),
            (x, y - scene.view.square * 0.95),
            BLOCKED_WORD_RGB,
            22,
            1.0,
        )

    def rattle(t: float) -> None:
        sprite.wiggle = math.sin(t * math.tau * 4) * 6.0 * (1 - t)

    scene.tweens.to(None, 1.25, ease="linear", on_step=rattle, on_done=then)


def deadlock(scene: KamisadoScene, before: KamisadoState, after: KamisadoState) -> float:
    """Chains through every tower of the pass cycle; the last mover's tower flashes red."""
    blocked_now = before.turn * 8 + before.must_move
    scene.links = [t for t in before.passes + (blocked_now,) if t in scene.sprites]
    scene.link_t = 0.0
    scene.tweens.to(scene, 0.8, ease="easeOutQuad", link_t=1.0)
    scene.app.sound.play("lose", 0.6)
    culprit = before.last_tower
    if culprit in scene.sprites:
        sprite = scene.sprites[culprit]
        sprite.flash, sprite.flash_red = 1.0, True
        scene.tweens.to(sprite, 1.4, ease="easeInQuad", flash=0.0)
    return 2.0  # the notice above the board says why (explain_pass); the round's ribbon follows it


def round_end(scene: KamisadoScene, before: KamisadoState, after: KamisadoState, delay: float) -> None:
    """Sparks, the ribbon, the falling marker and the score counting up."""
    app = scene.app
    result = after.last_round
    assert result is not None
    winner, tower = result.winner, result.tower
    s = scene.view.square
    banner = scene.banner
    over = after.phase == "over"
    banner.title = lambda: app.t(
        "kamisado.banner.match" if over else "kamisado.banner.round", name=seat_name(app, winner)
    )

    def sub() -> str:
        how = app.t("kamisado.banner.deadlock") + " · " if result.reason == DEADLOCK else ""
        return how + app.t(
            "kamisado.banner.promoted",
            colour=colour_name(app, tower & 7).capitalize(),
            rank=rank_name(app, result.rank),
            points=result.points,
        )

    banner.sub = sub
    banner.alpha, banner.scale = 0.0, 0.6

    def arrive() -> None:
        if result.reason != DEADLOCK and tower in scene.sprites:
            x, y = scene.view.point(*scene.sprites[tower].pos)
            scene.fx.burst((x, y - s * 0.2), [SQUARE_RGB[tower & 7], MARKER_RGB, WHITE], 40, 300, 0.9)
            scene.fx.ring((x, y), MARKER_RGB, s * 1.2, 0.6, 4)
        if not over:
            app.sound.play("win", 0.7)

    scene.tweens.call(delay, arrive)
    scene.tweens.to(banner, 0.4, delay=delay + 0.15, ease="easeOutBack", alpha=255.0, scale=1.0)
    if tower in scene.sprites:
        drop = DropMarker(tower, -s * 1.6)

        def start_drop() -> None:
            scene.drop = drop

        def landed() -> None:
            scene.drop = None
            sprite = scene.sprites[tower]
            sprite.rank = after.ranks[tower]
            sprite.flash, sprite.flash_red = 1.0, False
            scene.tweens.to(sprite, 0.5, ease="easeOutQuad", flash=0.0)
            x, y = scene.view.point(*sprite.pos)
            scene.fx.burst((x, y - s * 0.3), [MARKER_RGB, PROMOTION_SPARK_RGB], 26, 200, 0.6, 200, 3)
            app.sound.play("flip")

        scene.tweens.call(delay + 0.45, start_drop)
        scene.tweens.to(drop, 0.6, delay=delay + 0.45, ease=_bounce, offset=0.0, on_done=landed)
        scene.tweens.to(drop, 0.2, delay=delay + 0.45, ease="linear", alpha=255.0)
    key = "black" if winner == 0 else "white"
    scene.tweens.to(
        scene.score_view, 0.6, delay=delay + 1.0, ease="easeOutCubic", **{key: float(after.score[winner])}
    )
    scene.tweens.to(banner, 0.35, delay=delay + 2.3, ease="easeInQuad", alpha=0.0, scale=0.85)


def refill(scene: KamisadoScene, before: KamisadoState, move: KamisadoMove, after: KamisadoState) -> None:
    """The chosen card glows, the cards fold away, the towers walk to the next round's squares."""
    fill = scene.fill
    fill.active = True
    fill.choice = move.kind
    ai = scene.seats[before.turn].is_ai
    scene.app.sound.play("click")
    scene.tweens.to(fill, 0.3, ease="easeOutBack", glow=1.0)
    hold = 1.0 if ai else 0.35
    scene.tweens.to(fill, 0.3, delay=0.3 + hold, ease="easeInBack", reveal=0.0, on_done=fill.close)
    start = 0.65 + hold
    winner = before.turn
    order = fill_order(before.towers, winner, move.kind) + fill_order(before.towers, 1 - winner, move.kind)
    s = scene.view.square
    for i, tower in enumerate(order):
        sprite = scene.sprites.get(tower)
        if sprite is None:
            continue
        target = square_pos(after.towers[tower])
        delay = start + 0.07 * i
        scene.tweens.to(sprite, 0.55, delay=delay, ease="easeInOutCubic", pos=target)
        scene.tweens.to(sprite, 0.25, delay=delay, ease="easeOutQuad", lift=s * 0.3).then(
            sprite, 0.3, ease="easeInQuad", lift=0.0
        )
        if i % 4 == 3:
            scene.tweens.call(delay + 0.55, lambda: scene.app.sound.play("place", 0.4))
    end = start + 0.07 * len(order) + 0.6
    starts = lambda: scene.app.t(  # noqa: E731
        "kamisado.round_starts", n=after.round_no, name=seat_name(scene.app, after.turn)
    )
    scene.idle_later(lambda: scene.fx.ready_word(starts, theme.HIGHLIGHT, 30))
    scene.tweens.call(end, lambda: scene.fx.say(starts, scene.view.centre, theme.HIGHLIGHT, 30, 1.1))


def animate(scene: KamisadoScene, before: KamisadoState, move: KamisadoMove, after: KamisadoState) -> None:
    """Dispatch on the move kind; a round's end follows the move that caused it."""
    if move.kind in ("fill-left", "fill-right"):
        refill(scene, before, move, after)
        return
    if move.kind == PASS:
        scene.blocked_tower = -1
        if round_ended(before, after):
            delay = deadlock(scene, before, after)
            round_end(scene, before, after, delay)
        return
    d = push(scene, before, move, after) if move.kind == PUSH else glide(scene, before, move, after)
    if round_ended(before, after):
        round_end(scene, before, after, d)
