"""Paying for routes: the distinct payments offered as moves, and the check of any payment.

A payment is a card-count dict (colour -> count, no zero entries). Where substitution sets
(3 cards for a ferry locomotive, 4 cards for a Murmansk-Lieksa card) leave a free choice of
which cards make up the sets, the offered payment fills them canonically: the colours the
player holds fewest of go first, the route's colour and locomotives last. Payments that spend
a strict superset of another offered payment are never offered. Any valid payment is still
accepted when played (see `is_valid`).
"""

from functools import lru_cache
from itertools import repeat
from operator import le

from gameshelf.games.ticket_to_ride.board import CARD_KINDS, COLORS, LOCO

PLAN_MEMO = 50000  # ferry plans remembered (one-colour ones by hand shape, gray ones by hand)
PLACE = {kind: i for i, kind in enumerate(CARD_KINDS)}  # a card kind's place in CARD_KINDS (colours first)


def has(hand, cards):
    """Whether `hand` holds at least the cards of `cards`."""
    return all(hand.get(kind, 0) >= n for kind, n in cards.items())


def combine(*parts):
    """The sum of card-count dicts, without zero entries."""
    out = {}
    for part in parts:
        for kind, n in part.items():
            if n:
                out[kind] = out.get(kind, 0) + n
    return out


def minus(hand, cards):
    """`hand` without `cards` (which it must hold), without zero entries."""
    out = dict(hand)
    for kind, n in cards.items():
        out[kind] -= n
        if not out[kind]:
            del out[kind]
    return out


def route_colors(route):
    """The card colours that may pay the coloured spaces of a route."""
    return COLORS if route["color"] == "gray" else [route["color"]]


def order_key(cards):
    """Sort key of payments: fewest cards, then fewest locomotives, then colour order."""
    return (sum(cards.values()), cards.get(LOCO, 0), [-cards.get(c, 0) for c in COLORS])


def minimal(payments):
    """Distinct payments, dropping any that spends a strict superset of another, sorted."""
    distinct = sorted({tuple(sorted(p.items())): p for p in payments}.values(), key=order_key)
    kept = []
    for p in distinct:
        if not any(has(p, q) for q in kept):
            kept.append(p)
    return kept


def color_and_locos(hand, colors, length, max_locos):
    """Payments of `length` cards: one colour, with up to `max_locos` locomotives in its place.

    Built directly in `minimal` order (all have `length` cards, so none is a superset of
    another): fewest locomotives first, then `colours` in the order given (COLOURS order).
    """
    return list(each_color_and_locos(hand, colors, length, max_locos))


def each_color_and_locos(hand, colors, length, max_locos):
    """The payments of `color_and_locos` one by one, in their order."""
    for locos in range(min(max_locos, length, hand.get(LOCO, 0)) + 1):
        need = length - locos
        if not need:
            yield {LOCO: locos}
            continue
        for color in colors:
            if hand.get(color, 0) >= need:
                yield {color: need, LOCO: locos} if locos else {color: need}


def count_color_and_locos(hand, colors, length, max_locos):
    """len(colour_and_locos(...)) without building the payments."""
    top = min(max_locos, length, hand.get(LOCO, 0))
    count = 1 if top == length else 0
    most = min(top, length - 1)
    for color in colors:
        fewest = max(0, length - hand.get(color, 0))
        if most >= fewest:
            count += most - fewest + 1
    return count


def plain_table(top, wild, most):
    """[locomotives][cards of one colour][length - 1] -> `count_color_and_locos` for that colour.

    Up to `most` of each (all a hand can hold) and routes up to `top` long; `wild`: locomotives may
    replace any card. No count changes beyond `top` cards of a kind, so those rows repeat.
    """
    color = COLORS[0]
    table = [
        [
            tuple(count_color_and_locos({color: own, LOCO: locos}, [color], length, length if wild else 0)
                  for length in range(1, top + 1))
            for own in range(top + 1)
        ]
        for locos in range(top + 1)
    ]
    return [rows + rows[-1:] * (most - top) for rows in table + table[-1:] * (most - top)]


