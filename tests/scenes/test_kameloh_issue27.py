"""Issue 27, the part of Ka-Mel-Oh!: every text whole and in its own words, nothing drawn over another, and
what a newcomer needs to know said in the app (the end of the game, card abilities in rules terms, why Undo is
not possible, the first turn's prompt), and hints that see points."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from rules.kameloh import GAME, card
from rules.session import GameSession, Seat
from scenes.engine import cache as picture_cache
from scenes.engine import textlog
from scenes.engine.glossary import plurals
from scenes.games.kameloh import words
from scenes.games.kameloh.layout import shown_rect
from scenes.games.launch import start_game_scene
from tests.rules.kameloh.helpers import cid, compose, play
from tests.scenes.conftest import run_frames
from tests.scenes.test_kameloh_scene import post_click, post_motion, start


@pytest.mark.parametrize("language", ["en", "de"])
def test_issue27_why_a_monster_cannot_be_bought_free_says_its_price(app, language: str) -> None:
    """The last turn's hovered monster said `bringt {n} Datteln (jetzt {total})` (the hint's key for dates
    earned): it says what the monster costs and what the player has."""
    app.settings.language = language
    app.tr.set_language(language)
    state = play(
        compose(hands=(("sultan_der_duenen",), ("lastenkamel",)), empty_oases=(4, 0), dates=(3, 0)),
        "pass",
        "pass",
    )
    assert state.phase == "buyout"
    text = words.why_not(app, state, cid("sultan_der_duenen"), 0)
    assert "{" not in text and "6" in text and "3" in text
    assert ("Datteln" if language == "de" else "dates") in text
    start = compose(hands=(("sultan_der_duenen",), ()), dates=(2, 0))
    text = words.why_not(app, start, cid("sultan_der_duenen"), 0)
    assert "6" in text and "2" in text and "{" not in text


@pytest.mark.parametrize("language", ["en", "de"])
def test_issue27_the_cards_shown_at_the_start_are_said_whole_with_the_rule(app, language: str) -> None:
    """ "Spieler 1 zeigte: Mutagen-Dattel, Höckerpolster, …" was cut and never said why: the line says who
    showed how many cards, whole, and pointing at it shows which cards and the rule that made him show them."""
    app.settings.language = language
    app.tr.set_language(language)
    scene = start(app, ["human", "ai-easy"], seed=11, drive_ai=False)
    state = scene.state
    seat = next(s for s in (0, 1) if state.shown[s])
    view = scene.view_now()
    line = next(w for w in view.words.shown if scene.seats[seat].name in w)
    assert "…" not in line and str(len(state.shown[seat])) in line
    assert app.fonts.width(line, "tiny") <= shown_rect(0).w
    k = list(words.shown_seats(state)).index(seat)
    post_motion(app, shown_rect(k).center)
    tip = scene.view_now().tip
    assert tip is not None and tip.note is not None
    for c in state.shown[seat]:
        assert card(c).name[language] in tip.note
    assert "monster" in tip.note.lower() and ("sechs" in tip.note if language == "de" else "six" in tip.note)


def scene_at(app, state, kinds=("human", "ai-easy")):
    """The Ka-Mel-Oh! scene on a composed position (the AI seat never moves by itself)."""
    session = GameSession("kameloh", [Seat(k, f"P{i + 1}") for i, k in enumerate(kinds)], {}, 0, [state])
    start_game_scene(app, session)
    scene = app.stack.scenes[0]
    scene._drive_ai = lambda: None
    run_frames(app, 3)
    return scene


def faults_of_a_frame(app) -> list[str]:
    picture_cache.clear_all()
    with textlog.recording() as log:
        app.step(1 / 60)
    return log.problems() + log.faults(plurals(app.settings.language))


@pytest.mark.parametrize("language", ["en", "de"])
def test_issue27_the_attack_list_wraps_instead_of_cutting(app, language: str) -> None:
    """ "…+2 ★; Kame…": an attack on two monsters says what it does to both, whole, in a taller entry."""
    app.settings.language = language
    app.tr.set_language(language)
    state = compose(
        arena={
            "A1": "sultan_der_duenen",
            "A2": "sandsturm_dromedar",
            "B1": "zyklopenkamel",
            "B2": "lastenkamel",
        },
        turns=(2, 2),
    )
    scene = scene_at(app, state)
    post_click(app, scene.attack_button.rect.center)
    assert scene.picker.chips
    run_frames(app, 2)
    assert faults_of_a_frame(app) == []
    for rect, move in scene.picker.chips:
        said = scene.picker.chip_words(scene.display.state, move)
        assert rect.h >= 30 and (rect.h > 30 or app.fonts.width(said, "small") <= rect.w - 50)


@pytest.mark.parametrize("language", ["en", "de"])
def test_issue27_the_attack_preview_says_the_fight_in_rules_terms(app, language: str) -> None:
    """−55 against a DP of 35 is explained: the fight's kind and formula, and the card ability that ignores
    DP ("Verteidigung? Nie gehört"); the red badge names the fight ("1:1-Kampf", not a bare "1 : 1")."""
    app.settings.language = language
    app.tr.set_language(language)
    state = compose(arena={"A1": "kamelkaze", "B1": "steppenkoloss"}, turns=(2, 2))
    scene = scene_at(app, state)
    post_click(app, scene.attack_button.rect.center)
    run_frames(app, 2)
    caption = " ".join(scene.attack_caption())
    assert ("1:1-Kampf" if language == "de" else "1:1 fight") in caption
    assert "AP 55" in caption and "DP 35" in caption
    assert ("ohne DP" if language == "de" else "ignore the enemy's DP") in caption
    assert scene.view_now().attack.label == ("1:1-Kampf" if language == "de" else "1:1 fight")
    assert faults_of_a_frame(app) == []


def test_issue27_hk_and_an_items_story_are_explained(app) -> None:
    """ "HK" is named (Häufigkeitsklasse) on the enlarged card; "Kopfweh bis zur nächsten Oase" is a story:
    the legend says what the rules do with the item."""
    app.settings.language = "de"
    app.tr.set_language("de")
    legend = words.card_legend(app, cid("sultan_der_duenen"))
    assert "Häufigkeitsklasse (HK) 1" in legend[-1][1]
    legend = words.card_legend(app, cid("dattelschnaps"))
    note = next(w for _n, w, k in legend if k == "note")
    assert "+20 AP" in note and "Erzählung" in note


@pytest.mark.parametrize("language", ["en", "de"])
def test_issue27_the_first_turn_never_offers_an_attack(app, language: str) -> None:
    """ "Oase aktiviert. Angreifen oder …" in the first turn: the prompt and the step panel offer only what the
    rules allow; later, with monsters on both sides, they offer the attack."""
    app.settings.language = language
    app.tr.set_language(language)
    attack = "angreif" if language == "de" else "attack"
    first = compose(turns=(0, 0), hands=(("kamelkaze",), ()), dates=(3, 0))
    for state in (first, play(first, "activate oasis 1")):
        said = words.prompt(app, state, ["P1", "P2"], True) + words.step_help(
            app, state, frozenset({"oasis", "play"}), True, ["P1", "P2"]
        )
        said = said.lower().replace("angreifen kannst du in diesem zug nicht", "")
        assert attack not in said.replace("you cannot attack this turn", ""), said
    later = compose(arena={"A1": "kamelkaze", "B1": "steppenkoloss"}, turns=(2, 2))
    assert attack in words.prompt(app, play(later, "activate oasis 1"), ["P1", "P2"], True).lower()


def test_issue27_undo_says_why_an_activated_oasis_cannot_be_taken_back(app) -> None:
    """Right after an oasis was activated Undo said "nothing to take back": it says why it cannot."""
    scene = start(app, ["human", "ai-easy"], drive_ai=False)
    scene.play(next(m for m in scene.game.legal_moves(scene.state) if m[0] == "activate"))
    run_frames(app, 2)
    app.toasts.clear()
    scene.undo()
    said = " ".join(str(toast[0]) for toast in app.toasts)
    assert "oasis" in said.lower() and "nothing" not in said.lower()
    assert len(scene.session.moves) == 1


def test_issue27_nothing_is_drawn_over_the_price_the_names_or_the_oasis_menu(app) -> None:
    """The sun of an activated oasis covered its top card's price coin; the options beside a picked hand
    card covered the other hand cards' name bars; the tutorial's frames cut through an oasis's menu."""
    from scenes.games.kameloh import tutorial
    from scenes.games.kameloh.draw import SUN_REACH, sun_at
    from scenes.games.kameloh.layout import HAND_Y

    state = compose(
        hands=(("dattelschnaps", "kamelkaze", "messerkamel", "hoeckerboxer", "doppeldecker", "kamelion"), ()),
        arena={"A1": "sultan_der_duenen", "B1": "steppenkoloss"},
        turns=(2, 2),
        dates=(5, 0),
        tops=({0: "zyklopenkamel"}, {}),
    )
    scene = scene_at(app, state)
    oasis = scene.table.oasis_rect(0, 0)
    coin = pygame.Rect(oasis.right - 22, oasis.y, 22, 22)  # the price coin in the top right corner
    sun = pygame.Rect(0, 0, 2 * SUN_REACH, 2 * SUN_REACH)
    sun.center = sun_at(oasis)
    assert not sun.colliderect(coin)
    hand = scene.state.players[0].hand
    post_click(app, scene.picker.key_rect(("hand", 0, cid("kamelkaze"))).center)
    assert scene.picker.chips
    for rect, _move in scene.picker.chips:
        assert rect.y >= HAND_Y + 24, "an option covers the name bars of the hand"
    post_click(app, scene.picker.key_rect(("hand", 0, hand[0])).center, button=3)
    scene.picker.clear()
    post_click(app, scene.table.oasis_rect(0, 1).center)
    menu = [r for r, _m in scene.picker.chips]
    assert menu
    for i in range(4):
        framed = tutorial.mark(scene, f"oasis:0:{i}")
        assert framed is None or framed.inflate(14, 14).collidelist(menu) < 0


