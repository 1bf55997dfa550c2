"""Ticket to Ride in words: the log lines and the move labels."""

from gameshelf.engine.messages import msg, seat
from gameshelf.games.ticket_to_ride.board import CARD_KINDS


class TicketToRideWords:
    """The log lines and move labels of Ticket to Ride."""

    def describe(self, before, player, move, after, effects):
        """One line for the game log from the move and its effects (never revealing a hidden card or ticket)."""
        who = seat(player)
        kind = move["type"]
        if kind == "keep_tickets":
            return msg("ticket-to-ride.log.keep-tickets", seat=who, n=len(move["keep"]))
        if kind == "draw_tickets":
            return msg("ticket-to-ride.log.draw-tickets", seat=who)
        if kind == "draw_deck":
            return msg("ticket-to-ride.log.draw-deck", seat=who)
        if kind == "draw_face_up":
            return msg("ticket-to-ride.log.draw-face-up", seat=who, color=color_name(effects[0]["color"]))
        if kind == "tunnel_withdraw":
            return msg("ticket-to-ride.log.tunnel-withdraw", seat=who)
        if kind == "tunnel_pay":
            route = self.board.route[next(e["route"] for e in effects if e["kind"] == "route_claimed")]
            return msg("ticket-to-ride.log.tunnel-pay", seat=who, cards=cards_message(move["cards"]), a=route["a"], b=route["b"])
        route = self.board.route[move["route"]]
        verb = "try-tunnel" if route["kind"] == "tunnel" else "claim"
        return msg(f"ticket-to-ride.log.{verb}", seat=who, a=route["a"], b=route["b"], length=route["length"],
                   cards=cards_message(move["cards"]))

    def move_label(self, state, player, move):
        """A legal move in words for its button, unique among the seat's legal moves."""
        kind = move["type"]
        if kind == "keep_tickets":
            tickets = [self.board.tickets[t] for t in move["keep"]]
            return msg("ticket-to-ride.label.keep", tickets=joined_by_commas(
                [msg("ticket-to-ride.ticket", a=t["a"], b=t["b"], points=t["points"]) for t in tickets]))
        if kind == "draw_tickets":
            return msg("ticket-to-ride.label.draw-tickets")
        if kind == "draw_deck":
            return msg("ticket-to-ride.label.draw-deck")
        if kind == "draw_face_up":
            return msg("ticket-to-ride.label.draw-face-up", slot=move["slot"] + 1, color=color_name(state["face_up"][move["slot"]]))
        if kind == "tunnel_withdraw":
            return msg("ticket-to-ride.label.tunnel-withdraw")
        if kind == "tunnel_pay":
            return msg("ticket-to-ride.label.tunnel-pay", cards=cards_message(move["cards"]))
        verb = "try-tunnel" if self.board.route[move["route"]]["kind"] == "tunnel" else "claim"
        return msg(f"ticket-to-ride.label.{verb}", route=self.route_text(move["route"]), cards=cards_message(move["cards"]))

    def route_text(self, rid):
        """A route in words: 'Kansas City – Omaha, grey, 1 space' (and which of a double route)."""
        route = self.board.route[rid]
        parts = [msg("ticket-to-ride.route.cities", a=route["a"], b=route["b"]), color_name(route["color"]),
                 msg("ticket-to-ride.route.spaces", n=route["length"])]
        if route["kind"] == "ferry":
            parts.append(msg("ticket-to-ride.route.ferry", n=route["locomotives"]))
        if rid in self.board.partner:
            parts.append(msg("ticket-to-ride.route.track", n=1 + (rid > self.board.partner[rid])))
        return joined_by_commas(parts)


def color_name(kind):
    """A card or route colour as a word in a sentence ("red", "locomotive", "grey")."""
    return msg(f"ticket-to-ride.color.{kind}")


def chained(parts, joint):
    """Messages joined pairwise by joint(first, rest), a message, keeping their order."""
    out = parts[-1]
    for part in reversed(parts[:-1]):
        out = joint(part, out)
    return out


def joined_by_commas(parts):
    """'a, b, c' as one message."""
    return chained(parts, lambda first, rest: msg("ticket-to-ride.comma", first=first, rest=rest))


def cards_message(cards):
    """'3 red + 1 locomotive' as one message."""
    ordered = sorted(cards.items(), key=lambda kv: CARD_KINDS.index(kv[0]))
    return chained([msg(f"ticket-to-ride.cards.{kind}", n=n) for kind, n in ordered], lambda first, rest: msg("ticket-to-ride.plus", first=first, rest=rest))
