"""Issue 27, Kamisado's part: the move list's arrows as the board shows the moves, a pass worded as a pass,
the tutorial's round number agreeing with its positions, and a hint that says a forced win is one. Second
round: each row of the move list says whose move it was, the hint's words stand in the info column (no
toast over the board), the results name the players as their title does, with their colours, and the refill
chooser's and the game end's texts are whole."""

from __future__ import annotations

import re

import pygame
import pytest

from rules.kamisado import FILL, FILL_LEFT, FILL_RIGHT, GAME, OVER, PASS, PLAY, PUSH
from rules.session import GameSession, Seat
from scenes.engine import cache as picture_cache
from scenes.engine import textlog
from scenes.engine.glossary import plurals
from scenes.games.kamisado import KamisadoScene
from scenes.games.kamisado import words as kamisado_words
from scenes.games.kamisado.view import HintCard
from tests.scenes.conftest import run_frames
from tests.scenes.test_tutorial_kamisado import clicks
from tests.scenes.tutorial_driver import advance_to, click, drive_to_end, key, open_tutorial

# White's Sumo on d4 pushes Black's pink from d5 to d6.
PUSH_POSITION = """
turn: white
must move: red
black: orange a8, blue b8, purple c8, pink d5, yellow e8, red f8, green g8, brown h8
white: brown a1, green b1, red d4 sumo, yellow d1, pink e1, purple f1, blue g1, orange h1
score: black 0, white 1, target 3
"""
# After e7-e5 (a brown square) White's brown tower on c3 is boxed in by b4, c4 and d4: it must pass.
BLOCKED = """
turn: black
must move: yellow
black: orange a8, blue b8, purple c8, pink d8 sumo, yellow e7, red b4, green c4, brown h8
white: green b1, red c1, yellow d4, pink e1, purple f1, blue g1, orange h1, brown c3
score: black 1, white 0, target 3
"""
# Forced wins found by the rules' own search (rules/kamisado/proof.py), one, two and three moves long.
WIN_IN_1 = (
    """
turn: white
must move: yellow
black: orange a8, blue b8, purple c8, yellow e8, brown h8, pink g5, green h5, red f2
white: brown a1, green b1, yellow d1, blue g1, orange h1, purple h3, red c4, pink a5
score: black 0, white 0, target 3
""",
    "d1-d8",
)
WIN_IN_2 = (
    """
turn: black
must move: blue
black: blue b8, pink d8, yellow e8, red f8, green g8, brown h8, orange d5, purple d3
white: brown a1, red c1, yellow d1, pink e1, blue g1, purple g2, green b5, orange h6
score: black 0, white 0, target 3
""",
    "b8-b7",
)
WIN_IN_3 = (
    """
turn: black
must move: green
black: orange a8, blue b8, purple c8, yellow e8, brown h8, green h7, pink g5, red f2
white: brown a1, green b1, yellow d1, blue g1, orange h1, purple h3, red c4, pink a5
score: black 0, white 0, target 3
""",
    "h7-d3",
)


def scene_for(app, text: str | None = None, seats: list[Seat] | None = None) -> KamisadoScene:
    seats = seats or [Seat("human", "P0"), Seat("human", "P1")]
    if text is None:
        session = GameSession.start("kamisado", seats, {"target": 3}, 7)
    else:
        state = GAME.from_text(text)
        session = GameSession("kamisado", seats, {"target": state.target}, 7, [state])
    scene = KamisadoScene(app, session)
    app.stack.push(scene)
    run_frames(app, 2)
    return scene


def rows(scene: KamisadoScene) -> list[str]:
    return [text for text, _colour in scene.history.entries]


def drawn_faults(app) -> list[str]:
    """The texts of one frame drawn afresh that a player should not read: cut, out of their box, on each
    other, shortened with an ellipsis, a brace, a plural after one."""
    picture_cache.clear_all()
    for scene in app.stack.scenes:
        layers = getattr(scene, "layers", None)
        if layers is not None:
            layers.clear()
    with textlog.recording() as log:
        app.step(1 / 60)
    return log.problems() + log.faults(plurals(app.settings.language))


