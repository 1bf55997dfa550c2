"""Write the golden playthroughs again, on purpose: `.venv/bin/python tests/golden/generate.py [name ...]`.

Bots play each setup to the end (the heuristic level, so that carts move and tiles get used); the
file keeps the moves, so a later replay needs no bot. Regenerate only when a rule change is meant to
change the games, and say so in the commit.
"""

import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT / "pysrc"), str(ROOT)]

from gameshelf.engine.match import Match  # noqa: E402
from tests.golden.replay import write  # noqa: E402

BUDGET = 5.0  # seconds a bot may think: far more than it needs, so no decision is cut short
SETUPS = {  # file name (without .txt) -> (game, players, seed, options)
    **{f"ticket-to-ride-4p-seed{s}": ("ticket-to-ride", 4, s, {}) for s in (1, 2)},
    **{f"ticket-to-ride-nordic-3p-seed{s}": ("ticket-to-ride-nordic", 3, s, {}) for s in (1, 2)},
    **{f"kingdom-builder-3p-seed{s}": ("kingdom-builder", 3, s, {}) for s in (1, 2)},
    **{f"off-the-rails-3p-seed{s}": ("off-the-rails", 3, s, {}) for s in (1, 2)},
    **{f"off-the-rails-solo-seed{s}": ("off-the-rails", 1, s, {}) for s in (1, 2)},
    **{f"trick-of-the-rails-4p-seed{s}": ("trick-of-the-rails", 4, s, {}) for s in (1, 2)},
    **{f"trick-of-the-rails-teams-seed{s}": ("trick-of-the-rails", 4, s, {"teams": True}) for s in (1, 2)},
}


def generate(name):
    """Play one setup with bots and write its golden file."""
    game, players, seed, options = SETUPS[name]
    seats = [{"name": f"Bot {i + 1}", "kind": "bot", "bot": "heuristic"} for i in range(players)]
    match = Match(game, seats, seed, options)
    while not match.over():
        match.bot_move(BUDGET)
    setup = {"game": game, "seats": match.seats, "seed": seed, "options": match.options}
    (ROOT / "tests" / "golden" / f"{name}.txt").write_text(write(match, setup), encoding="utf-8")
    return len(match.log)


if __name__ == "__main__":
    for name in sys.argv[1:] or SETUPS:
        print(f"{name}: {generate(name)} moves")
