"""The marks as sprites, and the tween of a new mark growing into its cell."""

from __future__ import annotations


class Mark:
    def __init__(self, seat: int, scale: float = 0.0) -> None:
        self.seat = seat
        self.scale = scale


def animate(scene, before, move: int, after) -> None:
    mark = Mark(before.turn)
    scene.marks[move] = mark
    scene.tweens.to(mark, 0.3, ease="easeOutBack", scale=1.0)
    scene.effects.ring(scene.view.to_screen(move))
    scene.app.sound.play("place")
