"""The review of a finished game (issue 28): finished games are kept apart (the last 20 of each kind), listed
on the title, and opened on the game's own scene, stepped through with the game's animations; the board
plays nothing, the AI is never asked, every hand is shown and nothing is saved."""

from __future__ import annotations

import json
import random
import time

import pygame
import pytest

import rules
from rules.kamisado import PASS
from rules.session import GameSession, Seat
from scenes.games.board_scene import GameScene, _autosaver
from scenes.games.launch import start_game_scene
from scenes.games.review import Review, start_review
from scenes.menus.finished_games import FinishedGamesScene, FinishedRow
from scenes.menus.results import ResultsScene
from scenes.storage.finished import KEEP, archive, finished_dir, list_finished
from scenes.storage.saves import save_path
from tests.scenes.conftest import run_frames


@pytest.fixture(autouse=True)
def no_finished_games():
    _autosaver.flush()
    for path in finished_dir().glob("*.json"):
        path.unlink()
    yield
    _autosaver.flush()


def finished(game_id: str, seed: int = 1, names: tuple[str, ...] = ("Anna", "Bert", "Cleo")) -> GameSession:
    """A game played to its end by random legal moves (seeded)."""
    game = rules.GAMES[game_id]
    seats = [Seat("human" if i == 0 else "ai-easy", names[i]) for i in range(game.players[0])]
    session = GameSession.start(game_id, seats, {}, seed=seed)
    rng = random.Random(seed)
    while not session.over:
        session.play(rng.choice(session.game.legal_moves(session.state)))
    return session


def press(app, k: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))
    app.step(1 / 60)


def click(app, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos))
    app.step(1 / 60)


def reviewing(app, session: GameSession) -> GameScene:
    app.speed_boost = 8.0
    assert start_review(app, session)
    scene = app.stack.top
    assert isinstance(scene, GameScene) and isinstance(scene.director, Review)
    run_frames(app, 3)
    return scene


# ------------------------------------------------------------------ the archive
def test_a_game_played_to_its_end_is_kept_for_review_and_its_save_removed(app, toy_game) -> None:
    from tests.adding_a_game import TOY_ID

    app.speed_boost = 20.0
    start_game_scene(app, GameSession.start(TOY_ID, [Seat("ai-easy", "A"), Seat("ai-hard", "B")], {}, seed=2))
    end = time.monotonic() + 60
    while not isinstance(app.stack.top, ResultsScene):
        assert time.monotonic() < end
        app.step(1 / 60)
    _autosaver.flush()
    kept = list_finished(TOY_ID)
    assert len(kept) == 1 and not save_path(TOY_ID).exists()
    assert kept[0].names == ("A", "B") and kept[0].moves > 0
    session = kept[0].session()
    assert session.over and len(session.moves) == kept[0].moves


def test_only_the_last_twenty_of_a_kind_are_kept(app) -> None:
    session = finished("kamisado")
    other = finished("camelot")
    archive(other, now=1_000.0)
    for i in range(KEEP + 3):
        archive(session, now=2_000.0 + i)
        _autosaver.flush()
    kept = list_finished("kamisado")
    assert len(kept) == KEEP
    assert [k.ended for k in kept] == [2_000.0 + i for i in range(KEEP + 2, 2, -1)]  # the newest first
    assert len(list_finished("camelot")) == 1  # another kind's are never touched


def test_a_damaged_finished_game_is_left_out_without_a_crash(app, capsys) -> None:
    archive(finished("kamisado"), now=5_000.0)
    _autosaver.flush()
    (finished_dir() / "kamisado-20200101-000000000.json").write_text("{not json", encoding="utf-8")
    path = finished_dir() / "camelot-20200101-000000001.json"
    data = json.loads(next(finished_dir().glob("kamisado-*")).read_text(encoding="utf-8"))
    data["game"], data["moves"] = "camelot", ["zz"]
    path.write_text(json.dumps(data), encoding="utf-8")
    kept = list_finished()
    assert sorted(k.game_id for k in kept) == ["camelot", "kamisado"]  # its summary is read, not its moves
    scene = FinishedGamesScene(app)
    app.stack.reset(scene)
    run_frames(app, 2)
    scene.review(next(k for k in kept if k.game_id == "camelot"))  # its moves do not replay: said, no crash
    assert app.stack.top is scene and app.toasts
    assert "left out" in capsys.readouterr().err


