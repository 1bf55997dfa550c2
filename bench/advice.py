"""Hints and post-game analysis timed in Pyodide, in the site's own worker, driven as the page drives them (bench/bench.py runs it).

Analysis: seat 0 of a game between Normal bots (seed 1, played in CPython, its position code sent to the worker) is
analysed by the `analyse` op in 0.1 s slices until the analysis comes back, then `analyse_stop`: the whole game for
Ticket to Ride (the target: under 60 s), the first ANALYSED_MOVES moves of the others. Hints: the `hint` op in 0.1 s
slices at each of seat 0's first HINTS decisions with a choice, in a game whose every seat plays seeded random moves.

On its own, `python3 bench/advice.py [--budget S] [--worlds N] [--slowdown K] [--game ID ...] [--no-hints] [--json]`
(after `python3 build.py`) measures these alone: other analysis settings, some games, or the whole browser at 1/K of its
CPU time (K = 4: the phone estimate of bench/bench.py).
"""

import argparse
import json
import statistics
import sys
import threading
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "pysrc"))

from gameshelf.engine import simulate  # noqa: E402  (needs pysrc on the path)
from gameshelf.engine.replay import Replay, code_of  # noqa: E402
from together import percentile  # noqa: E402

GAMES = {"ticket-to-ride": 2, "ticket-to-ride-nordic": 2, "kingdom-builder": 2, "off-the-rails": 2, "trick-of-the-rails": 3}
WHOLE_GAME = "ticket-to-ride"  # the game analysed to its end (the others: their first ANALYSED_MOVES moves)
WHOLE_GAME_TARGET_S = 60.0
HINT_TARGET_S = 1.2  # p95
ANALYSED_MOVES = 30
HINTS = 12  # hints timed per game
SLICE_SECONDS = 0.1  # as the page asks (web/shell/table/hint.js)
ANALYSIS_SEED, HINT_SEED = 1, 5

# Runs `request` (an `analyse` op) slice by slice to its end; {ms, calls, fractions, analysis}, the analysis then stopped.
ANALYSE = """async (request) => {
  const started = performance.now();
  const fractions = [];
  let answer;
  do {
    answer = await engineCall(request);
    if (!answer.ok) throw new Error(answer.error);
    if (answer.thinking) fractions.push(answer.progress);
  } while (answer.thinking);
  const ms = performance.now() - started;
  await engineCall({ op: "analyse_stop" });
  return { ms, calls: fractions.length + 1, fractions, analysis: answer.analysis };
}"""

# Times the `hint` op (slice by slice, to its answer) at seat 0's first `hints` decisions with a choice; every seat
# plays seeded random legal moves. Returns milliseconds each.
HINT_TIMES = """async ([game, players, seed, hints, slice]) => {
  let snap = await engineCall({ op: "new", game, seats: Array(players).fill({ kind: "human" }), seed, hints: true });
  let state = 12345;
  const random = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
  const times = [];
  while (times.length < hints && !snap.over) {
    if (!snap.ok) throw new Error(snap.error);
    if (snap.viewer === 0 && snap.legal.length > 1) {
      const started = performance.now();
      let answer;
      do answer = await engineCall({ op: "hint", slice }); while (answer.ok && answer.thinking);
      if (!answer.ok) throw new Error(answer.error);
      times.push(performance.now() - started);
    }
    snap = await engineCall({ op: "move", move: snap.legal[Math.floor(random() * snap.legal.length)] });
  }
  return times;
}"""


def analysed_code(game_id, players):
    """The position code a game's analysis is timed on: a Normal bots' game, whole or cut after ANALYSED_MOVES moves."""
    code = code_of(simulate.play_out(game_id, players, ANALYSIS_SEED, ["heuristic"], check=False))
    return code if game_id == WHOLE_GAME else Replay.of_code(code).code_at(ANALYSED_MOVES)


