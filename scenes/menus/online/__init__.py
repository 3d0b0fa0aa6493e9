"""Play online (issue 29), the menus: the account (account.py), the lobby of one's tables and invitations
(lobby.py), the online set-up (setup.py), and the app's one connection to the server (connection.py), kept
among the app's services so that it goes on whatever scene is on top. The table itself is the game's scene
(scenes/games/online); the protocol and the client's model are in net/ (docs/network.md)."""
