"""What the railways may be worth at the end of the game, from the cards still to be played, and to whom."""

from gameshelf.games.trick_of_the_rails import cards as C
from gameshelf.games.trick_of_the_rails.scoring import best_window

KEEP = 0.5  # how much of a share to come a card in hand is, in the stock rounds left (the card a seat keeps when it loses)


def side(seats, teams, player):
    """The seats playing for `player`: itself, and in Teams its partner too."""
    return [p for p in range(seats) if p == player or (teams and p % 2 == player % 2)]


def stakes(shares, teams, player, hands=None, keep=0.0):
    """Company -> shares of the bot's side minus the average shares of an opposing side (`shares`: per seat), each
    seat's cards in hand (`hands`: per seat, company -> count, maybe expected) counted as `keep` of a share to come."""
    seats = len(shares)
    mine = side(seats, teams, player)
    others = [p for p in range(seats) if p not in mine]
    counts = [company_counts(cards) for cards in shares]
    out = {}
    for code in C.COMPANIES:
        held = [counts[p][code] + (keep * hands[p][code] if hands else 0.0) for p in range(seats)]
        out[code] = sum(held[p] for p in mine) - sum(held[p] for p in others) * len(mine) / len(others)
    return out


def keep_rate(later):
    """How much a card in hand counts as a share to come: KEEP times the share of later tricks that are stock rounds."""
    return KEEP * (1.0 - build_rate(later))


def company_counts(cards):
    """Company -> how many of `cards` (railway, station or exchange cards) are of it."""
    counts = dict.fromkeys(C.COMPANIES, 0)
    for card in cards:
        counts[C.CARDS[card]["company"]] += 1
    return counts


def hands_seen(hands, sizes, unseen):
    """Per seat: company -> cards in its hand, counted where the hand is seen (`hands`: per seat, a list or None),
    else expected from the `unseen` cards by its hand size (`sizes`: per seat)."""
    counts = company_counts(unseen)
    hidden = sum(size for hand, size in zip(hands, sizes) if hand is None) or 1
    return [company_counts(hand) if hand is not None else {code: counts[code] * size / hidden for code in C.COMPANIES}
            for hand, size in zip(hands, sizes)]


def stakes_with_hands(shares, teams, player, hands, lane):
    """`stakes` with each seat's hand (`hands`: company -> cards, maybe expected) as shares to come in the stock rounds
    `lane` has left."""
    return stakes(shares, teams, player, hands, keep_rate(lane[1:]))


def build_rate(later):
    """The share of the later tricks (`later`: their lane cards) that are operating rounds, whose cards are built."""
    later = [card for card in later if card != C.LOCO_INF]
    if not later:
        return 0.0
    return sum(C.kind(card) in ("city", "locomotive") for card in later) / len(later)


def to_come(held, later, built_now):
    """Company -> [expected count, expected station value] of the cards still to be built: each held card
    (`held`: every card in a hand) by the build rate of the later tricks, each of `built_now` surely."""
    rate = build_rate(later)
    coming = {code: [0.0, 0.0] for code in C.COMPANIES}
    for card, chance in [(card, rate) for card in held] + [(card, 1.0) for card in built_now]:
        entry = coming[C.company(card)]
        entry[0] += chance
        entry[1] += chance * C.value(card)
    return coming


def locomotives(cards):
    """The locomotives among `cards` (the ones still waiting to be placed)."""
    return [card for card in cards if C.kind(card) == "locomotive"]


def projected_values(values, coming):
    """A railway's station values with the expected cards to come, as average cards split over both ends."""
    count, total = coming
    n = round(count)
    if n == 0:
        return values
    mean = total / count
    return [mean] * (n // 2) + values + [mean] * (n - n // 2)


def value_with(values, locomotive):
    """The share value of a railway's station values pulled by a locomotive."""
    loco = C.CARDS[locomotive]
    return max(0.0, best_window(values, loco["distance"])[0] - loco["cost"])


def company_outlook(railway, waiting, coming, extra=None):
    """A railway's expected share value at the end (`extra`: one more card's (station value, end)): with its
    locomotive, else the average over the waiting ones."""
    values = [C.value(card) for card in railway["cards"]]
    if extra is not None:
        value, end = extra
        values = [value] + values if end == "start" else values + [value]
    values = projected_values(values, coming)
    if railway["locomotive"] is not None:
        return value_with(values, railway["locomotive"])
    if not waiting:
        return 0.0
    return sum(value_with(values, loco) for loco in waiting) / len(waiting)


def outlook(railways, waiting, coming):
    """Company -> expected share value at the end (`waiting`: the locomotives still to be placed)."""
    return {code: company_outlook(railways[code], waiting, coming[code]) for code in C.COMPANIES}


def worth(values, weights):
    """What expected share values are worth to the bot, weighted by its stakes."""
    return sum(weights[code] * values[code] for code in C.COMPANIES)
