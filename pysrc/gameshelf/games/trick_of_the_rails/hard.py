"""The Hard bot: determinized Monte Carlo over the Normal bot's best moves, with quick greedy playouts."""

from gameshelf.engine.search import RolloutBot, playout
from gameshelf.games.trick_of_the_rails import cards as C
from gameshelf.games.trick_of_the_rails.bots import HeuristicBot
from gameshelf.games.trick_of_the_rails.outlook import stakes, value_with

CANDIDATES = 5  # how many of the Normal bot's best moves are searched
MARGIN_WEIGHT = 0.01  # what a point of margin adds to a won or lost playout


def outcome(score, player):
    """How good a finished game is for `player`: 1 for a win (shared on a tie), 0 for a loss, plus a
    little for the margin over the best opposing seat (in Teams every total already holds the partner's)."""
    totals = [entry["total"] for entry in score["players"]]
    team = score["teams"][player % 2] if score["teams"] else [player]
    rival = max(t for seat, t in enumerate(totals) if seat not in team)
    margin = totals[player] - rival
    win = 1.0 if margin > 0 else 0.5 / len(score["winners"]) if margin == 0 else 0.0
    return win + MARGIN_WEIGHT * margin


def pulled(values, locomotive):
    """A railway's share value with its locomotive, or (none yet) its whole track counted."""
    return value_with(values, locomotive) if locomotive else sum(values)


def placed(railway, card, end):
    """A railway's station values with `card` added at one end."""
    values = [C.value(c) for c in railway["cards"]]
    return [C.value(card)] + values if end == "start" else values + [C.value(card)]


def quick_placement(state, player, legal):
    """A cheap greedy placement for playouts: each railway judged alone, by the seat's stake in it."""
    weights = stakes(state["shares"], state["options"]["teams"], player)
    railways, pending = state["railways"], state["pending"]
    card = pending["place"][0] if pending["place"] else next(c for seat, c in state["trick"] if seat == player)

    def gain(move):
        """The seat's stake in the railway the move changes, times that railway's value after it."""
        code = move.get("company") or C.company(card)
        railway = railways[code]
        if move["type"] == "locomotive":
            return weights[code] * value_with([C.value(c) for c in railway["cards"]], card)
        return weights[code] * pulled(placed(railway, card, move["end"]), railway["locomotive"])

    return max(legal, key=gain)


def playout_policy(game, state, player, rng):
    """Playouts play cards at random and place cities, locomotives and builds greedily."""
    legal = game.legal_moves(state, player)
    if legal[0]["type"] == "play":
        return rng.choice(legal)
    return quick_placement(state, player, legal)


class HardBot(RolloutBot):
    """Determinized Monte Carlo: the Normal bot's best moves are tried in sampled deals of the hidden hands
    and played out to the end (cards at random, placements greedy); Normal's choice stands unless another
    one's outcome is clearly better on average."""

    @staticmethod
    def candidates(game, view, legal, player, rng):
        """The Normal bot's best moves, its choice first."""
        return HeuristicBot().ranked(view, legal, player, float("inf"))[:CANDIDATES]

    @staticmethod
    def rollout(game, state, player, rng, stop):
        """Play to the end: cards at random, placements greedy."""
        playout(game, state, rng, playout_policy, stop=stop)

    @staticmethod
    def value(game, state, player):
        """The finished game's outcome for the bot."""
        return outcome(game.score(state), player)
