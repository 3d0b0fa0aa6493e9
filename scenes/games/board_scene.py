"""GameScene: what every game scene shares. A game scene subclasses it and fills in the board.

The base drives the session: it asks the AI process for moves of AI seats (with a short minimum
"thinking…" time so AI moves are visible), autosaves after every move, keeps the move history, seat banner,
undo (a human's own last move against the AI) and hint (the AI at medium, highlighted by the subclass),
the pause menu on Esc, the hand-over screen for hidden information in hot-seat, and the results scene.

The hooks a game scene overrides, each with its signature and meaning, are listed in one typed Protocol:
`scenes/games/hooks.py` (`GameHooks`). The base gives each a default here; a game overrides a hook with
exactly the Protocol's signature (tests/test_architecture.py checks every game's scene class).

What the base owns as objects (never mixed into the class): `ai_turns` (scenes/games/ai_turns.py, an AI
seat's turn: request, reply, the move readied ahead), `spare_time` (scenes/games/spare_time.py, the
pictures drawn ahead in the frames' spare time) and, when something other than the players runs the table, a
`director` (scenes/games/director.py: a tutorial's `Tutor`, a finished game's `Review`, a puzzle's run, an
online table's `OnlineTable`; None in a normal game). Each reaches the scene through a Protocol of its public members.

The director's seams, each one `if self.director is not None`: `play` (the director `admits` the move or
refuses it, and hears that it was `played`), `update` (the director's frame after the game's `update_game`;
the AI is not asked: the director plays the moves it shows), `handle` (the director's input first, then the
game's `handle_game`), `draw` (its card and marks over the game's `draw_game`), `undo`/`ask_hint`/`restart`
(the director's `step_back`, `show` and `restart`; a game's undo is `undo_move`), `game_over` (no results
unless the director `shows_results`: an online table's game is a real one),
`keeps_saves`, `quit_label`, the panel's button words, `sees_all` (every hand shown, no hand-over) and
`board_plays` (whether a human may play on the board). So that the director goes around all of
a game's own input, frame and picture, a game extends `handle_game`, `update_game`, `draw_game` and
`undo_move`, never the app's `handle`, `update`, `draw` or `undo`.

A move that was made and checked elsewhere (an online table's referee, which alone holds the game) comes in
through `show_move`: recorded in the session as told (`GameSession.record`), worded in the move list and
animated by the game's own `animate_move`, so a remote seat's move looks exactly like one played here; what it
did as its source tells it (Ka-Mel-Oh!'s events, which the rules cannot work out from a view) is kept for the
game (`effects_of`). A table opened mid-game lists the moves before its first position as told
(`rows_before`); remote seats show their presence in the banner (`seat_presence`, `banner_kind`), and a result
told by the referee (a resignation) is the game's (`game_outcome`). A seat is played at this screen when
`Seat.plays_here` (rules/session.py): neither an AI seat nor a remote one.

The menus it opens (pause, help, hand-over, results, the title) are found by name through the app
(`app.open("pause", self)`, scenes/menus/registry.py): a game never imports a menu.

The frame's background: a game whose background is a still picture returns it from `panel_backdrop` (a
`Backdrop`, scenes/widgets/side_panel.py), and the frame starts with one full-window opaque blit of it with
the side panel's frames blended into its column (SidePanel.backdrop_picture, `panel_picture`), instead of the
game's background and the panel's blended layer. Measured in Kamisado: 0.77 -> 0.43 ms of blits a frame (a
full-width copy is one run of memory, 0.16 ms; the 380 px column alone went row by row, 0.3 ms, and its
blend cost 0.4 ms). tests/scenes/test_frame_budget.py compares the pixels with the blended panel.
"""

from __future__ import annotations

import functools
import time
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

import pygame

