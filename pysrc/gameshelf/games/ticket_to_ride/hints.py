"""Ticket to Ride's hint reasons (USA and Nordic): why the Hard bot's move is good, from the seat's view."""

from gameshelf.engine.messages import msg
from gameshelf.games.ticket_to_ride.board import LOCO, components


class TicketToRideHints:
    """The reasons a hint gives for a claim, a card, or a ticket choice."""

    def hint_reason(self, view, player, move):
        """A message for `move` in the game's words, or None when none of these reasons applies."""
        mine = view["players"][player]
        kind = move["type"]
        if kind == "claim":
            return self.claim_reason(view, player, move["route"])
        if kind == "draw_face_up" and view["face_up"][move["slot"]] == LOCO:
            return msg("ticket-to-ride.hint.locomotive")
        if kind == "draw_tickets":
            if all(t["completed"] for t in mine["tickets"]):
                return msg("ticket-to-ride.hint.tickets-done")
            return msg("ticket-to-ride.hint.draw-tickets", n=mine["trains_left"])
        if kind == "keep_tickets":
            done = [t for t in mine["offered"] if t["id"] in move["keep"] and t["completed"]]
            if done:
                return msg("ticket-to-ride.hint.keep-completed", a=done[0]["a"], b=done[0]["b"])
        return None

    def claim_reason(self, view, player, rid):
        """Completes a ticket, takes the last open route to a city (one its tickets need, or one a rival reaches the
        other end of and not that city), or builds toward a ticket; else None."""
        route = self.board.route[rid]
        owned = [r["id"] for r in view["routes"] if r["owner"] == player]
        network = components(self.board, owned + [rid])
        open_tickets = [t for t in view["players"][player]["tickets"] if not t["completed"]]
        for ticket in open_tickets:
            if ticket["a"] in network and network.get(ticket["b"]) == network[ticket["a"]]:
                return msg("ticket-to-ride.hint.completes", a=ticket["a"], b=ticket["b"])
        wanted = {city for t in open_tickets for city in (t["a"], t["b"])}
        for city, other in ((route["a"], route["b"]), (route["b"], route["a"])):
            if self.last_open_route(view, rid, city):
                if city in wanted:
                    return msg("ticket-to-ride.hint.secures", city=city)
                if self.seats_at(view, other) - self.seats_at(view, city) - {player}:
                    return msg("ticket-to-ride.hint.blocks", city=city)
        toward = next((t for t in open_tickets if {route["a"], route["b"]} & {t["a"], t["b"]}), None)
        if toward:
            return msg("ticket-to-ride.hint.toward", a=toward["a"], b=toward["b"])
        return None

    def last_open_route(self, view, rid, city):
        """Whether route `rid` is the last route to `city` nobody owns (its double's other lane aside)."""
        closed = set(view["closed"])
        twin = self.board.partner.get(rid)
        return not any(
            r["owner"] is None and r["id"] not in (rid, twin) and r["id"] not in closed
            and city in (self.board.route[r["id"]]["a"], self.board.route[r["id"]]["b"])
            for r in view["routes"]
        )

    def seats_at(self, view, city):
        """The seats whose routes reach `city`."""
        return {r["owner"] for r in view["routes"]
                if r["owner"] is not None and city in (self.board.route[r["id"]]["a"], self.board.route[r["id"]]["b"])}