def test_issue27_the_score_moves_when_the_attack_lands(app) -> None:
    """The banner's score changed as soon as the attack was played: it counts with the table, when the
    defeated monster's points arrive."""
    state = compose(
        arena={
            "A1": "sultan_der_duenen",
            "A2": "sandsturm_dromedar",
            "B1": "zyklopenkamel",
            "B2": "lastenkamel",
        },
        turns=(2, 2),
    )
    scene = scene_at(app, state, kinds=("human", "human"))
    move = next(m for m in scene.game.legal_moves(scene.state) if m[0] == "attack")
    scene.play(move)
    while scene.state.phase == "answer":  # the defender lets it happen
        run_frames(app, 2)
        scene.tweens.skip_all()
        scene.play(next(m for m in scene.game.legal_moves(scene.state) if m[0] == "pass"))
    run_frames(app, 3)
    assert scene.state.players[0].points == 2
    assert scene.seat_status()[0] == "0 ★"  # the blow has not landed yet
    scene.tweens.skip_all()
    run_frames(app, 3)
    assert scene.seat_status()[0] == "2 ★"


@pytest.mark.parametrize("language", ["en", "de"])
def test_issue27_the_end_of_the_game_is_taught_in_the_rule_texts_words(app, language: str) -> None:
    """Who plays which turns at the end, whether dates come, what buying free costs: a rules-page section
    and tutorial steps, in the words of the rule text ("vorletzter Zug", "letzter Zug")."""
    from scenes.engine.i18n import load_table
    from scenes.games.kameloh import tutorial

    app.settings.language = language
    app.tr.set_language(language)
    section = dict((key, text) for key, _title, text, _fig in words.rules_page(app))["scoring"]
    second, last = (
        ("vorletzter Zug", "Letzter Zug") if language == "de" else ("second-to-last turn", "Last turn")
    )
    assert second in section and last in section
    assert ("keine Datteln" if language == "de" else "no dates") in section
    assert ("aufgedruckten Preis" if language == "de" else "printed price") in section
    names = [step.text.rsplit(".", 1)[1] for step in tutorial.steps()]
    assert {"tuck", "draw", "end", "won"} <= set(names)
    table = load_table(language)
    assert ("vorletzter Zug" if language == "de" else "second-to-last turn") in table["kameloh.tutorial.end"]


