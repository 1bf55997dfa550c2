"""What each seat of Ticket to Ride may see, a full state dealt from a view, and the score."""

from gameshelf.engine.messages import msg
from gameshelf.games.ticket_to_ride import payments
from gameshelf.games.ticket_to_ride.board import CARD_KINDS, LOCO, components, longest_trail
from gameshelf.games.ticket_to_ride.rules import BONUS_POINTS, add_card

class TicketToRideView:
    """The views, determinization and score of Ticket to Ride."""

    def view(self, state, player):
        """What `player` may see; everything once the game is over."""
        over = state["phase"] == "over"
        board = self.board
        players = []
        for seat in range(len(state["trains"])):
            mine = over or seat == player
            label = components(board, self.owned(state, seat))
            offer = state["offered"][seat]
            players.append({
                "trains_left": state["trains"][seat],
                "route_points": state["points"][seat],
                "card_count": sum(state["hands"][seat].values()),
                "ticket_count": len(state["tickets"][seat]),
                "hand": dict(state["hands"][seat]) if mine else None,
                "tickets": [board.ticket(t, label) for t in state["tickets"][seat]] if mine else None,
                "offered": [board.ticket(t, label) for t in offer] if mine and offer is not None else None,
            })
        return {
            "map": board.name,
            "phase": state["phase"],
            "turn": state["turn"] if state["phase"] == "play" else None,
            "last_round": state["turns_left"] is not None,
            "turns_left": state["turns_left"],
            "options": dict(state["options"]),
            "routes": [{"id": r["id"], "owner": o} for r, o in zip(board.routes, state["owners"])],
            "closed": [r["id"] for r, o in zip(board.routes, state["owners"]) if o is None and self.closed(state, r["id"])],
            "face_up": list(state["face_up"]),
            "deck": len(state["deck"]),
            "discard": len(state["discard"]),
            "tickets_left": len(state["ticket_deck"]),
            "pending": self.pending_view(state, player, players),
            "players": players,
            "longest": [self.longest(state, s) for s in range(len(players))] if over else None,
            "set_payments": self.set_payments(state, player),
        }

    @staticmethod
    def blank_deal(view):
        """A new game's view without its deal: no face-up cards (hands and tickets are hidden from a spectator already)."""
        view["face_up"] = [None] * len(view["face_up"])

    def set_payments(self, state, seat):
        """The seat's legal claim payments that use card sets: [{"route", "cards", "sets", "size", "replaces", "spaces", "set_cards"}]."""
        if seat is None or not self.claim_open(state, seat):
            return []
        out = []
        for route in self.board.routes:
            card_set = self.card_set(route)
            if card_set is None or not self.claimable(state, seat, route):
                continue
            for cards in self.route_payments(state, state["hands"][seat], route):
                sets, rest = divmod(sum(cards.values()) - route["length"], card_set["size"] - 1)
                if sets > 0 and rest == 0:
                    out.append({"route": route["id"], "cards": cards, "sets": sets, **card_set,
                                **set_split(route, cards, sets, card_set)})
        return out

    def pending_view(self, state, player, players):
        """The public description of a half-finished turn."""
        pending = state["pending"]
        if pending is None:
            return None
        seat = state["turn"]
        if pending["kind"] == "tickets":
            offered = players[seat]["offered"] if seat == player else None
            return {"kind": "tickets", "seat": seat, "keep_min": self.keep_min(state), "offered": offered}
        out = {"kind": pending["kind"], "seat": seat}
        if pending["kind"] == "tunnel":
            out.update(route=pending["route"], cards=dict(pending["cards"]), revealed=list(pending["revealed"]),
                       extra=pending["extra"])
        return out

    def longest(self, state, seat):
        """{"length", "routes"} of the seat's longest continuous path."""
        length, routes = longest_trail(self.board, self.owned(state, seat))
        return {"length": length, "routes": list(routes)}

    def determinize(self, view, player, rng):
        """A full state matching `player`'s view: unseen cards and tickets dealt at random."""
        board = self.board
        seats = view["players"]
        players = len(seats)
        state = {
            "rng": [rng.next32() for _ in range(3)] + [rng.next32() | 1],
            "options": dict(view["options"]),
            "phase": view["phase"],
            "turn": view["turn"],
            "turns_left": view["turns_left"],
            "face_up": list(view["face_up"]),
            "removed": [],
            "owners": [r["owner"] for r in view["routes"]],
            "trains": [p["trains_left"] for p in seats],
            "points": [p["route_points"] for p in seats],
            "pending": None,
        }
        if view["phase"] == "setup":
            state["turn"] = rng.below(players)
        pending = view["pending"]
        if pending is not None:
            state["turn"] = pending["seat"]
            state["pending"] = {"kind": pending["kind"]}
            if pending["kind"] == "tunnel":
                state["pending"].update({k: pending[k] for k in ("route", "cards", "revealed", "extra")})
        # train cards: every hand the view shows is kept, the others are dealt from the unseen cards
        unseen = []
        for kind in CARD_KINDS:
            unseen += [kind] * board.deck[kind]
        tunnel = pending if pending and pending["kind"] == "tunnel" else None
        known = [dict(p["hand"]) if p["hand"] is not None else {} for p in seats]
        if tunnel and seats[tunnel["seat"]]["hand"] is None:
            known[tunnel["seat"]] = dict(tunnel["cards"])  # committed cards are on the table
        seen = [c for c in view["face_up"] if c] + (tunnel["revealed"] if tunnel else [])
        for hand in known:
            for kind, n in hand.items():
                seen += [kind] * n
        for card in seen:
            unseen.remove(card)
        rng.shuffle(unseen)
        state["hands"] = []
        for p, hand in zip(seats, known):
            if p["hand"] is None:
                for _ in range(p["card_count"] - sum(hand.values())):
                    add_card(hand, unseen.pop())
            state["hands"].append(hand)
        state["discard"] = [unseen.pop() for _ in range(view["discard"])]
        state["deck"] = unseen
        # tickets: the same, with offers dealt to the seats the view shows choosing
        known = {t["id"] for p in seats for t in (p["tickets"] or []) + (p["offered"] or [])}
        hidden = [t for t in range(len(board.tickets)) if t not in known]
        rng.shuffle(hidden)
        state["ticket_deck"] = [hidden.pop() for _ in range(view["tickets_left"])]
        state["tickets"] = [
            sorted(t["id"] for t in p["tickets"]) if p["tickets"] is not None
            else sorted(hidden.pop() for _ in range(p["ticket_count"]))
            for p in seats
        ]
        deal = board.initial_tickets["deal"] if view["phase"] == "setup" else board.draw_tickets["deal"]
        state["offered"] = []
        for seat, p in enumerate(seats):
            choosing = (view["phase"] == "setup" and p["ticket_count"] == 0) or (
                pending is not None and pending["kind"] == "tickets" and pending["seat"] == seat
            )
            if p["offered"] is not None:
                state["offered"].append(sorted(t["id"] for t in p["offered"]))
            elif choosing:
                state["offered"].append(sorted(hidden.pop() for _ in range(min(deal, len(hidden)))))
            else:
                state["offered"].append(None)
        state["removed"] = sorted(hidden)
        return state

    def completed(self, state, seat):
        """The seat's tickets split into (completed, failed) lists of ticket ids."""
        label = components(self.board, self.owned(state, seat))
        done, failed = [], []
        for tid in state["tickets"][seat]:
            (done if self.board.ticket(tid, label)["completed"] else failed).append(tid)
        return done, failed

    def score(self, state):
        """Route points, tickets plus or minus, the edition's bonus, and the winners with tie-breaks."""
        board = self.board
        players = len(state["trains"])
        results = [self.completed(state, s) for s in range(players)]
        longest = [self.longest(state, s)["length"] for s in range(players)]
        counts = [len(done) for done, _ in results]
        measure = longest if self.bonus == "longest-path" else counts
        best = max(measure)
        bonus = [BONUS_POINTS if best > 0 and m == best else 0 for m in measure]
        entries = []
        for seat, (done, failed) in enumerate(results):
            tickets = sum(board.tickets[t]["points"] for t in done) - sum(board.tickets[t]["points"] for t in failed)
            breakdown = {"routes": board.route_points(self.owned(state, seat)), "tickets": tickets, self.bonus: bonus[seat]}
            entries.append({"total": sum(breakdown.values()), "breakdown": breakdown})
        third = bonus if self.bonus == "longest-path" else longest
        ranking = [(e["total"], counts[s], third[s]) for s, e in enumerate(entries)]
        top = max(ranking)
        return {
            "players": entries,
            "labels": {key: msg(f"{self.id}.score.{key}") for key in entries[0]["breakdown"]},
            "winners": [s for s in range(players) if ranking[s] == top],
            "completed_tickets": counts,
            "longest_path": longest,
        }


def set_split(route, cards, sets, card_set):
    """{"spaces", "set_cards"}: one way a payment's cards fill the route's spaces (one colour, the route's own
    unless it is gray, and a ferry's locomotive spaces beyond the sets) and each of its sets."""
    size, ferry = card_set["size"], card_set["replaces"] == "locomotive"
    on_spaces = route["length"] - sets
    need = max(0, route["locomotives"] - sets) if ferry else 0
    held = sorted((c for c in cards if c != LOCO), key=lambda c: -cards[c])
    colors = held if route["color"] == "gray" else [c for c in held if c == route["color"]]
    for color in colors + [None]:
        for locos in range(need, (on_spaces if ferry else 0) + 1):
            if color is None and locos < on_spaces:
                continue
            spaces = {color: on_spaces - locos} if on_spaces > locos else {}
            if locos:
                spaces[LOCO] = locos
            if any(cards.get(c, 0) < n for c, n in spaces.items()):
                continue
            rest = [c for c, n in cards.items() for _ in range(n - spaces.get(c, 0))]
            return {"spaces": spaces, "set_cards": [rest[i * size:(i + 1) * size] for i in range(sets)]}
    raise AssertionError(f"no split of {cards} for route {route['id']}")
