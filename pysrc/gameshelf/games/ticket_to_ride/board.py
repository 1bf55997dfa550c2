"""A Ticket to Ride map as data (cities, routes, tickets) and the graph questions asked of it."""

import json
import pathlib

COLORS = ["purple", "blue", "orange", "white", "green", "yellow", "black", "red"]
LOCO = "locomotive"
CARD_KINDS = COLORS + [LOCO]
CACHE_SIZE = 64  # longest-trail answers remembered per map (final views ask for them repeatedly)


class Board:
    """One map: its routes by id, double-route partners, tickets and the game parameters."""

    def __init__(self, filename):
        data = json.loads((pathlib.Path(__file__).parent / filename).read_text(encoding="utf-8"))
        self.data = data
        self.name = data["id"]
        self.cities = data["cities"]
        self.routes = data["routes"]
        self.route = {r["id"]: r for r in self.routes}
        self.index = {r["id"]: i for i, r in enumerate(self.routes)}
        self.tickets = data["tickets"]
        self.longest_cache = {}  # sorted route ids -> (length, route ids) of the longest trail
        self.trains = data["trains_per_player"]
        self.hand_size = data["hand_size"]
        self.initial_tickets = data["initial_tickets"]
        self.draw_tickets = data["draw_tickets"]
        self.deck = data["deck"]
        self.points = {int(k): v for k, v in data["route_points"].items()}
        groups = {}
        for r in self.routes:
            if r["parallel"]:
                groups.setdefault(r["parallel"], []).append(r["id"])
        self.partner = {}
        for ids in groups.values():
            for rid in ids:
                self.partner[rid] = next(o for o in ids if o != rid)
        self.partner_at = [self.index.get(self.partner.get(r["id"])) for r in self.routes]  # by route index
        self.length_at = [r["length"] for r in self.routes]  # by route index
        self.lanes_at = [(i,) if p is None else (i, p) for i, p in enumerate(self.partner_at)]  # by route index: it, partner

    def route_points(self, owned_ids):
        """The points scored for claiming these routes."""
        return sum(self.points[self.route[rid]["length"]] for rid in owned_ids)

    def ticket(self, tid, label):
        """A ticket as the view shows it, completed or not in the network `label` (see components)."""
        t = self.tickets[tid]
        done = t["a"] in label and label.get(t["b"]) == label[t["a"]]
        return {"id": tid, "a": t["a"], "b": t["b"], "points": t["points"], "completed": done}


def components(board, owned_ids):
    """City -> component label for the network formed by these routes."""
    label = {}
    adjacent = {}
    for rid in owned_ids:
        r = board.route[rid]
        adjacent.setdefault(r["a"], []).append(r["b"])
        adjacent.setdefault(r["b"], []).append(r["a"])
    for start in adjacent:
        if start in label:
            continue
        label[start] = start
        stack = [start]
        while stack:
            city = stack.pop()
            for other in adjacent[city]:
                if other not in label:
                    label[other] = start
                    stack.append(other)
    return label


def contracted(edges):
    """Edges [route ids, a, b, length] with every city of degree 2 merged away (joining its two edges).

    A longest trail can only end at a city of odd degree (see longest_trail), so it passes
    straight through a city of degree 2: its two routes act as one.
    """
    edges = [list(e) for e in edges]
    while True:
        ends = {}
        for i, (_, a, b, _) in enumerate(edges):
            ends.setdefault(a, []).append(i)
            ends.setdefault(b, []).append(i)
        through = next((c for c, at in ends.items() if len(at) == 2 and at[0] != at[1]), None)
        if through is None:
            return edges
        first, second = (edges[i] for i in ends[through])
        x = first[2] if first[1] == through else first[1]
        y = second[2] if second[1] == through else second[1]
        merged = [first[0] + second[0], x, y, first[3] + second[3]]
        edges = [e for i, e in enumerate(edges) if i not in ends[through]] + [merged]


def longest_trail(board, owned_ids):
    """(length, route ids) of the longest trail: no route twice, cities and loops allowed.

    A longest trail is maximal, so each end has all its routes used: either it is closed and
    uses every route of its component (all cities of even degree: an Euler circuit), or it
    runs between two cities of odd degree, which are then the only starting points needed.
    """
    key = tuple(sorted(owned_ids))
    if key not in board.longest_cache:
        if len(board.longest_cache) >= CACHE_SIZE:
            board.longest_cache.clear()
        board.longest_cache[key] = search_trail(board, owned_ids)
    return board.longest_cache[key]


def search_trail(board, owned_ids):
    """The uncached longest-trail search (iterative depth-first over contracted edges)."""
    label = components(board, owned_ids)
    degree = {}
    for rid in owned_ids:
        for city in (board.route[rid]["a"], board.route[rid]["b"]):
            degree[city] = degree.get(city, 0) + 1
    odd_components = {label[c] for c, d in degree.items() if d % 2}
    best = (0, [])
    for root in set(label.values()) - odd_components:
        members = [rid for rid in owned_ids if label[board.route[rid]["a"]] == root]
        total = sum(board.route[rid]["length"] for rid in members)
        if total > best[0]:
            best = (total, members)
    edges = contracted([[rid], board.route[rid]["a"], board.route[rid]["b"], board.route[rid]["length"]]
                       for rid in owned_ids if label[board.route[rid]["a"]] in odd_components)
    adjacent = {}
    for i, (_, a, b, _) in enumerate(edges):
        adjacent.setdefault(a, []).append((i, b))
        if b != a:
            adjacent.setdefault(b, []).append((i, a))
    for start in adjacent:
        if degree[start] % 2 == 0:
            continue
        stack = [(start, 0, 0, ())]
        while stack:
            city, used, length, path = stack.pop()
            if length > best[0]:
                best = (length, [rid for i in path for rid in edges[i][0]])
            for i, other in adjacent[city]:
                if not used >> i & 1:
                    stack.append((other, used | 1 << i, length + edges[i][3], path + (i,)))
    return best
