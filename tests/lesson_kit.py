"""Helpers for the scripts that find lesson start positions in real bot games and write lesson files.

Run a script from the repository root: PYTHONPATH=pysrc python3 -m tests.games.<package>.lesson_positions
"""

import json

from gameshelf.engine import catalog, lessons


def setup(game_id, players, seed, learner=0, options=None, bot="heuristic"):
    """A lesson setup: the learner's seat human, the others bots; only the options that differ from the defaults."""
    game = catalog.get(game_id)
    seats = [{"kind": "human"} if p == learner else {"kind": "bot", "bot": bot} for p in range(players)]
    return {"game": game_id, "rules_version": game.rules_version, "options": dict(options or {}),
            "seats": seats, "seed": seed}


def bot_move(game, state, player, bot, seed, number):
    """The named bot's move for `player` (imported here: the tests use this kit without any bot)."""
    from gameshelf.engine.bots import finish, think

    return finish(think(game, state, player, bot, seed, number, 0.05))[0]


_played = {}


def bot_game(game_id, players, seed, options=None, bot="heuristic"):
    """(state, moves so far) before every move of an all-bot game (remembered: the scripts ask again)."""
    key = json.dumps([game_id, players, seed, options, bot])
    if key not in _played:
        _played[key] = list(_bot_game(game_id, players, seed, options, bot))
    return _played[key]


def _bot_game(game_id, players, seed, options, bot):
    """Yield (state, moves so far) before every move of an all-bot game."""
    game = catalog.get(game_id)
    state = game.new(players, seed, game.normalize_options(options))
    moves = []
    while game.to_act(state):
        yield state, list(moves)
        player = game.to_act(state)[0]
        move = bot_move(game, state, player, bot, seed, len(moves))
        moves.append([player, move])
        state = game.apply(state, player, move)


def bots_until(game, state, seat, seed, bot="heuristic", scripted=None):
    """(replies, state): the other seats' moves (scripted first, then the bots') until `seat` must act."""
    replies = []
    scripted = list(scripted or [])
    while game.to_act(state) and seat not in game.to_act(state):
        player = game.to_act(state)[0]
        move = scripted.pop(0) if scripted else bot_move(game, state, player, bot, seed, 10_000 + len(replies))
        replies.append([player, move])
        state = game.apply(state, player, move)
    return replies, state


def compact(value, indent=0, lead=0, width=110):
    """JSON text indented by two spaces, with every value that fits in `width` characters on one line."""
    flat = json.dumps(value, ensure_ascii=False, separators=(", ", ": "))
    if indent + lead + len(flat) <= width or not isinstance(value, (dict, list)) or not value:
        return flat
    pad = " " * (indent + 2)
    if isinstance(value, list):
        items = [pad + compact(v, indent + 2) for v in value]
        return "[\n" + ",\n".join(items) + "\n" + " " * indent + "]"
    items = [pad + json.dumps(k) + ": " + compact(v, indent + 2, len(k) + 4) for k, v in value.items()]
    return "{\n" + ",\n".join(items) + "\n" + " " * indent + "}"


def lesson(game_id, lid, title, rule, seed, moves, seat, steps, players=2):
    """A lesson dict: the learner at `seat` of a bot game of `seed` after `moves`."""
    return {"id": lid, "title": title, "rule": rule, "seat": seat,
            "start": {"setup": setup(game_id, players, seed, seat), "moves": moves}, "steps": steps}


def write_lessons(game_id, found):
    """Write a game's lesson file (lessons.json beside its rules page) from the lessons (or lists of them) found."""
    missing = [i for i, part in enumerate(found) if not part]
    if missing:
        raise SystemExit(f"{game_id}: no position found for lessons {missing}")
    flat = [one for part in found for one in (part if isinstance(part, list) else [part])]
    path = lessons.lesson_file(catalog.get(game_id))
    path.write_text(compact({"lessons": flat}) + "\n", encoding="utf-8")
    print(f"wrote {len(flat)} lessons to {path.name}")


def assert_lessons(game_id, expected_ids):
    """The game's lessons are exactly these ids, in order, and every one validates."""
    assert [entry["id"] for entry in lessons.listing(game_id)] == expected_ids
    assert lessons.validate(game_id) == []
