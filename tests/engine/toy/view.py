"""What each Toy seat may see (view, determinize) and the score."""

from tests.engine.toy.rules import deck_size


class ToyView:
    """The Toy game's information: views, determinization, score."""

    def view(self, state, player):
        """Counts and marks for all, the viewer's own hand; every hand once the deck is empty."""
        over = not state["deck"]
        return {"options": dict(state["options"]), "deck": len(state["deck"]), "turn": state["turn"],
                "marks": state["marks"],
                "players": [{"hand": list(p["hand"]) if over or i == player else None, "cards": len(p["hand"]),
                             "marks": p["marks"]} for i, p in enumerate(state["players"])]}

    @staticmethod
    def blank_deal(view):
        """Nothing to empty: a spectator sees no card the seed dealt, only counts."""

    def determinize(self, view, player, rng):
        """A full state matching the view: the cards it does not show dealt at random to hidden hands and deck."""
        shown = {card for p in view["players"] if p["hand"] is not None for card in p["hand"]}
        unseen = [c for c in range(1, deck_size(view["options"]) + 1) if c not in shown]
        rng.shuffle(unseen)
        players = []
        for p in view["players"]:
            hand = list(p["hand"]) if p["hand"] is not None else [unseen.pop() for _ in range(p["cards"])]
            players.append({"hand": hand, "marks": p["marks"]})
        return {"rng": [rng.next32() | 1 for _ in range(4)], "options": dict(view["options"]), "deck": unseen,
                "turn": view["turn"], "marks": view["marks"], "players": players}

    def score(self, state):
        """Cards plus marks; the bonus option gives the last seat (the last to start) extra points."""
        totals = []
        last = len(state["players"]) - 1
        for i, p in enumerate(state["players"]):
            breakdown = {"cards": sum(p["hand"]), "marks": p["marks"], "bonus": state["options"]["bonus"] if i == last else 0}
            totals.append({"total": sum(breakdown.values()), "breakdown": breakdown})
        best = max(t["total"] for t in totals)
        return {"players": totals, "winners": [i for i, t in enumerate(totals) if t["total"] == best]}
