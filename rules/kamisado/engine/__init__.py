"""Kamisado's own search engine (issue 19): a compact single-round representation (position.py, tables.py)
with its perft (perft.py). Pure Python, deterministic."""
