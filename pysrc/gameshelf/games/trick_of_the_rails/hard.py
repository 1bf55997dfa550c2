"""The Hard bot: determinized Monte Carlo over the Normal bot's best moves, with quick Normal-like playouts."""

from gameshelf.engine.search import RolloutBot, playout
from gameshelf.games.trick_of_the_rails import cards as C
from gameshelf.games.trick_of_the_rails.bots import LATER, OPERATING, OVERTAKE, HeuristicBot, build_gain
from gameshelf.games.trick_of_the_rails.outlook import (
    build_rate,
    company_counts,
    locomotives,
    outlook,
    side,
    stakes_with_hands,
    to_come,
    value_with,
)

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


def state_stakes(state, player):
    """The seat's stakes as Normal counts them (the shares held, the cards in hand as shares to come), every hand known."""
    hands = [company_counts(hand) for hand in state["hands"]]
    return stakes_with_hands(state["shares"], state["options"]["teams"], player, hands, state["lane"])


def quick_placement(state, player, legal):
    """A cheap greedy placement for playouts: each railway judged alone, by the seat's stake in it."""
    weights = state_stakes(state, player)
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


def overtaken(state, player, card):
    """The chance that `card` is beaten: it must beat the trick so far, then each higher card of its company
    in the hand of a seat still to play (in this sampled world) is played with chance OVERTAKE."""
    trick = state["trick"]
    code, number = C.company(card), C.number(card)
    if trick:
        led = C.company(trick[0][1])
        if code != led or any(C.company(c) == led and C.number(c) > number for _, c in trick):
            return 1.0
    seats = state["seats"]
    higher = sum(C.company(c) == code and C.number(c) > number
                 for i in range(1, seats - len(trick)) for c in state["hands"][(player + i) % seats])
    return 1.0 - (1.0 - OVERTAKE) ** higher


def reward_worth(state, reward, weights, values):
    """A cheap worth of winning an operating round's city or locomotive: the seat's best gain from it on one
    railway, a locomotive judged by the railway's cards now against its outlook (`values`), a city by the
    railways already pulled by a locomotive."""
    railways = state["railways"]
    if C.kind(reward) == "locomotive":
        gains = [weights[code] * value_with([C.value(c) for c in railways[code]["cards"]], reward) - weights[code] * values[code]
                 for code in C.COMPANIES if railways[code]["locomotive"] is None]
    else:
        gains = [weights[code] * (pulled(placed(railways[code], reward, "end"), railways[code]["locomotive"]) -
                                  pulled([C.value(c) for c in railways[code]["cards"]], railways[code]["locomotive"]))
                 for code in C.COMPANIES if railways[code]["locomotive"] is not None]
    return max(gains, default=0.0)


def quick_card(state, player, legal):
    """A cheap card for playouts, in Normal's way: what the card brings now (the share it wins or leaves, the
    city or locomotive it wins, the track it builds) minus LATER times what it would bring later, by the outlook
    and the seat's stakes; its chance to win read off the sampled hands still to play (`overtaken`), a reward
    judged by `reward_worth` (not by every placement), build gains computed once per company and station value."""
    lane, railways = state["lane"], state["railways"]
    reward = lane[0]
    weights = state_stakes(state, player)
    stock = C.kind(reward) not in OPERATING
    coming = to_come([c for hand in state["hands"] for c in hand], lane[1:], [] if stock else [c for _, c in state["trick"]])
    waiting = locomotives(lane)
    values = outlook(railways, waiting, coming)
    gains = {}
    if stock:
        mine = side(state["seats"], state["options"]["teams"], player)
        win_value = values[C.company(reward)] * (1.0 + len(mine) / (state["seats"] - len(mine)))
    else:
        win_value = reward_worth(state, reward, weights, values)
    rate = build_rate(lane[1:])

    def net(move):
        """The card's value now minus LATER times its value kept for later."""
        card = move["card"]
        code = C.company(card)
        chance = 1.0 - overtaken(state, player, card)
        key = (code, C.value(card))
        if key not in gains:
            gains[key] = build_gain(railways[code], waiting, coming[code], weights[code], C.value(card))
        build = gains[key]
        now = chance * win_value + ((1.0 - chance) * values[code] if stock else build)
        return now - LATER * (rate * build + (1.0 - rate) * values[code])

    return max(legal, key=net)


def playout_policy(game, state, player, rng):
    """Playouts play cards by `quick_card` and place cities, locomotives and builds greedily."""
    legal = game.legal_moves(state, player)
    if legal[0]["type"] == "play":
        return quick_card(state, player, legal)
    return quick_placement(state, player, legal)


class HardBot(RolloutBot):
    """Determinized Monte Carlo: the Normal bot's best moves are tried in sampled deals of the hidden hands
    and played out to the end (cards by `quick_card`, placements greedy); Normal's choice stands unless another
    one's outcome is clearly better on average."""

    @staticmethod
    def candidates(game, view, legal, player, rng):
        """The Normal bot's best moves, its choice first."""
        return HeuristicBot().ranked(view, legal, player, float("inf"))[:CANDIDATES]

    @staticmethod
    def rollout(game, state, player, rng, stop):
        """Play to the end: cards by `quick_card`, placements greedy."""
        playout(game, state, rng, playout_policy, stop=stop)

    @staticmethod
    def value(game, state, player):
        """The finished game's outcome for the bot."""
        return outcome(game.score(state), player)
