"""Hard's strength against Normal as a function of the search budget: one pairing tournament per budget, on CPU time,
and the committed curve (strength_curve.json beside this module, written by `python3 build.py curve`)."""

import json
import math
import os

from gameshelf.engine import rating_runs, tournament

BUDGETS = (0.05, 0.1, 0.25, 0.5, 1.0)  # CPU seconds per decision: from a slow phone's second to twice this machine's
SEED = 9000  # the first deal: deals no bot was tuned on
GAMES = 100  # games per budget
STRONG, BELOW = "hard", "heuristic"  # the level measured and the one it must beat (shown as Normal)
FILE = os.path.join(os.path.dirname(__file__), "strength_curve.json")


def load():
    """The committed curve, {"games": {game id: [point, ...] in budget order}}; no games before any is measured."""
    if not os.path.exists(FILE):
        return {"games": {}}
    with open(FILE, encoding="utf-8") as f:
        return json.load(f)


COMMITTED = load()  # read once at import: a page restored from a memory snapshot has no package files to read


def point(game_id, budget, games=GAMES, seed=SEED, jobs=1, on_game=None):
    """Hard against Normal at one budget: the pair counts, Hard's share of the pairs (a draw counts half) and its
    Wilson 95 % interval (at 3 seats a game gives several pairs, so that interval is a little too narrow)."""
    counts = rating_runs.play_pairing(game_id, STRONG, BELOW, games, budget, seed, cpu=True, jobs=jobs, on_game=on_game)
    pairs = counts["wins"] + counts["losses"] + counts["draws"]
    score = counts["wins"] + counts["draws"] / 2
    low, high = tournament.wilson(score, pairs)
    return {"budget": budget, "games": games, "seed": seed, "players": rating_runs.players_of(game_id),
            "wins": counts["wins"], "losses": counts["losses"], "draws": counts["draws"],
            "share": score / pairs if pairs else 0.0, "low": low, "high": high}


def curve(game_id, budgets=BUDGETS, games=GAMES, seed=SEED, jobs=1, on_game=None):
    """One point per budget, in budget order."""
    return [point(game_id, budget, games, seed, jobs, on_game) for budget in sorted(budgets)]


def expected(game_id, budget, curve=None):
    """Hard's share against Normal at `budget` CPU seconds by the committed curve (interpolated on a log scale between
    measured budgets, the nearest end's outside them); None for a game not measured."""
    points = (curve or COMMITTED)["games"].get(game_id) or []
    if not points:
        return None
    if budget <= points[0]["budget"]:
        return points[0]["share"]
    for a, b in zip(points, points[1:]):
        if budget <= b["budget"]:
            w = math.log(budget / a["budget"]) / math.log(b["budget"] / a["budget"])
            return a["share"] + w * (b["share"] - a["share"])
    return points[-1]["share"]
