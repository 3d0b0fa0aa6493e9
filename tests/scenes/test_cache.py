"""scenes.engine.cache: the one way pictures and text are kept (bounded, least recently used goes first)."""

from __future__ import annotations

import pytest

from scenes.engine.cache import SurfaceCache, cached, clear_all


def test_a_kept_value_is_returned_without_building_again() -> None:
    store: SurfaceCache[str, list] = SurfaceCache(4)
    built = []
    first = store.get("a", lambda: built.append(1) or ["a"])
    again = store.get("a", lambda: built.append(2) or ["other"])
    assert again is first and built == [1] and "a" in store and len(store) == 1


def test_the_least_recently_used_entry_goes_first_when_full() -> None:
    store: SurfaceCache[int, int] = SurfaceCache(2)
    store.get(1, lambda: 10)
    store.get(2, lambda: 20)
    store.get(1, lambda: -1)  # 1 is now the most recently used
    store.get(3, lambda: 30)
    assert 1 in store and 3 in store and 2 not in store and len(store) == 2


def test_a_cache_needs_room() -> None:
    with pytest.raises(ValueError):
        SurfaceCache(0)


def test_cached_keys_by_positional_and_keyword_arguments() -> None:
    calls = []

    @cached(8)
    def picture(size: int, *, glow: bool = False) -> tuple:
        calls.append((size, glow))
        return (size, glow)

    assert picture(3) is picture(3)
    assert picture(3, glow=True) == (3, True) and picture(3, glow=True) is picture(3, glow=True)
    assert calls == [(3, False), (3, True)]
    picture.cache_clear()
    picture(3)
    assert calls[-1] == (3, False) and len(calls) == 3


def test_clear_all_empties_every_cache() -> None:
    store: SurfaceCache[int, int] = SurfaceCache(2)
    store.get(1, lambda: 1)

    @cached(2)
    def square(n: int) -> int:
        return n * n

    square(4)
    clear_all()
    assert len(store) == 0 and square.cache_info().currsize == 0