def test_issue27_the_draw_step_frames_only_face_down_oases(app) -> None:
    """The tutorial's draw step framed the oasis activated a turn earlier, where drawing is not allowed."""
    from tests.scenes.test_tutorial_kameloh import until_step
    from tests.scenes.tutorial_driver import open_tutorial

    scene = open_tutorial(app, "kameloh")
    until_step(app, scene, 11)
    assert scene.tutor.coach.step.text == "kameloh.tutorial.draw"
    player = scene.state.players[0]
    framed = scene.tutor.marks()
    assert framed
    for i in range(len(player.oases)):
        rect = scene.table.oasis_rect(0, i)
        assert (rect in framed) == (not player.active[i] and bool(player.oases[i])), i


def test_issue27_the_tutorial_lets_the_player_search(app) -> None:
    """Searching was only described: a step has the player search an oasis and take a card from it."""
    from tests.scenes.test_tutorial_kameloh import clicks, until_step
    from tests.scenes.tutorial_driver import do_step, open_tutorial, settle

    scene = open_tutorial(app, "kameloh")
    until_step(app, scene, 13)
    assert scene.tutor.coach.step.text == "kameloh.tutorial.search"
    hand, dates = len(scene.state.players[0].hand), scene.state.players[0].dates
    do_step(app, scene, clicks)
    settle(app, scene)
    assert scene.state.phase == "search" and scene.tutor.coach.step.text == "kameloh.tutorial.take"
    assert scene.tutor.marks()  # the open cards are framed
    do_step(app, scene, clicks)
    settle(app, scene)
    assert [m[0] for m in scene.session.moves[-2:]] == ["search", "take"]
    assert len(scene.state.players[0].hand) == hand + 1 and scene.state.players[0].dates == dates - 2


