"""Every visible string goes through the translation table: German and English have the same keys, and
every key the code names exists."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import rules
from rules.session import SEAT_KINDS
from scenes.engine.i18n import Translator, fields, fill, load_table
from scenes.games import playable_games
from scenes.storage.settings import system_language

ROOT = Path(__file__).resolve().parents[2]
KEY_CALL = re.compile(r"""\bt\(\s*["']([A-Za-z0-9_.\-]+)["']""")


def test_german_and_english_have_the_same_keys() -> None:
    de, en = load_table("de"), load_table("en")
    assert sorted(set(de) ^ set(en)) == []
    assert all(value.strip() for value in {**de, **en}.values())


def test_every_literal_key_in_the_code_exists() -> None:
    table = load_table("en")
    missing = []
    for path in list((ROOT / "scenes").rglob("*.py")) + [ROOT / "main.py"]:
        for key in KEY_CALL.findall(path.read_text(encoding="utf-8")):
            if key not in table:
                missing.append(f"{path.relative_to(ROOT)}: {key}")
    assert missing == []


@pytest.mark.parametrize("language", ["de", "en"])
def test_dynamic_keys_exist(language: str) -> None:
    table = load_table(language)
    for game_id in rules.CATALOGUE:
        assert f"game.{game_id}.name" in table and f"game.{game_id}.blurb" in table
    for kind in SEAT_KINDS:
        assert f"seat.{kind}" in table
    for game_id in playable_games():
        assert f"{game_id}.help" in table, f"rules/help text of {game_id}"


def test_placeholders_match_between_languages() -> None:
    de, en = load_table("de"), load_table("en")
    for key in en:
        assert fields(en[key]) == fields(de[key]), key


def test_german_is_the_default_for_a_german_locale(monkeypatch) -> None:
    for var in ("LC_ALL", "LC_MESSAGES", "LANGUAGE"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    assert system_language() == "de"
    monkeypatch.setenv("LANG", "en_GB.UTF-8")
    assert system_language() == "en"


def test_missing_key_falls_back_to_english_then_the_key() -> None:
    tr = Translator("de")
    assert tr("no.such.key") == "no.such.key"
    assert tr("results.wins", names="Ann") == "Ann gewinnt!"


def test_a_choice_takes_the_word_for_one_only_for_one() -> None:
    template = "{n} {n:Reihe|Reihen} näher"
    assert fill(template, {"n": 1}) == "1 Reihe näher"
    assert fill(template, {"n": -1}) == "-1 Reihe näher"
    assert [fill(template, {"n": n}) for n in (0, 2, 11)] == [
        "0 Reihen näher",
        "2 Reihen näher",
        "11 Reihen näher",
    ]


def test_a_template_that_cannot_be_filled_never_shows_its_braces(monkeypatch) -> None:
    from scenes.engine import i18n

    monkeypatch.setattr(i18n, "STRICT", False)
    shown = fill("bringt {n} Datteln (jetzt {total})", {"n": 2})
    assert "{" not in shown and shown == "bringt 2 Datteln (jetzt ?)"
    monkeypatch.setattr(i18n, "STRICT", True)
    with pytest.raises(ValueError, match="total"):
        fill("bringt {n} Datteln (jetzt {total})", {"n": 2})


def test_a_choice_may_word_the_number_itself() -> None:
    template = "schlägt {n:einen Bauern|# Bauern}"
    assert fill(template, {"n": 1}) == "schlägt einen Bauern"
    assert fill(template, {"n": 3}) == "schlägt 3 Bauern"
