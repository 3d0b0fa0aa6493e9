"""Notation, parsing, dump/load and the move events the scene animates."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.errors import COMMON, LANGUAGES, IllegalMove, InvalidState
from rules.kameloh.text import dump, load
from tests.rules.kameloh.helpers import GAME, cid, compose, notations, play


def test_notation_examples_of_the_design_note() -> None:
    state = compose(
        arena={"B2": "lastenkamel"},
        hands=(("doppeldecker", "spuckdromedar", "kamel_hame_ha"), ()),
        dates=(4, 0),
    )
    moves = notations(state)
    assert "play Doppeldecker@A1" in moves and "activate oasis 2" in moves and "pass" in moves
    state = play(state, "play Spuckdromedar@A1")
    assert "item Kamel-hame-ha!>A1" in notations(state) and "attack A1>B2" in notations(state)


def test_parse_accepts_english_names_any_case_and_spaces() -> None:
    state = compose(hands=(("doppeldecker",), ()))
    move = ("play", cid("doppeldecker"), -1)
    for text in ("play Doppeldecker@A1", "PLAY double decker @ A1", "play Double Decker@A1"):
        assert GAME.parse_move(state, text) == move


def test_parse_pass_words() -> None:
    state = compose()
    for text in ("pass", "end turn", "Pass"):
        assert GAME.parse_move(state, text) == ("pass",)


@pytest.mark.parametrize(
    "text", ["", "play", "play Nobody@A1", "attack A1>B1", "fly to the moon", "item Streik"]
)
def test_parse_rejects_bad_or_illegal_text(text: str) -> None:
    with pytest.raises(IllegalMove):
        GAME.parse_move(compose(hands=(("doppeldecker",), ())), text)


def test_apply_rejects_illegal_moves_with_a_reason() -> None:
    state = compose(hands=(("doppeldecker",), ()), turns=(0, 0))
    with pytest.raises(IllegalMove, match="first turn"):
        GAME.apply(state, ("attack", (0,), (2,)))
    with pytest.raises(IllegalMove):
        GAME.apply(state, ("nonsense",))
    with pytest.raises(IllegalMove):
        GAME.apply(state, "pass")


def test_every_legal_move_has_a_unique_notation() -> None:
    import random

    rng = random.Random(2)
    for seed in range(4):
        state = GAME.new(seed=seed)
        while not GAME.is_over(state):
            moves = GAME.legal_moves(state)
            texts = [GAME.notation(state, m) for m in moves]
            assert len(set(texts)) == len(texts), texts
            state = GAME.apply(state, moves[rng.randrange(len(moves))])


def test_dump_load_round_trip_of_a_rich_position() -> None:
    state = compose(
        arena={"A1": ("sultan_der_duenen", 0, 30), "B1": ("spuckdromedar", 0, 5), "B2": "lastenkamel"},
        lying=(("stachelzaum", 0, 0), ("streik", 1, -1)),
        hands=(("kamel_hame_ha",), ("sonnenschirm",)),
        tops=({1: "doppeldecker"}, {}),
        dates=(4, 2),
        points=(3, 9),
    )
    state = play(state, "item Kamel-hame-ha!>A1", "attack A1>B1+B2")
    assert state.phase == "answer"
    data = json.loads(json.dumps(dump(state)))
    assert load(data) == state


def test_dump_load_round_trip_of_a_view() -> None:
    state = GAME.new(seed=3)
    v = GAME.view(state, 0)
    assert load(dump(v)) == v


@pytest.mark.parametrize(
    "tamper",
    [
        lambda d: d["players"][0]["hand"].append("doppeldecker"),  # a card too many
        lambda d: d["players"][0]["hand"].pop(),  # a card lost
        lambda d: d["players"][0]["hand"].__setitem__(0, "no_such_card"),
        lambda d: d["players"][0].update(deck="nope"),
        lambda d: d["players"][0].update(dates=-1),
        lambda d: d["players"][0].update(active=[True]),
        lambda d: d.update(phase="dance"),
        lambda d: d.update(rng="abc"),
        lambda d: d.update(attack=[[0], [2]]),
        lambda d: d.update(
            arena=[
                {"card": "streik", "owner": 0, "damage": 0, "lp_bonus": 0, "extra": [0, 0, 0]},
                None,
                None,
                None,
            ]
        ),
        lambda d: d.update(lying=[["stachelzaum", 0, 3]]),
        lambda d: d.update(end_stage=2),
    ],
)
def test_load_rejects_tampered_data(tamper) -> None:
    data = dump(GAME.new(seed=4))
    tamper(data)
    with pytest.raises(InvalidState):
        load(data)


# ----- events for the scene
def test_events_of_a_summon() -> None:
    state = compose(hands=(("hoeckerboxer",), ()), dates=(3, 0))
    events = GAME.events(state, GAME.parse_move(state, "play Höckerboxer@A1"))
    kinds = [(e.kind, e.src, e.dst) for e in events]
    assert ("dates", "", "") in kinds and ("card", "hand", "A1") in kinds


def test_events_of_a_fight_carry_the_damage_and_the_defeat() -> None:
    state = compose(
        arena={
            "A1": "hoeckerboxer",
            "A2": "spuckdromedar",
            "B1": "lastenkamel",
            "B2": ("trampel_azubi", 1, 40),
        }
    )
    events = GAME.events(state, GAME.parse_move(state, "attack A1+A2>B1+B2"))
    fight = next(e for e in events if e.kind == "fight")
    assert fight.info == ((0, 1), (2, 3), ((2, 50), (3, 50)))
    defeat = next(e for e in events if e.kind == "defeat")
    assert defeat.slot == 3 and defeat.card == cid("trampel_azubi")
    assert any(e.kind == "points" and e.amount == 2 and e.seat == 0 for e in events)
    assert any(e.kind == "turn" and e.seat == 1 for e in events)


def test_events_of_draw_flip_and_fusion() -> None:
    state = compose()
    draw = GAME.events(state, ("draw", 0))
    assert draw[0].kind == "card" and draw[0].src == "oasis 1" and draw[0].dst == "hand"
    flip = GAME.events(state, ("activate", 2))
    assert flip[0].kind == "flip" and flip[0].card == state.players[0].oases[2][0]
    state = compose(
        decks=("karawane", "karawane"),
        hands=(("karawanserei", "trampel_azubi", "lastenkamel"), ()),
        dates=(4, 0),
    )
    events = GAME.events(state, GAME.parse_move(state, "fuse Karawanserei from Trampel-Azubi + Lastenkamel"))
    fuse = next(e for e in events if e.kind == "fuse")
    assert fuse.slot == 0 and fuse.card == cid("karawanserei")


# ---------------------------------------------------------------------------------------- refusals of text
# Issue 18: move text that names no legal move is refused with a keyed sentence in both languages that says
# what is wrong (refusals.py), as every refusal of `apply` is.
REFUSED_TEXTS = [
    ("", "no-text", "Write a move", "Schreib einen Zug"),
    ("fly to the moon", "unknown-verb", "No move begins with “fly”", "Mit „fly“ beginnt kein Zug"),
    ("play Nobody@A1", "unknown-card", "no card called “Nobody”", "Karte namens „Nobody“ gibt es nicht"),
    ("play Lastenkamel@A1", "card-not-here", "Camel", "Lastenkamel liegt weder auf deiner Hand"),
    (
        "tuck Lastenkamel>oasis 1",
        "card-not-in-hand",
        "not in your hand",
        "Lastenkamel ist nicht auf deiner Hand",
    ),
    ("play Spuckdromedar@A1", "too-expensive", "costs 1 date;", "Spuckdromedar kostet 1 Dattel;"),
    ("search oasis 1", "search-costs", "costs 2 dates; only 0 dates", "kostet 2 Datteln; nur 0 Datteln"),
    ("attack A1>B1", "no-attack-first-turn", "first turn", "In deinem ersten Zug"),
    ("take Doppeldecker", "take-only-searching", "while searching", "während du sie durchsuchst"),
    ("item Kamel-hame-ha!>B1", "too-expensive", "costs 3 dates", "Kamel-hame-ha! kostet 3 Datteln"),
    ("join Doppeldecker>A1", "verb-not-now", "No “join” move is possible now", "Ein Zug mit „join“"),
    ("play Doppeldecker@B2", "text-not-now", "“play Doppeldecker@B2” is not possible now", "gerade nicht"),
]


def _first_turn() -> object:
    return compose(hands=(("doppeldecker", "spuckdromedar", "kamel_hame_ha"), ()), turns=(0, 0))


@pytest.mark.parametrize(("text", "key", "en", "de"), REFUSED_TEXTS)
def test_malformed_text_is_refused_with_a_readable_sentence_in_both_languages(
    text: str, key: str, en: str, de: str
) -> None:
    with pytest.raises(IllegalMove) as caught:
        GAME.parse_move(_first_turn(), text)
    error = caught.value
    assert error.key == f"kameloh.{key}"
    english, german = GAME.explain(error, "en"), GAME.explain(error, "de")
    assert en in english and de in german, (english, german)
    assert english == str(error) and german != english
    assert "{" not in english + german and "'" not in german  # every blank filled, German quotes „…“


def test_the_example_of_a_refusal_names_the_card_in_the_players_language() -> None:
    with pytest.raises(IllegalMove) as caught:
        GAME.parse_move(_first_turn(), "  ")
    assert "“play Double Decker@A1”" in GAME.explain(caught.value, "en")
    assert "„play Doppeldecker@A1“" in GAME.explain(caught.value, "de")


def test_text_after_the_game_is_refused_as_game_over() -> None:
    state = _first_turn()
    state = type(state)(**{**state.__dict__, "phase": "over"})
    with pytest.raises(IllegalMove) as caught:
        GAME.parse_move(state, "pass")
    assert caught.value.key == "game-over" and "vorbei" in GAME.explain(caught.value, "de")


@settings(max_examples=150, deadline=None)
@given(
    text=st.one_of(
        st.text(max_size=40), st.sampled_from([t for t, *_ in REFUSED_TEXTS]).map(lambda t: t + "x")
    )
)
def test_any_text_is_a_legal_move_or_a_keyed_sentence(text: str) -> None:
    state = _first_turn()
    try:
        move = GAME.parse_move(state, text)
    except IllegalMove as error:
        table = GAME.sentences().texts
        assert error.key.removeprefix("kameloh.") in table or error.key in COMMON
        shown = [str(v) for v in error.params.values() if not isinstance(v, dict)]
        shown += [w for v in error.params.values() if isinstance(v, dict) for w in v.values()]
        for lang in LANGUAGES:
            sentence = GAME.explain(error, lang)
            for value in shown:  # what the player typed may hold braces: only the sentence's own count
                sentence = sentence.replace(value, "")
            assert "{" not in sentence, GAME.explain(error, lang)
        return
    assert move in GAME.legal_moves(state)