@pytest.mark.parametrize("language", ["en", "de"])
def test_issue27_the_step_panel_has_room_for_the_first_turns_words(app, language: str) -> None:
    """On the first turn the step panel's words (what to do, and that pointing at a card shows it large)
    filled its box to the bottom: every line fits with a margin, none is cut away."""
    from scenes.games.kameloh.art import STEP_LINE, STEP_WORDS_GAP, step_lines
    from scenes.games.kameloh.layout import STEP_ROW_Y, STEPS_RECT

    app.settings.language = language
    app.tr.set_language(language)
    first = compose(turns=(0, 0), hands=(("kamelkaze", "spuckdromedar"), ()), dates=(3, 0))
    for state, now in (
        (first, {"oasis", "play"}),
        (first, {"oasis"}),
        (play(first, "activate oasis 1"), {"play"}),
    ):
        said = words.step_help(app, state, frozenset(now), True, ["P1", "P2"])
        lines = step_lines(app.fonts, said, STEPS_RECT.w)
        bottom = STEP_ROW_Y[-1] + STEP_WORDS_GAP + STEP_LINE * len(lines)
        assert bottom <= STEPS_RECT.bottom - 10, (said, len(lines))
    scene = scene_at(app, first)
    assert faults_of_a_frame(app) == []
    assert scene.history.rect.top >= STEPS_RECT.bottom


