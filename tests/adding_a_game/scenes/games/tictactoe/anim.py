"""The marks as sprites, and the tween of a new mark growing into its cell, on the Stage the scene owns
(what an animation may touch: the sprites, the tweens, the effects, the sound and the layout)."""

from __future__ import annotations

from dataclasses import dataclass, field

from scenes.engine.sound import Sound
from scenes.engine.tween import Tweener
from scenes.games.tictactoe.fx import Effects
from scenes.games.tictactoe.layout import Layout


class Mark:
    def __init__(self, seat: int, scale: float = 0.0) -> None:
        self.seat = seat
        self.scale = scale


@dataclass
class Stage:
    tweens: Tweener
    effects: Effects
    sound: Sound
    layout: Layout
    marks: dict[int, Mark] = field(default_factory=dict)


def animate(stage: Stage, before, move: int, after) -> None:
    mark = Mark(before.turn)
    stage.marks[move] = mark
    stage.tweens.to(mark, 0.3, ease="easeOutBack", scale=1.0)
    stage.effects.ring(stage.layout.to_screen(move))
    stage.sound.play("place")
