"""Random full games through the shared kit, save round-trips, the simulate command and the bots."""

import json

import pytest

from gameshelf.cli import main
from gameshelf.engine import simulate
from tests.kit import random_game, save_round_trip

USA_ID, NORDIC_ID = "ticket-to-ride", "ticket-to-ride-nordic"
GAMES_PER_COUNT = 25
SEATS = [(USA_ID, n) for n in (2, 3, 4, 5)] + [(NORDIC_ID, n) for n in (2, 3)]
NORDIC_RESET = {"three_locomotive_reset": True, "ferry_sets_on_color": False}


@pytest.mark.parametrize("game_id,players", SEATS)
def test_random_games_keep_every_invariant(game_id, players):
    seen = set()

    def note(state, player, move):
        seen.add(move["type"])
        if move["type"] == "claim":
            seen.add("claim-with-" + "+".join(sorted(move["cards"])))

    for seed in range(GAMES_PER_COUNT):
        options = NORDIC_RESET if game_id == NORDIC_ID and seed % 5 == 4 else None
        state = random_game(game_id, players, 1000 * players + seed, options, views_every=40, on_move=note)
        assert state["phase"] == "over"
    assert {"keep_tickets", "draw_face_up", "draw_deck", "draw_tickets", "claim"} <= seen
    if game_id == NORDIC_ID:
        assert {"tunnel_pay", "tunnel_withdraw"} <= seen


@pytest.mark.parametrize("game_id,players", [(USA_ID, 4), (NORDIC_ID, 3)])
def test_saves_round_trip(game_id, players):
    save_round_trip(game_id, players, seed=11, moves=80)


def final_games(capsys, game_id, players, bots):
    """The JSON lines printed by `gameshelf simulate`."""
    args = ["simulate", game_id, "--players", str(players), "--games", "5", "--bots", bots, "--json"]
    assert main(args) == 0
    return [json.loads(line) for line in capsys.readouterr().out.splitlines()]


@pytest.mark.parametrize("game_id,players,bonus", [(USA_ID, 4, "longest-path"), (NORDIC_ID, 3, "globetrotter")])
def test_simulate_json_reports_the_final_board(capsys, game_id, players, bonus):
    for game in final_games(capsys, game_id, players, "heuristic,random"):
        view = game["final_view"]
        assert view["phase"] == "over" and len(view["players"]) == players
        assert all(set(r) == {"id", "owner"} for r in view["routes"])
        assert any(r["owner"] is not None for r in view["routes"])
        for p in view["players"]:
            assert all(set(t) == {"id", "a", "b", "points", "completed"} for t in p["tickets"])
            assert isinstance(p["trains_left"], int)
        assert all(set(s["breakdown"]) == {"routes", "tickets", bonus} for s in game["scores"])


@pytest.mark.parametrize("game_id,players", [(USA_ID, 2), (USA_ID, 4), (NORDIC_ID, 2), (NORDIC_ID, 3)])
def test_heuristic_bot_beats_the_random_bot(game_id, players):
    summary = simulate.run(game_id, players, 4, 500, ["heuristic", "random"])
    assert summary["wins"]["heuristic"] >= 3
    assert summary["average_score"]["heuristic"] > summary["average_score"]["random"] + 40
