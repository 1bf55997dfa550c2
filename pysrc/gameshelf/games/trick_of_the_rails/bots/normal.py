"""The Normal bot: weighs what a card brings now against what it would bring later, and places where its stakes gain."""

import time

from gameshelf.games.trick_of_the_rails import cards as C
from gameshelf.games.trick_of_the_rails.bots.outlook import (
    build_rate,
    company_counts,
    company_outlook,
    hands_seen,
    locomotives,
    outlook,
    side,
    stakes_with_hands,
    to_come,
    worth,
)
from gameshelf.games.trick_of_the_rails.rules import ENDS
from gameshelf.games.trick_of_the_rails.view import unseen_railway_cards

LATER = 0.5  # how much of what a card would bring later counts against playing it now
OVERTAKE = 0.7  # the chance that a later player holding a higher card of the led company plays it
OPERATING = ("city", "locomotive")


def hand_counts(view):
    """Per seat: company -> cards of it in that seat's hand (the viewer's own; another's expected from the unseen cards)."""
    players = view["players"]
    return hands_seen([entry["hand"] for entry in players], [entry["hand_count"] for entry in players], unseen_railway_cards(view))


def view_stakes(view, player):
    """The stakes of `player` as its view shows them: the shares held, and the cards in hand as shares to come."""
    shares = [entry["shares"] for entry in view["players"]]
    return stakes_with_hands(shares, view["options"]["teams"], player, hand_counts(view), view["lane"])


def held_cards(view, player):
    """Every card still in a hand as the view knows it: the bot's own, and the unseen ones."""
    return list(view["players"][player]["hand"]) + unseen_railway_cards(view)


def placing(pending, trick, player):
    """The card being placed now: the pending city or locomotive, else the bot's trick card."""
    if pending["place"]:
        return pending["place"][0]
    return next(card for seat, card in trick if seat == player)


def placement_values(railways, waiting, coming, card, move, now):
    """Company -> expected share values after a city, locomotive or build move puts `card` (`now`: the outlook
    before it; only the railway the move changes is worked out again)."""
    code = move["company"]
    railway = railways[code]
    values = dict(now)
    if move["type"] == "locomotive":
        values[code] = company_outlook({"locomotive": card, "cards": railway["cards"]}, waiting, coming[code])
    else:
        values[code] = company_outlook(railway, waiting, coming[code], (C.value(card), move["end"]))
    return values


def ranked_placements(view, player, legal, weights):
    """The placement moves, the one that leaves the railways worth most to the bot's stakes first."""
    return placements_by_worth(view, player, held_cards(view, player), legal, weights)


def placements_by_worth(table, player, held, legal, weights):
    """The moves placing the seat's city, locomotive or trick card, by the outlook they leave to `weights`, best
    first (`table`: a view or a state, for its railways, pending placements, trick and lane; `held`: the cards still
    in hands as the seat knows them)."""
    pending, trick, lane, railways = table["pending"], table["trick"], table["lane"], table["railways"]
    card = placing(pending, trick, player)
    coming = to_come(held, lane, [c for seat, c in trick if pending["place"] or seat != player])
    waiting = locomotives(pending["place"][1:] + lane)
    now = outlook(railways, waiting, coming)
    return sorted(legal, key=lambda move: -worth(placement_values(railways, waiting, coming, card, move, now), weights))


def reward_placements(railways, reward):
    """Every move that could place an operating round's city or locomotive."""
    if C.kind(reward) == "locomotive":
        return [{"type": "locomotive", "company": code} for code in C.COMPANIES if railways[code]["locomotive"] is None]
    return [{"type": "city", "company": code, "end": end} for code in C.COMPANIES for end in ENDS]


def reward_outcomes(railways, reward, waiting, coming):
    """Company -> expected share values, after each move that could place an operating round's city or locomotive."""
    now = outlook(railways, waiting, coming)
    return [placement_values(railways, waiting, coming, reward, move, now) for move in reward_placements(railways, reward)]


def reward_gain(outcomes, weights, rival_weights):
    """What winning an operating round's city or locomotive is worth to the bot: its own best placement,
    against the placements the other seats would choose by their own stakes (`rival_weights`); `outcomes`
    from `reward_outcomes`."""
    mine = max(worth(values, weights) for values in outcomes)
    theirs = [worth(max(outcomes, key=lambda values: worth(values, rival)), weights) for rival in rival_weights]
    return mine - sum(theirs) / len(theirs)


def build_gain(railway, waiting, coming, weight, value):
    """What adding a card of this station value to a railway (at its better end) is worth to the bot."""
    before = company_outlook(railway, waiting, coming)
    return weight * max(company_outlook(railway, waiting, coming, (value, end)) - before for end in ENDS)


def win_chance(view, player, card):
    """A rough chance that `card` wins the trick (`trick_chance`), the unseen cards read off the view."""
    seats = len(view["players"])
    later = [(player + i) % seats for i in range(1, seats - len(view["trick"]))]
    return trick_chance(view["trick"], card, unseen_railway_cards(view), sum(view["players"][p]["hand_count"] for p in later))


def trick_chance(trick, card, unseen, later_cards):
    """A rough chance that `card` wins the trick: it must beat the cards played, and each `unseen` higher card of the
    led company may sit in the hands of the players still to play (`later_cards` cards between them)."""
    led = C.company(trick[0][1]) if trick else C.company(card)
    if C.company(card) != led:
        return 0.0
    if any(C.company(c) == led and C.number(c) > C.number(card) for _, c in trick):
        return 0.0
    if not unseen:
        return 1.0
    share_later = later_cards / len(unseen)
    higher = sum(1 for c in unseen if C.company(c) == led and C.number(c) > C.number(card))
    return (1.0 - OVERTAKE * share_later) ** higher


