"""Railway profits and share values: the best window of consecutive cards minus the locomotive's cost."""

from collections import Counter

from gameshelf.games.trick_of_the_rails.cards import CARDS, COMPANIES, company, kind, value


def best_window(values, distance):
    """(profit, start, length) of the most valuable run of `distance` values; all of them when
    distance is None (the infinite locomotive) or not shorter than the list. Ties: leftmost."""
    if distance is None or distance >= len(values):
        return sum(values), 0, len(values)
    total = best = sum(values[:distance])
    start = 0
    for i in range(distance, len(values)):
        total += values[i] - values[i - distance]
        if total > best:
            best, start = total, i - distance + 1
    return best, start, distance


def share_value_with(cards, locomotive):
    """(share value, profit, window [start, length]) of a railway's cards pulled by a locomotive."""
    loco = CARDS[locomotive]
    profit, start, length = best_window([value(c) for c in cards], loco["distance"])
    return max(0, profit - loco["cost"]), profit, [start, length]


def railway_value(railway):
    """The share value of one railway as it stands (0 without a locomotive)."""
    if railway["locomotive"] is None:
        return 0
    return share_value_with(railway["cards"], railway["locomotive"])[0]


def share_values(railways):
    """Company code -> share value of every railway as it stands."""
    return {c: railway_value(railways[c]) for c in COMPANIES}


def estimates(railways, lane):
    """Company code -> expected share value: exact with a locomotive, otherwise the average over
    the locomotives still in the Trick Lane (0 when none is left)."""
    waiting = [c for c in lane if kind(c) == "locomotive"]
    out = {}
    for code in COMPANIES:
        railway = railways[code]
        if railway["locomotive"] is not None:
            out[code] = railway_value(railway)
        elif waiting:
            out[code] = sum(share_value_with(railway["cards"], loco)[0] for loco in waiting) // len(waiting)
        else:
            out[code] = 0
    return out


def share_points(shares, values, teams):
    """Per seat: {company: shares held × value}, plus in Teams "partner" (the partner's own total)."""
    breakdowns = []
    for held_cards in shares:
        held = Counter(company(card) for card in held_cards)
        breakdowns.append({code: held[code] * values[code] for code in COMPANIES})
    if teams:
        own = [sum(b.values()) for b in breakdowns]
        for seat, breakdown in enumerate(breakdowns):
            breakdown["partner"] = own[(seat + 2) % 4]
    return breakdowns
