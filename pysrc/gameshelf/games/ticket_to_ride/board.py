"""A Ticket to Ride map as data (cities, routes, tickets) and the graph questions asked of it."""

import json
import pathlib

COLOURS = ["purple", "blue", "orange", "white", "green", "yellow", "black", "red"]
LOCO = "locomotive"
CARD_KINDS = COLOURS + [LOCO]


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


def longest_trail(board, owned_ids):
    """(length, route ids) of the longest trail: no route twice, cities and loops allowed.

    A longest trail either uses every route of an all-even component (an Euler circuit) or
    runs between two cities of odd degree, so only those are used as starting points.
    """
    edges = [(rid, board.route[rid]["a"], board.route[rid]["b"], board.route[rid]["length"]) for rid in owned_ids]
    adjacent = {}
    for i, (_, a, b, _) in enumerate(edges):
        adjacent.setdefault(a, []).append((i, b))
        adjacent.setdefault(b, []).append((i, a))
    label = components(board, owned_ids)
    odd_components = {label[c] for c, links in adjacent.items() if len(links) % 2}
    best = (0, [])
    for root in set(label.values()) - odd_components:
        members = [i for i, e in enumerate(edges) if label[e[1]] == root]
        total = sum(edges[i][3] for i in members)
        if total > best[0]:
            best = (total, [edges[i][0] for i in members])
    for start, links in adjacent.items():
        if len(links) % 2 == 0:
            continue
        stack = [(start, 0, 0, ())]
        while stack:
            city, used, length, path = stack.pop()
            if length > best[0]:
                best = (length, list(path))
            for i, other in adjacent[city]:
                if not used >> i & 1:
                    stack.append((other, used | 1 << i, length + edges[i][3], path + (edges[i][0],)))
    return best
