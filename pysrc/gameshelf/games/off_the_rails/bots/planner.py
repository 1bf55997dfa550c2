"""The planner: Normal's plans sharpened, the Hard bot's own policy (its default move and its seat in the rollouts)."""

from gameshelf.games.off_the_rails.board import DATA, JEWEL_COUNTS, JEWEL_POINTS
from gameshelf.games.off_the_rails.bots.normal import HeuristicBot, build_move, late, value
from gameshelf.games.off_the_rails.movement import UNLOAD_MISSIONS

DEPOSIT_WEIGHT = 1.0  # the planner: actions a deposit must be nearer, per point it holds less than the richest
ROCK_COST = 1  # the planner: a rock at a deposit costs a point (it fills a place in the cart first)
RUBY_EXTRA = 1.5  # the planner: what a ruby adds toward the most-rubies bonus when choosing a jewel
MISSION_EXTRA = 3.0  # the planner: what a jewel adds when it completes an open delivery mission's count
SAFE_LEAD = 6  # the planner: points ahead of every rival from which its carts head home once the chasm is near
UNSEEN_JEWEL = value(JEWEL_COUNTS) / sum(JEWEL_COUNTS.values())  # the mean points of a jewel in the full bag
CART_POINTS = DATA["scoring"]["cart_in_supply"]
MISSION_POINTS = DATA["scoring"]["mission"]


def standing(view, seat):
    """What `seat` looks set to score: its stockpile, the jewels riding in its carts, its carts not lost and its missions
    (the most-rubies bonus left out)."""
    banked, missions = holdings(view, seat)
    carts = [c for c in view["carts"] if c["owner"] == seat]
    riding = sum(value(c["hold"]) for c in carts if c["status"] == "board")
    kept = sum(c["status"] != "removed" for c in carts)
    return banked + riding + CART_POINTS * kept + MISSION_POINTS * missions


def holdings(view, seat):
    """(the points of `seat`'s stockpile, its missions claimed), from a view (a rival's hidden stockpile at
    UNSEEN_JEWEL a jewel) or from a full state (what the search's rollouts read)."""
    if "stockpiles" in view:
        return value(view["stockpiles"][seat]), len(view["claimed"][seat])
    player = view["players"][seat]
    pile = player["stockpile"]
    banked = value(pile) if pile is not None else UNSEEN_JEWEL * player["stockpile_count"]
    return banked, len(player["missions"])


def lead(view, seat):
    """How far `seat`'s standing is ahead of the best rival's (negative: behind)."""
    return standing(view, seat) - max(standing(view, s) for s in range(view["seats"]) if s != seat)


class PlannerBot(HeuristicBot):
    """Normal's plans, sharpened: it heads for the deposits worth the trip, lays its route's next piece with actions
    Normal would leave unused, chooses jewels with the most-rubies bonus and the open missions in mind, and once the
    chasm is near it goes on collecting unless it is safely ahead."""

    def heading_home(self, view, player):
        """Once the chasm is near, only with a lead of SAFE_LEAD points or more: behind or close, its carts go on
        collecting (the game lasts while a cart is out, and Normal's carts have gone home)."""
        return late(view) and lead(view, player) >= SAFE_LEAD

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
