"""A hint's time in CPython: the Hard bot's search plus the reason, per game, over the decisions of a seeded game.

Run `python3 bench/hints.py [--positions N]`: for each game, seat 0's first N decisions of a game whose every seat
plays a seeded random move; a hint is asked at each (engine/hints.py run to its end, the default 1 s budget) and
timed in wall-clock seconds (the budget is wall-clock too). Prints the median and the 95th percentile per game.
The target (issue 28) is at most 1.2 s p95 in Pyodide, as Hard; CPython is the lower bound of that figure.
"""

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "pysrc"))

from gameshelf.engine.bots import finish  # noqa: E402  (needs pysrc on the path)
from gameshelf.engine.hints import hint_thinking  # noqa: E402
from gameshelf.engine.match import Match  # noqa: E402
from gameshelf.engine.rng import Rng, seed_state  # noqa: E402

GAMES = [("ticket-to-ride", 2), ("ticket-to-ride-nordic", 2), ("kingdom-builder", 2), ("off-the-rails", 2),
         ("trick-of-the-rails", 3)]
SEED = 5


def hint_times(game, players, positions):
    """Seconds per hint at seat 0's first `positions` decisions with a choice (every seat plays seeded random moves)."""
    match, rng, times = Match(game, ["human"] * players, SEED, hints=True), Rng(seed_state(SEED)), []
    while len(times) < positions and not match.over():
        player = match.to_act()[0]
        legal = match.legal_moves(player)
        if player == 0 and len(legal) > 1:
            began = time.perf_counter()
            finish(hint_thinking(match, player))
            times.append(time.perf_counter() - began)
        match.make_move(player, rng.choice(legal))
    return times


def main():
    """Print each game's median and 95th-percentile hint time."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=20)
    args = parser.parse_args()
    for game, players in GAMES:
        times = sorted(hint_times(game, players, args.positions))
        p95 = times[min(len(times) - 1, round(0.95 * (len(times) - 1)))]
        print(f"{game:24} {len(times):3} hints  median {statistics.median(times):.2f} s  p95 {p95:.2f} s")


if __name__ == "__main__":
    main()