from rules.common import Outcome
from rules.errors import IllegalMove
from rules.session import GameSession, Seat
from scenes.engine import theme
from scenes.engine.app import App, Scene
from scenes.engine.input import Action
from scenes.engine.warmup import Warmup
from scenes.games.ai_turns import AiTurns, game_ref_of
from scenes.games.spare_time import SpareTime
from scenes.storage.atomic import json_bytes
from scenes.storage.autosave import AUTOSAVER
from scenes.storage.finished import archive
from scenes.storage.saves import save_path
from scenes.widgets.controls import Button, WidgetGroup
from scenes.widgets.movelist import MoveList
from scenes.widgets.side_panel import Backdrop, Seats, SidePanel

if TYPE_CHECKING:
    from scenes.games.director import Director
    from scenes.games.tutorial.tutor import Tutor

MIN_THINK_SECONDS = 0.6  # an AI move never lands faster than this, so players see what happened
PANEL_X = 916  # the side panel starts here; the board owns everything left of it

_autosaver = AUTOSAVER


class GameScene(Scene):
    def __init__(
        self,
        app: App,
        session: GameSession,
        demo: bool = False,
        tutor: Tutor | None = None,
        director: Director | None = None,
    ) -> None:
        super().__init__(app)
        self.tutor = tutor  # a tutorial's run on this scene (first: a game's layout may ask for it)
        # what runs the table instead of the players: the tutor, a review (None: the players)
        self.director: Director | None = tutor if tutor is not None else director
        app.fonts.for_menus = False  # the fonts asked for from now on are the game's (dropped at the title)
        # the rest of this game's code (what the scene would load on first use: the notation, the guide), now
        # and not in a frame of the game (measured: 7.5 ms in Down Under's first move); nothing left to do once
        # the title's idle time has imported it
        Warmup((f"rules.{session.game_id}", f"scenes.games.{session.game_id}")).finish()
        self.session = session
        self.game = session.game
        self.demo = demo
        self.board_rect = pygame.Rect(16, 16, PANEL_X - 32, theme.LOGICAL_SIZE[1] - 32)
        self.ai_turns = AiTurns(self)  # an AI seat's turn (thinking_since, ai_move: its fields)
        self.spare_time = SpareTime(lambda: self.idle_steps(), lambda: self.ai_turns.readying)
        self.hint_move: Any = None
        self.asking_hint = False
        self.finished = False
        self.viewer: int | None = None  # the human seat in front of the screen (hidden information)
        # what a source of moves from elsewhere told (an online table's referee; empty in a game played here):
        # the effects of the session's move i as that source tells them (Ka-Mel-Oh!'s events, which the
        # rules cannot work out from views), the moves before the session's first position as (mover,
        # notation) (a table opened mid-game knows no earlier position), the presence of remote seats
        # ("online", "away", "gone"), and the game's result (a resignation ends a game the rules would go on)
        self.told_effects: dict[int, Any] = {}
        self.rows_before: list[tuple[int, str]] = []
        self.seat_presence: dict[int, str] = {}
        self.told_outcome: Outcome | None = None
        self.home = (
            "title"  # the menu the pause menu's quit leaves for (an online table's director: the lobby)
        )
        self._turn_announced = -1
        self.history = MoveList(pygame.Rect(PANEL_X, 0, theme.LOGICAL_SIZE[0] - PANEL_X - 16, 0))
        self.buttons = WidgetGroup(
            keys_choose=True
        )  # Enter plays on the board unless the keys chose a button
        self.side_panel = SidePanel(PANEL_X)
        self.backdrop_now: Backdrop | None = None  # this frame's panel_backdrop (see draw)
        self.view_frame: Any = None  # the view of the frame being drawn (frame())
        self._drawing = False
        self.idle_pending = True
        if not demo:
            _autosaver.start()  # its thread starts now, not in the frame of the first move
        self._layout_panel()
        self.layout()
        self.sync()
        self._rebuild_history()

    # ------------------------------------------------------------------ convenience
    @property
    def state(self) -> Any:
        return self.session.state

    @property
    def seats(self) -> list[Seat]:
        return self.session.seats

    @property
    def think_time(self) -> float:
        return MIN_THINK_SECONDS / self.app.speed_boost / max(0.25, self.app.settings.animation_speed)

    @property
    def thinking_since(self) -> float | None:
        """When the AI process was asked for the move of the AI seat to move (None: not asked)."""
        return self.ai_turns.thinking_since

    @thinking_since.setter
    def thinking_since(self, value: float | None) -> None:
        self.ai_turns.thinking_since = value

    @property
    def ai_move(self) -> Any:
        """The AI's reply, waiting for its steps ahead and the minimum thinking time (None: none yet)."""
        return self.ai_turns.move

    @ai_move.setter
    def ai_move(self, value: Any) -> None:
        self.ai_turns.move = value

    @property
    def turn_announced(self) -> bool:
        """`on_turn` was called for the position shown (the turn is settled)."""
        return self._turn_announced == len(self.session.moves)

    def announce_turn_again(self) -> None:
        """Call `on_turn` again at the next update (the position was shown anew)."""
        self._turn_announced = -1

    def show_session(self) -> None:
        """Show the session as it is now, without animation (a tutorial's new step, or its step back): nothing
        moving, no AI move or hint pending, the game running, the move list rebuilt, the turn announced anew."""
        self.tweens.cancel_all()
        self.thinking_since = None
        self.ai_move = None
        self.hint_move = None
        self.finished = False
        self.sync()
        self._rebuild_history()
        self.announce_turn_again()

    def human_to_move(self) -> bool:
        """A human may act now: it is a human seat's turn, nothing animates, the game runs."""
        seat = self.session.to_move
        if seat is None or not self.seats[seat].plays_here or self.tweens.busy or self.finished:
            return False
        return self.director is None or self.director.board_plays

    @property
    def sees_all(self) -> bool:
        """Every hand is shown and nobody hands the screen over: the title's demo, or a director's say (a
        finished game's review shows every hand)."""
        return self.demo or (self.director is not None and self.director.sees_all)

    def visible_state(self) -> Any:
        """The state as the viewer may see it (hides other hands in hidden-information games)."""
        if self.game.hidden_information and not self.sees_all:
            humans = [i for i, s in enumerate(self.seats) if s.plays_here]
            viewer = self.viewer if self.viewer is not None else (humans[0] if humans else None)
            if viewer is not None:
                return self.game.view(self.state, viewer)
        return self.state

    # ------------------------------------------------------------------ layout of the side panel
    def _layout_panel(self) -> None:
        app = self.app
        w = theme.LOGICAL_SIZE[0] - PANEL_X - 16
        banner_h = 12 + 44 * len(self.seats)
        self.banner_rect = pygame.Rect(PANEL_X, 16, w, banner_h)
        self.history.rect = pygame.Rect(
            PANEL_X,
            self.banner_rect.bottom + 12,
            w,
            theme.LOGICAL_SIZE[1] - self.banner_rect.bottom - 12 - 16 - 64,
        )
        director = self.director
        undo = "game.undo" if director is None else director.undo_label
        hint = "game.hint" if director is None else director.hint_label
        self.menu_button = Button((0, 0, 0, 0), lambda: app.t("game.menu"), self.open_pause)
        self.undo_button = Button((0, 0, 0, 0), lambda: app.t(undo), self.undo)
        self.hint_button = Button((0, 0, 0, 0), lambda: app.t(hint), self.ask_hint)
        self.buttons.widgets = [self.menu_button, self.undo_button, self.hint_button]
        self.layout_buttons()

    def layout_buttons(self) -> None:
        """Menu, undo and hint share the panel's width by the length of their words ("Rückgängig" needs
        twice the room of "Tipp"), so that every word keeps the button's size where it can."""
        buttons = self.buttons.widgets[:3]
        font = self.app.fonts.get("button")
        need = [max(56, font.size(b.label())[0]) + 28 for b in buttons]
        room = theme.LOGICAL_SIZE[0] - PANEL_X - 16 - 16
        widths = [n * room // sum(need) for n in need]
        widths[-1] = room - sum(widths[:-1])
        x, y = PANEL_X, theme.LOGICAL_SIZE[1] - 16 - 52
        for button, width in zip(buttons, widths, strict=True):
            button.rect = pygame.Rect(x, y, width, 52)
            x += width + 8

    def _rebuild_history(self) -> None:
        entries = [
            (self.describe_notation(notation), self.entry_colour(mover))
            for mover, notation in self.rows_before
        ]
        for i, move in enumerate(self.session.moves):  # the same words and colour as `play` gave each row
            mover = self.session.movers[i]
            entries.append((self.describe_move(self.session.states[i], move), self.entry_colour(mover)))
        self.history.set_entries(entries)

    def language_changed(self) -> None:
        """Word anew what was worded once: the seats' default names ("White" / "Weiß") and every row of
        the move list, rebuilt from the moves (the scroll stays where it was)."""
        from scenes.games.launch import rename_default_seats

        rename_default_seats(self.app.tr, self.session)
        self.layout_buttons()
        scroll = self.history.scroll
        self._rebuild_history()
        self.history.scroll = scroll

    # ------------------------------------------------------------------ hooks (subclasses override)
    def layout(self) -> None:
        pass

    def sync(self) -> None:
        pass

    def animate_move(self, before: Any, move: Any, after: Any) -> None:
        self.sync()

    def draw_board(self, surface: pygame.Surface) -> None:
        pass

    def handle_board(self, action: Action) -> bool:
        return False

    def ready_steps(self, state: Any, move: Any) -> list[Callable[[], object]]:
        """A game's own work for the first frame of an AI's move to `state` + `move`, done a step a frame
        before it is played (pictures drawn ahead into their caches; see scenes/games/ai_turns.py)."""
        return []

    def idle_steps(self) -> Iterator[None]:
        """Pictures that later frames would draw for the first time (a card's face, a promoted tower),
        drawn now into their caches, one small step (well under 4 ms) per `yield`, in the time the frames
        would otherwise sleep (App.idle): drawn in a frame of play, each cost that frame 1.5-4 ms."""
        return iter(())

    def panel_backdrop(self) -> Backdrop | None:
        """The frame's background as one still picture, when the game has one: then `draw_background` is
        not called, and the frame starts with that picture, the side panel's frames already blended into
        its column (SidePanel.backdrop_picture). The picture's column (from the panel's edge) must be what
        the game shows there, and `under` what it draws there before the panel (Backdrop); the key changes
        whenever the picture or `under`'s drawing does. None: `draw_background` draws the background and the
        panel is blended over whatever is there (a card dragged over the panel)."""
        return None

    def describe_move(self, state: Any, move: Any) -> str:
        return self.game.notation(state, move)

    def describe_notation(self, notation: str) -> str:
        """A move known only by its notation (`rows_before`: an online table opened mid-game) in words; a game
        whose notation is no sentence words it (Ka-Mel-Oh!), the others show it as it is."""
        return notation

    def on_turn(self) -> None:
        pass

    def hint_reason(self, before: Any, move: Any, after: Any) -> str | None:
        """Why the hinted move is good, in one sentence; every game answers with its words.hint_reason."""
        return None

    def seat_colours(self) -> list[tuple]:
        return list(theme.SEAT_COLOURS[: len(self.seats)])

    def seat_status(self) -> list[str]:
        return [""] * len(self.seats)

    def result_details(self) -> list[str]:
        return []

    def draw_result_details(self, surface: pygame.Surface, area: pygame.Rect) -> bool:
        return False

    def snapshot_picture(self, size: tuple[int, int]) -> pygame.Surface | None:
        return None

    def draw_background(self, surface: pygame.Surface) -> None:
        from scenes.widgets.draw import gradient

        surface.blit(gradient(theme.LOGICAL_SIZE, *theme.GAME_BG), (0, 0))

    # ------------------------------------------------------------------ moves
    def play(self, move: Any) -> bool:
        """Apply a move (human or AI): record, autosave, animate. False (with a message) if illegal, or
        when a director refuses it (a tutor: a move its step does not ask for, said on its card)."""
        director = self.director
        if director is not None and not director.admits(move):
            return False
        before = self.state
        prepared = self.ai_turns.take_prepared()
        try:
            after = self.session.play(move, prepared)
        except IllegalMove as exc:  # the rule it breaks, in the player's language
            self.app.sound.play("error")
            self.app.toast(self.game.explain(exc, self.app.tr.language), 3.5, theme.BAD)
            return False
        self.hint_move = None
        mover = self.session.movers[-1]
        words = self.ai_turns.take_words(before, move, self.app.tr.language)
        if words is None:
            words = self.describe_move(before, move)
        self.history.add(words, self.entry_colour(mover))
        self._autosave()
        self.animate_move(before, move, after)
        if director is not None:
            director.played(mover)  # a tutor: the step's move, the opponent's scripted replies follow
        return True

    def show_move(self, move: Any, notation: str, after: Any, mover: int, effects: Any = None) -> None:
        """A move made and checked elsewhere (an online table's referee, which alone holds the game), shown
        exactly as a move played here: recorded as told (`move` as this seat may know it, its `notation`, the
        position `after` it as this seat may see it, the `mover`), worded in the move list and animated by
        the game's `animate_move`. `effects` is what the move did as the source tells it (Ka-Mel-Oh!'s
        events: the rules cannot work them out from a view), kept for the game (`effects_of`). Nothing is
        applied, checked or saved here."""
        before = self.state
        self.session.record(move, notation, after, mover)
        if effects is not None:
            self.told_effects[len(self.session.moves) - 1] = effects
        self.hint_move = None
        self.thinking_since = None
        self.history.add(self.describe_move(before, move), self.entry_colour(mover))
        self.animate_move(before, move, after)

    def effects_of(self, index: int) -> Any:
        """What the session's move `index` did as its source told it (`show_move`), None when it was played
        here (the rules work it out from the position before it)."""
        return self.told_effects.get(index)

    def game_outcome(self) -> Outcome:
        """The game's result: the one told (an online table's referee: a resignation too), else the rules'
        of the position."""
        if self.told_outcome is not None:
            return self.told_outcome
        return self.game.outcome(self.state)

    @property
    def keeps_saves(self) -> bool:
        """Whether this game writes the player's save of its kind: never a demo, nor a scripted run (main.py:
        `--headless`, `--frames`, ... leave the player's saves alone unless asked with `--autosave`), nor a
        tutorial or a review (nor its picture: the pause menu's "save and quit" only quits)."""
        return self.director is None and not self.demo and self.app.options.keep_saves

    @property
    def restarts(self) -> bool:
        """The pause menu offers "Restart" (a game at home, a tutorial, a review, a puzzle; not an online
        table)."""
        return self.director is None or self.director.restarts

    @property
    def again_label(self) -> str:
        """The results' first button's words (it calls `restart`): "Play again", at an online table the lobby's
        name."""
        return "results.again" if self.director is None else self.director.again_label

    @property
    def quit_label(self) -> str:
        """The pause menu's words for leaving (a tutorial or a review is left, never saved)."""
        return "pause.save_quit" if self.director is None else self.director.quit_label

    def entry_colour(self, seat: int) -> tuple:
        """The colour of a seat's moves in the move list."""
        return _readable(self.seat_colours()[seat])

    def _autosave(self) -> None:
        if not self.keeps_saves:
            return  # a demo or a scripted run never replaces the player's own saved game
        # each game kind has its own file; a finished game's is removed, so only unfinished ones are listed
        if self.session.over:  # kept apart for its review (storage/finished.py)
            _autosaver.save(self.save_file, None)
            archive(self.session)
            return
        # the session as it is now (its lists copied: the game goes on), turned into the save's JSON by the
        # writer thread: dumping the states took 0.1-0.5 ms of the frame of the move
        now = self.session.save_snapshot()
        _autosaver.save(self.save_file, lambda: json_bytes(now.to_save()))

    @functools.cached_property
    def save_file(self):
        """Found once: it makes sure the folders exist, two system calls (~0.15 ms) in the frame of every
        move otherwise (the writer makes the folder again if it went missing)."""
        return save_path(self.session.game_id)

    def undo(self) -> None:
        """Undo (the button, U): a director steps back; a game takes the human's last move back."""
        if self.director is not None:
            self.director.step_back()
            return
        self.undo_move()

    def undo_move(self) -> None:
        """Take back the human's own last move against the AI (a game may step back over more)."""
        if self.demo or self.finished:
            return
        if self.session.undo_target() is None:
            self.app.sound.play("error")
            self.app.toast(lambda: self.app.t("game.no_undo"), 2.0)
            return
        self.app.ai.cancel()
        self.ai_turns.cancel()
        self.asking_hint = False
        self.tweens.skip_all()
        self.session.undo()
        self.hint_move = None
        self._turn_announced = -1
        self.sync()
        self._rebuild_history()
        self._autosave()

    def ask_hint(self) -> None:
        if self.director is not None:
            self.director.show()  # a tutor's highlights flash; a review steps forward
            return
        if not self.human_to_move() or self.asking_hint or self.demo:
            self.app.sound.play("error")
            return
        seat = self.session.to_move
        self.asking_hint = True
        self.app.ai.request(
            game_ref_of(self.game),
            self.game.view(self.state, seat),
            seat,
            "medium",
            self.session.seed + len(self.session.moves),
            0,
        )

    def show_hint(self, move: Any, described: str | None = None) -> None:
        """Highlight a hinted move (subclasses draw `self.hint_move`) and say it, with why it is good."""
        self.hint_move = move
        state, after = self.state, self.game.apply(self.state, move)
        reason = self.hint_reason(state, move, after)

        def said() -> str:  # worded again if the language changes while it shows
            hint = self.app.t("game.hint_is", move=described or self.describe_move(state, move))
            why = self.hint_reason(state, move, after)
            return self.app.t("game.hint_why", hint=hint, reason=why) if why else hint

        self.app.toast(said, 5.0 if reason else 3.0, theme.HIGHLIGHT)

    def _poll_hint(self) -> None:
        reply = self.app.ai.poll()
        if reply is None:
            return
        self.asking_hint = False
        if reply.move is not None and reply.move in self.game.legal_moves(self.state):
            self.show_hint(reply.move)

    # ------------------------------------------------------------------ hot-seat hand-over
    def _check_handover(self) -> bool:
        """Cover the screen when a different human must decide in a hidden-information game."""
        if not self.game.hidden_information or self.demo or self.tweens.busy:
            return False
        seat = self.session.to_move
        humans = [i for i, s in enumerate(self.seats) if s.plays_here]
        if seat is None or not self.seats[seat].plays_here:
            return False
        if self.viewer is None and len(humans) == 1:
            self.viewer = seat
            return False
        if seat == self.viewer:
            return False

        def ready(s: int = seat) -> None:
            self.viewer = s
            self.sync()

        self.viewer = None
        self.app.open("handover", lambda: self.seats[seat].name, ready)
        return True

    # ------------------------------------------------------------------ frame
    def update(self, dt: float) -> None:
        """The app's frame: the game's (`update_game`), then a director's (a tutor's replies and next step)."""
        self.update_game(dt)
        if self.director is not None:
            self.director.update(dt)

    def update_game(self, dt: float) -> None:
        """The game's frame (a game extends it and calls this first or last)."""
        super().update(dt)
        self.buttons.update(dt)
        self.undo_button.enabled = not self.demo and self.session.undo_target() is not None
        self.hint_button.enabled = not self.demo and self.human_to_move()
        if self.asking_hint:
            self._poll_hint()
            return
        if self.finished:
            return
        if self.session.over:
            if not self.tweens.busy:
                self.game_over()
            return
        if self._check_handover():
            return
        if not self.tweens.busy and not self.turn_announced:
            self._turn_announced = len(self.session.moves)
            self.on_turn()
        if self.director is None:  # a director plays the moves it shows itself (Tutor.update, Review)
            self._drive_ai()

    def _drive_ai(self) -> None:
        """One frame of an AI seat's turn (scenes/games/ai_turns.py)."""
        self.ai_turns.drive()

    def run_step_ahead(self) -> bool:
        """Run the next step readying the AI's move; False when none is left."""
        return self.ai_turns.run_step()

    def applied_ahead(self, state: Any, move: Any) -> Any:
        """The position after `move` from `state`: the one prepared ahead for the AI's move when it is that
        move's (a game's ready steps need it too), else applied now."""
        return self.ai_turns.applied_ahead(state, move)

    # ------------------------------------------------------------------ the frames' spare time
    def idle_later(self, task: Callable[[], object]) -> None:
        """One more small picture to draw in the frames' spare time (after the AI's steps, before
        `idle_steps`): what a frame soon to come will show, such as the tray of the seat whose turn comes
        after a move's animation."""
        self.spare_time.later(task)
        self.idle_pending = True

    def idle(self, budget: float) -> None:
        """The frames' spare time, nearest need first: the steps readying an AI's move (it waits for them),
        then what a coming frame will show (`idle_later`), then the pictures of `idle_steps`."""
        end = time.perf_counter() + budget
        while time.perf_counter() < end and self.run_step_ahead():
            pass
        self.idle_pending = self.spare_time.run(end)

    def game_over(self) -> None:
        """The game has ended and its last animation is done: the results over the board (in a tutorial
        the end is a step like any other, and a review shows the end it steps to: no results; an online
        table shows them, with its referee's outcome)."""
        self.finished = True
        if self.director is not None and not self.director.shows_results:
            return
        self.app.toasts = []  # the game's own toasts (a path finished, a hint) never lie over the results
        outcome = self.game_outcome()
        self.app.report_game_over(
            {
                "game": self.game.id,
                "winners": list(outcome.winners),
                "names": [s.name for s in self.seats],
                "scores": list(outcome.scores),
                "reason": outcome.reason,
                "moves": len(self.session.moves),
            }
        )
        results = self.app.open("results", self, self.result_details)
        if self.demo:  # on the results' clock: only the top scene's tweens run, this scene's wait for it
            results.tweens.call(5.0, self.quit_to_title)

    def handle(self, action: Action) -> None:
        """The app's input: a director's first (a tutor's card, Continue, a press on a board that waits for
        no move; a review's steps), then the game's (`handle_game`)."""
        if self.director is not None and self.director.handle(action):
            return
        self.handle_game(action)

    def handle_game(self, action: Action) -> None:
        """The game's input (a game takes its own keys first and calls this for the rest)."""
        if self.demo:
            if action.kind in ("press", "key"):
                self.quit_to_title()
            return
        if action.name == "back":
            self.open_pause()
            return
        if action.name == "undo":
            self.undo()
            return
        if action.name == "hint":
            self.ask_hint()
            return
        if action.name == "help":
            self.app.open("help", self.game.id)
            return
        if self.history.handle(action):
            return
        if self.buttons.handle(action, self.app):
            return
        if action.kind == "press" and self.tweens.busy:
            self.tweens.skip_all()  # a click during an animation finishes it
            return
        if self.human_to_move():
            self.handle_board(action)
        elif action.kind == "press" and self.board_rect.collidepoint(action.pos):
            self.app.sound.play("error", 0.4)  # the AI is thinking: the click is ignored, nothing is lost

    def draw(self, surface: pygame.Surface) -> None:
        """The app's picture: the game's (`draw_game`), then a director's card and marks over it."""
        self.draw_game(surface)
        if self.director is not None:
            self.director.draw(surface)

    def view_now(self) -> Any:
        return None

    def toast_area(self) -> pygame.Rect:
        """The toasts lie over the bottom of the move list, never over the board (a hint's words covered the
        board's bottom row, issue 27); under a director (a tutorial's coach, a review) its card is there, so
        they keep the window's place."""
        if self.director is not None:
            return self.director.toast_area() or super().toast_area()
        moves = self.history.rect
        return pygame.Rect(moves.x + 4, moves.y, moves.w - 8, moves.h - 8)

    def frame(self) -> Any:
        """The view of the frame being drawn: built at its first use in `draw_game` and shared by the
        background, board and panel hooks, so a frame builds its view once; the view of now when a hook is
        called alone (a save's picture, a test)."""
        if self.view_frame is not None:
            return self.view_frame
        view = self.view_now()
        if self._drawing:
            self.view_frame = view
        return view

    def draw_game(self, surface: pygame.Surface) -> None:
        """The game's picture: the background, the board and the side panel (a game may add to it)."""
        self._drawing, self.view_frame = True, None
        try:
            self._draw_game(surface)
        finally:
            self._drawing, self.view_frame = False, None

    def _draw_game(self, surface: pygame.Surface) -> None:
        self.side_panel.new_frame()
        backdrop = self.backdrop_now = self.panel_backdrop()
        if backdrop is None:
            self.draw_background(surface)
        else:  # the game's background with the side panel's frames already in its column: one blit
            surface.blit(self.panel_picture(backdrop), (0, 0))
        self.draw_board(surface)
        self.draw_panel(surface)

    def panel_picture(self, backdrop: Backdrop) -> pygame.Surface:
        """`backdrop`'s picture with the side panel's frames blended into its column (kept between frames)."""
        title = self.app.t("game.history")
        return self.side_panel.backdrop_picture(
            self.app, self.banner_rect, self.history, title, self.buttons, backdrop
        )

    def draw_panel(self, surface: pygame.Surface) -> None:
        """The seat banner, the move list and the buttons, kept as one picture between the frames in
        which something they show changes (scenes/widgets/side_panel.py)."""
        app = self.app
        seat = self.session.to_move
        thinking = seat is not None and self.seats[seat].is_ai and self.thinking_since is not None
        seats = Seats(
            tuple(s.name for s in self.seats),
            tuple(self.banner_kind(i) for i in range(len(self.seats))),
            tuple(tuple(c) for c in self.seat_colours()),
            seat,
            thinking,
            tuple(self.seat_status()),
        )
        title = app.t("game.history")
        backdrop = self.backdrop_now
        self.side_panel.draw(
            surface, app, self.banner_rect, seats, self.history, title, self.buttons, backdrop
        )

    def banner_kind(self, seat: int) -> str:
        """What the banner says a seat is (`seat.<kind>` in the translation tables): its kind, and for a
        remote seat its player's presence ("remote.online", "remote.away", "remote.gone"; an online table tells
        every seat's, a review of its game none: "remote", an online player, never "Offline"); at a table with
        remote seats a seat played here is "you" ("human.you"), not one "human" among others."""
        kind = self.seats[seat].kind
        if self.seats[seat].is_remote and seat in self.seat_presence:
            return f"{kind}.{self.seat_presence[seat]}"
        if self.seats[seat].plays_here and any(s.is_remote for s in self.seats):
            return f"{kind}.you"
        return kind

    # ------------------------------------------------------------------ leaving
    def open_pause(self) -> None:
        self.tweens.skip_all()
        self.app.open("pause", self)

    def leave(self) -> None:
        super().leave()
        self.app.ai.cancel()

    def save_and_quit(self) -> None:
        if self.keeps_saves and not self.session.over:
            _autosaver.save(self.save_file, self.session.to_save())
            _autosaver.flush()
        self.quit_to(self.home)

    def quit_to_title(self) -> None:
        self.quit_to("title")

    def quit_to(self, menu: str) -> None:
        """Leave the game for `menu` (the title; an online table's lobby), its picture written first."""
        self.app.ai.cancel()
        _autosaver.flush()
        if self.keeps_saves and not self.session.over:
            from scenes.games.snapshot import write_thumbnail

            # the Continue list's picture, while the game's pictures are still warm: the scene drawn alone
            # (no pause menu, no toast), by its own `draw` onto a surface of its own
            write_thumbnail(self)
        self.app.stack.reset(self.app.make(menu))
        self.app.settle_memory()  # the game's objects go now, in this frame of changing scenes

    def restart(self) -> None:
        if self.director is not None:
            self.director.restart()  # a tutorial from its first step, a review from the first move
            return
        from scenes.games.launch import start_game_scene

        self.app.ai.cancel()
        start_game_scene(self.app, self.session.restart(), demo=self.demo)


def _readable(colour: tuple) -> tuple:
    """A seat colour made light enough to read on the dark panel."""
    r, g, b = colour[:3]
    if r * 0.3 + g * 0.59 + b * 0.11 < 110:
        return theme.SEAT_TEXT_ON_DARK
    return (r, g, b)
