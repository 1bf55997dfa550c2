"""Random full games (uniform and cart-heavy), saves, undo barriers, the simulate command and the bots."""

import json
import time

import pytest

from gameshelf.cli import main
from gameshelf.engine import simulate
from gameshelf.engine.bots import RandomBot
from gameshelf.engine.rng import Rng, seed_state
from gameshelf.games.off_the_rails import GAME
from gameshelf.games.off_the_rails.bots.normal import HeuristicBot
from tests.kit import assert_rejected, check_views, dump, random_game, save_round_trip

GAME_ID = "off-the-rails"
VARIANTS = [None, {"bumper_carts": True}, {"chasm_die": True}, {"game_length": 13}, {"game_length": 25}]


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_uniform_random_games_keep_every_invariant(players):
    for seed in range(12):
        state = random_game(GAME_ID, players, seed, VARIANTS[seed % len(VARIANTS)])
        assert state["over"]


def lively_game(players, seed, options=None):
    """A random game that picks a move kind first, so carts, collisions and the chasm all happen."""
    rng = Rng(seed_state(seed))
    state = GAME.new(players, seed, options)
    kinds = set()
    for moves in range(5000):
        acting = GAME.to_act(state)
        if not acting:
            return state, kinds
        player = acting[0]
        legal = GAME.legal_moves(state, player)
        by_kind = {}
        for move in legal:
            by_kind.setdefault(move["type"], []).append(move)
        kind = rng.choice(sorted(by_kind))
        move = rng.choice(by_kind[kind])
        if moves % 40 == 0:
            check_views(GAME, state, rng)
            assert_rejected(GAME, state, player, {"type": "speed", "cart": 99, "delta": 1})
        before = dump(state)
        new = GAME.apply(state, player, move)
        assert dump(state) == before
        GAME.check_invariants(new)
        kinds.add(kind)
        state = new
    raise AssertionError("the game does not end")


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_cart_heavy_random_games_keep_every_invariant(players):
    kinds = set()
    for seed in range(10):
        state, seen = lively_game(players, 100 * players + seed, VARIANTS[seed % len(VARIANTS)])
        kinds |= seen
        check_views(GAME, state, Rng(seed_state(seed)))
        score = GAME.score(state)
        assert all(p["total"] == sum(p["breakdown"].values()) for p in score["players"])
    assert {"place", "upgrade", "cart", "speed", "end"} <= kinds
    if players > 1:
        assert {"split", "drop", "chasm", "exit", "take"} & kinds


@pytest.mark.parametrize("players", [1, 2, 4])
def test_saves_round_trip(players):
    again = save_round_trip(GAME_ID, players, 40 + players, moves=80)
    GAME.check_invariants(again.state)


def test_deposit_draw_and_revealed_piles_are_undo_barriers():
    state = GAME.new(2, 9)
    after = GAME.apply(state, 0, {"type": "end"})
    assert GAME.is_barrier(state, 0, {"type": "end"}, after), "the deposit card was revealed"
    place = {"type": "place", "at": [5, 5], "exits": "NS"}
    assert not GAME.is_barrier(state, 0, place, GAME.apply(state, 0, place))


def final_games(capsys, players, bots, options=None):
    """The JSON lines printed by `gameshelf simulate`."""
    args = ["simulate", GAME_ID, "--players", str(players), "--games", "2", "--bots", bots, "--json"]
    if options:
        args += ["--options", json.dumps(options)]
    assert main(args) == 0
    return [json.loads(line) for line in capsys.readouterr().out.splitlines()]


def test_simulate_json_reports_stockpiles_carts_missions_and_breakdown(capsys):
    for game in final_games(capsys, 3, "heuristic,random"):
        view = game["final_view"]
        assert view["over"] and len(view["players"]) == 3
        for p in view["players"]:
            assert set(p["stockpile"]) == {"rock", "ruby", "emerald", "gold", "diamond"}
            assert isinstance(p["carts_in_supply"], int) and isinstance(p["missions"], list)
        for score in game["scores"]:
            assert set(score["breakdown"]) == {"jewels", "ruby-bonus", "carts", "missions"}


def test_simulate_solo(capsys):
    for game in final_games(capsys, 1, "heuristic"):
        assert set(game["scores"][0]["breakdown"]) == {"jewels", "wrong-sets", "matched-sets"}
        assert game["final_view"]["solo"] and len(game["final_view"]["players"]) == 1


def test_heuristic_bot_beats_the_random_bot():
    summary = simulate.run(GAME_ID, 2, 6, 11, ["heuristic", "random"])
    assert summary["wins"]["heuristic"] >= 5
    assert summary["average_score"]["heuristic"] > summary["average_score"]["random"] + 5


def test_heuristic_bot_decides_legally():
    bot = HeuristicBot()
    for players in (1, 4):
        state = GAME.new(players, 21)
        rng = Rng(seed_state(3))
        while GAME.to_act(state):
            player = GAME.to_act(state)[0]
            legal = GAME.legal_moves(state, player)
            move = bot.choose(GAME, GAME.view(state, player), legal, player, rng, time.monotonic() + 0.5)
            assert move in legal
            state = GAME.apply(state, player, move)


def test_heuristic_bot_builds_track_and_brings_jewels_home():
    match = simulate.play_out(GAME_ID, 2, 5, ["heuristic"])
    state = match.state
    assert len(state["tiles"]) > 10
    assert any(sum(s.values()) for s in state["stockpiles"])


def test_random_bot_is_offered_too():
    assert isinstance(GAME.bots()["random"], RandomBot)
