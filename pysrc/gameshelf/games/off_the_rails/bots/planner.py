"""The planner: Normal's plans sharpened, the Hard bot's own policy (its default move and its seat in the rollouts)."""

from gameshelf.games.off_the_rails.board import JEWEL_POINTS
from gameshelf.games.off_the_rails.bots.normal import HeuristicBot, build_move, value
from gameshelf.games.off_the_rails.movement import UNLOAD_MISSIONS

DEPOSIT_WEIGHT = 1.0  # the planner: actions a deposit must be nearer, per point it holds less than the richest
ROCK_COST = 1  # the planner: a rock at a deposit costs a point (it fills a place in the cart first)
RUBY_EXTRA = 1.5  # the planner: what a ruby adds toward the most-rubies bonus when choosing a jewel
MISSION_EXTRA = 3.0  # the planner: what a jewel adds when it completes an open delivery mission's count


class PlannerBot(HeuristicBot):
    """Normal's plans, sharpened: it heads for the deposits worth the trip, lays its route's next piece with actions
    Normal would leave unused, and chooses jewels with the most-rubies bonus and the open missions in mind."""

    def detours(self, view, deposits):
        """Multiplayer: each point a deposit holds less than the richest costs DEPOSIT_WEIGHT actions (rocks count
        against it); solo: nothing (every jewel serves the rescue)."""
        if view["solo"]:
            return None
        worth = {s: value(view["jewels"][s]) - ROCK_COST * view["jewels"][s].get("rock", 0) for s in deposits}
        richest = max(worth.values())
        return {s: DEPOSIT_WEIGHT * (richest - w) for s, w in worth.items()}

    def action(self, view, legal, player, deadline):
        """Normal's action, except that an action Normal would leave unused lays the next piece of a route."""
        move = super().action(view, legal, player, deadline)
        return (move["type"] == "end" and self.build_ahead(view, legal, player)) or move

    def build_ahead(self, view, legal, player):
        """The next missing piece of one of the player's carts' routes, if it may be laid now (else None)."""
        for cart in view["carts"]:
            if cart["owner"] == player and cart["status"] == "board":
                step = next((s for s in self.plan(view, cart) or [] if s[3]), None)
                move = step and build_move(view, step)
                if move in legal:
                    return move
        return None

    def on_take(self, view, legal, pending):
        """The jewel worth most: its points, plus RUBY_EXTRA for a ruby and MISSION_EXTRA when it completes the count
        an open delivery mission asks of one cart (multiplayer)."""
        if view["solo"]:
            return super().on_take(view, legal, pending)
        hold = view["carts"][pending["cart"]]["hold"]
        bonus = {jewel: MISSION_EXTRA for jewel, least, mission in UNLOAD_MISSIONS
                 if mission in view["missions"] and hold.get(jewel, 0) + 1 == least}
        bonus["ruby"] = bonus.get("ruby", 0) + RUBY_EXTRA
        return max(legal, key=lambda m: JEWEL_POINTS[m["jewel"]] + bonus.get(m["jewel"], 0))
