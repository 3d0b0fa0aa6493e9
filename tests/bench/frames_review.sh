#!/usr/bin/env bash
# The window's frames while the AI process judges a finished game (issue 28): for each game, one game played
# to its end by AI seats (seeded), then `main.py --review` of it in a real window under Xvfb for 1,800 frames
# with --bench, each run beside the machine's floor (bench_pacer --busy --window), alternating.
#   tests/bench/frames_review.sh [PYTHON]      (from the checkout's root; needs xvfb-run)
set -euo pipefail
cd "$(dirname "$0")/../.."
py=${1:-.venv/bin/python}
work=$(mktemp -d)
export SDL_AUDIODRIVER=dummy PYGAME_HIDE_SUPPORT_PROMPT=1
for g in kamisado camelot downunder kameloh; do
  SDL_VIDEODRIVER=dummy "$py" - "$g" "$work/$g.json" <<'PY'
import json, sys, time
import rules
from rules.ai import choose_move
from rules.session import GameSession, Seat
game_id, out = sys.argv[1], sys.argv[2]
game = rules.GAMES[game_id]
seats = [Seat("ai-medium", "Anna"), Seat("ai-easy", "Bert"), Seat("ai-easy", "Cleo")][: 3 if game_id == "downunder" else 2]
session = GameSession.start(game_id, seats, None, 5)
while not session.over:
    state = session.state
    seat = game.to_move(state)
    level = "medium" if seat == 0 else "easy"
    session.play(choose_move(game, game.view(state, seat), seat, level, seed=len(session.moves), deadline=time.monotonic() + 0.3))
json.dump(session.to_save(), open(out, "w"))
PY
  echo "== floor"
  xvfb-run -a -s "-screen 0 1600x1000x24" "$py" -m tests.bench.bench_pacer --frames 1800 --busy --window 2>/dev/null | tail -1
  echo "== review $g"
  SPIELTISCH_HOME=$work/home xvfb-run -a -s "-screen 0 1600x1000x24" "$py" main.py --review "$work/$g.json" --frames 1800 --bench 2>/dev/null | tail -1
done
