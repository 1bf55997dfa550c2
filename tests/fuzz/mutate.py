"""Seeded generators of hostile inputs: moves with wrong JSON types, malformed requests, damaged saves."""

import copy
import json

from gameshelf.engine import catalog
from gameshelf.engine.game import IllegalMove
from gameshelf.engine.inputs import MAX_DEPTH, MAX_INT_DIGITS, MAX_TEXT
from gameshelf.engine.saves import older_layout

WEIRD = [  # values of every JSON type, including those Python confuses (True == 1 == 1.0)
    None, True, False, 0, 1, -1, 1.0, 2.5, -0.0, 2**63, 10**40, "", "1", "x" * 300, "é\u0000\ud800",
    [], [None], [1, 2, 3], list(range(300)), {}, {"": None}, {"type": None}, {"a": {"b": {"c": [[[]]]}}},
]
OVERSIZE_PAD = "x" * (MAX_TEXT + 10)


def nested(value, depth):
    """`value` inside `depth` one-element lists."""
    for _ in range(depth):
        value = [value]
    return value


def other_type(rng, value):
    """A value equal-ish to `value` in Python but of another JSON type (or just another type)."""
    if type(value) is bool:
        return rng.choice([int(value), float(value), str(value).lower(), None, [value]])
    if type(value) is int:
        return rng.choice([value != 0, float(value), str(value), None, [value], {"n": value}])
    if type(value) is float:
        return rng.choice([str(value), None, [value]])
    if isinstance(value, str):
        return rng.choice([None, 0, True, [value], {value: 1}])
    if isinstance(value, list):
        return rng.choice([None, {}, {"0": value}, value[0] if len(value) == 1 else 0])
    if isinstance(value, dict):
        return rng.choice([None, [], list(value.items()), list(value.values())])
    return rng.choice([0, False, "", []])


def paths(value, prefix=()):
    """Every path (tuple of keys/indices) to a part of a JSON value, the root included."""
    found = [prefix]
    if isinstance(value, dict):
        for key, item in value.items():
            found += paths(item, prefix + (key,))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += paths(item, prefix + (index,))
    return found


def replaced(value, path, new):
    """A copy of `value` with the part at `path` replaced by `new`."""
    if not path:
        return new
    out = copy.deepcopy(value)
    parent = out
    for key in path[:-1]:
        parent = parent[key]
    parent[path[-1]] = new
    return out


def bad_move(rng, move):
    """A move that differs from a legal `move` by a JSON type, a missing or extra key, or a wrapper."""
    kind = rng.randrange(6)
    if kind <= 2:  # one part of another type: the most likely to slip through a loose comparison
        path = rng.choice(paths(move))
        target = move
        for key in path:
            target = target[key]
        return replaced(move, path, other_type(rng, target))
    if kind == 3 and isinstance(move, dict) and move:
        dropped = rng.choice(sorted(move))
        return {k: v for k, v in move.items() if k != dropped}
    if kind == 4 and isinstance(move, dict):
        return dict(move, zz_extra=rng.choice(WEIRD))
    return rng.choice([[move], {"move": move}, nested(move, 20), json.dumps(move), rng.choice(WEIRD)])


def accepted(match, player, move):
    """Whether the rules take `move` from `player` now."""
    try:
        return match.game.is_legal(match.state, player, move)
    except IllegalMove:
        return False


