"""Small emblems of the four games for the title cards, drawn in code."""

from __future__ import annotations

import math

import pygame

from scenes.engine import theme
from scenes.widgets.draw import regular_polygon

KAMISADO_COLOURS = theme.LACQUERS[::-1]
E = theme.EMBLEM


def draw_emblem(surface: pygame.Surface, game_id: str, rect: pygame.Rect, t: float) -> None:
    cx, cy = rect.center
    if game_id == "kamisado":
        cell = rect.w // 4
        for i in range(4):
            for j in range(4):
                colour = KAMISADO_COLOURS[(i * 3 + j * 5) % 8]
                pygame.draw.rect(surface, colour, (rect.x + i * cell, rect.y + j * cell, cell, cell))
        bob = math.sin(t * 2.0) * 3
        pts = regular_polygon((cx, cy + bob), rect.w * 0.28, 8, math.pi / 8)
        pygame.draw.polygon(surface, E["tower_shadow"], [(x + 2, y + 3) for x, y in pts])
        pygame.draw.polygon(surface, E["tower"], pts)
        pygame.draw.circle(surface, KAMISADO_COLOURS[int(t) % 8], (cx, cy + bob), rect.w * 0.1)
    elif game_id == "downunder":
        pygame.draw.rect(surface, E["outback"], rect, border_radius=6)
        pygame.draw.line(surface, E["neutral_path"], (rect.x, cy), (rect.right, cy), 8)
        pygame.draw.line(surface, E["red_path"], (cx, rect.y), (cx, rect.bottom), 8)
        pygame.draw.arc(
            surface,
            E["blue_path"],
            rect.move(rect.w // 2, rect.h // 2).inflate(0, 0),
            math.pi / 2,
            math.pi,
            8,
        )
        pygame.draw.circle(surface, E["billabong"], (rect.x + rect.w // 4, rect.y + rect.h // 4), 8)
    elif game_id == "camelot":
        pygame.draw.rect(surface, E["field"], rect, border_radius=4)
        cell = rect.w // 5
        for i in range(5):
            for j in range(5):
                if (i + j) % 2:
                    pygame.draw.rect(
                        surface, E["field_dark"], (rect.x + i * cell, rect.y + j * cell, cell, cell)
                    )
        shield = [(cx - 16, cy - 18), (cx + 16, cy - 18), (cx + 14, cy + 4), (cx, cy + 20), (cx - 14, cy + 4)]
        pygame.draw.polygon(surface, E["shield"], shield)
        pygame.draw.polygon(surface, E["shield_rim"], shield, 3)
    else:  # kameloh: a card with a camel hump silhouette
        card = rect.inflate(-rect.w // 4, 0)
        pygame.draw.rect(surface, E["card"], card, border_radius=6)
        pygame.draw.rect(surface, E["card_rim"], card, 3, border_radius=6)
        base = card.y + card.h * 0.65
        pygame.draw.ellipse(surface, E["camel"], (card.x + 8, base - 22, card.w - 16, 26))
        pygame.draw.circle(surface, E["camel"], (card.x + card.w * 0.38, base - 18), 10)
        pygame.draw.circle(surface, E["camel"], (card.x + card.w * 0.62, base - 18), 10)
        pygame.draw.circle(surface, E["camel"], (card.right - 10, base - 28), 6)
