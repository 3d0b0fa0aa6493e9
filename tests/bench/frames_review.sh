#!/usr/bin/env bash
# frames of a review while the AI process judges, in a real window (Xvfb), alternating with the machine's floor
cd /work/main
export SDL_AUDIODRIVER=dummy PYGAME_HIDE_SUPPORT_PROMPT=1
for g in kamisado camelot downunder kameloh; do
  home=$(mktemp -d)
  echo "== floor"
  xvfb-run -a -s "-screen 0 1600x1000x24" .venv/bin/python -m tests.bench.bench_pacer --frames 1800 --busy --window 2>/dev/null | tail -1 | python3 -c "import json,sys; d=json.load(sys.stdin); print('floor', d['interval_ms'], d.get('work_cpu_ms'))"
  echo "== review $g"
  SPIELTISCH_HOME=$home xvfb-run -a -s "-screen 0 1600x1000x24" .venv/bin/python main.py --review /tmp/fin-$g.json --frames 1800 --bench 2>/dev/null | tail -1 | python3 -c "import json,sys; d=json.load(sys.stdin); print('$g', 'interval', d['interval_ms'], 'cpu', d['work_cpu_ms'], 'over33', d['over_33ms'], 'long', d['long_frames'])"
done
