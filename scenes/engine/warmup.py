"""Import the code of every game while a menu waits, one module at a time in the frames' idle time.

Why: a game's code (~120 modules, ~9 MiB resident, ~0.4 s to import) used to load when the game was first
opened, so the first visit of each game grew the process for good and paid the imports in its first frames
(Camelot's first notation: 4-6 ms mid-game). Imported at start-up it would delay the first frame by ~0.4 s.
Here the title (and the other menus that set `Scene.warm_up`) import it in the time the pacer would sleep.

The order is leaf-first, so that one step costs one module's own body: each module's compiled code is read
(without running it) and its module-level imports of our packages come first. This works from source and
inside the executable, whose importer also hands out compiled code and lists package contents.
"""

from __future__ import annotations

import dis
import importlib
import pkgutil
import sys
import time
from collections.abc import Iterator
from importlib.machinery import ModuleSpec

ROOTS = ("rules", "scenes", "net")
# Code that only the AI process (the Kamisado engine and its judge) or the benchmarks (perft) run: not worth its
# memory here; nor what only the referee and the tests of network play run, nor the XMPP link (slixmpp: ~160 ms
# in one step; the account screen imports it in a thread of its own).
SKIP = (
    "rules.kamisado.engine",
    "rules.kamisado.judge",
    "rules.ai.service",
    "net.xmpp",
    "net.check",
    "net.referee",
    "net.driver",
    "net.tables",
    "net.payloads",
    "net.memory",
)
SKIP_LEAVES = ("perft",)


def package_modules(roots: tuple[str, ...] = ROOTS) -> dict[str, ModuleSpec]:
    """Every module and package under `roots` with its spec, found without importing any of them."""
    found: dict[str, ModuleSpec] = {}
    pending: list[tuple[str, list[str] | None]] = [(root, None) for root in roots]
    while pending:
        name, places = pending.pop()
        spec = _find_spec(name, places)
        if spec is None or _skipped(name):
            continue
        found[name] = spec
        for info in pkgutil.iter_modules(spec.submodule_search_locations or []):
            pending.append((f"{name}.{info.name}", list(spec.submodule_search_locations)))
    return dict(sorted(found.items()))


def _find_spec(name: str, places: list[str] | None) -> ModuleSpec | None:
    """The spec of `name` inside its parent's `places`, asked of the import system's finders directly:
    `importlib.util.find_spec` would import the parent package first, and a game's scene package imports its
    whole scene (measured: the first read cost ~70 ms)."""
    for finder in sys.meta_path:
        find = getattr(finder, "find_spec", None)
        if find is None:
            continue
        try:
            spec = find(name, places)
        except (ImportError, ValueError):
            continue
        if spec is not None:
            return spec
    return None


def _skipped(name: str) -> bool:
    return name.startswith(SKIP) or name.rsplit(".", 1)[-1] in SKIP_LEAVES or name.endswith("__main__")


def module_imports(name: str, specs: dict[str, ModuleSpec]) -> list[str]:
    """The modules of `specs` that `name` imports when it runs (its module-level import statements), read
    from its compiled code. A package's children also depend on the package itself."""
    deps: list[str] = []
    parent = name.rpartition(".")[0]
    if parent in specs:
        deps.append(parent)
    spec = specs[name]
    try:
        code = spec.loader.get_code(name) if spec.loader is not None else None
    except (ImportError, SyntaxError, ValueError):
        code = None
    if code is None:
        return deps
    is_package = spec.submodule_search_locations is not None
    for target, level, fromlist in _import_statements(code):
        target = _absolute(target, level, name, is_package)
        for candidate in (target, *(f"{target}.{item}" for item in fromlist if item != "*")):
            if candidate in specs and candidate != name:
                deps.append(candidate)
    return deps


_LOAD_CONST = dis.opmap["LOAD_CONST"]
_LOAD_SMALL_INT = dis.opmap.get("LOAD_SMALL_INT", -1)  # Python 3.14 loads an import's level with it
_IMPORT_NAME = dis.opmap["IMPORT_NAME"]
_EXTENDED_ARG = dis.opmap["EXTENDED_ARG"]