def filler(hand, count, last):
    """`count` cards from `hand` for substitution sets (fewest-held colours first, `last` kinds last), or None."""
    order = sorted((k for k in hand if k not in last), key=lambda k: (hand[k], COLORS.index(k)))
    order += [k for k in last if k in hand]
    out = {}
    for kind in order:
        if count == 0:
            break
        take = min(hand[kind], count)
        out[kind] = take
        count -= take
    return out if count == 0 else None


def with_sets(hand, direct, cards_needed, color, out):
    """Append `direct` plus `cards_needed` substitution cards to `out` when the hand allows it."""
    if not has(hand, direct):
        return
    if not cards_needed:
        out.append(combine(direct))
        return
    extra = filler(minus(hand, combine(direct)), cards_needed, [color, LOCO])
    if extra is not None:
        out.append(combine(direct, extra))


def ferry_payments(hand, route, sets_on_color):
    """Ferry payments: locomotive spaces need locomotives, any 3 cards may replace one."""
    return [ferry_payment(hand, color, route["length"], sets, locos)
            for color, sets, locos in ferry_choices(hand, route, sets_on_color)]


def ferry_choices(hand, route, sets_on_color):
    """[(colour, sets, locomotives among the direct cards)] of a ferry's offered payments, in their order."""
    length, need = route["length"], route["locomotives"]
    most_sets = length if sets_on_color else need
    if route["color"] == "gray":
        return gray_ferry_plan(tuple(map(hand.get, CARD_KINDS, repeat(0))), length, need, most_sets)
    own, locos = hand.get(route["color"], 0), hand.get(LOCO, 0)
    others = min(sum(hand.values()) - own - locos, 3 * most_sets)
    return [(route["color"], sets, spent) for sets, spent in ferry_plan(own, locos, others, length, need, most_sets)]


@lru_cache(maxsize=PLAN_MEMO)
def gray_ferry_plan(held, length, need, most_sets):
    """((colour, sets, locomotives among the direct cards), ...) of a gray ferry's offered payments, in their order.

    `held`: the hand's count of each card kind (CARD_KINDS order; remembered by it). Every
    colour's planned payments (`ferry_plan`), by number of sets, then colour, then plan order, as
    the payments of all the ways to pay were once listed; of equal ones the last stands (as
    `minimal` keeps it: that decides the key order), and none that holds all the cards of another
    is offered. Colours the hand lacks all give the same payments: only the last counts.
    """
    hand = {kind: n for kind, n in zip(CARD_KINDS, held) if n}
    locos, total = hand.get(LOCO, 0), sum(held)
    fewest = sorted((c for c in COLORS if c in hand), key=lambda c: (hand[c], PLACE[c]))  # the order sets are filled in
    lacking = [c for c in COLORS if c not in hand][-1:]
    planned = []  # (sets, colour's place, place in its plan, colour, locomotives among the direct cards)
    for color in sorted(fewest + lacking, key=PLACE.get):
        own = hand.get(color, 0)
        others = min(total - own - locos, 3 * most_sets)
        planned += [(sets, PLACE[color], n, color, spent) for n, (sets, spent) in
                    enumerate(ferry_plan(own, locos, others, length, need, most_sets))]
    found = {}  # card counts (CARD_KINDS order) -> (colour, sets, locomotives among the direct cards) of the last
    for sets, _, _, color, spent in sorted(planned):
        found[ferry_cards(hand, fewest, color, length, sets, spent)] = color, sets, spent
    kept = []
    for cards in sorted(found, key=lambda cards: (sum(cards), cards[-1], [-n for n in cards])):
        if not any(all(map(le, fewer, cards)) for fewer in kept):
            kept.append(cards)
    return tuple(found[cards] for cards in kept)


def ferry_cards(hand, fewest, color, length, sets, locos):
    """The card counts (CARD_KINDS order) of `ferry_payment`, the sets filled from the colours `fewest` first."""
    out = [0] * len(CARD_KINDS)
    out[PLACE[color]], out[-1] = length - sets - locos, locos
    need = 3 * sets
    for kind in fewest:
        if not need:
            break
        if kind != color:
            take = min(hand[kind], need)
            out[PLACE[kind]] += take
            need -= take
    take = min(hand.get(color, 0) - out[PLACE[color]], need)
    out[PLACE[color]] += take
    out[-1] += need - take
    return tuple(out)


