"""The Toy game's rules: a hidden-hand drawing game small enough to exercise the whole engine contract."""

from gameshelf.engine.game import Game, option, seat_ref


class Toy(Game):
    """Players draw hidden numbered cards; marks are free and undoable; most points wins."""

    id = "toy"
    title = "Toy"
    blurb = "Draw hidden cards, mark your turns, score the most."
    play_time = "1 min"
    min_players = 2
    max_players = 3
    options = [option("short", "Short deck", False), option("bonus", "Bonus", 0, [(0, "none"), (5, "five")])]

    # ---- setup -------------------------------------------------------------------------
    def setup(self, players, rng_words, options):
        """A shuffled deck and empty hands; seat 0 starts."""
        state = {"rng": rng_words, "options": options, "deck": list(range(1, self.deck_size(options) + 1)),
                 "turn": 0, "marks": 0, "players": [{"hand": [], "marks": 0} for _ in range(players)]}
        self.rng(state).shuffle(state["deck"])
        return state

    @staticmethod
    def deck_size(options):
        """How many cards the deck starts with."""
        return 6 if options["short"] else 10

    # ---- playing -----------------------------------------------------------------------
    def to_act(self, state):
        """The seat whose turn it is, until the deck is empty."""
        return [state["turn"]] if state["deck"] else []

    def legal_moves(self, state, player):
        """Draw, end the turn, and mark while fewer than two marks were made this turn."""
        if player not in self.to_act(state):
            return []
        moves = [{"type": "draw"}, {"type": "end"}]
        if state["marks"] < 2:
            moves.append({"type": "mark"})
        return moves

    def perform(self, state, player, move):
        """Carry out a legal move in place."""
        if move["type"] == "draw":
            state["players"][player]["hand"].append(state["deck"].pop())
            self.rng(state).next32()  # a draw reveals a card: the RNG moves, so undo stops here
        elif move["type"] == "mark":
            state["marks"] += 1
            state["players"][player]["marks"] += 1
        else:
            state["turn"] = (player + 1) % len(state["players"])
            state["marks"] = 0

    # ---- information -------------------------------------------------------------------
    def view(self, state, player):
        """Counts and marks for all, the viewer's own hand; every hand once the deck is empty."""
        over = not state["deck"]
        return {"options": dict(state["options"]), "deck": len(state["deck"]), "turn": state["turn"],
                "marks": state["marks"],
                "players": [{"hand": list(p["hand"]) if over or i == player else None, "cards": len(p["hand"]),
                             "marks": p["marks"]} for i, p in enumerate(state["players"])]}

    def determinize(self, view, player, rng):
        """A full state matching the view: the cards it does not show dealt at random to hidden hands and deck."""
        shown = {card for p in view["players"] if p["hand"] is not None for card in p["hand"]}
        unseen = [c for c in range(1, self.deck_size(view["options"]) + 1) if c not in shown]
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

    def describe(self, before, player, move, after):
        """'Ann draws', 'Ann marks', 'Ann ends'."""
        return f"{seat_ref(player)} {move['type']}s"

    def move_label(self, state, player, move):
        """'Draw', 'Mark', 'End'."""
        return move["type"].capitalize()

    def events(self, before, player, move, after):
        """One public event per move, named like the move (a drawn card stays hidden)."""
        return [{"kind": move["type"], "seat": player}]

    def check_invariants(self, state):
        """Every card is in the deck or in one hand, once."""
        cards = sorted(state["deck"] + [c for p in state["players"] for c in p["hand"]])
        assert cards == list(range(1, self.deck_size(state["options"]) + 1)), "cards not conserved"

    def static_data(self):
        """What a renderer would draw from: the card values."""
        return {"cards": list(range(1, 11))}
