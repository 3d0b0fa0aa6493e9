"""Issue 27: what a move gives away at once (exchange.py), and the medium level (the hint's) that never
gives a piece away when a move exists that gives none."""

from __future__ import annotations

import rules
from rules.ai.api import choose_move
from rules.camelot import exchange_of

G = rules.GAMES["camelot"]
# White's knight on I9 may step to H10, where Black takes it at once; most other moves give nothing away,
# and G6-I8-I10 lets Black's knight charge G10-G12xG14 for White's knight on G13, which White takes back.
GIVEAWAY = """turn: white
white knights: D7 B8 I9 G13
white men: E3 J5 D6 G6 E7 F7 H7
black knights: G10 C11 J12 D13
black men: D11 E11 G11
"""


def test_issue27_a_move_that_leaves_a_knight_to_be_taken_gives_it_away() -> None:
    state = G.from_text(GIVEAWAY)
    lost = exchange_of(state, G.parse_move(state, "I9-H10"))
    assert lost.gives_away and lost.lost == 1 and lost.net == -160


def test_issue27_a_charge_counts_among_the_captures_and_a_trade_is_even() -> None:
    state = G.from_text(GIVEAWAY)
    trade = exchange_of(state, G.parse_move(state, "G6-I8-I10"))
    assert (trade.taken, trade.lost, trade.net) == (1, 1, 0) and not trade.gives_away


def test_issue27_the_medium_level_gives_no_piece_away_when_it_need_not() -> None:
    state = G.from_text(GIVEAWAY)
    for seed in range(3):
        move = choose_move(G, state, 0, "medium", seed=seed)
        assert not exchange_of(state, move).gives_away, G.notation(state, move)


def test_issue27_a_capture_counts_what_it_takes() -> None:
    state = G.from_text("""turn: white
white knights: C6
white men: E6 F6
black knights: J11
black men: E7 D12
""")
    move = next(m for m in G.legal_moves(state) if m.captures)
    assert exchange_of(state, move).taken >= 1
