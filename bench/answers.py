"""What one whole game costs the bridge: `python3 build.py bench --answers [--tree DIR]`.

A 4-seat Ticket to Ride game (seed 1; seat 1 a human playing seeded random legal moves, three Normal
bots) is played in headless Chromium on a built site: every worker answer's size in bytes (UTF-8) is
recorded with the request that asked for it. The same requests are then replayed in CPython through
a fresh bridge, timing each with the process clock: the bridge's CPU time per move is that total,
less the bots' own thinking, over the moves of the game. `--tree` measures another checkout (its
dist/ and pysrc/), so one command gives the figures before and after a change.
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
import threading
from pathlib import Path

from playwright.sync_api import sync_playwright

from pages import open_ready

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tools.chromium import CHROMIUM, CHROMIUM_ARGS  # noqa: E402
from tools.serving import SITE_PREFIX, SiteServer  # noqa: E402

GAME_URL = "#new=ticket-to-ride&seats=human,bot:heuristic,bot:heuristic,bot:heuristic&seed=1"
HUMAN_SEED = 7  # the human's moves: a seeded choice among the legal ones, the same in every run
MOST_TURNS = 2000

WATCH_WORKER = """(() => {
  const Plain = window.Worker;
  const sizes = new TextEncoder();
  window.__calls = [];
  window.Worker = class extends Plain {
    constructor(url, options) {
      super(url, options);
      this.addEventListener("message", (event) => {
        const m = event.data || {};
        if (typeof m.response !== "string") return;
        const call = window.__calls.find((c) => c.id === m.id && c.bytes === null);
        if (call) call.bytes = sizes.encode(m.response).length;
      });
    }
    postMessage(message, ...rest) {
      if (message && typeof message.request === "string") window.__calls.push({ id: message.id, request: message.request, bytes: null });
      return super.postMessage(message, ...rest);
    }
  };
})();"""

PLAY_HUMAN = """async (seed) => {
  const api = window.gameshelf;
  let state = seed;
  for (let turn = 0; turn < %d; turn++) {
    await api.waitIdle();
    const snap = api.snapshot();
    if (snap.over) return turn;
    if (snap.viewer === null || !snap.to_act.includes(snap.viewer) || !snap.legal.length) continue;
    state = (state * 1103515245 + 12345) %% 2147483648;
    await api.play(snap.legal[state %% snap.legal.length]);
  }
  return -1;
}""" % MOST_TURNS

REPLAY = """
import json, sys, time
from gameshelf.engine import bridge, match
thinking = [0.0]
plain_thinking = match.Match.bot_thinking
def timed_thinking(self, *args, **kwargs):
    player, steps = plain_thinking(self, *args, **kwargs)
    def timed():
        started = time.process_time()
        try:
            return (yield from steps)
        finally:
            thinking[0] += time.process_time() - started
    return player, timed()
match.Match.bot_thinking = timed_thinking
session = bridge.Session()
total = 0.0
for request in json.load(sys.stdin):
    started = time.process_time()
    session.handle(request)
    total += time.process_time() - started
print(json.dumps({"bridge_s": total - thinking[0], "thinking_s": thinking[0], "moves": len(session.match.log)}))
"""


def browse(dist):
    """[{request, bytes}] of every worker call while the game is played in Chromium on `dist`."""
    server = SiteServer(dist, prefix=SITE_PREFIX)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    site = f"http://127.0.0.1:{server.server_address[1]}{SITE_PREFIX}"
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=list(CHROMIUM_ARGS))
            context = browser.new_context(service_workers="block")
            context.set_default_timeout(600_000)
            context.add_init_script(WATCH_WORKER)
            page = open_ready(context.new_page(), site + GAME_URL)
            page.evaluate("() => window.gameshelf.setBotPace(0)")
            if page.evaluate(PLAY_HUMAN, HUMAN_SEED) < 0:
                raise SystemExit(f"the game did not end in {MOST_TURNS} turns")
            calls = page.evaluate("() => window.__calls")
            browser.close()
    finally:
        server.shutdown()
    return [call for call in calls if call["bytes"] is not None]


def bridge_cpu(pysrc, requests):
    """{bridge_s, thinking_s, moves}: the requests replayed in CPython on `pysrc`'s bridge."""
    env = {**os.environ, "PYTHONPATH": str(pysrc)}
    out = subprocess.run([sys.executable, "-c", REPLAY], input=json.dumps(requests), env=env, capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


def measure(tree=ROOT):
    """The figures of one checkout: answers, median and mean bytes, bridge CPU ms per move."""
    calls = browse(tree / "dist")
    sizes = [call["bytes"] for call in calls]
    cpu = bridge_cpu(tree / "pysrc", [call["request"] for call in calls])
    ops = {}
    for call in calls:
        op = json.loads(call["request"])["op"]
        ops[op] = ops.get(op, 0) + 1
    return {
        "tree": str(tree), "answers": len(calls), "ops": ops, "moves": cpu["moves"],
        "median_answer_bytes": statistics.median(sizes), "mean_answer_bytes": round(statistics.fmean(sizes)),
        "bridge_cpu_ms_per_move": round(1000 * cpu["bridge_s"] / cpu["moves"], 3),
        "bot_thinking_ms_per_move": round(1000 * cpu["thinking_s"] / cpu["moves"], 3),
    }


def main():
    """Print the figures of this checkout (or of --tree) as one JSON object."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tree", type=Path, default=ROOT, help="the checkout to measure (built: its dist/ and pysrc/)")
    print(json.dumps(measure(parser.parse_args().tree.resolve()), indent=1))


if __name__ == "__main__":
    main()
