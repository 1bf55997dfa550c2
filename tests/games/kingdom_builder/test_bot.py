"""The heuristic bot: fast enough for Pyodide, uses tiles, and beats the random bot."""

import time

from gameshelf.engine import bots as engine_bots
from gameshelf.engine.simulate import play_out, result


def test_heuristic_beats_random_uses_tiles_and_stays_fast(monkeypatch):
    slowest, tile_uses = 0.0, 0
    real_decide = engine_bots.decide

    def timed(game, state, player, bot_name, seed, move_number, budget=0.8):
        nonlocal slowest, tile_uses
        started = time.process_time()  # CPU time: the shared machine can stretch wall time
        move = real_decide(game, state, player, bot_name, seed, move_number, budget)
        slowest = max(slowest, time.process_time() - started)
        tile_uses += bot_name == "heuristic" and move["type"] == "tile"
        return move

    monkeypatch.setattr("gameshelf.engine.match.decide", timed)
    wins = 0
    for seed in range(1, 5):
        seats = ["heuristic", "random"] if seed % 2 else ["random", "heuristic"]
        res = result(play_out("kingdom-builder", 2, seed, seats))
        me = seats.index("heuristic")
        wins += res["winners"] == [me]
    assert wins >= 3
    assert tile_uses > 0
    assert slowest < 0.2
