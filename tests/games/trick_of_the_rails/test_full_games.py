"""Trick of the Rails: random full games with invariants, saves, the simulate CLI and the bots."""

import json
import subprocess
import sys
import time
from pathlib import Path

import pytest

from gameshelf.engine import catalog
from gameshelf.engine.bots import finish, think
from gameshelf.engine.simulate import play_out
from gameshelf.games.trick_of_the_rails import cards as C
from tests.kit import random_game, save_round_trip

GID = "trick-of-the-rails"
GAME = catalog.get(GID)
PYSRC = Path(__file__).resolve().parents[3] / "pysrc"


@pytest.mark.parametrize("players", [3, 4, 5])
def test_random_games(players):
    for seed in range(100):
        state = random_game(GID, players, seed)
        assert state["lane"] == [] and all(h == [] for h in state["hands"])
        assert sum(len(s) for s in state["shares"]) > 0


@pytest.mark.parametrize("players,options", [(3, {"expert": True}), (4, {"expert": True}), (5, {"expert": True}), (4, {"teams": True})])
def test_random_games_with_variants(players, options):
    for seed in range(60):
        random_game(GID, players, seed, options)


@pytest.mark.parametrize("players", [3, 4, 5])
def test_save_round_trip(players):
    save_round_trip(GID, players, 21, moves=30)
    save_round_trip(GID, players, 22, moves=200, options={"expert": True})


def test_simulate_json_output():
    out = subprocess.run(
        [sys.executable, "-m", "gameshelf", "simulate", GID, "--players", "4", "--games", "2", "--seed", "3", "--bots", "heuristic,random", "--json"],
        capture_output=True,
        text=True,
        env={"PYTHONPATH": str(PYSRC)},
        check=True,
    )
    lines = [json.loads(line) for line in out.stdout.splitlines()]
    assert len(lines) == 2
    for res in lines:
        assert res["game"] == GID and res["players"] == 4 and res["bots"] == ["heuristic", "random"] * 2
        final = res["final_view"]
        assert set(final["railways"]) == set(C.COMPANIES)
        placed = []
        for railway in final["railways"].values():
            assert railway["locomotive"] is None or railway["locomotive"].startswith("LOCO-")
            placed += railway["cards"]
        assert all(railway["locomotive"] for railway in final["railways"].values()), "the basic lane places all five"
        assert all(c in C.CARDS for c in placed)
        assert len(final["players"]) == 4 and all(isinstance(p["shares"], list) for p in final["players"])
        for entry in res["scores"]:
            assert set(entry["breakdown"]) == {code.lower() for code in C.COMPANIES}
            assert entry["total"] == sum(entry["breakdown"].values())
        assert res["winners"]


@pytest.mark.parametrize("players", [3, 4, 5])
def test_heuristic_bot_beats_random(players):
    games, wins, margin = 30, 0, 0.0
    for seed in range(2000, 2000 + games):
        bots = ["heuristic"] + ["random"] * (players - 1)
        score = GAME.score(play_out(GID, players, seed, bots, check=False).state)
        totals = [p["total"] for p in score["players"]]
        wins += 0 in score["winners"]
        margin += totals[0] - sum(totals[1:]) / (players - 1)
    assert wins >= 1.5 * games / players, f"the heuristic bot won only {wins} of {games}"
    assert margin / games > 20, "the heuristic bot does not outscore the random bots"


def test_heuristic_bot_plays_a_whole_game_legally():
    state = GAME.new(3, 4)
    move_number = 0
    while GAME.to_act(state):
        player = GAME.to_act(state)[0]
        move, legal = finish(think(GAME, state, player, "heuristic", 4, move_number))
        assert move in legal
        state = GAME.apply(state, player, move)
        move_number += 1
    assert move_number > 30


def test_heuristic_bot_answers_even_past_its_deadline():
    state = GAME.new(4, 8)
    player = GAME.to_act(state)[0]
    legal = GAME.legal_moves(state, player)
    bot = GAME.bots()["heuristic"]
    move = bot.choose(GAME, GAME.view(state, player), legal, player, None, time.monotonic() - 1)
    assert move in legal
