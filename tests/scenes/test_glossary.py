"""Issue 27: one word for one thing, and no plural after one.

Each area (the app's core and every game) keeps a glossary per language (assets/glossary/<part>.<lang>.json):
a term's word for one, its word for many, and the words that must not name the same thing. A game's texts
(its lang file, its tutorial's, its rules and help, its title card) never use an avoided word; and no
template of the tables, filled with ones, puts a one before a plural.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from scenes.engine import glossary
from scenes.engine.i18n import fields, fill, load_table
from scenes.engine.textlog import TextLog

ROOT = Path(__file__).resolve().parents[2]
LANG = ROOT / "assets" / "lang"
LANGUAGES = ("de", "en")
GAMES = ("kamisado", "camelot", "downunder", "kameloh")
# fields that hold a word, not a number: filled with a word when the templates are filled with ones
WORDS = {
    "attackers", "card", "cards", "colour", "colours", "date", "deck", "detail", "dir", "error", "game",
    "hint", "how", "item", "items", "loser", "members", "move", "name", "names", "other", "path", "rank",
    "reason", "route", "seat", "side", "slot", "sources", "square", "targets", "text", "time", "way", "what",
    "when", "why", "black", "white",
}  # fmt: skip


def test_the_glossary_folder_holds_every_area_in_both_languages() -> None:
    assert glossary.parts() == sorted(["core", *GAMES])
    for part in glossary.parts():
        for language in LANGUAGES:
            assert (glossary.folder() / f"{part}.{language}.json").is_file(), (part, language)


@pytest.mark.parametrize("part", ["core", *GAMES])
def test_every_glossary_loads_with_the_same_terms_in_both_languages(part: str) -> None:
    de, en = glossary.load(part, "de"), glossary.load(part, "en")
    assert de and len(de) == len(en) and sorted(de) == sorted(en)
    for terms in (de, en):
        for key, term in terms.items():
            assert term.one.strip() and term.many.strip(), (part, key)
            assert term.one not in term.avoid and term.many not in term.avoid, (part, key)


def test_the_glossary_is_not_part_of_the_translation_table() -> None:
    """The lang loader merges every *.<lang>.json of assets/lang: the glossaries live beside it."""
    assert not list(LANG.glob("glossary*")) and glossary.folder() != LANG
    assert not set(load_table("de")) & set(glossary.load("core", "de"))


def texts_of(game_id: str, language: str) -> dict[str, str]:
    """Every text a player of `game_id` reads: the game's lang file, its tutorial's, its title card, and
    the app's controls shown on its rules page."""
    out: dict[str, str] = {}
    for name in (f"{game_id}.{language}.json", f"tutorial-{game_id}.{language}.json"):
        out.update(json.loads((LANG / name).read_text(encoding="utf-8")))
    core = json.loads((LANG / f"core.{language}.json").read_text(encoding="utf-8"))
    for key in (f"game.{game_id}.name", f"game.{game_id}.blurb", "help.controls"):
        out[key] = core[key]
    return out


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game_id", GAMES)
def test_a_games_texts_use_its_glossarys_words(game_id: str, language: str) -> None:
    """Title card, tutorial, rules pages, set-up and game: one word for one thing."""
    avoid = glossary.avoided(game_id, language)
    assert avoid | glossary.avoided(game_id, "en" if language == "de" else "de"), f"{game_id} avoids no word"
    found = [
        f"{key}: {word!r}"
        for key, value in texts_of(game_id, language).items()
        for word in glossary.uses_avoided(value, avoid)
    ]
    assert found == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_apps_own_texts_use_the_core_glossarys_words(language: str) -> None:
    avoid = glossary.avoided("core", language)
    found = []
    for name in (f"core.{language}.json", f"tutorial.{language}.json"):
        for key, value in json.loads((LANG / name).read_text(encoding="utf-8")).items():
            found += [f"{key}: {word!r}" for word in glossary.uses_avoided(value, avoid)]
    assert found == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_kamisado_rules_point_to_no_rulebook_the_player_does_not_have(language: str) -> None:
    """'rules B1-B4', '(Z2, Z3)': numbers of a printed rulebook that the app does not show."""
    texts = texts_of("kamisado", language)
    code = re.compile(
        r"\b(?:rules?|Regeln?)\s+[A-Z]{1,2}\d|\(\s*[A-Z]{1,2}\d+(?:\s*[,–-]\s*[A-Z]{0,2}\d+)*\s*\)"
    )
    assert [key for key, value in texts.items() if code.search(value)] == []


def test_plurals_are_the_words_for_many_that_differ() -> None:
    de = glossary.plurals("de")
    assert {"Reihen", "Bauern", "Züge", "Punkte", "Spiele", "Figuren"} <= de
    assert "Spieler" not in de and "Ritter" not in de
    assert {"rows", "men", "moves", "points", "games"} <= glossary.plurals("en")


def filled_with_ones(template: str) -> str:
    return fill(template, {name: "Ute" if name in WORDS else 1 for name in fields(template)})


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_template_filled_with_ones_puts_a_plural_after_one(language: str) -> None:
    """Every numeric field set to 1: a counted noun follows in its word for one ({n:Reihe|Reihen})."""
    log = TextLog()
    table = load_table(language)
    found = []
    for key, template in table.items():
        text = filled_with_ones(template) if fields(template) else template
        found += [f"{key}: {fault}" for fault in log_faults(log, text, glossary.plurals(language))]
    assert found == []


def log_faults(log: TextLog, text: str, plurals: frozenset[str]) -> list[str]:
    """TextLog's own finding of a plural after one, on one text."""
    log.placed.clear()
    log.placed.append(_placed(text))
    return [fault for fault in log.faults(plurals) if "plural after one" in fault]


def _placed(text: str):
    import pygame

    from scenes.engine.textlog import Placed

    return Placed(0, text, pygame.Rect(0, 0, 1, 1), pygame.Rect(0, 0, 1, 1), 0)


def test_a_plural_after_one_is_found_and_a_choice_is_not() -> None:
    plurals = glossary.plurals("de")
    assert log_faults(TextLog(), "schlägt 1 Bauern", plurals)
    assert not log_faults(TextLog(), filled_with_ones("schlägt {n} {n:Bauer|Bauern}"), plurals)
    assert not log_faults(TextLog(), "Spieler 1 zieht 2 Felder", plurals)
    assert not log_faults(TextLog(), "Player 1 moves again", glossary.plurals("en"))
    assert log_faults(TextLog(), "captures 1 men", glossary.plurals("en"))
