"""Ticket to Ride's Easy bot: a beginner playing the heuristic's plan with slips."""

from gameshelf.games.ticket_to_ride.bots.normal import HeuristicBot

EASY_SLIP = 0.35  # how often the beginner draws blind instead of claiming or taking a face-up card


class EasyBot(HeuristicBot):
    """A beginner: the heuristic's plan, but it often draws blind instead of claiming or picking, and keeps every ticket offered at setup."""

    label = "Easy"

    def choose(self, game, view, legal, player, rng, deadline):
        """The heuristic's move, or a slip: a blind draw, or holding on to all first tickets."""
        if view["phase"] == "setup":
            return max(legal, key=lambda m: len(m.get("keep", ())))
        move = super().choose(game, view, legal, player, rng, deadline)
        blind = {"type": "draw_deck"}
        if move["type"] in ("claim", "draw_face_up") and blind in legal and rng.random() < EASY_SLIP:
            return blind
        return move
