"""The Hard bot: determinized Monte Carlo over the Normal bot's best moves, with quick Normal-like playouts."""

from gameshelf.engine.search import RolloutBot, playout, sample_world
from gameshelf.games.trick_of_the_rails import cards as C
from gameshelf.games.trick_of_the_rails.bots import LATER, OPERATING, OVERTAKE, HeuristicBot
from gameshelf.games.trick_of_the_rails.game import ENDS, sorted_hand
from gameshelf.games.trick_of_the_rails.outlook import (
    build_rate,
    company_counts,
    company_outlook,
    locomotives,
    outlook,
    side,
    stakes_with_hands,
    to_come,
    value_with,
)

CANDIDATES = 5  # how many of the Normal bot's best moves are searched
DEAL_TRIES = 20  # attempts at a deal around the known voids before a plain deal stands
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


def overtaken(state, player):
    """A function giving the chance that a card of the seat's is beaten: it must beat the trick so far, then each
    higher card of its company in the hand of a seat still to play (in this sampled world) is played with chance OVERTAKE."""
    trick, seats = state["trick"], state["seats"]
    led = C.company(trick[0][1]) if trick else None
    top = max((C.number(c) for _, c in trick if C.company(c) == led), default=0)
    later = [(C.company(c), C.number(c)) for i in range(1, seats - len(trick)) for c in state["hands"][(player + i) % seats]]

    def chance(card):
        """The chance that `card` does not win the trick."""
        code, number = C.company(card), C.number(card)
        if trick and (code != led or number < top):
            return 1.0
        return 1.0 - (1.0 - OVERTAKE) ** sum(c == code and n > number for c, n in later)

    return chance


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


def known_voids(view):
    """Seat -> the companies it surely holds none of: a seat that did not follow the led company in the trick on the
    table or the last one had no card of it, and hands only shrink."""
    tricks = [view["last_trick"]["cards"]] if view["last_trick"] else []
    if view["pending"] is None and view["trick"]:
        tricks.append(view["trick"])
    voids = {}
    for trick in tricks:
        led = C.company(trick[0][1])
        for seat, card in trick:
            if C.company(card) != led:
                voids.setdefault(seat, set()).add(led)
    return voids


def deal_around_voids(cards, seats, sizes, voids, rng):
    """Seat -> its hand: `cards` dealt at random to `seats` (`sizes` cards each), none of a company the seat is
    void in; the cards fewest seats may hold are dealt first. None when an attempt runs out of room."""
    rng.shuffle(cards)
    cards.sort(key=lambda card: sum(C.company(card) not in voids.get(seat, ()) for seat in seats))
    room = dict(zip(seats, sizes))
    hands = {seat: [] for seat in seats}
    for card in cards:
        open_seats = [seat for seat in seats if room[seat] and C.company(card) not in voids.get(seat, ())]
        if not open_seats:
            return None
        pick = rng.below(sum(room[seat] for seat in open_seats))
        for seat in open_seats:
            pick -= room[seat]
            if pick < 0:
                break
        hands[seat].append(card)
        room[seat] -= 1
    return hands