def bad_request(rng, table, move, player):
    """One hostile request text around a legal (move, player) of `table`'s game; the game must not change."""
    match = table.session.match
    seats = len(match.seats)
    waiting = [p for p in range(seats) if p not in match.to_act()]
    kind = rng.randrange(17)
    if kind <= 4:
        bad = bad_move(rng, move)
        if accepted(match, player, bad):  # another spelling the rules accept (an old save's build move)
            bad = [bad]
        return json.dumps({"op": "move", "move": bad, "player": player})
    if kind == 5:
        bad_player = rng.choice([True, False, float(player), str(player), -1, seats, 2**70, [player], {}])
        return json.dumps({"op": "move", "move": move, "player": bad_player})
    if kind == 6 and waiting:
        return json.dumps({"op": "move", "move": move, "player": rng.choice(waiting)})
    if kind == 7:
        return rng.choice([json.dumps({"op": op}) for op in (None, 3, True, [], {}, "", "fly", "op_new", "x" * 5000)]
                          + [json.dumps({"move": move}), json.dumps([{"op": "move", "move": move}]),
                             *[json.dumps({"op": op}) for op in ("move", "new", "load", "check")],  # fields missing
                             json.dumps({"op": "bot", rng.choice(["budget", "slice"]): rng.choice([0, -1, 11, True, "1", []])}),
                             json.dumps({"op": "bot"})])  # batches run only when no bot has to act
    if kind == 8:
        return bad_new(rng, table)
    if kind == 9:
        text = json.dumps({"op": "move", "move": move, "player": player})
        return text[: rng.randrange(len(text))]
    if kind == 10:
        text = json.dumps({"op": "move", "move": move, "player": player})
        return rng.choice([text.replace('"op"', '"op": NaN, "x"'), text[:-1] + ', "when": Infinity}',
                           text[:-1] + ', "when": -Infinity}', text[:-1] + ', "when": 1e999}'])
    if kind == 11:
        return json.dumps({"op": "move", "move": move, "player": player})[:-1] + ', "n": ' + "7" * (MAX_INT_DIGITS + 1) + "}"
    if kind == 12:
        depth = rng.choice([MAX_DEPTH, MAX_DEPTH * 2, 3000])
        return f'{{"op": "move", "player": {player}, "move": ' + "[" * depth + json.dumps(move) + "]" * depth + "}"
    if kind == 13:
        return json.dumps({"op": "move", "move": move, "player": player, "pad": OVERSIZE_PAD})
    if kind == 14:  # a weird save or position code (and move index) for the ops that take one
        op = rng.choice(["load", "check", "position", "replay", "continue"])
        field = "save" if op in ("load", "check", "position") else "code"
        return json.dumps({"op": op, field: rng.choice(WEIRD), "at": rng.choice(WEIRD)})
    if kind == 15:  # a seat handed to what no seat can be, or a seat that is not there
        return rng.choice([
            json.dumps({"op": "seat", "seat": player, "kind": rng.choice(["ghost", None, 3, "", "Bot", ["bot"]])}),
            json.dumps({"op": "seat", "seat": player, "kind": "bot", "bot": rng.choice(["grandmaster", 7, [], ""])}),
            json.dumps({"op": "seat", "seat": rng.choice([seats, -1, True, str(player), None, 2**70]), "kind": "human"})])
    return rng.choice(["", " ", "null", "[]", "3", '"state"', "{", "}", "\ufeff{}", '{"op": "state"} x', "\u0000"])


def bad_new(rng, table):
    """A `new` request with one field of a wrong type or value (the loaded game must survive it)."""
    setup = dict(table.setup)
    field = rng.choice(["game", "seats", "seed", "options", "options", "seats"])
    if field == "game":
        setup["game"] = rng.choice([None, 3, ["ticket-to-ride"], {"id": setup["game"]}, "chess", "g" * 200_000])
    elif field == "seed":
        setup["seed"] = rng.choice([None, True, 1.5, "7", [7], 2**53, -(10**30)])
    elif field == "seats":
        setup["seats"] = bad_seats(rng, setup["seats"])
    else:
        spec = rng.choice(table.session.match.game.options or [{"id": "none", "type": "bool"}])
        value = rng.choice([None, 0, "yes", 13.0, [], {}]) if spec["type"] == "bool" else rng.choice(
            [True, 13.0, "nope", [], {}, None])
        setup["options"] = rng.choice([[1], "teams", 3, True, {"no_such_option": True}, {spec["id"]: value}])
    return json.dumps({"op": "new", **setup})


