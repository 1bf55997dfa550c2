"""Off the Rails in words: the log lines and the move labels, as messages."""

from gameshelf.engine.messages import message_list, msg, seat
from gameshelf.games.off_the_rails.board import SURFACE_SIDE, key, tile_kind, unkey
from gameshelf.games.off_the_rails.rules import card_square

DIR_IDS = {"N": "north", "E": "east", "S": "south", "W": "west"}
LEAVING = ("cart_banked", "cart_derailed", "cart_fell")  # the effects of a cart leaving the board


def where(square):
    """A square as the board's coordinates, e.g. D3 (column letter, row number)."""
    r, c = unkey(square)
    return f"{'ABCDEFGHIJKL'[c]}{r + 1}"


def track_message(exits):
    """A track tile as words with its article ("a corner")."""
    return msg(f"off-the-rails.a-track.{tile_kind(exits)}")


def dir_message(letter):
    """One direction (N, E, S or W) in words."""
    return msg(f"off-the-rails.dir.{DIR_IDS[letter]}")


def exits_message(exits):
    """A tile's exits in words, e.g. 'north–east'."""
    return msg(f"off-the-rails.exits.{len(exits)}", **{slot: dir_message(d) for slot, d in zip("abcd", exits)})


def color_message(color):
    """A cart or side colour in words."""
    return msg(f"off-the-rails.color.{color}")


def mission_message(mission):
    """A mission's name."""
    return msg(f"off-the-rails.mission.{mission.replace('_', '-')}")


def pile_change(effects, deposit):
    """How many jewels the square of a revealed deposit gained over the move: the deposit's, plus those dropped on it,
    less those taken from it (what the log has always said)."""
    at = deposit["at"]
    dropped = sum(e["count"] for e in effects if e["kind"] == "jewels_dropped" and e["at"] == at)
    taken = sum(e["kind"] == "jewel_taken" and e["at"] == at for e in effects)
    return deposit["count"] + dropped - taken


def never_left_its_surface(before, cid, effects):
    """Whether a cart leaving the board had started its movement this turn from the Surface square it still stood on
    (knocked back or off at its first step): the log has always said such a cart reaches the Surface."""
    old = before["carts"][cid]
    if old["at"] not in SURFACE_SIDE or any(e["kind"] == "cart_moved" and e["cart"] == cid for e in effects):
        return False
    if before["phase"] != "actions" and old["owner"] == before["turn"] and cid not in before["to_move"]:
        return True
    stand = unkey(old["at"])
    return any(e.get("cart") == cid and (e["kind"] in ("collision", "cart_fell") or e["kind"] == "cart_derailed" and e["at"] != stand)
               for e in effects)