# ------------------------------------------------------------------ stepping
def test_the_review_steps_through_the_game_with_its_animations(app) -> None:
    record = finished("kamisado", seed=4)
    scene = reviewing(app, record)
    review = scene.director
    assert review.at == review.total == len(record.moves) and scene.finished  # it opens on the end
    assert not isinstance(app.stack.top, ResultsScene)  # the end opens no results
    press(app, pygame.K_HOME)
    assert review.at == 0 and scene.state == record.states[0] and not scene.session.moves
    press(app, pygame.K_RIGHT)
    assert review.at == 1 and scene.state == record.states[1]
    assert scene.tweens.busy  # the move is played with the game's own animation
    for _ in range(5):
        press(app, pygame.K_RIGHT)  # a press finishes the running animation and plays the next move
    assert review.at == 6 and scene.state == record.states[6]
    press(app, pygame.K_LEFT)
    assert review.at == 5 and scene.state == record.states[5] and not scene.tweens.busy
    press(app, pygame.K_PAGEDOWN)
    assert review.at == min(15, review.total)
    press(app, pygame.K_END)
    assert review.at == review.total and scene.state == record.state
    press(app, pygame.K_RIGHT)  # nothing after the end
    assert review.at == review.total


def test_the_panel_buttons_the_rows_and_the_slider_go_where_they_say(app) -> None:
    record = finished("camelot", seed=2)
    scene = reviewing(app, record)
    review, card = scene.director, scene.director.card
    click(app, card.first_button.rect.center)
    assert review.at == 0
    click(app, scene.hint_button.rect.center)  # the panel's hint button is "Forward"
    assert review.at == 1
    click(app, scene.undo_button.rect.center)  # and its undo button "Back"
    assert review.at == 0
    click(app, (card.slider.right, card.slider.centery))
    assert review.at == review.total
    click(app, (card.slider.x, card.slider.centery))
    assert review.at == 0
    line = 3  # the fourth line of the list: a click on it shows the position after its move
    y = card.rows_area.y + line * 22 + 5
    row = card.lines()[card.first_line + line][0]
    click(app, (card.rows_area.centerx, y))
    assert review.at == row and scene.state == record.states[row]


def test_the_board_plays_nothing_and_the_ai_is_never_asked_for_a_move(app) -> None:
    record = finished("kamisado", seed=5)
    record.seats[1] = Seat("ai-hard", "Bert")
    scene = reviewing(app, record)
    review = scene.director
    review.judging.stop()  # the AI process judges; here: that nothing asks it for a seat's move
    review.go_to(0)
    run_frames(app, 2)
    before = list(scene.session.moves)
    for x in range(60, 880, 97):
        for y in range(60, 700, 97):
            click(app, (x, y))
    run_frames(app, 30)
    assert scene.session.moves == before and review.at == 0
    assert not scene.human_to_move() and scene.thinking_since is None and app.ai.pending is None
    assert not scene.keeps_saves and scene.quit_label == "review.leave"


def test_a_forced_pass_waits_for_the_readers_step(app) -> None:
    """Kamisado plays a forced pass by itself in a game; in a review the pass is the reader's next step, so
    that a step back over a pass stays where it was put."""
    for seed in range(1, 60):
        record = finished("kamisado", seed=seed)
        passes = [i for i, m in enumerate(record.moves) if m.kind == PASS]
        if passes:
            break
    else:
        pytest.skip("no seeded game with a pass")
    scene = reviewing(app, record)
    review = scene.director
    review.go_to(passes[0])
    run_frames(app, 120)
    assert review.at == passes[0]


def test_every_hand_is_shown_in_a_review_of_kameloh(app) -> None:
    record = finished("kameloh", seed=3)
    scene = reviewing(app, record)
    assert scene.sees_all and scene.seer is None
    assert scene.visible_state() == scene.state


@pytest.mark.parametrize("game_id", rules.CATALOGUE)
def test_every_game_is_reviewed_forward_from_its_start_to_its_end(app, game_id: str) -> None:
    record = finished(game_id, seed=7)
    scene = reviewing(app, record)
    review = scene.director
    review.go_to(0)
    for _ in range(review.total):
        press(app, pygame.K_RIGHT)
    run_frames(app, 60)
    assert review.at == review.total and scene.state == record.state
    assert scene.session.notations == record.notations


# ------------------------------------------------------------------ the ways in
def test_the_results_offer_the_review(app, toy_game) -> None:
    from tests.adding_a_game import TOY_ID

    app.speed_boost = 20.0
    start_game_scene(app, GameSession.start(TOY_ID, [Seat("ai-easy", "A"), Seat("ai-easy", "B")], {}, seed=3))
    end = time.monotonic() + 60
    while not isinstance(app.stack.top, ResultsScene):
        assert time.monotonic() < end
        app.step(1 / 60)
    results = app.stack.top
    words = [b.label() for b in results.group.widgets]
    assert words == ["Play again", "Review", "Title"]
    for button in results.group.widgets:  # inside the dialog, none over another
        assert pygame.Rect(260, 80, 760, 560).contains(button.rect)
    results.group.widgets[1].activate(app)
    assert isinstance(app.stack.top, GameScene) and isinstance(app.stack.top.director, Review)


