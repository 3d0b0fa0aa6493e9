"""Scores with their itemised breakdown, and the outcome of a finished game.

Length: every path part on a player's path counts 1 (colour and neutral parts of full cards, end stubs,
end bars, Billabong links). Special scoring (option `animals`): +5 per emu+kangaroo+platypus set among the
animals on the path, -2 per rabbit on the path when no dingo is on it; a player who never laid his own
dingo scores 0 (dingo rule "zero", Yucata's agreement with the designer) or loses the game ("lose").
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.common import Outcome
from rules.downunder.board import ANIMAL_INDEX
from rules.downunder.cards import DINGO, EMU, KANGAROO, PLATYPUS, RABBIT, TYPE_INDEX
from rules.downunder.geometry import CURVE
from rules.downunder.state import State

SET_POINTS = 5
RABBIT_PENALTY = 2


@dataclass(frozen=True)
class Breakdown:
    """One player's score, item by item. `total` is what counts; `provisional` ignores the dingo rule
    (shown in brackets while the game runs and his dingo is still in his supply)."""

    segments: int
    emus: int
    kangaroos: int
    platypuses: int
    rabbits: int
    dingoes: int  # dingoes on the path (anyone's)
    sets: int
    set_points: int
    rabbit_penalty: int  # 0 or negative
    dingo_laid: bool  # his own dingo card lies on the table (with two paths: both of them)
    dingo_rule: str  # "" (does not apply), "zero" (score set to 0) or "lose" (cannot win)
    provisional: int
    total: int


def breakdown(state: State, seat: int) -> Breakdown:
    """The seat's score; with two paths per seat both paths count together, as one player's path (the
    lengths add up, animals are counted over both, and both of his dingo cards must be laid)."""
    info = state.info
    segments, animals = 0, [0] * 5
    for colour in state.colours_of(seat):
        ci = info.path[colour]
        if ci is not None:
            comp = info.comps[ci]
            segments += comp.size
            animals = [a + b for a, b in zip(animals, comp.animals, strict=True)]
    emus, kangaroos = animals[ANIMAL_INDEX[EMU]], animals[ANIMAL_INDEX[KANGAROO]]
    platypuses, rabbits = animals[ANIMAL_INDEX[PLATYPUS]], animals[ANIMAL_INDEX[RABBIT]]
    dingoes = animals[ANIMAL_INDEX[DINGO]]
    dingo_laid = all(state.supply[c][TYPE_INDEX[(CURVE, DINGO)]] == 0 for c in state.colours_of(seat))
    if not state.animals:
        return Breakdown(
            segments,
            emus,
            kangaroos,
            platypuses,
            rabbits,
            dingoes,
            0,
            0,
            0,
            dingo_laid,
            "",
            segments,
            segments,
        )
    sets = min(emus, kangaroos, platypuses)
    penalty = 0 if dingoes else -RABBIT_PENALTY * rabbits
    provisional = segments + SET_POINTS * sets + penalty
    rule = "" if dingo_laid else state.dingo
    total = 0 if rule == "zero" else provisional
    return Breakdown(
        segments,
        emus,
        kangaroos,
        platypuses,
        rabbits,
        dingoes,
        sets,
        SET_POINTS * sets,
        penalty,
        dingo_laid,
        rule,
        provisional,
        total,
    )


def outcome(state: State) -> Outcome:
    """Highest score wins, ties share the win; with dingo rule "lose" a player without his dingo laid
    cannot win (if that is everybody, nobody wins). The reason names what decided (`_decided_by`)."""
    items = [breakdown(state, s) for s in range(state.players)]
    totals = tuple(b.total for b in items)
    eligible = [s for s, b in enumerate(items) if b.dingo_rule != "lose"]
    if not eligible:
        return Outcome((), totals, "no-dingo")
    best = max(totals[s] for s in eligible)
    winners = tuple(s for s in eligible if totals[s] == best)
    return Outcome(winners, totals, _decided_by(state, items, winners))


def _decided_by(state: State, items: list[Breakdown], winners: tuple[int, ...]) -> str:
    """What decided the game, for the results' words: the longest path ("longest-path"); with special
    scoring the points with the animals where the longest path also won ("points"), the animals where the
    path lengths alone would have named other winners ("animals"), or the dingo rule "lose" where a player
    with the best score could not win ("dingo")."""
    if not state.animals:
        return "longest-path"
    if any(b.dingo_rule == "lose" and b.total > items[winners[0]].total for b in items):
        return "dingo"
    longest = max(b.segments for b in items)
    by_length = tuple(s for s, b in enumerate(items) if b.segments == longest)
    return "points" if by_length == winners else "animals"