@pytest.mark.parametrize("language", ["en", "de"])
def test_issue27_two_against_one_is_named_a_2_1_fight(app, language: str) -> None:
    """Two monsters against one, one of them striking with +10 AP, was labelled "1:1 fight" (the strikers
    counted): the rule text calls it a 2:1 fight, and the tutorial says "two monsters against one"."""
    app.settings.language = language
    app.tr.set_language(language)
    state = compose(arena={"A1": "spuckdromedar", "A2": "messerkamel", "B1": "lastenkamel"}, turns=(2, 2))
    scene = scene_at(app, state)
    post_click(app, scene.attack_button.rect.center)
    run_frames(app, 2)
    kind = "2:1-Kampf" if language == "de" else "2:1 fight"
    assert kind in " ".join(scene.attack_caption())
    assert scene.view_now().attack.label == kind


def prompt_ink(log, line: str) -> pygame.Rect:
    """Where the line saying what to do was drawn in a recorded frame."""
    return next(p.ink for p in log.placed if p.text == line)


@pytest.mark.parametrize("language", ["en", "de"])
def test_issue27_an_enlarged_card_keeps_the_prompt_readable(app, language: str) -> None:
    """The enlarged card under the pointer and its legend covered the line saying what to do (a hand card's
    legend ended on it, an arena monster's ran over it): the card and legend stay clear of that line, the
    legend below it where both do not fit above."""
    from scenes.games.kameloh.panel import tip_boxes

    app.settings.language = language
    app.tr.set_language(language)
    state = compose(
        hands=(("messerkamel", "dattelschnaps", "hoeckerboxer", "kamelmilch"), ()),
        arena={"A1": "spuckdromedar", "A2": "sultan_der_duenen", "B1": "lastenkamel", "B2": "steppenkoloss"},
        turns=(2, 2),
        dates=(3, 0),
    )
    scene = scene_at(app, state)
    places = [scene.picker.key_rect(("hand", 0, cid(c))) for c in ("messerkamel", "kamelmilch")]
    places += [scene.table.slot_rect(slot) for slot in range(4)]
    for rect in places:
        post_motion(app, rect.center)
        run_frames(app, 2)
        view = scene.view_now()
        assert view.tip is not None and view.tip.card is not None
        with textlog.recording() as log:
            app.step(1 / 60)
        line = prompt_ink(log, scene.view_now().words.line)
        card_box, legend = tip_boxes(view.tip, app.fonts)
        assert not card_box.colliderect(line) and not legend.colliderect(line), (rect, view.tip.kind)
        assert legend.bottom <= 716 and card_box.y >= 0


@pytest.mark.parametrize("language", ["en", "de"])
def test_issue27_the_first_turn_offers_only_what_is_affordable(app, language: str) -> None:
    """On the first turn with no dates and six cards the step panel offered "Suchen 2" and the prompt said
    "ziehen oder suchen": what the rules do not allow is not offered (the button says why instead of its
    price) and the prompt and the panel's words name only the actions the rules allow."""
    app.settings.language = language
    app.tr.set_language(language)
    search, draw = ("suchen", "ziehen") if language == "de" else ("search", "draw")
    six = ("kamelkaze", "spuckdromedar", "messerkamel", "hoeckerboxer", "dattelschnaps", "kamelmilch")
    scene = scene_at(app, compose(turns=(0, 0), hands=(six, ()), dates=(0, 0)))
    for kind in ("draw", "search"):
        button = scene.step_buttons[kind]
        assert not button.enabled
        tail, _coin = button.tail(app)
        assert tail != "2" and tail == words.oasis_reason(app, scene.state, kind)[0]
    assert scene.step_buttons["activate"].enabled
    said = scene.view_now().words.line.lower() + " " + scene.view_now().steps.words.lower()
    assert search not in said and draw not in said
    assert ("aktivieren" if language == "de" else "activate") in said
    poor = compose(turns=(0, 0), hands=(six[:4], ()), dates=(0, 0))  # may draw, but searching costs 2
    tail, coin = scene_at(app, poor).step_buttons["search"].tail(app)
    assert coin and "2" in tail and tail != "2"
    assert search not in words.prompt(app, poor, ["P1", "P2"], True).lower()
    assert draw in words.prompt(app, poor, ["P1", "P2"], True).lower()
    rich = compose(turns=(0, 0), hands=(six[:4], ()), dates=(3, 0))
    scene = scene_at(app, rich)
    assert scene.step_buttons["search"].enabled and scene.step_buttons["search"].tail(app) == ("2", True)
    assert search in words.prompt(app, rich, ["P1", "P2"], True).lower()


