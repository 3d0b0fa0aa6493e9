"""The words and numbers around the Camelot board: what the player cards and the status card say
(pieces left, castle counts, trays, whose turn, the announcement, what a click does now, the fifty-move
count), the banner's piece counts and the lines of the results scene.

`SideTexts` is a mixin of `CamelotScene`; it reads the scene's state and display model."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from rules.camelot.board import CASTLES, KNIGHT, MAN, square_name
from rules.camelot.state import State, piece_at, pieces
from scenes.games.camelot import art
from scenes.games.camelot.draw import CAPTURE, TARGET
from scenes.games.camelot.panel import SeatInfo, StatusInfo

if TYPE_CHECKING:
    from scenes.games.camelot.anim import PieceSprite
    from scenes.games.camelot.panel import SidePanel
    from scenes.games.camelot.pick import PathPicker


def in_castle(state: State, seat: int) -> int:
    """How many of seat's pieces stand in the enemy castle."""
    return sum(1 for sq in CASTLES[1 - seat] if (p := piece_at(state, sq)) is not None and p[0] == seat)


class SideTexts:
    # what the scene provides
    app: object
    side: SidePanel
    sprites: dict[int, PieceSprite]
    mover: PieceSprite | None
    trays: tuple[list[list], list[list]]
    picker: PathPicker | None
    alert: str
    alert_in: float
    playing: str
    status_state: State | None

    def _seat_infos(self, static: bool = False) -> list[SeatInfo]:
        app = self.app
        infos = []
        for seat in (0, 1):
            label = app.t(f"camelot.seat.{seat}")
            player = self.seats[seat]
            kind = app.t(f"seat.{player.kind}")
            subtitle = kind if not player.name or player.name == label else f"{player.name} · {kind}"
            infos.append(SeatInfo(label, subtitle))
        if static:
            return infos
        shown = list(self.sprites.items())
        if self.mover is not None:
            shown.append((-1, self.mover))
        for sq, sprite in shown:
            info = infos[sprite.seat]
            if sprite.kind == KNIGHT:
                info.knights += 1
            else:
                info.men += 1
            if sq in CASTLES[1 - sprite.seat]:
                info.in_castle += 1
        for seat in (0, 1):
            infos[seat].castle_moves = self.state.castle_moves[seat]
            infos[seat].tray = [kind for kind, landed in self.trays[seat] if landed]
        return infos

    def _labels(self) -> dict[str, str]:
        app = self.app
        return {
            "pieces": app.t("camelot.pieces"),
            "in_castle": app.t("camelot.in_castle"),
            "castle_moves": app.t("camelot.castle_moves"),
            "captured": app.t("camelot.captured"),
        }

    def _legend(self) -> list[tuple[pygame.Surface, str]]:
        if not self.app.settings.show_legal_moves:
            return []
        cb = 1 if self.app.settings.colour_blind else 0
        return [
            (art.marker("stop", 24, TARGET[cb]), self.app.t("camelot.legend.stop")),
            (art.marker("pass", 24, CAPTURE[cb]), self.app.t("camelot.legend.pass")),
            (art.marker("later", 24, TARGET[cb]), self.app.t("camelot.legend.later")),
            (art.marker("victim", 24, CAPTURE[cb]), self.app.t("camelot.legend.victim")),
        ]

    def _draw_side(self, surface: pygame.Surface) -> None:
        self.side.draw_dynamic(
            surface, self.app, self._seat_infos(), self._status_info(), self.session.to_move
        )

    def _status_info(self) -> StatusInfo:
        app = self.app
        animating = self.playing and self.tweens.busy
        state = self.status_state if animating and self.status_state is not None else self.state
        over = self.game.is_over(state)
        if over:
            headline = app.t("camelot.over")
        else:
            plies = len(self.session.moves) - (1 if animating else 0)
            headline = app.t("camelot.headline", n=plies // 2 + 1, side=app.t(f"camelot.seat.{state.turn}"))
        alert_text = ""
        if self.alert in ("capture", "duty"):
            side = app.t(f"camelot.seat.{state.turn}")
            alert_text = (
                app.t(f"camelot.alert.{self.alert}", side=side)
                + "\n"
                + app.t(f"camelot.alert.{self.alert}.more")
            )
        elif self.alert == "castle":
            holder = 0 if in_castle(state, 0) == 1 else 1
            side = app.t(f"camelot.seat.{holder}")
            alert_text = app.t("camelot.alert.castle", side=side) + "\n" + app.t("camelot.alert.castle.more")
        quiet_moves = (state.quiet + 1) // 2  # moves of each side: two plies make one
        if animating:
            instruction = app.t(
                "camelot.do.playing", side=app.t(f"camelot.seat.{state.turn}"), move=self.playing
            )
        else:
            instruction = self._instruction()
        return StatusInfo(
            headline,
            self.alert if alert_text else "",
            alert_text,
            instruction,
            app.t("camelot.quiet", n=quiet_moves) if state.quiet else "",
            state.quiet / 100,
            self.alert_in,
        )

    def _instruction(self) -> str:
        app = self.app
        seat = self.session.to_move
        if seat is None:
            reason = self.game.outcome(self.state).reason
            said = app.tr.maybe(f"reason.camelot.{reason}", reason)
            return said[:1].upper() + said[1:] + "."
        if self.seats[seat].is_ai:
            return app.t("camelot.do.wait", name=self.seats[seat].name or app.t(f"camelot.seat.{seat}"))
        picker = self.picker
        if picker is None or not picker.partial:
            return app.t("camelot.do.pick")
        if len(picker.partial) == 1:
            return app.t("camelot.do.target")
        route = "-".join(square_name(sq) for sq in picker.partial)
        if picker.complete() is not None:
            return app.t("camelot.do.route_stop", route=route)
        return app.t("camelot.do.route_on", route=route)

    def seat_status(self) -> list[str]:
        counts = [0, 0]
        for seat, _kind in pieces(self.state).values():
            counts[seat] += 1
        return [self.app.t("camelot.banner", count=counts[seat]) for seat in (0, 1)]

    def result_details(self) -> list[str]:
        app, state = self.app, self.state
        lines = []
        left = {0: {KNIGHT: 0, MAN: 0}, 1: {KNIGHT: 0, MAN: 0}}
        for seat, kind in pieces(state).values():
            left[seat][kind] += 1
        for seat in (0, 1):
            lines.append(
                app.t(
                    "camelot.result.pieces",
                    side=app.t(f"camelot.seat.{seat}"),
                    knights=left[seat][KNIGHT],
                    men=left[seat][MAN],
                    castle=state.castle_moves[seat],
                )
            )
        lines.append(app.t("camelot.result.moves", n=len(self.session.moves)))
        return lines