def follow_chances(unseen, sizes, player, code):
    """Per other seat: the chance it holds a card of `code` and so must follow a lead of it (`sizes`: hand size per seat)."""
    if not unseen:
        return {}
    missing = 1.0 - sum(C.company(c) == code for c in unseen) / len(unseen)
    return {seat: 1.0 - missing ** size for seat, size in enumerate(sizes) if seat != player}


def against(seats, teams, player):
    """What a point to an opposing seat costs the bot's side, on average (as in `stakes`)."""
    mine = side(seats, teams, player)
    return len(mine) / (seats - len(mine))


def lead_gain(railways, unseen, sizes, teams, player, code, values, weights, coming, waiting, stock):
    """What leading `code` makes the others do: take its shares (stock) or build its railway (operating), by the
    chance that each holds a card of it (`unseen`: the cards the bot cannot see; `sizes`: hand size per seat)."""
    chances = follow_chances(unseen, sizes, player, code)
    if not chances:
        return 0.0
    unseen = [c for c in unseen if C.company(c) == code]
    if not stock:
        if not unseen:
            return 0.0
        mean = sum(C.value(c) for c in unseen) / len(unseen)
        return sum(chances.values()) * build_gain(railways[code], waiting, coming[code], weights[code], mean)
    mine = side(len(sizes), teams, player)
    factor = against(len(sizes), teams, player)
    mean = sum(values.values()) / len(values)
    return sum(chance * (1.0 if seat in mine else -factor) for seat, chance in chances.items()) * (values[code] - mean)


class HeuristicBot:
    """Values each card by what it brings now (its chance to win the trick, the share it leaves or the
    track it builds, what leading it makes the others follow with) minus what it would bring later."""

    label = "Normal"

    def choose(self, game, view, legal, player, rng, deadline):
        """The legal move this bot values most."""
        return self.ranked(view, legal, player, deadline)[0]

    def ranked(self, view, legal, player, deadline):
        """The legal moves, best first (cards not judged by the deadline last)."""
        weights = self.stakes(view, player)
        if legal[0]["type"] != "play":
            return self.ranked_placements(view, player, legal, weights)
        return self.ranked_cards(view, legal, player, weights, deadline)

    @staticmethod
    def stakes(view, player):
        """The bot's stakes: the shares held, and the cards in hand as shares to come."""
        return view_stakes(view, player)

    @staticmethod
    def ranked_placements(view, player, legal, weights):
        """The placements, best first, by the outlook they leave to the bot's stakes."""
        return ranked_placements(view, player, legal, weights)

    @staticmethod
    def win_chance(view, player, card, stock):
        """The chance that `card` wins the trick (counting the unseen higher cards of players still to play)."""
        return win_chance(view, player, card)

    @staticmethod
    def share_win_value(view, player, values, company):
        """What winning a stock round's share of `company` is worth: its value, plus what it keeps from an opponent."""
        return values[company] * (1.0 + against(len(view["players"]), view["options"]["teams"], player))

    @staticmethod
    def reward_win_value(view, player, reward, waiting, coming, weights):
        """What winning an operating round's city or locomotive is worth, against the opponents' own placements."""
        rivals = [view_stakes(view, seat) for seat in range(len(view["players"])) if seat != player]
        return reward_gain(reward_outcomes(view["railways"], reward, waiting, coming), weights, rivals)

    def ranked_cards(self, view, legal, player, weights, deadline):
        """The cards by how far their value now exceeds their value kept for later, best first."""
        lane, railways = view["lane"], view["railways"]
        stock = C.kind(lane[0]) not in OPERATING
        coming = to_come(held_cards(view, player), lane[1:], [] if stock else [card for _, card in view["trick"]])
        waiting = locomotives(lane)
        values = outlook(railways, waiting, coming)
        if stock:
            win_value = self.share_win_value(view, player, values, C.company(lane[0]))
        else:
            win_value = self.reward_win_value(view, player, lane[0], locomotives(lane[1:]), coming, weights)
        rate = build_rate(lane[1:])
        scored = []
        for move in legal:
            card = move["card"]
            code = C.company(card)
            chance = self.win_chance(view, player, card, stock)
            build = build_gain(railways[code], waiting, coming[code], weights[code], C.value(card))
            if stock:
                now = chance * win_value + (1.0 - chance) * values[code]
            else:
                now = chance * win_value + build
            if not view["trick"]:
                now += self.lead_effect(view, player, code, values, weights, coming, waiting, stock)
            later = LATER * (rate * build + (1.0 - rate) * values[code])
            scored.append((now - later, move))
            if time.monotonic() > deadline:
                break
        judged = [move for _, move in sorted(scored, key=lambda entry: -entry[0])]
        return judged + [move for move in legal if move not in judged]

    @staticmethod
    def lead_effect(view, player, code, values, weights, coming, waiting, stock):
        """What leading `code` makes the others do (`lead_gain`), as the view shows the hands."""
        sizes = [entry["hand_count"] for entry in view["players"]]
        return lead_gain(view["railways"], unseen_railway_cards(view), sizes, view["options"]["teams"], player, code,
                         values, weights, coming, waiting, stock)