@pytest.mark.parametrize("language", ["en", "de"])
def test_issue27_a_cards_kind_line_and_item_words_are_whole(app, language: str) -> None:
    """A hand card's line under its picture read "Monster · Dro…", a fusion item's words "nötig für eine
    Zusammenrott…": the line carries the monster's race whole (its yellow frame says it is a monster; the
    enlarged card says both), and an item's words shrink or break a long word instead of being cut. Only a
    card's name may still be shortened (it shows whole on hover)."""
    from rules.kameloh import card_pool
    from scenes.games.kameloh.cards import MID, SMALL, CardArt

    art = CardArt(app.fonts)
    art.configure(language, False, app.t)
    names = {c.name[language] for c in card_pool().cards}
    with textlog.recording() as log:
        for c in card_pool().cards:
            art.face(c.index, MID)
            art.face(c.index, SMALL)
    cut = {text for text in log.shortened if not any(n.startswith(text.rstrip("…")) for n in names)}
    assert not cut, cut
    races = {race[language] for race in card_pool().races.values()}
    assert races <= {p.text for p in log.placed}


def test_issue27_the_tutorials_frames_never_cut_a_list_or_an_enlarged_card(app) -> None:
    """The tutorial's pulsing frame round the Dattelschnaps was drawn over the enlarged Messerkamel's legend
    and over the attack list: a frame that would cut them waits until they are gone."""
    from scenes.games.kameloh import tutorial
    from scenes.games.kameloh.panel import tip_boxes
    from tests.scenes.test_tutorial_kameloh import until_step
    from tests.scenes.tutorial_driver import click, open_tutorial, settle

    scene = open_tutorial(app, "kameloh")
    until_step(app, scene, 4)
    assert scene.tutor.coach.step.text == "kameloh.tutorial.item"
    post_motion(app, scene.table.slot_rect(1).center)  # the Messerkamel just sent: its legend over the hand
    run_frames(app, 2)
    tip = scene.view_now().tip
    assert tip is not None and tip.card is not None
    covers = list(tip_boxes(tip, app.fonts))
    assert any(scene.picker.key_rect(("hand", 0, cid("dattelschnaps"))).colliderect(r) for r in covers)
    for rect in scene.tutor.marks():
        assert rect.inflate(14, 14).collidelist(covers) < 0
    post_motion(app, (850, 300))
    run_frames(app, 2)
    click(app, scene.attack_button.rect.center)  # the attack list over the hand
    settle(app, scene)
    menu = [r for r, _m in scene.picker.chips]
    assert menu
    for place in tutorial.steps()[4].highlight:
        framed = tutorial.mark(scene, place)
        assert framed is None or framed.inflate(14, 14).collidelist(menu) < 0


def test_issue27_an_oasis_note_never_lies_over_its_options(app) -> None:
    """A click on an oasis listed its options beside it, and the note about the pile under the pointer
    ("Oase 2: 14 Karten") lay over the second option: while options are listed the note waits."""
    state = compose(hands=(("messerkamel",), ()), turns=(2, 2), dates=(3, 0))
    scene = scene_at(app, state)
    oasis = scene.table.oasis_rect(0, 1)
    post_motion(app, oasis.center)
    run_frames(app, 2)
    assert scene.view_now().tip is not None and scene.view_now().tip.note  # the note, before a click
    post_click(app, oasis.center)
    run_frames(app, 2)
    assert scene.picker.chips
    tip = scene.view_now().tip
    assert tip is None or tip.note is None


