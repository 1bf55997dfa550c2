"""The Toy game's state machine: setup, who acts, legal moves, and perform (which records each move's effects)."""

from gameshelf.engine.game import Game, option


def deck_size(options):
    """How many cards the deck starts with."""
    return 6 if options["short"] else 10


class ToyRules(Game):
    """Players draw hidden numbered cards; marks are free and undoable; most points wins."""

    id = "toy"
    title = "Toy"
    blurb = "Draw hidden cards, mark your turns, score the most."
    play_time = "1 min"
    min_players = 2
    max_players = 3
    options = [option("short", "Short deck", False), option("bonus", "Bonus", 0, [(0, "none"), (5, "five")])]

    def setup(self, players, rng_words, options):
        """A shuffled deck and empty hands; seat 0 starts."""
        state = {"rng": rng_words, "options": options, "deck": list(range(1, deck_size(options) + 1)),
                 "turn": 0, "marks": 0, "players": [{"hand": [], "marks": 0} for _ in range(players)]}
        self.rng(state).shuffle(state["deck"])
        return state

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

    def perform(self, state, player, move, effects=None):
        """Carry out a legal move in place; one public effect per move, named like it (a drawn card stays hidden)."""
        if move["type"] == "draw":
            state["players"][player]["hand"].append(state["deck"].pop())
            self.rng(state).next32()  # a draw reveals a card: the RNG moves, so undo stops here
        elif move["type"] == "mark":
            state["marks"] += 1
            state["players"][player]["marks"] += 1
        else:
            state["turn"] = (player + 1) % len(state["players"])
            state["marks"] = 0
        if effects is not None:
            effects.append({"kind": move["type"], "seat": player})

    def check_invariants(self, state):
        """Every card is in the deck or in one hand, once."""
        cards = sorted(state["deck"] + [c for p in state["players"] for c in p["hand"]])
        assert cards == list(range(1, deck_size(state["options"]) + 1)), "cards not conserved"
