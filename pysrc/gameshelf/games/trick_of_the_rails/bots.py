"""The heuristic bot: follows cheaply, wins tricks worth winning, builds where its shares gain."""

import time

from gameshelf.engine.search import RolloutBot, playout
from gameshelf.games.trick_of_the_rails import cards as C
from gameshelf.games.trick_of_the_rails.game import ENDS, unseen_railway_cards
from gameshelf.games.trick_of_the_rails.scoring import estimates

KEEP_HIGH = 0.3  # points of value a card's number is worth kept in hand for a later trick
TRACK_WEIGHT = 0.3  # how much of a railway's track value a share is worth early in the game
MISTAKES = 0.5  # the Easy level's share of random moves
MARGIN_WEIGHT = 0.01  # what a point of margin adds to a won or lost playout


def stakes(shares, teams, player):
    """Company -> shares of the bot's side minus the average shares of an opposing side (`shares`: per seat)."""
    seats = len(shares)
    mine = [p for p in range(seats) if p == player or (teams and p % 2 == player % 2)]
    others = [p for p in range(seats) if p not in mine]
    out = {}
    for code in C.COMPANIES:
        held = [sum(C.company(card) == code for card in shares[p]) for p in range(seats)]
        out[code] = sum(held[p] for p in mine) - sum(held[p] for p in others) * len(mine) / len(others)
    return out


def view_stakes(view, player):
    """The stakes of `player` as its view shows them."""
    return stakes([entry["shares"] for entry in view["players"]], view["options"]["teams"], player)


def projected(view):
    """Company -> what a share may be worth at the end: the estimate now, plus (early on) a part
    of the railway's track value, since long valuable railways tend to pay most."""
    left = 1 - view["tricks_played"] / view["tricks_total"]
    values = estimates(view["railways"], view["lane"])
    for code, railway in view["railways"].items():
        values[code] += left * TRACK_WEIGHT * sum(C.value(card) for card in railway["cards"])
    return values


def worth(railways, lane, weights):
    """What the railways are worth to the bot: estimated share values weighted by its stakes."""
    values = estimates(railways, lane)
    return sum(weights[code] * values[code] for code in C.COMPANIES)


def with_card(railways, code, card, end):
    """A copy of the railways with `card` added at one end of a company's railway."""
    cards = railways[code]["cards"]
    cards = [card] + cards if end == "start" else cards + [card]
    return dict(railways, **{code: {"locomotive": railways[code]["locomotive"], "cards": cards}})


def with_locomotive(railways, code, locomotive):
    """A copy of the railways with a locomotive put on a company's railway."""
    return dict(railways, **{code: {"locomotive": locomotive, "cards": railways[code]["cards"]}})


def placed_card(view, player):
    """The card being placed now: the pending city or locomotive, else the bot's trick card."""
    pending = view["pending"]
    if pending["place"]:
        return pending["place"][0]
    return next(card for seat, card in view["trick"] if seat == player)


def placement_gain(view, player, move, weights):
    """What the railways are worth to the bot after a city, locomotive or build move."""
    card = placed_card(view, player)
    if move["type"] == "locomotive":
        railways = with_locomotive(view["railways"], move["company"], card)
    else:
        railways = with_card(view["railways"], move.get("company") or C.company(card), card, move["end"])
    return worth(railways, view["lane"], weights)


def best_gain(view, trials, weights):
    """The largest rise in worth among trial railways, the trick's lane card already gone."""
    lane = view["lane"][1:]
    before = worth(view["railways"], lane, weights)
    return max(worth(trial, lane, weights) for trial in trials) - before


def reward_gain(view, reward, weights):
    """The best the bot can make of an operating-round lane card if it wins the trick."""
    railways = view["railways"]
    if C.kind(reward) == "locomotive":
        trials = [with_locomotive(railways, c, reward) for c in C.COMPANIES if railways[c]["locomotive"] is None]
    else:
        trials = [with_card(railways, c, reward, end) for c in C.COMPANIES for end in ENDS]
    return best_gain(view, trials, weights)


