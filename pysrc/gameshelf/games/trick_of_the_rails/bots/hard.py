"""The Hard bot: determinized Monte Carlo over the Normal bot's best moves, with quick Normal-like playouts."""

from gameshelf.engine.search import RolloutBot, playout, sample_world
from gameshelf.games.trick_of_the_rails import cards as C
from gameshelf.games.trick_of_the_rails.bots.normal import (
    LATER,
    OPERATING,
    HeuristicBot,
    against,
    build_gain,
    lead_gain,
    placements_by_worth,
    reward_gain,
    reward_outcomes,
    trick_chance,
)
from gameshelf.games.trick_of_the_rails.bots.outlook import (
    build_rate,
    hands_seen,
    locomotives,
    outlook,
    stakes_with_hands,
    to_come,
)
from gameshelf.games.trick_of_the_rails.rules import sorted_hand

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


def unseen_by(state, player):
    """The cards `player` cannot see in this world: those in the other seats' hands."""
    return [card for seat, hand in enumerate(state["hands"]) if seat != player for card in hand]


def seen_hands(state, player):
    """Per seat: company -> cards in hand as `player` sees them: its own counted, the others' expected (`hands_seen`)."""
    seen = [hand if seat == player else None for seat, hand in enumerate(state["hands"])]
    return hands_seen(seen, [len(hand) for hand in state["hands"]], unseen_by(state, player))


def seat_stakes(state, hands, seat):
    """A seat's stakes as Normal counts them (its shares, and the cards in hand as shares to come), the hands
    (`hands`, from `seen_hands`) as one seat sees them."""
    return stakes_with_hands(state["shares"], state["options"]["teams"], seat, hands, state["lane"])


def win_chances(state, player):
    """A function giving the chance that a card of the seat's wins the trick, as Normal reckons it (`trick_chance`)."""
    trick, seats = state["trick"], state["seats"]
    unseen = unseen_by(state, player)
    later_cards = sum(len(state["hands"][(player + i) % seats]) for i in range(1, seats - len(trick)))
    return lambda card: trick_chance(trick, card, unseen, later_cards)


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
        self.outcomes = None  # this operating round's outlooks after each placement of its city or locomotive
        self.seats = {}  # seat -> (the hands as it sees them, its stakes, what winning the trick is worth to it) this trick

    def __call__(self, game, state, player, rng):
        """Cards by `card`, cities, locomotives and builds by `placement`."""
        if self.lane != len(state["lane"]):
            self.lane, self.table, self.outcomes, self.seats = len(state["lane"]), None, None, {}
        legal = game.legal_moves(state, player)
        if legal[0]["type"] == "play":
            return self.card(state, player, legal)
        return self.placement(state, player, legal)

    def stakes(self, state, player):
        """The seat's stakes, once a trick."""
        if player not in self.seats:
            hands = seen_hands(state, player)
            self.seats[player] = (hands, seat_stakes(state, hands, player), None)
        return self.seats[player][1]

    def placement(self, state, player, legal):
        """The city, locomotive or end Normal would choose (`placements_by_worth`)."""
        held = [card for hand in state["hands"] for card in hand]
        return placements_by_worth(state, player, held, legal, self.stakes(state, player))[0]

    def trick_table(self, state):
        """This trick's outlook, locomotives waiting, cards to come and build rate, from every hand at its first card."""
        if self.table is None:
            lane = state["lane"]
            stock = C.kind(lane[0]) not in OPERATING
            coming = to_come([c for hand in state["hands"] for c in hand], lane[1:], [] if stock else [c for _, c in state["trick"]])
            waiting = locomotives(lane)
            self.table = (outlook(state["railways"], waiting, coming), waiting, coming, build_rate(lane[1:]), {})
        return self.table

    def win_value(self, state, player, weights, values, coming):
        """What winning this trick's lane card is worth to the seat, once a trick, as Normal reckons it: a share's value
        (and what it keeps from the opposing side), or a city's or locomotive's best gain against the other seats' own
        placements (`reward_gain`)."""
        hands, stakes, worth = self.seats[player]
        if worth is None:
            lane = state["lane"]
            if C.kind(lane[0]) not in OPERATING:
                worth = values[C.company(lane[0])] * (1.0 + against(state["seats"], state["options"]["teams"], player))
            else:
                rivals = [seat_stakes(state, hands, seat) for seat in range(state["seats"]) if seat != player]
                worth = reward_gain(self.reward_outcomes(state, coming), weights, rivals)
            self.seats[player] = (hands, stakes, worth)
        return worth

    def reward_outcomes(self, state, coming):
        """The outlook after each placement of this operating round's city or locomotive (`reward_outcomes`), once a trick."""
        if self.outcomes is None:
            lane = state["lane"]
            self.outcomes = reward_outcomes(state["railways"], lane[0], locomotives(lane[1:]), coming)
        return self.outcomes

    def card(self, state, player, legal):
        """A card in Normal's way: what it brings now (the share it wins or leaves, the city or locomotive it wins,
        the track it builds, what leading it makes the others do) minus LATER times what it would bring later; its
        chance to win as Normal reckons it (`win_chances`), each build's gain per stake worked out once a trick."""
        railways = state["railways"]
        stock = C.kind(state["lane"][0]) not in OPERATING
        weights = self.stakes(state, player)
        values, waiting, coming, rate, gains = self.trick_table(state)
        win_value = self.win_value(state, player, weights, values, coming)
        chances = win_chances(state, player)
        leads = {}

        def lead(code):
            """What leading `code` makes the others do (`lead_gain`), once per company; nothing when following."""
            if state["trick"]:
                return 0.0
            if code not in leads:
                sizes = [len(hand) for hand in state["hands"]]
                leads[code] = lead_gain(railways, unseen_by(state, player), sizes, state["options"]["teams"], player, code,
                                        values, weights, coming, waiting, stock)
            return leads[code]

        def net(move):
            """The card's value now minus LATER times its value kept for later."""
            card = move["card"]
            code = C.company(card)
            chance = chances(card)
            key = (code, C.value(card))
            if key not in gains:
                gains[key] = build_gain(railways[code], waiting, coming[code], 1.0, key[1])
            build = weights[code] * gains[key]
            now = chance * win_value + ((1.0 - chance) * values[code] if stock else build) + lead(code)
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
