"""The heuristic bot: uses tiles and beats the random bot (its speed is measured by `build.py bench`)."""

from gameshelf.engine import bots as engine_bots
from gameshelf.engine.simulate import play_out, result


def test_heuristic_beats_random_and_uses_tiles(monkeypatch):
    tile_uses = 0
    real_think = engine_bots.think

    def counted(game, state, player, bot_name, seed, move_number, budget=engine_bots.BUDGET):
        nonlocal tile_uses
        move, legal = yield from real_think(game, state, player, bot_name, seed, move_number, budget)
        tile_uses += bot_name == "heuristic" and move["type"] == "tile"
        return move, legal

    monkeypatch.setattr("gameshelf.engine.match.think", counted)
    wins = 0
    for seed in range(1, 5):
        seats = ["heuristic", "random"] if seed % 2 else ["random", "heuristic"]
        res = result(play_out("kingdom-builder", 2, seed, seats))
        me = seats.index("heuristic")
        wins += res["winners"] == [me]
    assert wins >= 3
    assert tile_uses > 0