def build_gain(view, card, weights):
    """What adding one of the bot's cards to its railway (at the better end) is worth to it."""
    return best_gain(view, [with_card(view["railways"], C.company(card), card, end) for end in ENDS], weights)


def win_chance(view, player, card):
    """A rough chance that `card` wins the trick: it must beat the cards played, and each unseen
    higher card of the led company may sit in the hand of a player still to play."""
    trick = view["trick"]
    led = view["led"] or C.company(card)
    if C.company(card) != led:
        return 0.0
    if any(C.company(c) == led and C.number(c) > C.number(card) for _, c in trick):
        return 0.0
    seats = len(view["players"])
    later = [(player + i) % seats for i in range(1, seats - len(trick))]
    unseen = unseen_railway_cards(view)
    if not unseen:
        return 1.0
    share_later = sum(view["players"][p]["hand_count"] for p in later) / len(unseen)
    higher = sum(1 for c in unseen if C.company(c) == led and C.number(c) > C.number(card))
    return (1.0 - share_later) ** higher


class HeuristicBot:
    """Judges each card by its chance to win the trick and what winning or losing with it brings."""

    label = "Normal"

    def choose(self, game, view, legal, player, rng, deadline):
        """The legal move this bot values most."""
        weights = view_stakes(view, player)
        if legal[0]["type"] != "play":
            return max(legal, key=lambda move: placement_gain(view, player, move, weights))
        return self.choose_card(view, legal, player, weights, deadline)

    def choose_card(self, view, legal, player, weights, deadline):
        """The card with the best expected gain, keeping high numbers for later tricks."""
        reward = view["lane"][0]
        stock = C.kind(reward) in C.SHARE_KINDS
        values = projected(view)
        win_value = values[C.company(reward)] if stock else reward_gain(view, reward, weights)
        best, best_score = legal[0], None
        for move in legal:
            card = move["card"]
            chance = win_chance(view, player, card)
            kept = values[C.company(card)] if stock else build_gain(view, card, weights)
            score = chance * win_value + (1.0 - chance if stock else 1.0) * kept - KEEP_HIGH * C.number(card)
            if best_score is None or score > best_score:
                best, best_score = move, score
            if time.monotonic() > deadline:
                break
        return best


def outcome(score, player):
    """How good a finished game is for `player`: 1 for a win (shared on a tie), 0 for a loss, plus a
    little for the margin over the best opposing seat (in Teams every total already holds the partner's)."""
    totals = [entry["total"] for entry in score["players"]]
    team = score["teams"][player % 2] if score["teams"] else [player]
    rival = max(t for seat, t in enumerate(totals) if seat not in team)
    margin = totals[player] - rival
    win = 1.0 if margin > 0 else 0.5 / len(score["winners"]) if margin == 0 else 0.0
    return win + MARGIN_WEIGHT * margin


def playout_policy(game, state, player, rng):
    """Playouts play cards at random but place cities, locomotives and builds where the seat's stakes gain most."""
    legal = game.legal_moves(state, player)
    if legal[0]["type"] == "play":
        return rng.choice(legal)
    weights = stakes(state["shares"], state["options"]["teams"], player)
    return max(legal, key=lambda move: placement_gain(state, player, move, weights))


class HardBot(RolloutBot):
    """Determinized Monte Carlo: every legal move is tried in sampled deals of the hidden hands and
    played out to the end (cards at random, placements greedy); the heuristic's move stands unless
    another one's outcome is clearly better on average."""

    @staticmethod
    def candidates(game, view, legal, player, rng):
        """Every legal move, the heuristic's first."""
        first = HeuristicBot().choose(game, view, legal, player, rng, float("inf"))
        return [first] + [move for move in legal if move != first]

    @staticmethod
    def rollout(game, state, player, rng, stop):
        """Play to the end: cards at random, placements greedy."""
        playout(game, state, rng, playout_policy, stop=stop)

    @staticmethod
    def value(game, state, player):
        """The finished game's outcome for the bot."""
        return outcome(game.score(state), player)
