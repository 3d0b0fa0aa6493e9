"""The one way scenes keep pre-rendered pictures and text: a bounded least-recently-used cache.

- `@cached(maxsize)` on a function that draws a picture from hashable arguments (a board per size, a card
  face per card and size): the second call with the same arguments returns the same surface.
- `SurfaceCache(maxsize)` for a cache owned by an object, filled by `get(key, build)`.

Both forget the least recently used entry when full, so a window resized many times never piles up
pictures, and both register themselves so that `clear_all()` empties every one (tests; a changed setting
that alters how everything looks).
"""

from __future__ import annotations

import functools
import weakref
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Generic, ParamSpec, TypeVar

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")
P = ParamSpec("P")

_ALL: weakref.WeakSet[SurfaceCache] = weakref.WeakSet()
_FUNCTIONS: weakref.WeakSet = weakref.WeakSet()  # the functions decorated with `cached`


class SurfaceCache(Generic[K, V]):
    """A bounded LRU mapping: `get(key, build)` returns the kept value or keeps `build()`."""

    def __init__(self, maxsize: int) -> None:
        if maxsize < 1:
            raise ValueError("a cache needs room for at least one entry")
        self.maxsize = maxsize
        self._items: OrderedDict[K, V] = OrderedDict()
        _ALL.add(self)

    def get(self, key: K, build: Callable[[], V]) -> V:
        items = self._items
        if key in items:
            items.move_to_end(key)
            return items[key]
        value = items[key] = build()
        if len(items) > self.maxsize:
            items.popitem(last=False)
        return value

    def clear(self) -> None:
        self._items.clear()

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, key: object) -> bool:
        return key in self._items


def cached(maxsize: int) -> Callable[[Callable[P, V]], Callable[P, V]]:
    """Decorator: keep the last `maxsize` results of a picture-drawing function, keyed by its arguments.
    The standard library's LRU does the keeping (written in C: a hit costs a fraction of a microsecond,
    which matters for the hundreds of pictures a frame asks for)."""

    def wrap(func: Callable[P, V]) -> Callable[P, V]:
        kept = functools.lru_cache(maxsize=maxsize)(func)
        _FUNCTIONS.add(kept)
        return kept  # type: ignore[return-value]

    return wrap


def clear_all() -> None:
    """Empty every cache of pictures and text."""
    for store in list(_ALL):
        store.clear()
    for function in list(_FUNCTIONS):
        function.cache_clear()
