"""Ticket to Ride's rules as a state machine: the map is data, the differences between editions are settings."""

from itertools import chain, combinations, islice
from operator import mul

from gameshelf.engine.game import Game
from gameshelf.engine.inputs import listed
from gameshelf.games.ticket_to_ride import payments
from gameshelf.games.ticket_to_ride.board import CARD_KINDS, LOCO
from gameshelf.games.ticket_to_ride.counting import TicketToRideCounting

SLOTS = 5
TUNNEL_REVEAL = 3
BONUS_POINTS = 10
END_TRAINS = 2


class TicketToRideRules(TicketToRideCounting, Game):
    """Ticket to Ride on one map, with the rule settings of its edition."""

    def rule(self, state, name):
        """A rule setting: the game option when this edition has it, else the edition's fixed value."""
        return state["options"].get(name, self.fixed.get(name))

    def owned(self, state, seat):
        """Route ids owned by a seat."""
        return [r["id"] for r, o in zip(self.board.routes, state["owners"]) if o == seat]

    def draw_card(self, state, effects=None):
        """The top train card (the discard is reshuffled into an empty deck), or None."""
        if not state["deck"] and state["discard"]:
            state["deck"], state["discard"] = state["discard"], []
            self.rng(state).shuffle(state["deck"])
            if effects is not None:
                table_changed(effects, "deck_reshuffled")
        return state["deck"].pop() if state["deck"] else None

    def clean_display_possible(self, state):
        """Whether deck, discard and display together could show 5 cards with at most 2 locomotives."""
        pool = state["deck"] + state["discard"] + [c for c in state["face_up"] if c]
        return len(pool) - pool.count(LOCO) >= min(SLOTS, len(pool)) - 2

    def settle_display(self, state, effects=None):
        """Fill empty face-up slots while cards remain, then apply the three-locomotive reset if in force."""
        while True:
            face_up = state["face_up"]
            if None in face_up:
                for slot in range(SLOTS):
                    if face_up[slot] is None:
                        face_up[slot] = self.draw_card(state, effects)
            if (face_up.count(LOCO) < 3 or not self.rule(state, "three_locomotive_reset")
                    or not self.clean_display_possible(state)):
                return
            state["discard"].extend(c for c in state["face_up"] if c)
            state["face_up"] = [None] * SLOTS
            if effects is not None:
                table_changed(effects, "display_reset")

    def closed(self, state, rid):
        """Whether no one may claim a route any more because its double-route partner is taken."""
        partner = self.board.partner.get(rid)
        return (
            partner is not None
            and len(state["trains"]) < self.all_lanes_from
            and state["owners"][self.board.index[partner]] is not None
        )

    def claimable(self, state, seat, route):
        """Whether the seat may claim this route now, payment aside."""
        return self.lane_open(state["owners"], seat, state["trains"][seat], len(state["trains"]), self.board.index[route["id"]])

    def lane_open(self, owners, seat, trains, seats, i):
        """Whether the route at map index i is open to the seat: unowned, within its trains, its double-route partner
        neither the seat's nor (with fewer seats than open both lanes) anyone's."""
        partner = self.board.partner_at[i]
        return owners[i] is None and self.board.length_at[i] <= trains and (
            partner is None or owners[partner] is None or (owners[partner] != seat and seats >= self.all_lanes_from))

    def open_routes(self, state, seat):
        """The routes the seat may claim now, payment aside, in map order (claimable() over the whole map)."""
        routes = self.board.routes
        return [routes[i] for i in self.open_indices(state["owners"], seat, state["trains"][seat], len(state["trains"]))]

    def open_indices(self, owners, seat, trains, seats):
        """The map indices of the routes open to the seat, in map order."""
        return [i for i in range(len(owners)) if self.lane_open(owners, seat, trains, seats, i)]

    def route_payment(self, state, hand, route, k):
        """route_payments(state, hand, route)[k], without building the others where it can (all but Murmansk-Lieksa)."""
        if route["kind"] == "ferry":
            color, sets, locos = payments.ferry_choices(hand, route, self.rule(state, "ferry_sets_on_color"))[k]
            return payments.ferry_payment(hand, color, route["length"], sets, locos)
        if route["id"] != self.four_card_route:
            return next(islice(self.plain_payments(hand, route), k, None))
        return self.route_payments(state, hand, route)[k]

    def route_payments(self, state, hand, route):
        """Every distinct payment offered for a route from this hand."""
        if sum(hand.values()) < route["length"]:
            return []
        if route["id"] == self.four_card_route:
            return payments.four_card_payments(hand, route)
        if route["kind"] == "ferry":
            return payments.ferry_payments(hand, route, self.rule(state, "ferry_sets_on_color"))
        return list(self.plain_payments(hand, route))

    def plain_payments(self, hand, route):
        """The payments offered for a route without card sets, one by one (`payments.color_and_locos`)."""
        return payments.each_color_and_locos(hand, payments.route_colors(route), route["length"],
                                             route["length"] if self.wild(route) else 0)

    def wild(self, route):
        """Whether locomotives may stand for any card of a route without card sets (every route, or tunnels only)."""
        return self.wild_locomotives or route["kind"] == "tunnel"

    def card_set(self, route):
        """The substitution set a route accepts: {"size", "replaces": "locomotive" | "card"}, or None."""
        if route["id"] == self.four_card_route:
            return {"size": 4, "replaces": "card"}
        if route["kind"] == "ferry":
            return {"size": 3, "replaces": "locomotive"}
        return None

    def valid_payment(self, state, route, cards):
        """Whether `cards` is any valid payment for the route (not only an offered one)."""
        if route["id"] == self.four_card_route:
            return payments.valid_four_card(route, cards)
        if route["kind"] == "ferry":
            return payments.valid_ferry(route, cards, self.rule(state, "ferry_sets_on_color"))
        return payments.valid_color_and_locos(route, cards, route["length"] if self.wild(route) else 0)

    def setup(self, players, rng_words, options):
        """Shuffle, deal 4 cards each, lay out 5 face up, offer the first tickets."""
        board = self.board
        state = {
            "rng": rng_words,
            "options": options,
            "phase": "setup",
            "turn": None,
            "turns_left": None,
            "deck": [kind for kind in CARD_KINDS for _ in range(board.deck[kind])],
            "discard": [],
            "face_up": [None] * SLOTS,
            "hands": [{} for _ in range(players)],
            "ticket_deck": list(range(len(board.tickets))),
            "tickets": [[] for _ in range(players)],
            "offered": [None] * players,
            "removed": [],
            "owners": [None] * len(board.routes),
            "trains": [board.trains] * players,
            "points": [0] * players,
            "pending": None,
        }
        rng = self.rng(state)
        rng.shuffle(state["deck"])
        rng.shuffle(state["ticket_deck"])
        for seat in range(players):
            for _ in range(board.hand_size):
                add_card(state["hands"][seat], state["deck"].pop())
        self.settle_display(state)
        for seat in range(players):
            state["offered"][seat] = sorted(state["ticket_deck"].pop() for _ in range(board.initial_tickets["deal"]))
        state["turn"] = rng.below(players)
        return state

    def to_act(self, state):
        """Setup: every seat still choosing tickets; play: the seat whose turn it is."""
        if state["phase"] == "setup":
            return [s for s, offer in enumerate(state["offered"]) if offer is not None]
        if state["phase"] == "play":
            return [state["turn"]]
        return []

    def keep_min(self, state):
        """How many offered tickets must be kept now."""
        source = self.board.initial_tickets if state["phase"] == "setup" else self.board.draw_tickets
        return source["keep_min"]

    def card_draws(self, state, second):
        """(the face-up slots a card may be drawn from (a sequence), whether the deck may be) now (where the limit
        applies, a second card is never a face-up locomotive)."""
        barred = LOCO if second and self.face_up_limit else None
        face_up = state["face_up"]
        slots = range(SLOTS) if None not in face_up and barred not in face_up else [
            slot for slot, card in enumerate(face_up) if card is not None and card != barred]
        return slots, bool(state["deck"] or state["discard"])

    def draw_moves(self, state, second):
        """The card draws allowed now: the face-up slots in order, then the deck (built at once: the rollouts list them
        every draw; `draw_move` builds the k-th alone)."""
        slots, deck = self.card_draws(state, second)
        return [{"type": "draw_face_up", "slot": slot} for slot in slots] + ([{"type": "draw_deck"}] if deck else [])

    def choice_moves(self, state, seat):
        """Every legal move of the seat except route claims."""
        if seat not in self.to_act(state):
            return []
        pending = state["pending"]
        offer = state["offered"][seat]
        if offer is not None:
            low = min(self.keep_min(state), len(offer))
            return [
                {"type": "keep_tickets", "keep": list(keep)}
                for size in range(low, len(offer) + 1)
                for keep in combinations(sorted(offer), size)
            ]
        if pending is None:
            return self.draw_moves(state, second=False) + ([{"type": "draw_tickets"}] if state["ticket_deck"] else [])
        if pending["kind"] == "second_card":
            return self.draw_moves(state, second=True)
        return [{"type": "tunnel_pay", "cards": c} for c in self.tunnel_extra_payments(state)] + [
            {"type": "tunnel_withdraw"}
        ]

    def claim_moves(self, state, seat):
        """Every claim move (one per route and distinct payment) open to the seat now."""
        if state["phase"] != "play" or state["turn"] != seat or state["pending"] is not None:
            return []
        hand = state["hands"][seat]
        return [
            {"type": "claim", "route": route["id"], "cards": cards}
            for route in self.open_routes(state, seat)
            for cards in self.route_payments(state, hand, route)
        ]

    def legal_moves(self, state, player):
        """Every legal move of `player` now."""
        return self.choice_moves(state, player) + self.claim_moves(state, player)

    def sample_move(self, state, player, rng):
        """The move rng.choice(legal_moves(...)) would give, counting card draws and claims (by route shape) instead of
        building them all."""
        pending = state["pending"]
        if state["phase"] != "play" or state["turn"] != player or (pending is not None and pending["kind"] != "second_card"):
            return rng.choice(self.choice_moves(state, player))
        slots, deck = self.card_draws(state, second=pending is not None)
        draws = len(slots) + deck
        if pending is not None:
            return draw_move(slots, rng.below(draws))
        choices = draws + bool(state["ticket_deck"])  # the card draws, then the ticket draw
        hand = state["hands"][player]
        shapes, counts = self.payable_shapes(state, hand)
        by_shape = self.open_shapes(state, player)
        pick = rng.below(choices + sum(map(mul, counts, map(len, map(by_shape.__getitem__, shapes)))))
        if pick < draws:
            return draw_move(slots, pick)
        if pick < choices:
            return {"type": "draw_tickets"}
        pick -= choices
        payable = dict(zip(shapes, counts))
        shape_at = self.shape_at
        for i in sorted(chain.from_iterable(map(by_shape.__getitem__, shapes))):
            n = payable[shape_at[i]]
            if pick < n:
                route = self.board.routes[i]
                return {"type": "claim", "route": route["id"], "cards": self.route_payment(state, hand, route, pick)}
            pick -= n
        raise AssertionError("the payment counts and the payments differ")

    def is_legal(self, state, player, move):
        """Claims accept any valid payment; other moves must be among the listed ones."""
        if isinstance(move, dict) and move.get("type") == "claim":
            return self.valid_claim(state, player, move)
        return listed(move, self.choice_moves(state, player))

    def valid_claim(self, state, seat, move):
        """Whether a claim move is well formed, open to the seat now, and paid validly."""
        if set(move) != {"type", "route", "cards"} or not self.claim_open(state, seat):
            return False
        rid, cards = move["route"], move["cards"]
        if not isinstance(rid, int) or isinstance(rid, bool) or rid not in self.board.route:
            return False
        if not isinstance(cards, dict) or not all(
            kind in CARD_KINDS and isinstance(n, int) and not isinstance(n, bool) and n > 0 for kind, n in cards.items()
        ):
            return False
        route = self.board.route[rid]
        return (
            self.claimable(state, seat, route)
            and payments.has(state["hands"][seat], cards)
            and self.valid_payment(state, route, cards)
        )

    def claim_open(self, state, seat):
        """Whether the seat is at the start of its turn in play (when claiming is possible)."""
        return state["phase"] == "play" and state["turn"] == seat and state["pending"] is None

    def tunnel_extra_payments(self, state):
        """The ways to pay a pending tunnel's extra cost from the cards not already committed."""
        pending = state["pending"]
        route = self.board.route[pending["route"]]
        rest = payments.minus(state["hands"][state["turn"]], pending["cards"])
        if set(pending["cards"]) == {LOCO}:
            extra = {LOCO: pending["extra"]}
            return [extra] if payments.has(rest, extra) else []
        return payments.color_and_locos(rest, [route["color"]], pending["extra"], pending["extra"])

    def can_act(self, state, seat):
        """Whether the seat has any legal action at the start of a turn."""
        if state["deck"] or state["discard"] or any(state["face_up"]) or state["ticket_deck"]:
            return True
        shapes, _ = self.payable_shapes(state, state["hands"][seat])
        return any(map(self.open_shapes(state, seat).__getitem__, shapes))

    def copy_state(self, state):
        """A deep copy of a state, much cheaper than the JSON round trip (the state's shape is known)."""
        copy = dict(state)
        for key in ("rng", "deck", "discard", "face_up", "ticket_deck", "removed", "owners", "trains", "points"):
            copy[key] = list(state[key])
        copy["options"] = dict(state["options"])
        copy["hands"] = [dict(hand) for hand in state["hands"]]
        copy["tickets"] = [list(tickets) for tickets in state["tickets"]]
        copy["offered"] = [None if offer is None else list(offer) for offer in state["offered"]]
        if state["pending"] is not None:
            copy["pending"] = {k: dict(v) if isinstance(v, dict) else list(v) if isinstance(v, list) else v
                               for k, v in state["pending"].items()}
        return copy

    def perform(self, state, player, move, effects=None):
        """Carry out a legal move in place, recording its public facts in `effects` when it is a list."""
        getattr(self, "play_" + move["type"])(state, player, move, effects)

    def play_keep_tickets(self, state, seat, move, effects):
        """Keep the chosen offered tickets; the others go back under the deck or out of the game."""
        returned = [t for t in state["offered"][seat] if t not in move["keep"]]
        if effects is not None:
            effects.append({"kind": "tickets_kept", "seat": seat, "count": len(move["keep"]), "returned": len(returned)})
        state["tickets"][seat] = sorted(state["tickets"][seat] + move["keep"])
        state["offered"][seat] = None
        if self.returned_tickets == "bottom":
            state["ticket_deck"][0:0] = returned
        else:
            state["removed"].extend(returned)
        if state["phase"] == "setup":
            if all(offer is None for offer in state["offered"]):
                state["phase"] = "play"
        else:
            self.end_turn(state, effects)

    def play_draw_tickets(self, state, seat, move, effects):
        """Take up to 3 tickets from the top of the ticket deck."""
        deal = min(self.board.draw_tickets["deal"], len(state["ticket_deck"]))
        if effects is not None:
            effects.append({"kind": "tickets_drawn", "seat": seat, "count": deal})
        state["offered"][seat] = sorted(state["ticket_deck"].pop() for _ in range(deal))
        state["pending"] = {"kind": "tickets"}

    def play_draw_face_up(self, state, seat, move, effects):
        """Take a face-up card; the slot is refilled at once."""
        card = state["face_up"][move["slot"]]
        if effects is not None:
            effects.append({"kind": "card_taken", "seat": seat, "slot": move["slot"], "color": card})
        state["face_up"][move["slot"]] = None
        self.settle_display(state, effects)
        self.took_card(state, seat, card, self.face_up_limit and card == LOCO, effects)

    def play_draw_deck(self, state, seat, move, effects):
        """Take the top card of the deck."""
        if effects is not None:
            effects.append({"kind": "card_drawn", "seat": seat, "count": 1})
        self.took_card(state, seat, self.draw_card(state, effects), False, effects)

    def took_card(self, state, seat, card, ends_draw, effects):
        """Add a drawn card to the hand; the turn ends after the second card or when no second is possible."""
        add_card(state["hands"][seat], card)
        first = state["pending"] is None
        state["pending"] = {"kind": "second_card"}
        if not first or ends_draw or not self.may_draw_second(state):
            self.end_turn(state, effects)

    def may_draw_second(self, state):
        """Whether a second card may be drawn now: from the deck, else from the display (`card_draws`)."""
        return bool(state["deck"] or state["discard"] or self.card_draws(state, second=True)[0])

    def play_claim(self, state, seat, move, effects):
        """Claim a route; a tunnel first reveals 3 cards that may raise its cost."""
        route = self.board.route[move["route"]]
        if route["kind"] != "tunnel":
            self.take_route(state, seat, route, move["cards"], effects)
            return
        if effects is not None:  # the claim is announced, then the cards are turned up
            reveal = {"kind": "tunnel_revealed", "seat": seat, "route": route["id"], "cards": move["cards"],
                      "revealed": [], "extra": 0}
            effects.append(reveal)
        revealed = [c for c in (self.draw_card(state, effects) for _ in range(TUNNEL_REVEAL)) if c is not None]
        counted = {LOCO} if set(move["cards"]) == {LOCO} else {LOCO, route["color"]}
        extra = sum(1 for c in revealed if c in counted)
        if effects is not None:
            reveal.update(revealed=list(revealed), extra=extra)
        if extra == 0:
            state["discard"].extend(revealed)
            self.take_route(state, seat, route, move["cards"], effects)
            return
        state["pending"] = {"kind": "tunnel", "route": route["id"], "cards": move["cards"],
                            "revealed": revealed, "extra": extra}

    def play_tunnel_pay(self, state, seat, move, effects):
        """Pay a tunnel's extra cost and take it."""
        pending = state["pending"]
        state["discard"].extend(pending["revealed"])
        self.take_route(state, seat, self.board.route[pending["route"]], payments.combine(pending["cards"], move["cards"]),
                        effects)

    def play_tunnel_withdraw(self, state, seat, move, effects):
        """Take the committed cards back; the turn ends."""
        if effects is not None:
            effects.append({"kind": "tunnel_withdrawn", "seat": seat, "route": state["pending"]["route"]})
        state["discard"].extend(state["pending"]["revealed"])
        self.settle_display(state, effects)
        self.end_turn(state, effects)

    def take_route(self, state, seat, route, cards, effects):
        """Pay the cards, place the trains, score the route, end the turn."""
        length = route["length"]
        if effects is not None:
            effects.append({"kind": "route_claimed", "seat": seat, "route": route["id"], "cards": dict(cards),
                            "length": length, "points": self.board.points[length]})
        state["hands"][seat] = payments.minus(state["hands"][seat], cards)
        for kind, n in cards.items():  # in the move's key order, as saves made before v2 were played
            state["discard"].extend([kind] * n)
        self.note_claim(state["owners"], self.board.index[route["id"]], seat, len(state["trains"]))
        state["trains"][seat] -= length
        state["points"][seat] += self.board.points[length]
        self.settle_display(state, effects)
        self.end_turn(state, effects)

    def end_turn(self, state, effects):
        """Count down the last round, pass to the next seat able to act, or end the game."""
        state["pending"] = None
        players = len(state["trains"])
        if state["turns_left"] is not None:
            state["turns_left"] -= 1
        elif state["trains"][state["turn"]] <= END_TRAINS:
            state["turns_left"] = players
            if effects is not None:
                effects.append({"kind": "last_round", "seat": state["turn"], "trains": state["trains"][state["turn"]]})
        for _ in range(players):
            if state["turns_left"] == 0:
                break
            state["turn"] = (state["turn"] + 1) % players
            if self.can_act(state, state["turn"]):
                return
            if state["turns_left"] is not None:
                state["turns_left"] -= 1
        state["phase"] = "over"
        state["turn"] = None

    def is_barrier(self, before, player, move, after):
        """Drawing from a deck (cards or tickets), a refill or a reshuffle reveals something: no undo past it."""
        return (
            before["rng"] != after["rng"]
            or len(after["deck"]) < len(before["deck"])
            or len(after["ticket_deck"]) < len(before["ticket_deck"])
        )

    def check_invariants(self, state):
        """Cards, trains, route points and tickets are all conserved."""
        board = self.board
        cards = state["deck"] + state["discard"] + [c for c in state["face_up"] if c]
        if state["pending"] and state["pending"]["kind"] == "tunnel":
            cards += state["pending"]["revealed"]
            assert payments.has(state["hands"][state["turn"]], state["pending"]["cards"]), "committed cards not held"
        counts = {kind: cards.count(kind) for kind in CARD_KINDS}
        for hand in state["hands"]:
            assert all(n > 0 for n in hand.values()), "a hand holds a zero entry"
            for kind, n in hand.items():
                counts[kind] += n
        assert counts == board.deck, f"train cards not conserved: {counts}"
        if None in state["face_up"]:
            assert not state["deck"] and not state["discard"], "an empty face-up slot while cards remain"
        if self.rule(state, "three_locomotive_reset") and state["face_up"].count(LOCO) >= 3:
            assert not self.clean_display_possible(state), "three face-up locomotives left showing"
        players = len(state["trains"])
        for seat in range(players):
            owned = self.owned(state, seat)
            assert state["trains"][seat] == board.trains - sum(board.route[r]["length"] for r in owned)
            assert state["trains"][seat] >= 0
            assert state["points"][seat] == board.route_points(owned), "route points differ from the routes"
            for rid in owned:
                partner = board.partner.get(rid)
                if partner is not None:
                    other = state["owners"][board.index[partner]]
                    assert other != seat, "one player owns both lanes of a double route"
                    assert other is None or players >= self.all_lanes_from, "a closed lane was claimed"
        tickets = list(state["ticket_deck"]) + state["removed"]
        for seat in range(players):
            tickets += state["tickets"][seat] + (state["offered"][seat] or [])
        assert sorted(tickets) == list(range(len(board.tickets))), "tickets not conserved"


def add_card(hand, card):
    """Add one card to a hand in place."""
    hand[card] = hand.get(card, 0) + 1


def draw_move(slots, k):
    """The k-th card draw: from the face-up `slots` in order, then from the deck."""
    return {"type": "draw_face_up", "slot": slots[k]} if k < len(slots) else {"type": "draw_deck"}


def table_changed(effects, kind):
    """Record a deck reshuffle or a display reset once a move, a reshuffle standing for the resets with it."""
    seen = {e["kind"] for e in effects}
    if "deck_reshuffled" in seen or kind in seen:
        return
    if kind == "deck_reshuffled":
        effects[:] = [e for e in effects if e["kind"] != "display_reset"]
    effects.append({"kind": kind, "seat": None})
