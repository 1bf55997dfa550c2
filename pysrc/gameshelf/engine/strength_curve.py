"""Hard's strength against Normal as a function of the search budget: one pairing tournament per budget, on CPU time."""

from gameshelf.engine import rating_runs, tournament

BUDGETS = (0.05, 0.1, 0.25, 0.5, 1.0)  # CPU seconds per decision: from a slow phone's second to twice this machine's
SEED = 9000  # the first deal: deals no bot was tuned on
GAMES = 100  # games per budget
STRONG, BELOW = "hard", "heuristic"  # the level measured and the one it must beat (shown as Normal)


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