class QuickPlayer:
    """The playout player, in Normal's way but cheap: what depends only on the trick (the outlook, the cards to
    come, each build's gain per stake) and each seat's stakes and reward worth are worked out once a trick and reused."""

    def __init__(self):
        self.lane = None  # the lane length (which trick) the cached values are for
        self.table = None  # this trick's (values, waiting, coming, build rate, {(company, station value): gain per stake})
        self.seats = {}  # seat -> (stakes, what winning the trick is worth) this trick

    def __call__(self, game, state, player, rng):
        """Cards by `card`, cities, locomotives and builds by `placement`."""
        if self.lane != len(state["lane"]):
            self.lane, self.table, self.seats = len(state["lane"]), None, {}
        legal = game.legal_moves(state, player)
        if legal[0]["type"] == "play":
            return self.card(state, player, legal)
        return self.placement(state, player, legal)

    def stakes(self, state, player):
        """The seat's stakes, once a trick."""
        if player not in self.seats:
            self.seats[player] = (state_stakes(state, player), None)
        return self.seats[player][0]

    def placement(self, state, player, legal):
        """A cheap greedy placement: each railway judged alone, by the seat's stake in it."""
        weights = self.stakes(state, player)
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

    def trick_table(self, state):
        """This trick's outlook, locomotives waiting, cards to come and build rate, from every hand at its first card."""
        if self.table is None:
            lane = state["lane"]
            stock = C.kind(lane[0]) not in OPERATING
            coming = to_come([c for hand in state["hands"] for c in hand], lane[1:], [] if stock else [c for _, c in state["trick"]])
            waiting = locomotives(lane)
            self.table = (outlook(state["railways"], waiting, coming), waiting, coming, build_rate(lane[1:]), {})
        return self.table

    def win_value(self, state, player, weights, values):
        """What winning this trick's lane card is worth to the seat, once a trick: a share's value (and what it keeps
        from the opposing side), or a city's or locomotive's best gain (`reward_worth`)."""
        stakes, worth = self.seats[player]
        if worth is None:
            reward = state["lane"][0]
            if C.kind(reward) not in OPERATING:
                mine = side(state["seats"], state["options"]["teams"], player)
                worth = values[C.company(reward)] * (1.0 + len(mine) / (state["seats"] - len(mine)))
            else:
                worth = reward_worth(state, reward, weights, values)
            self.seats[player] = (stakes, worth)
        return worth

    def card(self, state, player, legal):
        """A card in Normal's way: what it brings now (the share it wins or leaves, the city or locomotive it wins,
        the track it builds) minus LATER times what it would bring later; its chance to win read off the sampled
        hands still to play (`overtaken`), each build's gain per stake worked out once a trick."""
        railways = state["railways"]
        stock = C.kind(state["lane"][0]) not in OPERATING
        weights = self.stakes(state, player)
        values, waiting, coming, rate, gains = self.trick_table(state)
        win_value = self.win_value(state, player, weights, values)
        beaten = overtaken(state, player)

        def net(move):
            """The card's value now minus LATER times its value kept for later."""
            card = move["card"]
            code = C.company(card)
            chance = 1.0 - beaten(card)
            key = (code, C.value(card))
            if key not in gains:
                gains[key] = max(company_outlook(railways[code], waiting, coming[code], (key[1], end)) for end in ENDS) - values[code]
            build = weights[code] * gains[key]
            now = chance * win_value + ((1.0 - chance) * values[code] if stock else build)
            return now - LATER * (rate * build + (1.0 - rate) * values[code])

        return max(legal, key=net)


class HardBot(RolloutBot):
    """Determinized Monte Carlo: the Normal bot's best moves are tried in sampled deals of the hidden hands
    and played out to the end by the `QuickPlayer`; Normal's choice stands unless another
    one's outcome is clearly better on average."""

    def sample_world(self, game, view, player, rng):
        """A sampled deal of the hidden hands in which no seat holds a company it showed it is void in (`known_voids`;
        a plain deal after DEAL_TRIES failed attempts)."""
        world = sample_world(game, view, player, rng)
        voids = known_voids(view)
        hidden = [seat for seat, entry in enumerate(view["players"]) if entry["hand"] is None]
        if not any(seat in voids for seat in hidden):
            return world
        cards = [card for seat in hidden for card in world["hands"][seat]]
        for _ in range(DEAL_TRIES):
            hands = deal_around_voids(list(cards), hidden, [len(world["hands"][seat]) for seat in hidden], voids, rng)
            if hands is not None:
                for seat, hand in hands.items():
                    world["hands"][seat] = sorted_hand(hand)
                break
        return world

    @staticmethod
    def candidates(game, view, legal, player, rng):
        """The Normal bot's best moves, its choice first."""
        return HeuristicBot().ranked(view, legal, player, float("inf"))[:CANDIDATES]

    @staticmethod
    def rollout(game, state, player, rng, stop):
        """Play to the end by a fresh `QuickPlayer`."""
        playout(game, state, rng, QuickPlayer(), stop=stop)

    @staticmethod
    def value(game, state, player):
        """The finished game's outcome for the bot."""
        return outcome(game.score(state), player)
