"""CPU time of the post-game analysis (engine/analysis.py) per judged decision, per game, in CPython.

`python3 bench/analysis.py [game id ...]` analyses seat 0 of one bot game (Normal bots, seed 1) per game with a fixed
number of sampled worlds per decision (so the figure is the cost of a world, not of a budget) and prints the CPU
seconds per judged decision and for the whole game. A budget of B seconds per decision then takes about B times
the seat's judged decisions for a whole game.
"""

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "pysrc"))

from gameshelf.engine import analysis, simulate  # noqa: E402  (needs pysrc on the path)
from gameshelf.engine.bots import finish  # noqa: E402
from gameshelf.engine.replay import code_of  # noqa: E402
from gameshelf.engine.search import MIN_WORLDS  # noqa: E402

GAMES = {"ticket-to-ride": 2, "trick-of-the-rails": 3, "kingdom-builder": 2, "off-the-rails": 2}  # game id -> players
SEED = 1


def measure(game_id, players, rounds=MIN_WORLDS):
    """(judged decisions, CPU seconds per judged decision, worlds each) of seat 0's analysis of one bot game."""
    code = code_of(simulate.play_out(game_id, players, SEED, ["heuristic"], check=False))
    began = time.process_time()
    result = finish(analysis.analyse(code, 0, rounds=rounds))
    spent = time.process_time() - began
    judged = result["summary"]["judged"]
    return judged, spent / max(judged, 1), rounds


def main(game_ids):
    """One line per game."""
    for game_id in game_ids or GAMES:
        judged, per, rounds = measure(game_id, GAMES[game_id])
        print(f"{game_id:20} {judged:3d} decisions judged, {per:6.3f} s CPU each at {rounds} worlds, "
              f"{judged * per:6.1f} s for the game")


if __name__ == "__main__":
    main(sys.argv[1:])
