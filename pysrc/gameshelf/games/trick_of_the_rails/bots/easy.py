"""The Easy bot: a beginner who judges cards like Normal but thinks only of its own shares and of the cards on the table."""

from gameshelf.games.trick_of_the_rails import cards as C
from gameshelf.games.trick_of_the_rails.bots.normal import HeuristicBot, placement_values, placing, reward_placements, win_chance
from gameshelf.games.trick_of_the_rails.bots.outlook import company_counts, outlook, side, stakes_with_hands, worth
from gameshelf.games.trick_of_the_rails.scoring import estimates


def own_shares(view, player):
    """Company -> shares held by the bot's side (itself, and in Teams its partner)."""
    mine = side(len(view["players"]), view["options"]["teams"], player)
    return {code: sum(view["players"][p]["held"][code] for p in mine) for code in C.COMPANIES}


def beats(card, trick):
    """Whether `card` beats every card played so far (a lead beats an empty trick)."""
    if not trick:
        return True
    led = C.company(trick[0][1])
    best = max(C.number(c) for _, c in trick if C.company(c) == led)
    return C.company(card) == led and C.number(card) > best


def placed_railways(railways, card, move):
    """The railways (cards and locomotives only) after a city, locomotive or build move puts `card`."""
    out = {code: {"locomotive": r["locomotive"], "cards": list(r["cards"])} for code, r in railways.items()}
    code = move["company"]
    if move["type"] == "locomotive":
        out[code]["locomotive"] = card
    elif move["end"] == "start":
        out[code]["cards"].insert(0, card)
    else:
        out[code]["cards"].append(card)
    return out


def greedy_placements(view, player, legal):
    """The placements, the one that leaves the table's estimates worth most to the bot's own shares first."""
    mine = own_shares(view, player)
    card = placing(view["pending"], view["trick"], player)
    lane = view["pending"]["place"][1:] + view["lane"]

    def gain(move):
        """What the bot's own shares are worth by the table's estimates after the move."""
        values = estimates(placed_railways(view["railways"], card, move), lane)
        return sum(mine[code] * values[code] for code in C.COMPANIES)

    return sorted(legal, key=lambda move: -gain(move))


class EasyBot(HeuristicBot):
    """A beginner: values cards as Normal does, but a share only for itself (not for what it keeps from the
    others), a city or locomotive only by its own best placement, and in operating rounds thinks a card that
    beats the table wins; places where the table's estimates favour its own shares, ignoring the others'."""

    label = "Easy"

    @staticmethod
    def stakes(view, player):
        """The shares on the table, and its own cards in hand as shares to come (not the others' unseen ones)."""
        hands = [company_counts(entry["hand"] or []) for entry in view["players"]]
        shares = [entry["shares"] for entry in view["players"]]
        return stakes_with_hands(shares, view["options"]["teams"], player, hands, view["lane"])

    @staticmethod
    def ranked_placements(view, player, legal, weights):
        """Greedy placements for the bot's own shares."""
        return greedy_placements(view, player, legal)

    @staticmethod
    def win_chance(view, player, card, stock):
        """Counting unseen cards in stock rounds; in operating rounds a card that beats the table wins."""
        if stock:
            return win_chance(view, player, card)
        return 1.0 if beats(card, view["trick"]) else 0.0

    @staticmethod
    def share_win_value(view, player, values, company):
        """Just the share's value."""
        return values[company]

    @staticmethod
    def reward_win_value(view, player, reward, waiting, coming, weights):
        """What the bot's best placement of the city or locomotive adds to its stakes."""
        railways = view["railways"]
        moves = reward_placements(railways, reward)
        now = outlook(railways, waiting, coming)
        best = max(worth(placement_values(railways, waiting, coming, reward, move, now), weights) for move in moves)
        return best - worth(now, weights)
