"""Perft from the opening, checked against a second, deliberately different generator written here.

The reference generator shares no code with rules/kamisado: the board is typed in again from the design
note, positions are dicts of (file, rank) -> (player, colour), directions are (dfile, drank) pairs, and the
rounds, passes, deadlock, refill and the Sumos of the next round are re-implemented from the rulebook in the
plainest way.
"""

from __future__ import annotations

import pytest

from rules.kamisado import GAME
from rules.kamisado.perft import perft

LAYOUT = [  # rank 8 first, files a..h (design note)
    "orange blue purple pink yellow red green brown",
    "red orange pink green blue yellow brown purple",
    "green pink orange red purple brown yellow blue",
    "pink purple blue orange brown green red yellow",
    "yellow red green brown orange blue purple pink",
    "blue yellow brown purple red orange pink green",
    "purple brown yellow blue green pink orange red",
    "brown green red yellow pink purple blue orange",
]
COLOUR = {(f, 8 - i): name for i, row in enumerate(LAYOUT) for f, name in enumerate(row.split())}
B, W = "B", "W"
UP = {W: 1, B: -1}
HOME = {W: 1, B: 8}


class Ref:
    """One reference position: towers {(file, rank): (player, colour, markers)}, player to move, forced
    colour (None: free choice), passes since the last real move, last = (last mover, square it reached)."""

    def __init__(self, towers, player, forced, passes=(), last=None, score=None, over=False, fill=False):
        self.towers, self.player, self.forced = towers, player, forced
        self.passes, self.last, self.over, self.fill = passes, last, over, fill
        self.score = score or {B: 0, W: 0}

    @staticmethod
    def opening() -> Ref:
        towers = {}
        for f in range(8):
            towers[(f, 1)] = (W, COLOUR[(f, 1)], 0)
            towers[(f, 8)] = (B, COLOUR[(f, 8)], 0)
        return Ref(towers, B, None)

    def where(self, player, colour):
        # None when that tower is not on the board (composed puzzles only)
        return next((sq for sq, tower in self.towers.items() if tower[:2] == (player, colour)), None)

    def steps(self, sq, player):
        markers = self.towers[sq][2]
        reach = {0: 7, 1: 5, 2: 3, 3: 1}[markers]
        out = []
        for df in (0, -1, 1):
            f, r = sq
            for _ in range(reach):
                f, r = f + df, r + UP[player]
                if not (0 <= f < 8 and 1 <= r <= 8) or (f, r) in self.towers:
                    break
                out.append((f, r))
        f, r = sq
        line = []
        while markers and (f, r + UP[player] * (len(line) + 1)) in self.towers:
            line.append((f, r + UP[player] * (len(line) + 1)))
        behind = (f, r + UP[player] * (len(line) + 1))
        if (
            0 < len(line) <= markers
            and 1 <= behind[1] <= 8
            and all(self.towers[q][0] != player and self.towers[q][2] < markers for q in line)
        ):
            out.append(("push", line))
        return out

    def moves(self, target):
        if self.over:
            return []
        if self.fill:
            return ["left", "right"]
        if self.forced is None:
            return [
                (sq, to)
                for sq, (p, _, _) in self.towers.items()
                if p == self.player
                for to in self.steps(sq, p)
            ]
        sq = self.where(self.player, self.forced)
        if sq is None:  # puzzle convention: an absent tower passes on its own colour
            return ["pass"]
        return [(sq, to) for to in self.steps(sq, self.player)] or ["pass"]

    def play(self, move, target) -> Ref:
        other = W if self.player == B else B
        if move in ("left", "right"):
            return self.refill(move)
        if move == "pass":
            sq = self.where(self.player, self.forced)
            passes = self.passes + ((self.player, self.forced),)
            colour = self.forced if sq is None else COLOUR[sq]
            if (other, colour) in passes:  # the same blocked tower again: deadlock, the last real mover loses
                return self.end(W if self.last[0] == B else B, target)
            return Ref(self.towers, other, colour, passes, self.last, self.score)
        frm, to = move
        towers = dict(self.towers)
        if to[0] == "push":
            line = to[1]
            for q in reversed(line):
                towers[(q[0], q[1] + UP[self.player])] = towers.pop(q)
            towers[line[0]] = towers.pop(frm)
            rear = (line[-1][0], line[-1][1] + UP[self.player])
            return Ref(towers, self.player, COLOUR[rear], (), (self.player, line[0]), self.score)
        towers[to] = towers.pop(frm)
        nxt = Ref(towers, other, COLOUR[to], (), (self.player, to), self.score)
        if to[1] == HOME[other]:
            return nxt.end(self.player, target, to)
        return nxt

    def end(self, winner, target, promoted=None) -> Ref:
        towers = dict(self.towers)
        if promoted is None:  # deadlock: the winner's tower of the colour under the last moved tower
            promoted = self.where(winner, COLOUR[self.last[1]])
        markers = 0  # a promoted tower missing from a puzzle scores as a normal one
        if promoted is not None:
            player, colour, markers = self.towers[promoted]
            towers[promoted] = (player, colour, markers + 1)
        score = dict(self.score)
        score[winner] += 2**markers
        over = score[winner] >= target
        return Ref(towers, winner, None, (), None, score, over=over, fill=not over)

    def refill(self, side) -> Ref:
        towers = {}
        for player in (B, W):
            # rows from the own home row; the own left is file a for White, file h for Black
            ranks = range(1, 9) if player == W else range(8, 0, -1)
            files = list(range(8)) if player == W else list(range(7, -1, -1))
            if side == "right":
                files.reverse()
            mine = [
                self.towers[(f, r)]
                for r in ranks
                for f in files
                if self.towers.get((f, r), (None,))[0] == player
            ]
            for f, tower in zip(files, mine, strict=False):  # puzzles may hold fewer than 8
                towers[(f, HOME[player])] = tower
        loser = W if self.player == B else B
        return Ref(towers, loser, None, (), None, self.score)