def ferry_payment(hand, color, length, sets, locos):
    """The payment of a ferry in `color` with `sets` 3-card sets and `locos` locomotives among its direct cards."""
    out = []
    with_sets(hand, {color: length - sets - locos, LOCO: locos}, 3 * sets, color, out)
    return out[0]


@lru_cache(maxsize=PLAN_MEMO)
def ferry_plan(own, locos, others, length, need, most_sets):
    """((sets, locomotives among the direct cards), ...) of a one-colour ferry's offered payments, in their order.

    The hand holds `own` cards of the route's colour, `locos` locomotives and `others` other cards
    (no more than the sets can take: 3 a set, which is all that changes the plan; remembered).
    With s sets, the direct cards are the colour and b locomotives, and the sets take the other
    colours first (the same cards, in a fixed order, for every b), then the colour, then
    locomotives: so each payment is fixed by s and how many locomotives it spends in all, β, with
    length + 2s - (other cards taken) - β of the colour. Where the colour runs out, several b give
    the same payment, offered once (built from the last such b, as `minimal` keeps it). A payment
    spending no more of the colour nor locomotives than one with fewer sets is not offered.
    """
    plan, fewer = [], []  # fewer: (colour and locomotives spent, least β, most β) of the set counts so far
    for sets in range(most_sets + 1):
        if own + locos + others - length < 2 * sets:
            break
        direct = length - sets
        low, high = max(0, need - sets, direct - own), min(direct, locos)
        if low > high:
            continue
        taken = min(others, 3 * sets)
        spent = length + 2 * sets - taken
        tight = spent - own  # β once the colour runs out
        least, most = max(low, tight), max(high, tight)
        for beta in range(least, most + 1):
            if not any(first <= beta <= last + spent - before for before, first, last in fewer if spent >= before):
                plan.append((sets, min(beta, high)))
        fewer.append((spent, least, most))
    return tuple(plan)


def four_card_payments(hand, route):
    """Murmansk-Lieksa payments: one colour, any 4 cards may replace each card of it."""
    length, total = route["length"], sum(hand.values())
    out = []
    for color in COLORS:
        for sets in range(max(0, length - hand.get(color, 0)), length + 1):
            if total - length >= 3 * sets:
                with_sets(hand, {color: length - sets}, 4 * sets, color, out)
    return minimal(out)


def valid_color_and_locos(route, cards, max_locos):
    """Whether `cards` is `length` cards of one route colour, with at most `max_locos` locomotives."""
    colors = [k for k in cards if k != LOCO]
    return (
        sum(cards.values()) == route["length"]
        and cards.get(LOCO, 0) <= max_locos
        and len(colors) <= 1
        and all(c in route_colors(route) for c in colors)
    )


def valid_ferry(route, cards, sets_on_color):
    """Whether `cards` pays a ferry (some number of 3-card sets, the rest direct)."""
    length, need = route["length"], route["locomotives"]
    spare = sum(cards.values()) - length
    sets = spare // 2
    if spare < 0 or spare % 2 or sets > (length if sets_on_color else need):
        return False
    direct, need_locos = length - sets, max(0, need - sets)
    for color in [c for c in route_colors(route) if c in cards] or [None]:
        colored = min(cards.get(color, 0), direct - need_locos)
        if direct - colored <= cards.get(LOCO, 0):
            return True
    return False


def valid_four_card(route, cards):
    """Whether `cards` pays Murmansk-Lieksa (one colour, some number of 4-card sets)."""
    spare = sum(cards.values()) - route["length"]
    sets = spare // 3
    if spare < 0 or spare % 3 or sets > route["length"]:
        return False
    direct = route["length"] - sets
    return direct == 0 or any(cards.get(c, 0) >= direct for c in COLORS)
