"""Random full Kingdom Builder games through the shared kit, saves, and the simulate command."""

import json
import os
import pathlib
import subprocess
import sys

import pytest

from gameshelf.games.kingdom_builder import GAME
from tests.games.kingdom_builder.positions import FIRST_GAME
from tests.kit import random_game, save_round_trip

SEEDS = {2: range(1, 31), 3: range(101, 121), 4: range(201, 221)}
PYSRC = pathlib.Path(__file__).resolve().parents[3] / "pysrc"


@pytest.mark.parametrize("players,seed", [(p, s) for p, seeds in SEEDS.items() for s in seeds])
def test_random_games_keep_every_invariant(players, seed):
    options = FIRST_GAME if seed % 4 == 0 else None
    seen = set()
    state = random_game("kingdom-builder", players, seed, options, on_move=lambda s, p, m: seen.add(m["type"]))
    assert state["over"] and any(pl["supply"] == 0 for pl in state["players"])
    assert {"build", "end"} <= seen


def test_tiles_and_moves_all_occur_across_random_games():
    seen = set()

    def note(state, player, move):
        seen.add(move["type"])

    for seed in range(31, 35):
        random_game("kingdom-builder", 4, seed, views_every=1000, on_move=note)
    assert {"build", "tile", "move", "end"} <= seen


@pytest.mark.parametrize("players", [2, 3, 4])
def test_saves_round_trip(players):
    again = save_round_trip("kingdom-builder", players, 5 + players, moves=60)
    GAME.check_invariants(again.state)


def test_simulate_json_output_has_the_promised_fields():
    out = subprocess.run(
        [sys.executable, "-m", "gameshelf", "simulate", "kingdom-builder", "--players", "3", "--games", "1", "--seed", "4", "--bots", "random", "--json"],
        capture_output=True, text=True, check=True, env=dict(os.environ, PYTHONPATH=str(PYSRC)),
    )
    result = json.loads(out.stdout.splitlines()[0])
    view = result["final_view"]
    quadrants = view["board"]["quadrants"]
    assert len(quadrants) == 4 and all(set(q) == {"id", "rotated"} for q in quadrants)
    assert len(view["cards"]) == 3 and all(c.islower() for c in view["cards"])
    assert len(view["players"]) == 3
    for pl in view["players"]:
        assert all(len(s) == 2 and 0 <= s[0] < 20 and 0 <= s[1] < 20 for s in pl["settlements"])
    for score in result["scores"]:
        assert sorted(score["breakdown"]) == sorted(view["cards"] + ["castles"])