@pytest.mark.parametrize("language", ["en", "de"])
def test_issue27_the_tutorial_says_a_draw_brings_one_card(app, language: str) -> None:
    """The draw step said the hand is filled up to six cards, yet one card came and the next step asked to
    end the turn: the steps say that each draw brings one card, that more draws (up to six) were allowed,
    and the game does so."""
    from tests.scenes.test_tutorial_kameloh import until_step
    from tests.scenes.tutorial_driver import open_tutorial

    app.settings.language = language
    app.tr.set_language(language)
    scene = open_tutorial(app, "kameloh")
    until_step(app, scene, 11)
    assert scene.tutor.coach.step.text == "kameloh.tutorial.draw"
    before = len(scene.state.players[0].hand)
    one, six = ("eine karte", "sechs") if language == "de" else ("one card", "six")
    assert one in app.t("kameloh.tutorial.draw").lower()
    until_step(app, scene, 12)
    assert scene.tutor.coach.step.text == "kameloh.tutorial.end_turn"
    assert len(scene.state.players[0].hand) == before + 1
    said = app.t("kameloh.tutorial.end_turn")
    assert one in said.lower() and six in said


def test_issue27_a_searched_oasis_leaves_the_prompt_and_hides_the_table_under_it(app) -> None:
    """The panel of a searched oasis's cards covered the top half of the line saying what to do, and the
    pointer on its empty part showed the arena monster under it, enlarged: the panel ends above the line,
    and under it only its cards are pointed at."""
    from scenes.games.kameloh.pick import search_box

    state = compose(
        hands=(("messerkamel",), ()),
        arena={"A1": "spuckdromedar", "B1": "lastenkamel"},
        turns=(2, 2),
        dates=(3, 0),
    )
    scene = scene_at(app, play(state, "search oasis 3"))
    spots = scene.picker.search_spots()
    assert spots
    box = search_box([spot.rect for spot in spots])
    with textlog.recording() as log:
        app.step(1 / 60)
    assert not box.colliderect(prompt_ink(log, scene.view_now().words.line))
    slot = scene.table.slot_rect(0).clip(box)
    empty = next(
        (x, y)
        for x in range(slot.x, slot.right, 4)
        for y in range(slot.y, slot.bottom, 4)
        if not any(spot.rect.inflate(4, 4).collidepoint(x, y) for spot in spots)
    )
    post_motion(app, empty)
    run_frames(app, 2)
    assert scene.view_now().tip is None
    post_motion(app, spots[0].rect.center)
    run_frames(app, 2)
    assert scene.view_now().tip is not None and scene.view_now().tip.card == spots[0].card


@pytest.mark.parametrize("language", ["en", "de"])
def test_issue27_the_hint_says_the_stars_it_wins_or_the_free_point_it_stops(app, language: str) -> None:
    """The hint's reason names the sure gain the hint's level chose it for (rules/kameloh/gain.py)."""
    from scenes.games.kameloh.words import hint_why
    from tests.rules.kameloh.test_hint_sure_gain import a_monster_an_item_defeats, open_to_the_free_point

    app.tr.set_language(language)
    app.settings = dataclasses.replace(app.settings, language=language)
    state = a_monster_an_item_defeats()
    said = hint_why(app, state, GAME.parse_move(state, "item Spuckattacke>B1"))
    expected = {"en": "defeats Dune Dasher for 3 ★", "de": "besiegt Wüstenflitzer für 3 ★"}
    assert said == expected[language]
    state = open_to_the_free_point()
    said = hint_why(app, state, GAME.parse_move(state, "play Spuckdromedar@A1"))
    assert said == app.t("kameloh.why_hint.stops_free_point")
