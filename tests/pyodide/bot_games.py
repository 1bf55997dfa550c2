"""Seeded all-random-bot games of every catalog game, reduced to hashes of their final states.

The same file runs in CPython (the test) and in Pyodide under Node.js (run_in_pyodide.mjs): equal
hashes prove the rules behave identically in both.
"""

import hashlib
import json

from gameshelf.engine import catalog
from gameshelf.engine.bridge import Session
from gameshelf.engine.simulate import play_out

SEEDS = (11, 12)


def final_state_hashes():
    """{"<game>/<players>p/seed<seed>": sha256 of the final state's canonical JSON}."""
    hashes = {}
    for game_id in catalog.game_ids():
        game = catalog.get(game_id)
        for players in sorted({game.min_players, game.max_players}):
            for seed in SEEDS:
                match = play_out(game_id, players, seed, ["random"])
                text = json.dumps(match.state, sort_keys=True, separators=(",", ":"))
                hashes[f"{game_id}/{players}p/seed{seed}"] = hashlib.sha256(text.encode()).hexdigest()
    return hashes


def bridge_transcript_hashes():
    """{game: sha256 of every bridge answer of a whole random-bot game}: the JSON the page gets must match too."""
    hashes = {}
    for game_id in catalog.game_ids():
        game = catalog.get(game_id)
        session = Session()
        seats = [{"kind": "bot", "bot": "random"}] * game.min_players
        answer = session.handle(json.dumps({"op": "new", "game": game_id, "seats": seats, "seed": 3}))
        digest = hashlib.sha256(answer.encode())
        while not json.loads(answer)["over"]:
            answer = session.handle(json.dumps({"op": "bot"}))
            digest.update(answer.encode())
        hashes[game_id] = digest.hexdigest()
    return hashes


def heuristic_games():
    """{game: [moves, winners]} of one full game of heuristic bots per catalog game (timing-dependent, so no hashes)."""
    results = {}
    for game_id in catalog.game_ids():
        game = catalog.get(game_id)
        match = play_out(game_id, game.min_players, 5, ["heuristic"])
        results[game_id] = [len(match.log), game.score(match.state)["winners"]]
    return results
