"""Kamisado's own search engine (issue 19), for rounds without Sumos: a compact single-round representation
(position.py, tables.py) with its perft (perft.py), alpha-beta (search.py), the exact endgame search
(solver.py), the evaluation (evaluation.py), the opening book for Black (book.py, book.json) and the hard
level's move (play.py). Pure Python, no pygame; see ../NOTES.md."""
