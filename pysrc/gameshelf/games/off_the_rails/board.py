"""The board geometry and the static data of Off the Rails, read once from data.json."""

import json
import pathlib
from itertools import combinations

DATA = json.loads(pathlib.Path(__file__).with_name("data.json").read_text(encoding="utf-8"))

JEWELS = [j["type"] for j in DATA["jewels"]]
PRECIOUS = JEWELS[1:]
JEWEL_COUNTS = {j["type"]: j["count"] for j in DATA["jewels"]}
JEWEL_POINTS = {j["type"]: j["points"] for j in DATA["jewels"]}
COLORS = DATA["colors"]
CAPACITY = DATA["cart"]["capacity"]
MISSIONS = {m["id"]: m for m in DATA["missions"]}

DIRS = "NESW"
STEP = {"N": (-1, 0), "E": (0, 1), "S": (1, 0), "W": (0, -1)}
OPPOSITE = {"N": "S", "E": "W", "S": "N", "W": "E"}

WIDTH = DATA["board"]["width"]
HEIGHT = DATA["board"]["height"]
COORDS = {f"{r},{c}": (r, c) for r in range(HEIGHT) for c in range(WIDTH)}  # square key -> (r, c)


def key(r, c):
    """The state's key of square (r, c)."""
    return f"{r},{c}"


def unkey(k):
    """The [r, c] of a square key."""
    return list(COORDS[k])


def exits_of(letters):
    """Exit letters in canonical N, E, S, W order."""
    return "".join(d for d in DIRS if d in letters)


def rotations(exits):
    """Every distinct rotation of a tile's exits (quarter turns clockwise)."""
    out = []
    turn = {"N": "E", "E": "S", "S": "W", "W": "N"}
    for _ in range(4):
        if exits not in out:
            out.append(exits)
        exits = exits_of("".join(turn[d] for d in exits))
    return out


PLACEABLE = rotations(DATA["tiles"]["straight"]) + rotations(DATA["tiles"]["corner"])


def tile_kind(exits):
    """'straight', 'corner', 't' or 'cross' for a tile's exits."""
    if len(exits) == 4:
        return "cross"
    if len(exits) == 3:
        return "t"
    return "straight" if exits in ("NS", "EW") else "corner"


def upgrades(exits):
    """The tiles an upgrade may turn `exits` into (one more exit, never fewer)."""
    return [exits_of(exits + d) for d in DIRS if d not in exits]


UPGRADES = {exits_of(_e): upgrades(exits_of(_e)) for _n in (2, 3, 4) for _e in combinations(DIRS, _n)}  # exits -> upgrades


SURFACE_SIDE = {}  # square key -> side colour (None for a neutral corner)
for _color, _squares in DATA["board"]["surface"].items():
    for _r, _c in _squares:
        SURFACE_SIDE[key(_r, _c)] = _color
for _r, _c in DATA["board"]["neutral_corners"]:
    SURFACE_SIDE[key(_r, _c)] = None

MINE_CENTRES = {key(*m["centre"]): m["color"] for m in DATA["board"]["mines"]}
MINE_SQUARE = {}  # (colour, number) -> square key
NUMBERED = {}  # square key -> [colour, number]
for _mine in DATA["board"]["mines"]:
    for _n, (_r, _c) in _mine["squares"].items():
        MINE_SQUARE[(_mine["color"], int(_n))] = key(_r, _c)
        NUMBERED[key(_r, _c)] = [_mine["color"], int(_n)]

UNDERGROUND = [
    key(r, c)
    for r in range(HEIGHT)
    for c in range(WIDTH)
    if key(r, c) not in SURFACE_SIDE and key(r, c) not in MINE_CENTRES
]


def beyond(r, c, d):
    """The key of the square beyond edge d of square (r, c), or None off the board."""
    dr, dc = STEP[d]
    r, c = r + dr, c + dc
    if 0 <= r < HEIGHT and 0 <= c < WIDTH:
        return key(r, c)
    return None


NEIGHBOURS = {k: {d: beyond(r, c, d) for d in DIRS} for k, (r, c) in COORDS.items()}


def neighbour(k, d):
    """The key of the square beyond edge d of square k, or None off the board."""
    return NEIGHBOURS[k][d]


def inward(k):
    """The direction from a Surface square into the board."""
    r, c = unkey(k)
    if r == 0:
        return "S"
    if r == HEIGHT - 1:
        return "N"
    return "E" if c == 0 else "W"


def orthogonal(k):
    """The keys of the squares orthogonally next to square k."""
    return [n for n in (neighbour(k, d) for d in DIRS) if n is not None]


def static_data():
    """The data the renderer draws the board from."""
    return {
        "width": WIDTH,
        "height": HEIGHT,
        "surface": DATA["board"]["surface"],
        "neutral_corners": DATA["board"]["neutral_corners"],
        "mines": DATA["board"]["mines"],
        "jewels": DATA["jewels"],
        "colors": COLORS,
        "missions": DATA["missions"],
        "mission_points": DATA["scoring"]["mission"],
        "actions_per_turn": DATA["actions_per_turn"],
        "solo_jewel_side": DATA["solo_jewel_side"],
        "capacity": CAPACITY,
        "speed_min": DATA["cart"]["speed_min"],
        "speed_max": DATA["cart"]["speed_max"],
        "rotations": {kind: rotations(DATA["tiles"][kind]) for kind in ("straight", "corner")},
    }
