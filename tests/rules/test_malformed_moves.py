"""Issue 18: every game's `apply` refuses every malformed move with `IllegalMove` naming the rule, and a
look-alike of a legal move (False == 0, 1.0 == 1) gives exactly the legal twin's state, which dumps and loads.

The malformed moves are built from legal ones at random points of random games (tests/rules/malformed.py):
every field replaced by values of the wrong type or range, tuples cut short or lengthened, junk."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import rules
from rules.errors import COMMON, LANGUAGES, IllegalMove
from rules.kamisado import MOVE, KamisadoMove
from tests.rules.malformed import JUNK, judge, mutants

GAME_IDS = sorted(rules.GAMES)


def _random_position(game, data) -> object:
    lo, hi = game.players
    state = game.new(data.draw(st.integers(lo, hi), "seats"), seed=data.draw(st.integers(0, 2**30), "seed"))
    for _ in range(data.draw(st.integers(0, 120), "plies")):
        if game.is_over(state):
            break
        legal = game.legal_moves(state)
        state = game.apply(state, legal[data.draw(st.integers(0, len(legal) - 1), "pick")])
    return state


@pytest.mark.parametrize("game_id", GAME_IDS)
@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_apply_refuses_every_malformed_move_and_normalises_look_alikes(game_id: str, data) -> None:
    game = rules.GAMES[game_id]
    state = _random_position(game, data)
    legal = game.legal_moves(state)
    if not legal:  # a finished game: every move, even a once legal one, is refused as "game over"
        for junk in JUNK:
            assert judge(game, state, junk, legal) is None
        return
    move = legal[data.draw(st.integers(0, len(legal) - 1), "move")]
    bad = mutants(move)
    for malformed in data.draw(st.lists(st.sampled_from(bad), min_size=1, max_size=40), "malformed"):
        problem = judge(game, state, malformed, legal)
        assert problem is None, f"{game_id}: {malformed!r}: {problem}"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_refusal_is_a_sentence_in_both_languages(game_id: str) -> None:
    # The scenes show `GAME.explain(error, lang)`; every key of a game's table has both languages, and
    # the German sentence is not the English one.
    game = rules.GAMES[game_id]
    table = game.sentences()
    for key, texts in {**COMMON, **table.texts}.items():
        assert set(texts) == set(LANGUAGES), key
        assert texts["de"] != texts["en"], key
    state = game.new(game.players[0], seed=1)
    error = game.refusal(state, ("no", "such", "move"))
    assert isinstance(error, IllegalMove) and error.key
    assert game.explain(error, "de") != game.explain(error, "en") == str(error)


def test_a_refusal_names_the_rule_with_its_parameters_in_each_language() -> None:
    kamisado = rules.GAMES["kamisado"]
    state = kamisado.new()
    state = kamisado.apply(state, kamisado.legal_moves(state)[0])  # now one colour must move
    colour = state.must_move
    other = state.towers[8 + (colour + 1) % 8]  # a White tower of another colour
    error = kamisado.refusal(state, KamisadoMove(MOVE, other, other))
    assert error is not None and error.key == "kamisado.wrong-tower" and error.params == {"colour": colour}
    assert "must move is the" in kamisado.explain(error, "en")
    assert "Ziehen muss dein Turm in" in kamisado.explain(error, "de")
    assert kamisado.refusal(state, kamisado.legal_moves(state)[0]) is None


_REFUSE_CALL = re.compile(r"refuse\(\s*\"([a-z-]+)\"")
_REASON_CODE = re.compile(r"return \"([a-z]+(?:-[a-z]+)+)\"")  # Down Under's placement reasons are codes


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_refusal_key_the_rules_raise_has_both_languages(game_id: str) -> None:
    # A key without a sentence would show the English fallback (or nothing) to a German player: every key
    # written in the game's rules (refuse("...") anywhere, Down Under's reason codes) is in its table.
    table = {**COMMON, **rules.GAMES[game_id].sentences().texts}
    keys: set[str] = set()
    for path in (Path(rules.__file__).parent / game_id).glob("*.py"):
        source = path.read_text(encoding="utf-8")
        keys |= set(_REFUSE_CALL.findall(source))
        if game_id == "downunder" and path.stem in ("moves", "placement"):
            keys |= set(_REASON_CODE.findall(source))
    if game_id == "kameloh":
        from rules.kameloh.apply import _PHASE_KEYS

        keys |= set(_PHASE_KEYS.values())
    assert len(keys) >= 5, keys  # the scan found the game's refusals
    for key in sorted(keys):
        assert key in table and set(table[key]) == set(LANGUAGES), f"{game_id}: {key}"