# ------------------------------------------------------------------------------------------- arrows
def test_issue27_the_move_lists_arrows_point_as_the_board_shows_the_moves(app) -> None:
    """Seen from White (Black at the top), Black's straight move goes down the screen and White's move to its
    right goes up and right; turned to Black's side, the same moves read up and down-left."""
    app.speed_boost = 8.0
    app.settings.auto_rotate = False
    scene = scene_for(app)
    assert not scene.view.black_view
    scene.play(GAME.parse_move(scene.state, "d8-d4"))  # Black's pink, straight ahead, onto brown
    scene.play(GAME.parse_move(scene.state, "a1-c3"))  # White's brown, diagonally to White's right
    assert rows(scene) == ["Black: pink ↓4 brown", "White: brown ↗2 brown"]
    scene.flip_view()
    assert rows(scene) == ["Black: pink ↑4 brown", "White: brown ↙2 brown"]
    scene.flip_view()
    assert rows(scene) == ["Black: pink ↓4 brown", "White: brown ↗2 brown"]


def test_issue27_a_push_shows_the_pushed_tower_going_the_pushers_way_on_screen(app) -> None:
    app.settings.auto_rotate = False
    scene = scene_for(app, PUSH_POSITION)
    push = next(m for m in GAME.legal_moves(scene.state) if m.kind == PUSH)
    assert scene.describe_move(scene.state, push) == "White: red ↑1 orange; pink ↑1 red"
    scene.flip_view()
    assert scene.describe_move(scene.state, push) == "White: red ↓1 orange; pink ↓1 red"


# ------------------------------------------------------------------------------------------- a pass
@pytest.mark.parametrize(
    ("language", "words"), [("en", "brown passes; brown to move"), ("de", "Braun setzt aus; Braun ist dran")]
)
def test_issue27_a_pass_reads_as_a_pass(app, language: str, words: str) -> None:
    app.tr.set_language(language)
    state = GAME.apply(GAME.from_text(BLOCKED), GAME.parse_move(GAME.from_text(BLOCKED), "e7-e5"))
    (move,) = GAME.legal_moves(state)
    assert move.kind == PASS
    text = kamisado_words.describe(app, state, move)
    assert text == words and " 0 " not in text


# ------------------------------------------------------------------------------------------- the tutorial
def test_issue27_the_tutorials_round_agrees_with_its_positions(app) -> None:
    """Round 1 until the first round is won, round 2 at 1:0 (after the refill), round 3 at 1:1 and at the
    end (3:1): the panel's "To 3 · round n" never says round 1 with points on the board."""
    scene = open_tutorial(app, "kamisado")
    seen: dict[int, tuple[int, tuple[int, int], str]] = {}

    def check() -> None:
        seen[scene.tutor.coach.index] = (scene.state.round_no, scene.state.score, scene.state.phase)
        card = scene.view_now().panel.score
        assert f"round {scene.state.round_no}" in card.round_line

    drive_to_end(app, scene, clicks, check)
    rounds = {i: n for i, (n, _, _) in seen.items()}
    assert [rounds[i] for i in range(7, 12)] == [2, 2, 3, 3, 3]
    for n, score, phase in seen.values():  # each seat with points won a round before this one
        won = sum(1 for points in score if points)
        assert n > won if phase == PLAY else n >= won


# ------------------------------------------------------------------------------------------- hints
@pytest.mark.parametrize(("position", "n"), [(WIN_IN_2, 2), (WIN_IN_3, 3)])
def test_issue27_a_hint_says_a_forced_win_and_its_length(app, position, n: int) -> None:
    text, notation = position
    before = GAME.from_text(text)
    move = GAME.parse_move(before, notation)
    reason = kamisado_words.hint_reason(app, before, move, GAME.apply(before, move))
    assert reason == app.t("kamisado.why.forced_win", n=n, seat="White")
    assert f"by force in {n} moves" in reason and "only safe" not in reason
    app.tr.set_language("de")
    assert f"erzwungen in {n} Zügen" in kamisado_words.hint_reason(
        app, before, move, GAME.apply(before, move)
    )


def test_issue27_a_hint_that_wins_at_once_says_so(app) -> None:
    text, notation = WIN_IN_1
    before = GAME.from_text(text)
    move = GAME.parse_move(before, notation)
    reason = kamisado_words.hint_reason(app, before, move, GAME.apply(before, move))
    assert reason.startswith("reaches the opponent's home row")


