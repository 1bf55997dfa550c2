"""Hand-built Ticket to Ride positions that keep every conservation law of the real game."""


def started(game, players, seed=1, options=None):
    """A game just past setup: every seat kept all its offered tickets; seat 0 to play."""
    state = game.new(players, seed, options)
    for seat in range(players):
        state = game.apply(state, seat, {"type": "keep_tickets", "keep": state["offered"][seat]})
    state["turn"] = 0
    return state


def take_from_pool(state, kind):
    """Remove one card of a kind from the deck (else the discard) and return it."""
    for pile in ("deck", "discard"):
        if kind in state[pile]:
            state[pile].remove(kind)
            return kind
    raise AssertionError(f"no {kind} card left in the deck or discard")


def set_hand(state, seat, cards):
    """Give the seat exactly these cards (the old hand goes back into the deck)."""
    for kind, n in state["hands"][seat].items():
        state["deck"].extend([kind] * n)
    state["hands"][seat] = {}
    for kind, n in cards.items():
        for _ in range(n):
            take_from_pool(state, kind)
        state["hands"][seat][kind] = n


def set_face_up(state, cards):
    """Lay out these five (or fewer, the rest empty) face-up cards."""
    state["deck"].extend(c for c in state["face_up"] if c)
    state["face_up"] = [take_from_pool(state, c) if c else None for c in cards] + [None] * (5 - len(cards))


def stack_deck(state, cards):
    """Put these cards on top of the deck; cards[0] is drawn first."""
    for c in cards:
        take_from_pool(state, c)
    state["deck"].extend(reversed(cards))


def empty_piles(state, keep_deck=()):
    """Leave only `keep_deck` in the deck (cards[0] on top) and no discard; the rest go to the last seat's hand."""
    spare = state["deck"] + state["discard"]
    for c in keep_deck:
        spare.remove(c)
    state["deck"], state["discard"] = list(reversed(keep_deck)), []
    for c in spare:
        hand = state["hands"][-1]
        hand[c] = hand.get(c, 0) + 1


def own(game, state, seat, route_ids):
    """The seat owns these routes, with trains and route points to match."""
    for rid in route_ids:
        route = game.board.route[rid]
        state["owners"][game.board.index[rid]] = seat
        state["trains"][seat] -= route["length"]
        state["points"][seat] += game.board.points[route["length"]]


def set_tickets(state, seat, ticket_ids):
    """The seat holds exactly these tickets (others return to the ticket deck)."""
    state["ticket_deck"].extend(state["tickets"][seat])
    for t in ticket_ids:
        for holder in state["tickets"]:
            if t in holder:
                holder.remove(t)
        if t in state["ticket_deck"]:
            state["ticket_deck"].remove(t)
        if t in state["removed"]:
            state["removed"].remove(t)
    state["tickets"][seat] = sorted(ticket_ids)


def route_id(game, a, b, color=None):
    """The id of the route between two cities (of the given colour when doubled)."""
    for r in game.board.routes:
        if {r["a"], r["b"]} == {a, b} and color in (None, r["color"]):
            return r["id"]
    raise KeyError((a, b, color))


def ticket_id(game, a, b):
    """The id of the ticket between two cities."""
    return next(i for i, t in enumerate(game.board.tickets) if {t["a"], t["b"]} == {a, b})


def claims(game, state, seat, rid):
    """The payments offered for one route."""
    return [m["cards"] for m in game.legal_moves(state, seat) if m["type"] == "claim" and m["route"] == rid]