def test_the_title_lists_the_finished_games_and_opens_one(app) -> None:
    archive(finished("kamisado", seed=2), now=time.time() - 60)
    archive(finished("camelot", seed=2), now=time.time())
    _autosaver.flush()
    app.stack.reset(app.make("title"))
    run_frames(app, 2)
    app.stack.top.open_finished_games()
    scene = app.stack.top
    assert isinstance(scene, FinishedGamesScene)
    run_frames(app, 2)
    rows = [w for w in scene.group.widgets if isinstance(w, FinishedRow)]
    assert [r.finished.game_id for r in rows] == ["camelot", "kamisado"]  # the newest first
    click(app, rows[1].rect.center)
    top = app.stack.top
    assert (
        isinstance(top, GameScene) and top.session.game_id == "kamisado" and isinstance(top.director, Review)
    )


# ------------------------------------------------------------------ the judgement
def test_the_review_judges_every_move_in_the_ai_process_the_same_as_the_rules(app, toy_game) -> None:
    """Through the real AI process, one position at a time, and stoppable: the marks are those of
    rules.ai's judge of each position as its mover saw it (and so the same every time)."""
    from rules.ai import judge_position, judge_seed
    from rules.ai import review as marks_of
    from tests.adding_a_game import TOY_ID

    record = finished(TOY_ID, seed=3)
    scene = reviewing(app, record)
    judging = scene.director.judging
    assert judging.running
    end = time.monotonic() + 60
    while judging.done < 2:
        assert time.monotonic() < end
        app.step(1 / 60)
    judging.stop()
    assert not judging.running and app.ai.pending is None
    stopped_at = judging.done
    run_frames(app, 10)
    assert judging.done == stopped_at  # stopped: nothing more is asked
    judging.start()
    while not judging.complete:
        assert time.monotonic() < end
        app.step(1 / 60)
    game = record.game
    expected = [
        judge_position(
            game, game.view(record.states[i], mover), mover, record.moves[i], None, judge_seed(record.seed, i)
        )
        for i, mover in enumerate(record.movers)
    ]
    assert judging.results == expected
    assert judging.marks() == marks_of(expected, len(record.seats))
    assert all(mark is not None for mark in judging.marks().marks)
    again = reviewing(app, record).director.judging  # the same game opened again: judged already
    assert again.complete and again.results == expected and app.ai.pending is None


def kamisado_missed_win() -> tuple[GameSession, int]:
    """A finished Kamisado game (random moves) in which a player had a win in one and played another move."""
    from rules.ai import winning_move

    for seed in range(1, 80):
        record = finished("kamisado", seed=seed)
        game = record.game
        for i, move in enumerate(record.moves):
            state = record.states[i]
            win = winning_move(game, state, record.movers[i], game.legal_moves(state))
            if win is not None and win != move:
                return record, i
    raise AssertionError("no seeded game with a missed win in one")


def test_a_missed_win_in_one_is_marked_and_its_winning_move_shown(app) -> None:
    """Judged through the AI process: the move looked at is judged first, so the test waits for it alone."""
    record, index = kamisado_missed_win()
    scene = reviewing(app, record)
    review = scene.director
    review.go_to(index + 1)
    end = time.monotonic() + 90
    while review.judging.results[index] is None:
        assert time.monotonic() < end, "the move looked at is judged first"
        app.step(1 / 60)
    judgement = review.judging.results[index]
    game = record.game
    mark = review.mark(index)
    assert mark.kind == "missed-win" and mark.n == 1
    assert game.is_over(game.apply(record.states[index], judgement.best))  # the better move wins at once
    words = review.verdict()
    assert words[0].startswith("Missed a win in 1") and words[1].startswith("Better: ")
    assert review.show_better()  # the position it was played from, the winning move marked
    assert review.at == index and scene.hint_move == judgement.best
    review.judging.stop()


def test_a_review_never_says_a_computer_seat_is_thinking(app) -> None:
    """Camelot's status card said "Bert is thinking…" in a review, where the AI is never asked."""
    record = finished("camelot", seed=2)
    record.seats[1] = Seat("ai-easy", "Bert")
    scene = reviewing(app, record)
    scene.director.go_to(1)  # Bert (seat 1) to move
    run_frames(app, 3)
    assert scene.session.to_move == 1 and scene.thinking_since is None
    from scenes.games.camelot import words

    assert words.instruction(app, scene.state, 1, scene.seats, None, thinking=False) == ""
    assert "Bert" in words.instruction(app, scene.state, 1, scene.seats, None, thinking=True)


def test_the_results_subtitle_starts_with_a_capital(app) -> None:
    """Camelot's reason read "zwei Figuren stehen…" on a line of its own (issue 27, seen in the real window)."""
    from scenes.engine import textlog

    app.tr.set_language("de")
    record = finished("camelot", seed=2)
    scene = reviewing(app, record)
    results = ResultsScene(app, scene)
    app.stack.push(results)
    results.tweens.skip_all()
    with textlog.recording() as log:
        app.step(1 / 60)
    reason = app.tr.maybe(f"reason.camelot.{results.outcome.reason}", "")
    assert reason and reason[0].islower()  # the table's own words start lower-case (used inside sentences)
    drawn = [t for t in (p.text for p in log.placed) if t.lower() == reason.lower()]
    assert drawn and drawn[0][0].isupper()
