"""The session model (rules/session.py): seats, history, undo and the save payload, without pygame."""

from __future__ import annotations

import pytest

import rules
from rules.errors import IllegalMove
from rules.session import GameSession, SaveError, Seat, parse_seat_kind
from tests.toys import TicTacToe

TOY_ID = "tictactoe"


@pytest.fixture
def toy_game(monkeypatch):
    game = TicTacToe()
    monkeypatch.setitem(rules.GAMES, TOY_ID, game)
    return game


def test_session_records_moves_movers_and_notation(toy_game) -> None:
    s = GameSession.start(TOY_ID, [Seat("human", "Ann"), Seat("ai-easy", "Bot")], {}, seed=3)
    s.play(4)
    s.play(0)
    assert s.moves == [4, 0] and s.movers == [0, 1] and len(s.states) == 3
    assert s.notations == [toy_game.notation(s.states[0], 4), toy_game.notation(s.states[1], 0)]
    with pytest.raises(IllegalMove):
        s.play(4)  # taken
    assert len(s.moves) == 2


def test_a_prepared_move_is_played_as_prepared_and_only_for_its_position(toy_game, monkeypatch) -> None:
    s = GameSession.start(TOY_ID, [Seat("human", "Ann"), Seat("ai-easy", "Bot")], {}, seed=3)
    plain = GameSession.start(TOY_ID, [Seat("human", "Ann"), Seat("ai-easy", "Bot")], {}, seed=3)
    prepared = s.prepare(4)
    assert len(s.moves) == 0 and prepared.before is s.state  # nothing played yet
    calls = []
    monkeypatch.setattr(toy_game, "apply", lambda st, m, f=toy_game.apply: calls.append(m) or f(st, m))
    assert s.play(4, prepared) is prepared.after and calls == []  # recorded as prepared: no new apply
    plain.play(4)
    assert (s.moves, s.notations, s.movers) == (plain.moves, plain.notations, plain.movers)
    calls.clear()
    s.play(0, prepared)  # prepared for another position (and move): checked and applied anew
    assert s.moves == [4, 0] and calls == [0] and s.state == toy_game.apply(s.states[1], 0)
    with pytest.raises(IllegalMove):
        s.prepare(4)  # taken


def test_save_payload_round_trips_without_pygame(toy_game) -> None:
    s = GameSession.start(TOY_ID, [Seat("human", "Ann"), Seat("ai-hard", "Bot")], {}, seed=9)
    for move in (4, 0, 8):
        s.play(move)
    again = GameSession.from_save(s.to_save())
    assert again.state == s.state and again.moves == s.moves and again.seats == s.seats


def test_a_save_snapshot_keeps_the_save_of_its_moment_while_the_game_goes_on(toy_game) -> None:
    s = GameSession.start(TOY_ID, [Seat("human", "Ann"), Seat("ai-hard", "Bot")], {}, seed=9)
    s.play(4)
    s.play(0)
    then = s.to_save()
    snapshot = s.save_snapshot()
    s.play(8)
    assert snapshot.to_save() == then != s.to_save()
    s.undo()  # undo cuts the lists in place: the snapshot keeps its own
    assert snapshot.to_save() == then


def test_a_save_of_another_app_or_format_is_refused(toy_game) -> None:
    s = GameSession.start(TOY_ID, [Seat("human"), Seat("human")], {}, seed=1)
    with pytest.raises(SaveError, match="not a Spieltisch save"):
        GameSession.from_save({**s.to_save(), "app": "other"})
    with pytest.raises(SaveError) as info:
        GameSession.from_save({**s.to_save(), "format": 99})
    assert info.value.key == "save.format"


def test_seat_kinds_are_checked() -> None:
    assert parse_seat_kind(" AI-Hard ") == "ai-hard"
    with pytest.raises(ValueError):
        parse_seat_kind("robot")
    assert Seat("ai-medium").level == "medium" and not Seat("human").is_ai


def test_undo_only_against_the_ai_and_only_own_moves(toy_game) -> None:
    hot_seat = GameSession.start(TOY_ID, [Seat("human"), Seat("human")], {}, seed=1)
    hot_seat.play(0)
    assert hot_seat.undo_target() is None
    vs_ai = GameSession.start(TOY_ID, [Seat("human"), Seat("ai-easy")], {}, seed=1)
    vs_ai.play(0)
    vs_ai.play(4)
    assert vs_ai.undo() and vs_ai.moves == [] and vs_ai.state == toy_game.new()


def test_no_undo_once_the_game_is_over(toy_game) -> None:
    vs_ai = GameSession.start(TOY_ID, [Seat("human"), Seat("ai-easy")], {}, seed=1)
    for cell in (0, 4, 8, 1, 7, 6, 2, 5):  # no line yet; the human's cell 3 ends the game in a draw
        vs_ai.play(cell)
    assert vs_ai.undo_target() == 6
    vs_ai.play(3)
    assert vs_ai.over and vs_ai.undo_target() is None
    assert vs_ai.undo_target() is None  # asked again: the remembered answer
    vs_ai.states.pop(), vs_ai.moves.pop(), vs_ai.notations.pop(), vs_ai.movers.pop()
    assert vs_ai.undo_target() == 6  # a different position is looked at afresh


def test_a_remote_seat_is_neither_ai_nor_played_here_and_is_never_saved(toy_game) -> None:
    remote, here, ai = Seat("remote", "Bea"), Seat("human", "Ann"), Seat("ai-easy", "Bot")
    assert (remote.is_remote, remote.is_ai, remote.plays_here) == (True, False, False)
    assert (here.is_remote, here.is_ai, here.plays_here) == (False, False, True)
    assert (ai.is_remote, ai.is_ai, ai.plays_here, ai.level) == (False, True, False, "easy")
    with pytest.raises(ValueError):
        parse_seat_kind("remote")  # the command line and the set-up offer only the seats of this screen
    s = GameSession.start(TOY_ID, [here, ai], {}, seed=3)
    s.play(4)
    data = s.to_save()
    assert GameSession.from_save(data).moves == [4]  # a save of this screen's seats loads as before
    data["seats"][1] = remote.to_json()
    with pytest.raises(SaveError):  # an online game lives on its referee: no save holds a remote seat
        GameSession.from_save(data)


def test_a_move_recorded_from_elsewhere_is_kept_as_told_without_a_check(toy_game, monkeypatch) -> None:
    s = GameSession.start(TOY_ID, [Seat("human", "Ann"), Seat("remote", "Bea")], {}, seed=3)
    after = toy_game.apply(s.state, 4)
    calls = []
    monkeypatch.setattr(toy_game, "apply", lambda st, m: calls.append(m))
    monkeypatch.setattr(toy_game, "legal_moves", lambda st: calls.append(st) or [])
    s.record(4, "told e5", after, 1)  # the referee's notation and mover, whatever the rules would say
    assert calls == []
    assert (s.moves, s.notations, s.movers, s.state) == ([4], ["told e5"], [1], after)
