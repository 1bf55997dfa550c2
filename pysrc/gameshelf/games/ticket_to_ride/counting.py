"""How many claims a Ticket to Ride hand has now, without building them: payments counted by route shape, the open
routes remembered per seat."""

from bisect import bisect_left
from itertools import chain, compress, repeat
from operator import ne, sub

from gameshelf.games.ticket_to_ride import payments
from gameshelf.games.ticket_to_ride.board import CARD_KINDS, LOCO

COUNT_MEMO = 50000  # payment counts remembered (by hand shape) before the memo starts afresh
HAND_MEMO = 16384  # hands whose counts by route shape are remembered (about 10 MB) before that memo starts afresh


class TicketToRideCounting:
    """A hand's payments by route shape (`shape_at`) and the open routes by shape: their products count the claims."""

    def open_shapes(self, state, seat):
        """Route shape -> the map indices of the routes of that shape open to the seat now, in order.

        Remembered by what they depend on: the seat count, the seat (only where both lanes of a
        double route may be taken: else they are the same for every seat) and its trains up to the
        longest route; kept current by each claim (`note_claim`), otherwise brought up to date from
        the routes whose owner changed, so that a turn does not look over the whole map.
        """
        owners, seats = state["owners"], len(state["trains"])
        key = seats, seat if seats >= self.all_lanes_from else None, min(state["trains"][seat], self.longest_route)
        seen = self.open_memo.get(key)
        if seen is None:
            seen = self.open_memo[key] = OpenRoutes(owners, self.open_indices(owners, *key[1:], seats), self.shape_at,
                                                        self.shape_count)
        elif seen.owners != owners:
            changed = compress(range(len(owners)), map(ne, owners, seen.owners))
            self.bring_up_to_date(seen, owners, key, set(chain.from_iterable(map(self.board.lanes_at.__getitem__, changed))))
            seen.owners[:] = owners
        return seen.by_shape

    def bring_up_to_date(self, seen, owners, key, lanes):
        """Open or close, in remembered open routes (`open_shapes`'s key), the routes among `lanes` (each once) whose
        openness differs between the owners then and `owners`."""
        seats, seat, trains = key
        for i in lanes:
            if self.lane_open(owners, seat, trains, seats, i) != self.lane_open(seen.owners, seat, trains, seats, i):
                seen.toggle(i, self.shape_at[i])

    def note_claim(self, owners, i, seat, seats):
        """Give the seat route index i in `owners`, keeping the remembered open routes that were current for them current
        (only the route and its partner can close)."""
        current = [(key, seen) for key, seen in self.open_memo.items() if key[0] == seats and seen.owners == owners]
        owners[i] = seat
        for key, seen in current:
            self.bring_up_to_date(seen, owners, key, self.board.lanes_at[i])
            seen.owners[i] = seat

    def shape_counts(self, state, hand):
        """Route shape (`shape_at`) -> the number of payments the hand offers for a route of that shape.

        A route paid by one colour and locomotives has its count read off `plain_table` by its
        colour, locomotive rule and length (a gray route's is the sum over the colours of their
        counts without the all-locomotive payment, plus that payment once); the routes with card
        sets have theirs from `set_counts`.
        """
        locos = hand.get(LOCO, 0)
        own = list(map(hand.get, payments.COLORS, repeat(0)))
        counts = []
        for full, besides, alone in self.plain_tables:
            counts += chain.from_iterable(map(full[locos].__getitem__, own))
            counts += map(sum, zip(alone[locos], *map(besides[locos].__getitem__, filter(None, own))))  # none without cards
        if len(counts) < self.shape_count:
            counts += self.set_counts(state, hand, self.rule(state, "ferry_sets_on_color"))
        return counts

    def payable_shapes(self, state, hand):
        """(the route shapes the hand can pay, their numbers of payments): `shape_counts` without the zeros (few: a
        playout's hands pay 4 of USA's 45 shapes on average, 11 of Nordic's 54), remembered by hand."""
        key = self.rule(state, "ferry_sets_on_color"), tuple(map(hand.get, CARD_KINDS))
        memo = self.hand_counts
        payable = memo.get(key)
        if payable is None:
            if len(memo) >= HAND_MEMO:
                memo.clear()
            counts = list(map(self.shape_counts(state, hand).__getitem__, self.used_shapes))
            payable = memo[key] = tuple(compress(self.used_shapes, counts)), tuple(filter(None, counts))
        return payable

    def set_counts(self, state, hand, rule):
        """The number of payments from this hand for each payment kind with card sets: the one-colour ferries' by their
        plans (`payments.ferry_plan`), then the others' (`set_kinds`) remembered by the hand's sorted colour counts."""
        locos, total = hand.get(LOCO, 0), sum(hand.values())
        colors, lengths, needs, most_sets, most_others = self.ferry_columns[rule]
        own = list(map(hand.get, colors, repeat(0)))
        others = map(min, map(sub, repeat(total - locos), own), most_others)
        counts = list(map(len, map(payments.ferry_plan, own, repeat(locos), others, lengths, needs, most_sets)))
        memo = self.payment_counts
        if len(memo) >= COUNT_MEMO:
            memo.clear()
        spread = None  # the hand's sorted colour counts, once a route payable in any colour needs them
        for kind, i, colors, length in self.set_kinds:
            route = self.board.routes[i]
            if length > total:
                counts.append(0)
                continue
            spread = spread or tuple(sorted(map(hand.get, colors, repeat(0))))
            key = kind, rule, spread, locos
            count = memo.get(key)
            if count is None:
                count = memo[key] = len(payments.ferry_choices(hand, route, rule) if route["kind"] == "ferry"
                                        else self.route_payments(state, hand, route))
            counts.append(count)
        return counts


class OpenRoutes:
    """The routes open to a seat as last seen: the owners then, and the open routes' map indices by route shape, in
    order."""

    __slots__ = ("owners", "by_shape")

    def __init__(self, owners, indices, shape_at, shape_count):
        self.owners = list(owners)
        self.by_shape = [[] for _ in range(shape_count)]
        for i in indices:
            self.by_shape[shape_at[i]].append(i)

    def toggle(self, i, shape):
        """The route at map index i, of that shape, opened or closed."""
        routes = self.by_shape[shape]
        at = bisect_left(routes, i)
        if at < len(routes) and routes[at] == i:
            del routes[at]
        else:
            routes.insert(at, i)
