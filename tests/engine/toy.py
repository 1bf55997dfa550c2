"""A tiny test-only game that exercises every part of the engine contract."""

from gameshelf.engine.game import Game, option, seat_ref


class Toy(Game):
    """Players draw hidden numbered cards; marks are free and undoable; most points wins."""

    id = "toy"
    title = "Toy"
    min_players = 2
    max_players = 3
    options = [option("short", "Short deck", False), option("bonus", "Bonus", 0, [(0, "none"), (5, "five")])]

    def setup(self, players, rng_words, options):
        deck = list(range(1, 7 if options["short"] else 11))
        state = {"rng": rng_words, "deck": deck, "turn": 0, "marks": 0, "bonus": options["bonus"],
                 "players": [{"hand": [], "marks": 0} for _ in range(players)]}
        self.rng(state).shuffle(state["deck"])
        return state

    def to_act(self, state):
        return [state["turn"]] if state["deck"] else []

    def legal_moves(self, state, player):
        if player not in self.to_act(state):
            return []
        moves = [{"type": "draw"}, {"type": "end"}]
        if state["marks"] < 2:
            moves.append({"type": "mark"})
        return moves

    def perform(self, state, player, move):
        if move["type"] == "draw":
            state["players"][player]["hand"].append(state["deck"].pop())
            self.rng(state).next32()
        elif move["type"] == "mark":
            state["marks"] += 1
            state["players"][player]["marks"] += 1
        else:
            state["turn"] = (player + 1) % len(state["players"])
            state["marks"] = 0

    def view(self, state, player):
        over = not state["deck"]
        return {"deck": len(state["deck"]), "turn": state["turn"],
                "players": [{"hand": p["hand"] if over or i == player else None, "cards": len(p["hand"]),
                             "marks": p["marks"]} for i, p in enumerate(state["players"])]}

    def determinize(self, view, player, rng):
        raise NotImplementedError

    def score(self, state):
        totals = [{"total": sum(p["hand"]) + p["marks"], "breakdown": {"cards": sum(p["hand"]), "marks": p["marks"]}}
                  for p in state["players"]]
        best = max(t["total"] for t in totals)
        return {"players": totals, "winners": [i for i, t in enumerate(totals) if t["total"] == best]}

    def describe(self, before, player, move, after):
        return f"{seat_ref(player)} {move['type']}s"

    def events(self, before, player, move, after):
        return [{"kind": move["type"], "seat": player}]

    def check_invariants(self, state):
        held = sum(len(p["hand"]) for p in state["players"])
        assert held + len(state["deck"]) in (6, 10)


TOY = Toy()