class OffTheRailsWords:
    """How Off the Rails says its moves."""

    def describe(self, before, player, move, after, effects):
        """One line for the game log: the move, then what followed from it automatically (read from its effects)."""
        line = self.move_text(before, player, move)
        skip = move["at"] if move["type"] == "chasm" else None
        for consequence in self.consequences(before, effects, skip):
            line = msg("off-the-rails.log.then", line=line, then=consequence)
        if after["over"]:
            line = msg("off-the-rails.log.then", line=line, then=msg("off-the-rails.log.over"))
        return line

    def move_label(self, state, player, move):
        """A legal move in words for its button, unique among the seat's legal moves."""
        kind = move["type"]
        carts = state["carts"]
        if kind in ("place", "upgrade"):
            return msg(f"off-the-rails.label.{kind}", track=track_message(move["exits"]), exits=exits_message(move["exits"]),
                       square=where(key(*move["at"])))
        if kind == "cart":
            return msg("off-the-rails.label.cart", color=color_message(carts[move["cart"]]["color"]), square=where(key(*move["at"])))
        if kind in ("speed", "go"):
            cart = carts[move["cart"]]
            which = "go" if kind == "go" else "faster" if move["delta"] > 0 else "slower"
            return msg(f"off-the-rails.label.{which}", color=color_message(cart["color"]), square=where(cart["at"]),
                       speed=cart["speed"] + move.get("delta", 0))
        if kind == "split":
            if not move["pile"]:
                return msg("off-the-rails.label.split-none")
            return msg("off-the-rails.label.split", jewels=message_list(msg(f"off-the-rails.jewel.{j}") for j in move["pile"]))
        if kind == "drop":
            return msg("off-the-rails.label.drop", pile=move["pile"] + 1)
        if kind == "exit":
            return msg("off-the-rails.label.exit", dir=dir_message(move["dir"]))
        if kind == "take":
            return msg("off-the-rails.label.take", jewel=msg(f"off-the-rails.a-jewel.{move['jewel']}"))
        if kind == "claim":
            return msg("off-the-rails.label.claim", mission=mission_message(move["mission"]))
        if kind == "chasm":
            return msg("off-the-rails.label.chasm", square=where(key(*move["at"])))
        moving = any(c["owner"] == player and c["status"] == "board" for c in carts)
        return msg("off-the-rails.label.move-carts" if moving else "off-the-rails.label.end")

    def move_text(self, state, player, move):
        """The move itself in words."""
        who = seat(player)
        kind = move["type"]
        carts = state["carts"]
        if kind in ("place", "upgrade"):
            return msg(f"off-the-rails.log.{kind}", seat=who, track=track_message(move["exits"]), square=where(key(*move["at"])))
        if kind == "cart":
            return msg("off-the-rails.log.cart", seat=who, color=color_message(carts[move["cart"]]["color"]),
                       square=where(key(*move["at"])))
        if kind == "speed":
            cart = carts[move["cart"]]
            return msg("off-the-rails.log.speed", seat=who, speed=cart["speed"] + move["delta"])
        if kind == "end":
            moving = any(c["owner"] == player and c["status"] == "board" for c in carts)
            return msg("off-the-rails.log.move-carts" if moving else "off-the-rails.log.end", seat=who)
        if kind == "go":
            return msg("off-the-rails.log.go", seat=who, square=where(carts[move["cart"]]["at"]))
        if kind == "exit":
            return msg("off-the-rails.log.exit", seat=who, dir=dir_message(move["dir"]))
        if kind == "take":
            return msg("off-the-rails.log.take", seat=who, jewel=msg(f"off-the-rails.a-jewel.{move['jewel']}"))
        if kind in ("split", "drop"):
            return msg(f"off-the-rails.log.{kind}", seat=who)
        if kind == "claim":
            return msg("off-the-rails.log.claim", seat=who, mission=mission_message(move["mission"]))
        return msg("off-the-rails.log.chasm", seat=who, square=where(key(*move["at"])))

    def consequences(self, before, effects, skip):
        """What happened without a decision, from the effects: carts banking, derailing or falling (in cart order), the
        cards revealed, then the chasm tokens drawn (`skip`: the square of a token the move itself placed)."""
        placed = {e["cart"] for e in effects if e["kind"] == "cart_placed"}  # a cart placed and lost in one move goes unsaid
        gone = sorted({e["cart"] for e in effects if e["kind"] in LEAVING} - placed)
        out = [self.cart_line(before, cid, effects) for cid in gone]
        collapse = [unkey(card_square(c)[1]) for c in before["chasm_deck"]]
        for e in effects:
            if e["kind"] == "chasm_card":
                out.append(msg("off-the-rails.log.chasm-card"))
            elif e["kind"] == "deposit_revealed":
                out.append(msg("off-the-rails.log.deposit", n=pile_change(effects, e), square=where(key(*e["at"]))))
            elif e["kind"] == "chasm_token" and e["at"] in collapse:
                out.append(msg("off-the-rails.log.collapse", square=where(key(*e["at"]))))
        for e in effects:
            if e["kind"] == "chasm_token" and e["at"] != skip and e["at"] not in collapse:
                out.append(msg("off-the-rails.log.token", color=color_message(e["color"]), square=where(key(*e["at"]))))
        return out

    @staticmethod
    def cart_line(before, cid, effects):
        """How a cart that stood on the board when the move began left it."""
        old = before["carts"][cid]
        cart = {"color": color_message(old["color"]), "square": where(old["at"])}
        own = [e for e in effects if e.get("cart") == cid]
        if any(e["kind"] == "cart_banked" for e in own) or never_left_its_surface(before, cid, effects):
            banked = sum(e["count"] for e in effects if e["kind"] == "cart_banked" and e["seat"] == old["owner"])
            return msg("off-the-rails.log.banked", n=banked, **cart)
        derailed = next((key(*e["at"]) for e in own if e["kind"] == "cart_derailed"), None)
        if derailed is not None and not before["solo"]:
            return (msg("off-the-rails.log.derails", at=where(derailed), **cart) if derailed != old["at"]
                    else msg("off-the-rails.log.derails-there", **cart))
        if any(e["kind"] == "chasm_token" and key(*e["at"]) == old["at"] for e in effects):
            return msg("off-the-rails.log.swallowed", **cart)
        return msg("off-the-rails.log.lost" if before["solo"] else "off-the-rails.log.falls", **cart)