def analysis_summary(run):
    """What the bench keeps of one timed analysis (the ANALYSE script's answer)."""
    decisions = run["analysis"]["decisions"]
    judged = [d for d in decisions if not d["forced"]]
    worlds = [d["worlds"] for d in judged]
    fractions = run["fractions"]
    return {"seconds": round(run["ms"] / 1000, 2), "decisions": len(decisions), "judged": len(judged),
            "per_decision_ms": round(run["ms"] / max(len(judged), 1)), "budget_s": run["analysis"]["budget"],
            "worlds_cap": run["analysis"]["worlds"],
            "worlds": {"median": statistics.median(worlds) if worlds else 0, "fewest": min(worlds, default=0)},
            "calls": run["calls"], "progress_rises": fractions == sorted(fractions)}


def hint_summary(times_ms):
    """{median_ms, p95_ms, hints} of a game's hint times."""
    return {"median_ms": round(statistics.median(times_ms)), "p95_ms": round(percentile(times_ms, 0.95)), "hints": len(times_ms)}


def advice_figures(page, options=None, games=GAMES, hints=True):
    """{analysis: {game: analysis_summary}, hints: {game: hint_summary}} of `games` on a page whose `engineCall` talks
    to the site's worker (bench.py's START_ENGINE); `options`: more fields of the `analyse` requests (budget, worlds)."""
    out = {"analysis": {}, "hints": {}}
    for game_id, players in games.items():
        request = {"op": "analyse", "code": analysed_code(game_id, players), "seat": 0, "slice": SLICE_SECONDS, **(options or {})}
        out["analysis"][game_id] = analysis_summary(page.evaluate(ANALYSE, request))
    for game_id, players in games.items() if hints else ():
        out["hints"][game_id] = hint_summary(page.evaluate(HINT_TIMES, [game_id, players, HINT_SEED, HINTS, SLICE_SECONDS]))
    return out


def rows(figures):
    """The figures as (label, value, target) rows of the bench's table."""
    out = []
    for game_id, a in figures["analysis"].items():
        whole = game_id == WHOLE_GAME
        scope = "whole game" if whole else f"first {ANALYSED_MOVES} moves"
        out.append((f"Analysis in Pyodide, {game_id} ({scope}, seat 0, {a['judged']} decisions judged, {a['budget_s']} s budget, "
                    f"at most {a['worlds_cap']} worlds): "
                    "total / per decision / worlds median (fewest)",
                    f"{a['seconds']:.1f} s / {a['per_decision_ms']} ms / {a['worlds']['median']:g} ({a['worlds']['fewest']})",
                    f"< {WHOLE_GAME_TARGET_S:.0f} s" if whole else ""))
    for game_id, h in figures["hints"].items():
        out.append((f"Hint in Pyodide, {game_id} ({h['hints']} hints): median / p95", f"{h['median_ms']} ms / {h['p95_ms']} ms",
                    f"p95 <= {HINT_TARGET_S} s"))
    return out


def main():
    """Measure on the built site alone, then print the rows (or one JSON object with --json)."""
    from bench import engine_page, fresh_profile  # noqa: E402  (bench/bench.py, which imports this file)
    from playwright.sync_api import sync_playwright
    from tools.common import DIST
    from tools.serving import SITE_PREFIX, SiteServer

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--budget", type=float, help="the analysis's seconds per decision (default: the op's)")
    parser.add_argument("--worlds", type=int, help="the analysis's most worlds per decision (default: the op's)")
    parser.add_argument("--slowdown", type=int, default=1, help="the whole browser at 1/K of its CPU time (bench/cpu_share.py)")
    parser.add_argument("--game", action="append", choices=sorted(GAMES), help="only this game (repeatable)")
    parser.add_argument("--no-hints", action="store_true", help="the analyses only")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args()
    options = {key: value for key, value in (("budget", args.budget), ("worlds", args.worlds)) if value is not None}
    server = SiteServer(DIST, prefix=SITE_PREFIX)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    site = f"http://127.0.0.1:{server.server_address[1]}{SITE_PREFIX}"
    with sync_playwright() as playwright, fresh_profile(playwright, args.slowdown, timeout_ms=900_000) as context:
        out = advice_figures(engine_page(context, site), options, {g: GAMES[g] for g in args.game or GAMES}, not args.no_hints)
    server.shutdown()
    if args.json:
        print(json.dumps(out, indent=1))
        return
    for label, value, target in rows(out):
        print(f"{label}: {value}" + (f"  (target {target})" if target else ""))


if __name__ == "__main__":
    main()
