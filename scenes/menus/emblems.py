"""Small emblems of the four games for the title cards, drawn in code."""

from __future__ import annotations

import math

import pygame

from scenes.widgets.draw import regular_polygon

KAMISADO_COLOURS = [
    (128, 84, 52),
    (64, 160, 88),
    (214, 56, 56),
    (236, 204, 64),
    (226, 110, 160),
    (128, 72, 168),
    (64, 112, 200),
    (232, 126, 48),
]


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
        pygame.draw.polygon(surface, (20, 20, 22), [(x + 2, y + 3) for x, y in pts])
        pygame.draw.polygon(surface, (240, 240, 236), pts)
        pygame.draw.circle(surface, KAMISADO_COLOURS[int(t) % 8], (cx, cy + bob), rect.w * 0.1)
    elif game_id == "downunder":
        pygame.draw.rect(surface, (214, 160, 96), rect, border_radius=6)
        pygame.draw.line(surface, (150, 150, 150), (rect.x, cy), (rect.right, cy), 8)
        pygame.draw.line(surface, (220, 80, 60), (cx, rect.y), (cx, rect.bottom), 8)
        pygame.draw.arc(
            surface,
            (60, 140, 220),
            rect.move(rect.w // 2, rect.h // 2).inflate(0, 0),
            math.pi / 2,
            math.pi,
            8,
        )
        pygame.draw.circle(surface, (60, 130, 200), (rect.x + rect.w // 4, rect.y + rect.h // 4), 8)
    elif game_id == "camelot":
        pygame.draw.rect(surface, (200, 180, 130), rect, border_radius=4)
        cell = rect.w // 5
        for i in range(5):
            for j in range(5):
                if (i + j) % 2:
                    pygame.draw.rect(
                        surface, (150, 120, 80), (rect.x + i * cell, rect.y + j * cell, cell, cell)
                    )
        shield = [(cx - 16, cy - 18), (cx + 16, cy - 18), (cx + 14, cy + 4), (cx, cy + 20), (cx - 14, cy + 4)]
        pygame.draw.polygon(surface, (40, 60, 140), shield)
        pygame.draw.polygon(surface, (240, 210, 90), shield, 3)
    else:  # kameloh: a card with a camel hump silhouette
        card = rect.inflate(-rect.w // 4, 0)
        pygame.draw.rect(surface, (236, 196, 80), card, border_radius=6)
        pygame.draw.rect(surface, (120, 70, 30), card, 3, border_radius=6)
        base = card.y + card.h * 0.65
        pygame.draw.ellipse(surface, (150, 96, 48), (card.x + 8, base - 22, card.w - 16, 26))
        pygame.draw.circle(surface, (150, 96, 48), (card.x + card.w * 0.38, base - 18), 10)
        pygame.draw.circle(surface, (150, 96, 48), (card.x + card.w * 0.62, base - 18), 10)
        pygame.draw.circle(surface, (150, 96, 48), (card.right - 10, base - 28), 6)
