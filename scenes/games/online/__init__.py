"""An online table on the game's own scene (issue 29): the referee's views shown as a game's moves, the
other seats remote, the chat beside the table.

- `online_scene(app, client, table_id)`: the game's scene class, built with an `OnlineTable` director
  (table.py) over the client's latest view of the table (None while the client has none: it is asked for);
- `open_online_table(app, client, table_id, polls)`: shows it (what the lobby calls: it keeps the app's one
  `OnlineClient`, polls it once a frame and, with `polls=False`, feeds the director's `take` with that
  frame's events). True when the scene is shown.

Rooms: table (the director: views to moves, moves to the referee, refusals, the end, the connection),
positions (the session made of views, the seats, the move a view tells), chat (the chat's card).
"""

from __future__ import annotations

from scenes.games import scene_class
from scenes.games.launch import rename_default_seats, show_scene

from . import positions
from .table import OnlineTable

__all__ = ["OnlineTable", "online_scene", "open_online_table"]


def online_scene(app, client, table_id: str, polls: bool = True):
    """The game's scene of the online table `table_id` (None when the client has no view of it yet, or its
    game has no scene). `polls`: the table polls the client each frame; False when another polls it (the
    lobby's connection) and feeds the director's `take` with what it heard."""
    view = client.views.get(table_id)
    if view is None:
        client.sync(table_id)
        return None
    cls = scene_class(view.game)
    if cls is None:
        return None
    session, before = positions.new_session(view)
    # a computer seat's name as the table's creator sent it ("Computer (easy)") shows in this screen's words
    rename_default_seats(app.tr, session)
    table = OnlineTable(client, table_id, polls)
    scene = cls(app, session, director=table)
    scene.rows_before[:] = before
    table.begin(scene, view)  # once the scene is built: the chat takes the lower part of its move list
    scene.show_session()
    return scene


def open_online_table(app, client, table_id: str, polls: bool = True) -> bool:
    return show_scene(app, online_scene(app, client, table_id, polls))