def bad_seats(rng, seats):
    """Seats with one seat of a wrong type or value (a bot level that is a list, a name that is a number...), or no list."""
    level = rng.choice([value for value in WEIRD[1:14] if value != ""] + [["hard"], {"level": "hard"}])  # None, "": the default
    seat = rng.choice([None, 3, True, [], {"kind": "robot"}, {"kind": "bot", "bot": level},
                       {"kind": "human", "name": rng.choice([3, [], {}, True])}, {"kind": ["human"]}])
    return rng.choice([[seat] + seats[1:], seats[:-1] + [seat], seat, [], [seats[0]] * 40])


def harmless(field, value, original):
    """Whether a save field changed to `value` still describes the same game (ids and titles are free text)."""
    if type(value) is type(original) and value == original:
        return True
    if field in ("id", "title"):
        return value is None or (isinstance(value, str) and len(value) <= 200)
    if field == "rev":
        return value is None or (type(value) is int and value >= 0)
    return field == "options" and value in (None, {})


def as_v1(save, state):
    """The v1 form of a v2 save (move `log` and the whole `state` instead of `moves` and `hash`)."""
    old = {k: v for k, v in save.items() if k not in ("moves", "hash", "rev")}
    return dict(old, version=1, log=save["moves"], state=state)


def damaged_save(rng, save):
    """A copy of a valid save with one kind of damage, and whether a load must refuse it."""
    bad = copy.deepcopy(save)
    moves = bad["moves" if bad["version"] == 2 else "log"]
    kind = rng.randrange(12)
    if kind == 0 and moves:
        del moves[rng.randrange(len(moves)) :]
    elif kind == 1 and len(moves) >= 2:
        i, j = sorted(rng.sample(range(len(moves)), 2))
        moves[i], moves[j] = moves[j], moves[i]
        return bad, False  # swapped moves may commute: then a load must give the same position
    elif kind == 2 and moves:
        i = rng.randrange(len(moves))
        moves[i] = [moves[i][0], bad_move(rng, moves[i][1])]
    elif kind == 3 and moves:
        i = rng.randrange(len(moves))
        moves[i] = rng.choice([[rng.choice([True, False, -1, 1.0, "0", None, 99]), moves[i][1]], moves[i][:1],
                               moves[i] + [0], {"p": moves[i][0]}, None])
    elif kind == 4:
        bad["seats"] = rng.choice([[None, 3, "x"], None, "human", [], [{"kind": "human", "name": ["x"]}] * 2,
                                   [{"kind": "bot", "bot": ["hard"]}] * 2, [dict(s, kind=True) for s in bad["seats"]]])
    elif kind == 5:
        bad[rng.choice(["created", "updated"])] = rng.choice([1e16, -1, "2026-01-01", True, [0], {}, 8.64e15 + 1])
    elif kind == 6:
        bad["version"] = rng.choice([0, -1, 99, "1", True, 1.5, None, [1]])
    elif kind == 7 and bad["version"] == 2:
        bad["hash"] = rng.choice(["0" * 16, bad["hash"][::-1], "", 5, None])
        return bad, not older_layout(bad["hash"], catalog.get(save["game"]))  # a hash without its layout's mark: the replay alone checks
    elif kind == 7:  # a v1 save's position: a change the replay does not see (true for 1) is harmless
        bad["state"] = replaced(bad["state"], rng.choice(paths(bad["state"])[1:]), rng.choice(WEIRD))
        return bad, False
    elif kind == 8:
        field = rng.choice(["game", "rules_version", "seed", "options", "id", "title", "rev", "format"])
        bad[field] = rng.choice(WEIRD)
        return bad, not harmless(field, bad[field], save.get(field))
    elif kind == 9:
        del bad[rng.choice(["format", "game", "seed", "seats", "moves" if bad["version"] == 2 else "log", "rules_version"])]
    elif kind == 10:
        bad = rng.choice([None, [], "save", 3, [bad], {"save": bad}])
    else:
        bad["options"] = dict(bad["options"] or {}, no_such_option=rng.choice(WEIRD))
    return bad, True
