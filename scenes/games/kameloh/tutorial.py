"""Ka-Mel-Oh!'s tutorial (issue 15): a short guided game against a scripted opponent, seventeen steps on the
real scene. It teaches the steps of a turn, dates as money, oases (income, activating, tucking a card under
one, drawing up to six, searching one),
sending a monster, an item, an attack where the player chooses the striker (two against one) after seeing
what each choice would do, the result (a monster defeated, its points), life points and damage that stays,
and how the game ends (the second-to-last and last turns, buying free) and is won.

The position is a saved game's data loaded through the rules' public `GAME.load` (the same format as a
save), so the cards that matter are chosen: the learner (seat 0, the sandstorm deck) has a Spitting Dromedary
in the arena and three dates; the opponent has a wounded Llamacarena and no dates, so it cannot answer the attack with
items. The rules themselves give no choice of target (an attack hits the defenders the arena decides), so
the choice taught is the one they give: which of two monsters strikes a single defender.

Places to highlight: "steps" (the step panel), "plaque:<seat>", "oasis:<seat>:<i>", "down:<seat>:<i>" (that
oasis while it lies face down: drawing takes only from those), "searched" (the open cards of a searched oasis), "slot:<0..3>",
"hand:<card id>" (a card of the learner's hand), "attack" (the Attack! button) and "pass" (End turn)."""

from __future__ import annotations

from collections import Counter

import pygame

from rules.kameloh import GAME, KamelohState, card, card_pool
from scenes.games.tutorial import CONTINUE, Script, Step

from .panel import tip_boxes

TARGET = 10


def _player(
    deck: str, hand: list[str], tops: list[str], active: list[bool], arena: list[str], dates: int
) -> dict:
    """A player of the saved-game format: the chosen hand, oasis tops and arena monsters, and the rest of
    the deck dealt into the four oases under the tops (a state must hold every card of its deck)."""
    ids = [card(i).id for i in card_pool().decks[deck].cards]
    rest = Counter(ids) - Counter(hand + tops + arena)
    oases: list[list[str]] = [[top] for top in tops]
    for k, card_id in enumerate(sorted(rest.elements(), key=ids.index)):
        oases[k % 4].append(card_id)
    return {
        "deck": deck,
        "hand": hand,
        "oases": oases,
        "active": active,
        "desert": [],
        "dates": dates,
        "points": 0,
        "turns": 2,
    }


def _monster(card_id: str, owner: int, damage: int = 0) -> dict:
    return {"card": card_id, "owner": owner, "damage": damage, "lp_bonus": 0, "extra": [0, 0, 0]}


def _start() -> KamelohState:
    """The learner's third turn: Spitting Dromedary on A1 against a wounded Llamacarena on B1."""
    learner = _player(
        "wuestensturm",
        ["messerkamel", "dattelschnaps", "hoeckerboxer", "kamelmilch"],
        ["mutagen_dattel", "doppeldecker", "zyklopenkamel", "kamelion"],
        [True, False, False, False],
        ["spuckdromedar"],
        3,
    )
    opponent = _player(
        "oasenzauber",
        ["wuestenflitzer", "spucklama", "flauschalpaka", "sonnenschirm"],
        ["knaeuelpaka", "kaktusfeige", "al_paka", "spuckomat"],
        [True, True, False, False],
        ["lamacarena"],
        0,
    )
    data = {
        "game": "kameloh",
        "format": 1,
        "players": [learner, opponent],
        "arena": [_monster("spuckdromedar", 0), None, _monster("lamacarena", 1, 40), None],
        "lying": [],
        "effects": [],
        "current": 0,
        "phase": "main",
        "action": "",
        "tucks": 0,
        "placed": 0,
        "attack": None,
        "searching": -1,
        "end_by": -1,
        "end_stage": 0,
        "length": "short",
        "target": TARGET,
        "shown": [[], []],
        "rng": "20261125",
    }
    return GAME.load(data)


def _activates(state, move) -> bool:
    return move[0] == "activate"


def _attacks(state, move) -> bool:
    return move[0] == "attack"


def _tucks(state, move) -> bool:
    return move[0] == "tuck"


def _draws(state, move) -> bool:
    return move[0] == "draw"


def _searches(state, move) -> bool:
    return move[0] == "search"


def _takes(state, move) -> bool:
    return move[0] == "take"