# ------------------------------------------------------------------------------------------- second round
@pytest.mark.parametrize(
    ("language", "black", "white"), [("en", "Black: ", "White: "), ("de", "Schwarz: ", "Weiß: ")]
)
def test_issue27_every_row_of_the_move_list_says_whose_move_it_was(app, language, black, white) -> None:
    """A push and the pusher's move after it, a pass and the move after it: two rows of one side in a row
    say so (the rows' colours alone, light grey and white, did not)."""
    app.tr.set_language(language)
    app.speed_boost = 8.0
    app.settings.auto_rotate = False
    scene = scene_for(app, PUSH_POSITION)
    push = next(m for m in GAME.legal_moves(scene.state) if m.kind == PUSH)
    scene.play(push)
    scene.play(GAME.legal_moves(scene.state)[0])  # White moves again
    assert whose(rows(scene), black, white) == "WW"
    scene = scene_for(app, BLOCKED)
    scene.play(GAME.parse_move(scene.state, "e7-e5"))
    scene.play(GAME.legal_moves(scene.state)[0])  # White's brown is boxed in: the pass
    scene.play(GAME.legal_moves(scene.state)[0])  # Black again
    assert whose(rows(scene), black, white) == "BWB"
    scene.flip_view()  # the list worded anew keeps who moved
    assert whose(rows(scene), black, white) == "BWB"


def whose(entries: list[str], black: str, white: str) -> str:
    return "".join("B" if e.startswith(black) else "W" if e.startswith(white) else "?" for e in entries)


@pytest.mark.parametrize("language", ["en", "de"])
def test_issue27_the_hint_stands_in_the_info_column_and_no_toast_covers_the_board(app, language) -> None:
    app.tr.set_language(language)
    app.settings.language = language
    text, notation = WIN_IN_2
    scene = scene_for(app, text)
    move = GAME.parse_move(scene.state, notation)
    scene.show_hint(move)
    assert app.toasts == []  # the toast lay over the board's bottom row and the "Sumo ranks" card
    card = scene.view_now().panel.tower
    assert isinstance(card, HintCard)
    assert card.title == app.t("game.hint_is", move=kamisado_words.describe(app, scene.state, move))
    assert card.reason == kamisado_words.hint_reason(app, scene.state, move, GAME.apply(scene.state, move))
    assert drawn_faults(app) == []
    app.tr.set_language("de" if language == "en" else "en")  # worded again in the new language
    assert scene.view_now().panel.tower.title.startswith(app.t("game.hint_is", move="").rstrip())
    scene.play(move)
    assert not isinstance(scene.view_now().panel.tower, HintCard)  # gone with the move


RESULT_POSITION = WIN_IN_1[0].replace("target 3", "target 1")


@pytest.mark.parametrize(
    ("names", "match", "line"),
    [
        (("Anna", "Computer"), "Computer (White) wins the match 1:0", "Round 1: Computer (White) reached"),
        (("Black", "White"), "White wins the match 1:0", "Round 1: White reached the home row"),
    ],
)
def test_issue27_the_results_name_the_players_as_their_title_does(app, names, match, line) -> None:
    seats = [Seat("human", names[0]), Seat("human", names[1])]
    scene = scene_for(app, RESULT_POSITION, seats)
    scene.play(GAME.parse_move(scene.state, WIN_IN_1[1]))
    assert scene.state.phase == OVER
    first, details = scene.result_details()
    assert first == match  # third round: the lines say who won and how, each with its subject
    assert details.startswith(line)
    assert app.t("results.wins", names=names[1]).split(" ")[0] == names[1]  # the title names the player


@pytest.mark.parametrize("language", ["en", "de"])
def test_issue27_the_refill_chooser_and_the_match_end_show_their_words_whole(app, language) -> None:
    """The chooser's title ("Schwarz gewinnt die Partie: Aufstellung wählen") ran over both sides of its
    panel and its explanation was cut; the turn card said "Schwarz gewin…" at the match's end."""
    app.tr.set_language(language)
    app.settings.language = language
    app.speed_boost = 8.0
    for text, notation, phase in (
        (WIN_IN_1[0], WIN_IN_1[1], FILL),
        (RESULT_POSITION, WIN_IN_1[1], OVER),
    ):
        scene = scene_for(app, text)
        scene.play(GAME.parse_move(scene.state, notation))
        for _ in range(400):
            app.step(1 / 60)
        assert scene.state.phase == phase
        while app.stack.top is not scene:  # the results over the board: the board's own words are checked
            app.stack.pop()
        if phase == FILL:
            assert scene.stage.fill.active and scene.stage.fill.reveal == 1.0
        assert drawn_faults(app) == [], phase


