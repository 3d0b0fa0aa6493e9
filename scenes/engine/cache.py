"""The one way scenes keep pre-rendered pictures and text: a bounded least-recently-used cache.

- `@cached(maxsize)` on a function that draws a picture from hashable arguments (a board per size, a card
  face per card and size): the second call with the same arguments returns the same surface.
- `SurfaceCache(maxsize)` for a cache owned by an object, filled by `get(key, build)`.

Both forget the least recently used entry when full, so a window resized many times never piles up
pictures, and both register themselves so that `clear_all()` empties every one (tests; a changed setting
that alters how everything looks). A `SurfaceCache` may also be bounded by the bytes of its pictures
(rendered text: thousands of small labels, most of them shown once), and `clear_package(name)` empties the
`cached` functions of one package (the games' pictures, when the title comes back).
"""

from __future__ import annotations

import functools
import gc
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

    def __init__(self, maxsize: int, max_bytes: int = 0) -> None:
        if maxsize < 1:
            raise ValueError("a cache needs room for at least one entry")
        self.maxsize = maxsize
        self.max_bytes = max_bytes  # 0: no bound by size; else the pictures' pixels may take this much
        self.bytes = 0
        self._items: OrderedDict[K, V] = OrderedDict()
        _ALL.add(self)

    def get(self, key: K, build: Callable[[], V]) -> V:
        items = self._items
        if key in items:
            items.move_to_end(key)
            return items[key]
        value = items[key] = build()
        if self.max_bytes:
            self.bytes += _pixel_bytes(value)
            while self.bytes > self.max_bytes and len(items) > 1:
                self.bytes -= _pixel_bytes(items.popitem(last=False)[1])
        if len(items) > self.maxsize:
            dropped = items.popitem(last=False)[1]
            if self.max_bytes:
                self.bytes -= _pixel_bytes(dropped)
        return value

    def clear(self) -> None:
        self._items.clear()
        self.bytes = 0

    def retain(self, keep: Callable[[K], bool]) -> None:
        """Forget the entries whose key `keep` refuses."""
        for key in [key for key in self._items if not keep(key)]:
            dropped = self._items.pop(key)
            if self.max_bytes:
                self.bytes -= _pixel_bytes(dropped)

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, key: object) -> bool:
        return key in self._items


def _pixel_bytes(value: object) -> int:
    """The bytes of a picture's pixels (0 for anything that is not a picture)."""
    pitch = getattr(value, "get_pitch", None)
    return pitch() * value.get_height() if pitch is not None else 0  # type: ignore[attr-defined]


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


def clear_package(package: str) -> None:
    """Empty the `cached` functions defined in `package` or below it (the games' pictures, when the title
    comes back: the next game is often another one, and the title needs none of them)."""
    for function in list(_FUNCTIONS):
        module = function.__module__
        if module == package or module.startswith(package + "."):
            function.cache_clear()


def give_back_memory() -> None:
    """Collect the garbage and hand the freed heap back to the system (glibc's `malloc_trim`; elsewhere the
    collection alone). For a moment when a pause of some milliseconds is not seen: the way back to the
    title, after a game's scene and pictures were dropped. Without it the process kept 12-24 MiB of freed
    heap after the first game (pictures freed in the middle of the heap are never returned on their own)."""
    gc.collect()
    trim = _malloc_trim()
    if trim is not None:
        trim(0)


@functools.cache
def _malloc_trim():
    try:
        import ctypes

        return ctypes.CDLL(None).malloc_trim  # glibc only: musl, macOS and Windows have none
    except (OSError, AttributeError, TypeError):
        return None
