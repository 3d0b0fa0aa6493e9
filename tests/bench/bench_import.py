"""What importing the rules costs, in CPU milliseconds (median of several fresh processes).

    python -m tests.bench.bench_import [--runs 9]

`import rules` is paid by the game at start-up, by every AI worker process and by every test process; a game's
first use (its GAME's first position and legal moves) is paid when that game is first opened. The test suite
checks only what `import rules` loads (tests/rules/test_contract.py), not its time.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys

IMPORT = "import time; t = time.process_time(); import rules; print(time.process_time() - t)"
FIRST_USE = (
    "import time, rules; game = rules.GAMES[{game!r}]; t = time.process_time(); "
    "state = game.new(); game.legal_moves(state); print(time.process_time() - t)"
)


def cpu_ms(code: str, runs: int) -> float:
    times = [
        float(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout)
        for _ in range(runs)
    ]
    return 1000 * statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9)
    runs = parser.parse_args().runs
    print(f"import rules            {cpu_ms(IMPORT, runs):6.1f} ms CPU (median of {runs})")
    import rules

    for game_id in rules.GAMES:
        print(f"first use of {game_id:<10} {cpu_ms(FIRST_USE.format(game=game_id), runs):6.1f} ms CPU")


if __name__ == "__main__":
    main()