# ---------------------------------------------------------------------------------------------- third round
COLOUR_NOUNS = ("Braun", "Grün", "Rot", "Gelb", "Rosa", "Lila", "Blau", "Orange")
NOUN_AFTER = re.compile(
    r"\b(Turm|Türme|Turms|tower|towers)\s+(" + "|".join(COLOUR_NOUNS) + r")\b", re.IGNORECASE
)
# The templates with a colour before "tower" and the German ending each needs: "der rote Turm" (der), "den,
# dem, deinen, zum roten Turm" (den).
TOWER_TEMPLATES = {
    "kamisado.must_move_colour": ("den", {}),
    "kamisado.why.push": ("den", {"n": 1}),
    "kamisado.why.blocks": ("den", {"seat": "Weiß"}),
    "kamisado.why.threat": ("der", {}),
    "kamisado.why.only_safe": ("der", {"seat": "Weiß"}),
    "kamisado.why.safe": ("den", {"seat": "Weiß"}),
}


def test_issue27_no_template_puts_a_colour_name_after_tower() -> None:
    """ "der Turm Rot", "deinen Turm Orange ziehen" read wrong: a colour stands before its tower as an
    adjective ("der rote Turm", "deinen orangen Turm"), in every template of both languages."""
    from scenes.engine.i18n import load_table

    for language in ("de", "en"):
        table = load_table(language)
        for name, value in table.items():
            if name.startswith(("kamisado.", "reason.kamisado")):
                assert not re.search(r"\b(Turm|Türme|tower|towers)\s+\{", value), (language, name, value)


@pytest.mark.parametrize("language", ["de", "en"])
@pytest.mark.parametrize("colour", range(8))
def test_issue27_a_colour_before_tower_reads_as_an_adjective(app, language, colour) -> None:
    app.tr.set_language(language)
    adjective = {form: kamisado_words.colour_word(app, colour, form) for form in ("der", "den")}
    name = kamisado_words.colour_name(app, colour)
    if language == "en":
        assert adjective == {"der": name, "den": name} and name.islower()
    else:
        stem = name.lower().removesuffix(
            "e"
        )  # orange: der orange, den orangen Turm; rosa and lila never change
        assert adjective["der"] in (stem + "e", stem) and adjective["den"] in (stem + "en", stem)
    tower = "Turm" if language == "de" else "tower"
    for template, (form, values) in TOWER_TEMPLATES.items():
        said = app.t(template, colour=adjective[form], **values)
        assert f"{adjective[form]} {tower}" in said, (template, said)
        assert not NOUN_AFTER.search(said), said
    pass_why = app.t(
        "kamisado.notice.pass.why",
        seat="Schwarz",
        other="Weiß",
        colour=adjective["der"],
        square=name,
        next=adjective["den"],
    )
    assert not NOUN_AFTER.search(pass_why) and f"{adjective['den']} {tower}." in pass_why


def test_issue27_the_german_hint_and_pass_notice_decline_the_colour(app) -> None:
    app.tr.set_language("de")
    scene = scene_for(app, BLOCKED)
    before = scene.state
    move = GAME.parse_move(before, "e7-e5")
    reason = kamisado_words.hint_reason(app, before, move, GAME.apply(before, move))
    assert reason == "zwingt Weiß zum blockierten braunen Turm: Weiß muss aussetzen"
    scene.play(move)
    app.speed_boost = 8.0
    subs = set()
    for _ in range(240):
        app.step(1 / 60)
        if scene.stage.notice.sub:
            subs.add(scene.stage.notice.sub)
    assert (
        "Der braune Turm von Weiß ist blockiert. Er steht auf Braun, also zieht Schwarz jetzt den braunen Turm."
        in subs
    )


def _press_hint(app, scene) -> None:
    click(app, scene.hint_button.rect.center)
    run_frames(app, 120)  # longer than the tutor's flash


def test_issue27_the_tutorial_hint_shows_its_star_and_words_until_the_player_moves(app) -> None:
    """The tutorial's Hint only flashed the highlights: now the step's move stands as a game's hint does,
    the star on its square and its words in the info column, until the player moves."""
    scene = open_tutorial(app, "kamisado")
    advance_to(app, scene, 1, clicks)
    assert scene.hint_move is None
    _press_hint(app, scene)
    move = GAME.parse_move(scene.state, "d8-d4")
    assert scene.hint_move == move
    view = scene.view_now()
    assert view.hint == (move.frm, move.to) and view.hint_star is not None
    card = view.panel.tower
    assert isinstance(card, HintCard) and card.title.startswith("Hint: pink") and card.reason
    key(app, pygame.K_h)  # H again: the same, still standing
    run_frames(app, 60)
    assert scene.hint_move == move
    for pos in clicks(scene, move):
        click(app, pos)
    run_frames(app, 2)
    assert scene.hint_move is None and not isinstance(scene.view_now().panel.tower, HintCard)


