"""The 20x20 hex board assembled from 4 quadrants: terrain, neighbours, straight lines, sections."""

import json
import pathlib

DATA = json.loads((pathlib.Path(__file__).with_name("data.json")).read_text(encoding="utf-8"))
QUADRANTS = {b["id"]: b for b in DATA["boards"]}
SIZE = 20
CELLS = SIZE * SIZE
BUILDABLE = frozenset("GFTCD")
TERRAIN_IDS = DATA["terrains"]  # terrain code -> id of its words: "F" -> "flower-field"
AXIAL_DIRECTIONS = ((1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1))


def cell_of(r, c):
    """The cell index of global row r, column c."""
    return r * SIZE + c


def rc(cell):
    """The [row, col] pair of a cell index."""
    return [cell // SIZE, cell % SIZE]


def to_axial(cell):
    """Axial (q, r) of a cell under the odd-r offset layout."""
    r, c = divmod(cell, SIZE)
    return c - (r - (r & 1)) // 2, r


def from_axial(q, r):
    """The cell at axial (q, r), or -1 when it is off the board."""
    c = q + (r - (r & 1)) // 2
    if 0 <= r < SIZE and 0 <= c < SIZE:
        return cell_of(r, c)
    return -1


def local_to_global(slot, rotated, r, c):
    """The global cell of a quadrant's printed (r, c) when it lies in `slot` (0..3), maybe turned."""
    if rotated:
        r, c = 9 - r, 9 - c
    return cell_of(r + 10 * (slot // 2), c + 10 * (slot % 2))


class Board:
    """Everything fixed about one assembled board."""

    def __init__(self, quadrants):
        self.quadrants = quadrants
        self.terrain = [""] * CELLS
        self.section = [0] * CELLS
        self.location_kind = {}  # cell -> tile kind
        self.castles = []
        for slot, (qid, rotated) in enumerate(quadrants):
            quadrant = QUADRANTS[qid]
            for r, row in enumerate(quadrant["rows"]):
                for c, code in enumerate(row):
                    cell = local_to_global(slot, rotated, r, c)
                    self.terrain[cell] = code
                    self.section[cell] = slot
            for r, c in quadrant["locations"]:
                self.location_kind[local_to_global(slot, rotated, r, c)] = quadrant["location"]
            self.castles.extend(local_to_global(slot, rotated, r, c) for r, c in quadrant["castles"])
        self.castles.sort()
        self.rows = ["".join(self.terrain[r * SIZE:(r + 1) * SIZE]) for r in range(SIZE)]
        self.locations = sorted(self.location_kind)
        self.step = [[from_axial(q + dq, r + dr) for dq, dr in AXIAL_DIRECTIONS] for q, r in map(to_axial, range(CELLS))]
        self.neighbours = [[n for n in steps if n >= 0] for steps in self.step]
        self.edge = [r in (0, SIZE - 1) or c in (0, SIZE - 1) for r, c in map(rc, range(CELLS))]
        self.by_terrain = {}
        for cell, code in enumerate(self.terrain):
            self.by_terrain.setdefault(code, []).append(cell)
        self.special_next = [[n for n in self.neighbours[cell] if self.terrain[n] in "LK"] for cell in range(CELLS)]
        self.jumps = [[from_axial(q + 2 * dq, r + 2 * dr) for dq, dr in AXIAL_DIRECTIONS] for q, r in map(to_axial, range(CELLS))]


_boards = {}


def board_for(quadrants):
    """The (cached) Board of a [{"id", "rotated"}, ...] list in slot order."""
    key = tuple((q["id"], bool(q["rotated"])) for q in quadrants)
    if key not in _boards:
        _boards[key] = Board(key)
    return _boards[key]
