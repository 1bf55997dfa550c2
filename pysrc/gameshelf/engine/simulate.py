"""Headless full games between bots, with invariants checked after every move."""

import time

from gameshelf.engine.bots import BUDGET
from gameshelf.engine.match import Match
from gameshelf.engine.replay import code_of


def play_out(game_id, players, seed, bot_names, options=None, budget=BUDGET, check=True):
    """Play one all-bot game to the end; returns the finished match."""
    seats = [{"kind": "bot", "bot": bot_names[i % len(bot_names)], "name": f"Bot {i + 1}"} for i in range(players)]
    match = Match(game_id, seats, seed, options)
    if check:
        match.game.check_invariants(match.state)
    while not match.over():
        match.bot_move(budget)
        if check:
            match.game.check_invariants(match.state)
    return match


def result(match):
    """The JSON summary of a finished match (the CLI's --json line)."""
    score = match.game.score(match.state)
    return {
        "game": match.game_id,
        "seed": match.seed,
        "players": len(match.seats),
        "bots": [s["bot"] for s in match.seats],
        "moves": len(match.log),
        "scores": [{"total": p["total"], "breakdown": p["breakdown"]} for p in score["players"]],
        "winners": score["winners"],
        "final_view": match.game.view(match.state, None),
        "code": code_of(match),
    }


def run(game_id, players, games, seed, bot_names, options=None, on_game=None):
    """Play `games` games with seeds seed, seed+1, ...; returns the summary figures."""
    wins, totals, moves = {}, {}, 0
    started = time.perf_counter()
    for k in range(games):
        match = play_out(game_id, players, seed + k, bot_names, options)
        res = result(match)
        moves += res["moves"]
        for i, bot in enumerate(res["bots"]):
            totals.setdefault(bot, []).append(res["scores"][i]["total"])
            wins.setdefault(bot, 0)
        for w in res["winners"]:
            wins[res["bots"][w]] += 1
        if on_game:
            on_game(res)
    elapsed = time.perf_counter() - started
    return {
        "games": games,
        "wins": wins,
        "average_score": {b: sum(v) / len(v) for b, v in totals.items()},
        "average_moves": moves / games if games else 0,
        "games_per_second": games / elapsed if elapsed else 0.0,
    }