def steps() -> tuple[Step, ...]:
    k = "kameloh.tutorial."
    return (
        Step(k + "intro", position=_start, highlight=("plaque:0", "plaque:1")),
        Step(k + "steps", highlight=("steps",)),
        Step(k + "dates", highlight=("plaque:0", "oasis:0:0")),
        Step(
            k + "send",
            expect="play Messerkamel@A2",
            wrong=k + "wrong.send",
            highlight=("hand:messerkamel", "slot:1"),
        ),
        Step(
            k + "item",
            expect="item Dattelschnaps>A2",
            wrong=k + "wrong.item",
            highlight=("hand:dattelschnaps", "slot:1"),
        ),
        Step(
            k + "attack",
            expect="attack A2>B1",
            wrong=k + "wrong.attack",
            highlight=("attack", "slot:1", "slot:2"),
        ),
        Step(
            k + "defeated",
            highlight=("plaque:0",),
            reply=("play Wüstenflitzer@B1", "attack B1>A1+A2"),
        ),
        Step(k + "life", highlight=("slot:0", "slot:1")),
        Step(
            k + "oasis",
            expect=_activates,
            wrong=k + "wrong.oasis",
            highlight=("oasis:0:1", "oasis:0:2", "oasis:0:3"),
        ),
        Step(
            k + "choose",
            expect=_attacks,
            wrong=k + "wrong.choose",
            highlight=("attack", "slot:0", "slot:1"),
            reply=("pass",),
        ),
        Step(
            k + "tuck",
            expect=_tucks,
            wrong=k + "wrong.tuck",
            highlight=("hand:kamelmilch", "oasis:0:0", "oasis:0:1", "oasis:0:2", "oasis:0:3"),
        ),
        Step(
            k + "draw",
            expect=_draws,
            wrong=k + "wrong.draw",
            # only the face-down oases: drawing is not allowed from the one activated two turns ago
            highlight=("down:0:1", "down:0:2", "down:0:3"),
        ),
        Step(
            k + "end_turn",
            expect="pass",  # an attack would leave the opponent's answer to the reply, not his turn
            wrong=k + "wrong.end_turn",
            highlight=("pass",),
            reply=("pass",),
        ),
        Step(
            k + "search",
            expect=_searches,
            wrong=k + "wrong.search",
            highlight=("oasis:0:0", "oasis:0:1", "oasis:0:2", "oasis:0:3"),
        ),
        Step(k + "take", expect=_takes, wrong=k + "wrong.take", highlight=("searched",)),
        Step(k + "end", highlight=("plaque:0", "plaque:1")),
        Step(k + "won", expect=CONTINUE, highlight=("plaque:0", "plaque:1")),
    )


def mark(scene, place: str) -> pygame.Rect | None:
    """Where a place of this script is on the canvas now; None while a list or an enlarged card lies over
    it (the frame is drawn after them and would cut through their words)."""
    rect = _place(scene, place)
    if rect is None:
        return None
    return None if rect.inflate(14, 14).collidelist(_covers(scene)) >= 0 else rect


def _covers(scene) -> list[pygame.Rect]:
    """What lies over the table now: the options beside a pick (an oasis's menu, the attack list), the note
    why a card cannot be played, and the enlarged card under the pointer with its legend."""
    out = [pygame.Rect(r) for r, _m in scene.picker.chips]
    view = scene.frame()
    if view is None:
        return out
    if view.chips.note is not None:
        out.append(pygame.Rect(view.chips.note[0]))
    if view.tip is not None:
        out.extend(tip_boxes(view.tip, scene.app.fonts) or ())
    return out


def _place(scene, place: str) -> pygame.Rect | None:
    kind, _sep, rest = place.partition(":")
    view = scene.table
    if kind == "steps":
        return scene.steps_rect
    if kind == "attack":
        return scene.attack_button.rect
    if kind == "pass":
        return scene.pass_button.rect
    if kind == "plaque":
        return view.plaque_rect(int(rest))
    if kind == "slot":
        return view.slot_rect(int(rest))
    if kind == "searched":  # the cards of the searched oasis, laid open to take one
        cards = [spot.rect for spot in scene.picker.search_spots()]
        return cards[0].unionall(cards[1:]) if cards else None
    if kind == "down" and scene.state.players[int(rest.split(":")[0])].active[int(rest.split(":")[1])]:
        return None  # an activated oasis: nothing is drawn from it
    if kind in ("oasis", "down"):
        seat, i = rest.split(":")
        return view.oasis_rect(int(seat), int(i))
    if kind == "hand":
        return scene.picker.key_rect(("hand", 0, card_pool().by_id[rest]))
    return None


def script() -> Script:
    return Script("kameloh", steps(), mark, player=0, options={"target": TARGET})