def test_issue27_the_tutorial_hint_on_the_refill_and_on_a_continue_step(app) -> None:
    scene = open_tutorial(app, "kamisado")
    advance_to(app, scene, 2, clicks)  # "colour": waits for Continue
    _press_hint(app, scene)
    assert scene.hint_move is None  # nothing to play: the highlights flash only
    advance_to(app, scene, 5, clicks)  # the refill: either side is right
    _press_hint(app, scene)
    assert scene.hint_move is not None and scene.hint_move.kind in (FILL_LEFT, FILL_RIGHT)
    card = scene.view_now().panel.tower
    assert isinstance(card, HintCard)
    assert card.reason == app.t("kamisado.tutorial.hint.either")  # never "the computer rates it better"
    assert drawn_faults(app) == []
    advance_to(app, scene, 8, clicks)  # after White's pass: any move of the brown tower
    _press_hint(app, scene)
    assert scene.hint_move is not None
    card = scene.view_now().panel.tower
    assert card.reason == app.t("kamisado.tutorial.hint.any")  # never "the computer's best try"
    assert drawn_faults(app) == []


@pytest.mark.parametrize(
    ("language", "subtitle", "match", "line"),
    [
        (
            "en",
            "the winning tower",
            "White wins the match 1:0",
            "Round 1: White reached the home row: Yellow → Sumo",
        ),
        (
            "de",
            "der siegreiche Turm",
            "Weiß gewinnt das Spiel 1:0",
            "Partie 1: Weiß erreichte die Grundlinie: Gelb → Sumo",
        ),
    ],
)
def test_issue27_the_results_say_who_won_and_how(app, language, subtitle, match, line) -> None:
    """The subtitle had no subject ("reached the opponent's home row"): it names the winning tower, the first
    line says who won the match and by how much, each round's line who won it and how."""
    app.tr.set_language(language)
    app.settings.language = language
    seats = [Seat("human", app.t("kamisado.seat.0")), Seat("human", app.t("kamisado.seat.1"))]
    scene = scene_for(app, RESULT_POSITION, seats)
    scene.play(GAME.parse_move(scene.state, WIN_IN_1[1]))
    assert app.t(f"reason.kamisado.{GAME.outcome(scene.state).reason}").startswith(subtitle)
    assert app.t("reason.kamisado.deadlock").split(" ")[0] in ("the", "der")  # a subject too
    first, details = scene.result_details()
    assert first == match and details.startswith(line)
    app.speed_boost = 8.0
    for _ in range(400):
        app.step(1 / 60)
    assert app.stack.top is not scene  # the results
    assert drawn_faults(app) == []


@pytest.mark.parametrize("language", ["en", "de"])
def test_issue27_every_results_line_fits_whole_with_the_default_names(app, language) -> None:
    """The results shorten a longer line with an ellipsis (results.py: the dialog's width less 100 px): seen
    in German with 'Anna' and 'Computer' while the rounds' lines named the tower as 'mit dem braunen Turm'."""
    from rules.kamisado import DEADLOCK, RoundResult

    app.tr.set_language(language)
    names = ("Spieler 1", "Computer")  # the set-up's names; nine letters
    width = 760 - 100
    for reason in ("home-row", DEADLOCK):
        for colour in range(8):
            for rank, points in ((1, 1), (2, 2), (3, 4), (4, 8)):
                for winner in (0, 1):
                    result = RoundResult(99, winner, reason, winner * 8 + colour, points, rank, 40)
                    line = kamisado_words.round_line(app, result, names)
                    assert app.fonts.width(line, "small") <= width, line
    state = GAME.from_text(RESULT_POSITION)._replace(score=(0, 15))
    assert (
        app.fonts.width(kamisado_words.match_line(app, state._replace(phase=OVER), names), "small") <= width
    )


def test_issue27_enter_on_the_results_presses_the_default_button_not_the_pointed_one(app) -> None:
    """The pointer resting on "Title" made Enter leave to the title; Enter is the default button's
    ("Play again"), a click the pointed one's."""
    scene = scene_for(app, RESULT_POSITION)
    scene.play(GAME.parse_move(scene.state, WIN_IN_1[1]))
    app.speed_boost = 8.0
    for _ in range(400):
        app.step(1 / 60)
    results = app.stack.top
    again, _review, title = results.group.widgets
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=title.rect.center, rel=(0, 0), buttons=(0, 0, 0))
    )
    run_frames(app, 2)
    restarted = []
    again.on_click, title.on_click = (lambda: restarted.append("again")), (lambda: restarted.append("title"))
    key(app, pygame.K_RETURN)
    assert restarted == ["again"]
