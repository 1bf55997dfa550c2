"""What each seat of Kingdom Builder may see, a full state dealt from a view, and the score."""

from gameshelf.games.kingdom_builder.board import DATA, SIZE, cell_of, rc
from gameshelf.games.kingdom_builder.rules import MANDATORY_BUILDS
from gameshelf.games.kingdom_builder.scoring import score_board


class KingdomBuilderView:
    """The views, determinization and score of Kingdom Builder."""

    def view(self, state, player):
        """Everything public, plus the viewer's own card; the deck order and other hidden cards are withheld."""
        current = state["current"]
        standing = self.score(state)["players"]
        players = []
        for p, pl in enumerate(state["players"]):
            visible = state["over"] or p == player or p == current
            players.append({
                "settlements": [rc(c) for c in pl["settlements"]],
                "supply": pl["supply"],
                "card": pl["card"] if visible else None,
                "card_hidden": not visible and pl["card"] is not None,
                "tiles": [{"loc": rc(t["loc"]), "kind": t["kind"], "used": t["used"], "fresh": t["fresh"]} for t in pl["tiles"]],
                "taken": [rc(c) for c in pl["taken"]],
            })
        pending = state["pending"]
        if pending:
            pending = dict(pending, **{k: rc(pending[k]) for k in ("from", "emptied") if k in pending})
            if "locs" in pending:
                pending["locs"] = [rc(c) for c in pending["locs"]]
        return {
            "board": {"quadrants": [dict(q) for q in state["quadrants"]], "terrain": list(self.board(state).rows)},
            "cards": list(state["cards"]),
            "options": dict(state["options"]),
            "locations": [{"cell": rc(l["cell"]), "kind": l["kind"], "left": l["left"]} for l in state["locations"]],
            "players": players,
            "current": current,
            "terrain": state["players"][current]["card"],
            "phase": state["phase"],
            "built": state["built"],
            "mandatory_builds": MANDATORY_BUILDS,
            "builds_owed": self.builds_owed(state),
            "pending": pending,
            "deck": len(state["deck"]),
            "discard": list(state["discard"]),
            "removed": list(state["removed"]),
            "lost": [rc(c) for c in state["lost"]],
            "ending": state["ending"],
            "over": state["over"],
            "standing": [entry["breakdown"] for entry in standing],
            "standing_totals": [entry["total"] for entry in standing],
        }

    @staticmethod
    def blank_deal(view):
        """A new game's view without its deal: the quadrants, their locations, the goal cards and the terrain cards
        unknown ("?" hexes, every card back in the deck), so no standing yet."""
        view["board"] = {"quadrants": [], "terrain": ["?" * SIZE] * SIZE}
        view["cards"] = []
        view["locations"] = []
        view["deck"] += len(view["removed"]) + sum(pl["card"] is not None or pl["card_hidden"] for pl in view["players"])
        view["removed"] = []
        for pl in view["players"]:
            pl.update(card=None, card_hidden=False)
        view["terrain"] = None
        view["standing"] = [{} for _ in view["players"]]
        view["standing_totals"] = [0 for _ in view["players"]]

    def determinize(self, view, player, rng):
        """A full state matching the view: the unseen cards are dealt at random to the deck and hidden hands."""
        unseen = [code for code, n in DATA["deck"].items() for _ in range(n)]
        known = view["discard"] + view["removed"] + [pl["card"] for pl in view["players"] if pl["card"]]
        for code in known:
            unseen.remove(code)
        rng.shuffle(unseen)
        players = []
        for pl in view["players"]:
            card = pl["card"] if pl["card"] or not pl["card_hidden"] else unseen.pop()
            players.append({
                "settlements": [cell_of(*x) for x in pl["settlements"]],
                "supply": pl["supply"],
                "card": card,
                "tiles": [{"loc": cell_of(*t["loc"]), "kind": t["kind"], "used": t["used"], "fresh": t["fresh"]} for t in pl["tiles"]],
                "taken": [cell_of(*x) for x in pl["taken"]],
            })
        pending = view["pending"]
        if pending:
            pending = dict(pending, **{k: cell_of(*pending[k]) for k in ("from", "emptied") if k in pending})
            if "locs" in pending:
                pending["locs"] = [cell_of(*x) for x in pending["locs"]]
        return {
            "rng": [rng.next32() | 1 for _ in range(4)],
            "options": dict(view["options"]),
            "quadrants": [dict(q) for q in view["board"]["quadrants"]],
            "cards": list(view["cards"]),
            "locations": [{"cell": cell_of(*l["cell"]), "kind": l["kind"], "left": l["left"]} for l in view["locations"]],
            "deck": unseen[: view["deck"]],
            "discard": list(view["discard"]),
            "removed": list(view["removed"]),
            "lost": [cell_of(*x) for x in view["lost"]],
            "players": players,
            "current": view["current"],
            "phase": view["phase"],
            "built": view["built"],
            "pending": pending,
            "ending": view["ending"],
            "over": view["over"],
        }

    def score(self, state):
        """Each card's and the castles' gold per player, the hexes behind each, and the winners (ties share)."""
        settlements = [pl["settlements"] for pl in state["players"]]
        results = score_board(self.board(state), settlements, state["cards"], state["options"])
        entries = [{"total": sum(points.values()), "breakdown": points} for points, _ in results]
        best = max(e["total"] for e in entries)
        return {
            "players": entries,
            "winners": [p for p, e in enumerate(entries) if e["total"] == best],
            "hexes": [{cat: [rc(c) for c in cells] for cat, cells in hexes.items()} for _, hexes in results],
        }