def _import_statements(code) -> Iterator[tuple[str, int, tuple[str, ...]]]:
    """(module, level, names) of each import statement that the module's own code runs, from its raw
    bytecode: an import is `IMPORT_NAME` after two constants (level, then the from-list). Scanning the
    bytes directly is ~30x faster than `dis.get_instructions` (measured: 6 ms against 0.2 ms a module)."""
    raw = code.co_code
    consts: list[object] = []
    extended = 0
    for i in range(0, len(raw), 2):
        op, arg = raw[i], raw[i + 1] | extended
        extended = 0
        if op == _EXTENDED_ARG:
            extended = arg << 8
        elif op == _LOAD_CONST:
            consts.append(code.co_consts[arg])
        elif op == _LOAD_SMALL_INT:
            consts.append(arg)
        elif op == _IMPORT_NAME:
            if len(consts) >= 2 and isinstance(consts[-2], int):
                fromlist = consts[-1] if isinstance(consts[-1], tuple) else ()
                yield code.co_names[arg], consts[-2], fromlist
            consts.clear()
        elif op:  # opcode 0 is a CACHE entry, which sits between instructions in 3.11+
            consts.clear()


def _absolute(target: str, level: int, importer: str, is_package: bool) -> str:
    if level == 0:
        return target
    base = importer if is_package else importer.rpartition(".")[0]
    for _ in range(level - 1):
        base = base.rpartition(".")[0]
    return f"{base}.{target}" if target else base


def leaf_first(names: list[str], imports) -> Iterator[str | None]:
    """`names` ordered so that each comes after what it imports (a cycle is broken where it is met).
    `imports(name)` gives a module's dependencies; it is asked once per module as the walk reaches it, and
    the walk yields None after each such reading, so that a caller can spread the readings over frames."""
    state: dict[str, int] = {}  # 1: on the walk's path, 2: placed
    for root in names:
        if root in state:
            continue
        state[root] = 1
        stack: list[tuple[str, Iterator[str]]] = [(root, iter(imports(root)))]
        yield None
        while stack:
            node, deps = stack[-1]
            for dep in deps:
                if dep not in state:
                    state[dep] = 1
                    stack.append((dep, iter(imports(dep))))
                    yield None
                    break
            else:
                stack.pop()
                state[node] = 2
                yield node


class Warmup:
    """The modules still to import, one step (read one module's imports, or import one module) at a time."""

    def __init__(self, roots: tuple[str, ...] = ROOTS) -> None:
        self.roots = roots
        self._steps: Iterator[str | None] | None = None
        self.done = False
        self.imported = 0  # modules this warm-up imported (those already loaded are skipped)
        self.seconds = 0.0  # time spent in steps

    def _walk(self) -> Iterator[str | None]:
        specs = package_modules(self.roots)
        yield None
        # a module already loaded has run its imports: nothing to read
        for name in leaf_first(list(specs), lambda m: [] if m in sys.modules else module_imports(m, specs)):
            if name is not None and name not in sys.modules:
                importlib.import_module(name)
                self.imported += 1
            yield name

    def step(self) -> bool:
        """One step; False once everything is imported."""
        if self.done:
            return False
        start = time.perf_counter()
        if self._steps is None:
            self._steps = self._walk()
        try:
            next(self._steps)
        except StopIteration:
            self.done = True
        except Exception as exc:  # noqa: BLE001 - a module that fails here will fail visibly where it is used
            print(f"warm-up stopped: {exc!r}", file=sys.stderr)
            self.done = True
        self.seconds += time.perf_counter() - start
        return not self.done

    def run(self, budget: float) -> None:
        """Steps while `budget` seconds last (a step that starts always finishes)."""
        end = time.perf_counter() + budget
        while self.step() and time.perf_counter() < end:
            pass

    def finish(self) -> None:
        while self.step():
            pass