def ref_perft(pos: Ref, depth: int, target: int) -> int:
    if depth == 0:
        return 1
    moves = pos.moves(target)
    return sum(ref_perft(pos.play(m, target), depth - 1, target) for m in moves)


def test_perft_depth_1_is_102() -> None:
    assert perft(GAME.new(), 1) == 102
    assert ref_perft(Ref.opening(), 1, 1) == 102


@pytest.mark.parametrize(
    ("target", "depth", "count"),
    [(1, 2, 1150), (1, 3, 11182), (1, 4, 105024), (1, 5, 901006), (3, 4, 105132), (3, 5, 914722)],
)
def test_perft_matches_the_reference_generator(target: int, depth: int, count: int) -> None:
    assert perft(GAME.new(options={"target": target}), depth) == count
    assert ref_perft(Ref.opening(), depth, target) == count


def test_reference_generator_agrees_after_a_round_ends() -> None:
    # From every state reached after three plies that ended a round, both generators continue alike
    # through the fill choice into the next round.
    state, ref = GAME.new(), Ref.opening()
    checked = 0
    for m1 in GAME.legal_moves(state)[::7]:
        s1 = GAME.apply(state, m1)
        r1 = ref.play(_ref_move(m1), 3)
        for m2 in GAME.legal_moves(s1):
            s2 = GAME.apply(s1, m2)
            r2 = r1.play(_ref_move(m2), 3)
            for m3 in GAME.legal_moves(s2):
                s3 = GAME.apply(s2, m3)
                if s3.phase != "fill":
                    continue
                r3 = r2.play(_ref_move(m3), 3)
                assert r3.fill
                assert perft(s3, 3) == ref_perft(r3, 3, 3)
                checked += 1
    assert checked > 0


def _to_ref(state) -> Ref:
    """The same position for the reference generator (only coordinates and names are translated)."""
    names = ("brown", "green", "red", "yellow", "pink", "purple", "blue", "orange")
    players = (B, W)
    towers = {
        (q % 8, q // 8 + 1): (players[t // 8], names[t % 8], state.ranks[t])
        for t, q in enumerate(state.towers)
        if q >= 0
    }
    forced = names[state.must_move] if state.must_move >= 0 else None
    passes = tuple((players[t // 8], names[t % 8]) for t in state.passes)
    last = None
    if state.last_tower >= 0:
        q = state.towers[state.last_tower]
        last = (players[state.last_mover], (q % 8, q // 8 + 1))
    score = {B: state.score[0], W: state.score[1]}
    return Ref(
        towers, players[state.turn], forced, passes, last, score, state.phase == "over", state.phase == "fill"
    )


@pytest.mark.parametrize("seed", range(6))
def test_reference_generator_agrees_in_random_matches_with_sumos(seed: int) -> None:
    # Random long matches bring Sumos, Doubles and Triples, pushes, passes and refills.
    import random

    rng = random.Random(seed)
    state = GAME.new(options={"target": 15})
    plies = 0
    while state.phase != "over":
        if plies % 3 == 0:
            assert perft(state, 2) == ref_perft(_to_ref(state), 2, 15), GAME.to_text(state)
        moves = GAME.legal_moves(state)
        state = GAME.apply(state, moves[rng.randrange(len(moves))])
        plies += 1
    assert max(state.ranks) >= 2


def _ref_move(m):
    if m.kind == "pass":
        return "pass"
    if m.kind.startswith("fill"):
        return m.kind[5:]
    return ((m.frm % 8, m.frm // 8 + 1), (m.to % 8, m.to // 8 + 1))


@pytest.mark.parametrize("name", ["DEADLOCK_6", "PUSH_DEADLOCK", "FIGURE_3"])
def test_reference_generator_agrees_through_passes_and_deadlocks(name: str) -> None:
    from tests.rules.kamisado import test_rules_basic
    from tests.rules.kamisado.helpers import pos

    state = pos(getattr(test_rules_basic, name))
    for depth in range(1, 6):
        assert perft(state, depth) == ref_perft(_to_ref(state), depth, state.target), depth


@pytest.mark.parametrize("name", ["FIGURE_9", "FIGURE_10"])
def test_reference_generator_agrees_on_double_and_triple_pushes(name: str) -> None:
    from tests.rules.kamisado import test_rules_sumo
    from tests.rules.kamisado.helpers import pos

    state = pos(getattr(test_rules_sumo, name))
    for depth in range(1, 5):
        assert perft(state, depth) == ref_perft(_to_ref(state), depth, state.target), depth
