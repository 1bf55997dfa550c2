"""Off the Rails in words: the log lines and the move labels, as messages."""

from gameshelf.engine.messages import message_list, msg, seat
from gameshelf.games.off_the_rails import movement as mv
from gameshelf.games.off_the_rails.board import SURFACE_SIDE, key, tile_kind, unkey
from gameshelf.games.off_the_rails.rules import CHASM, card_square

DIR_IDS = {"N": "north", "E": "east", "S": "south", "W": "west"}


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

class OffTheRailsWords:
    """How Off the Rails says its moves."""

    def describe(self, before, player, move, after, effects=None):
        """One line for the game log: the move, then what followed from it automatically."""
        line = self.move_text(before, player, move)
        skip = key(*move["at"]) if move["type"] == "chasm" else None
        for consequence in self.consequences(before, after, skip):
            line = msg("off-the-rails.log.then", line=line, then=consequence)
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

    @staticmethod
    def consequences(before, after, skip=None):
        """What happened without a decision: carts banking, derailing or falling, cards and tokens revealed
        (`skip`: the square of a token the move itself placed)."""
        out = []
        for old, new in zip(before["carts"], after["carts"]):
            if old["status"] != "board" or new["status"] == "board":
                continue
            cart = {"color": color_message(old["color"]), "square": where(old["at"])}
            banked = mv.size(after["stockpiles"][old["owner"]]) - mv.size(before["stockpiles"][old["owner"]])
            trail = after["trail"].get(str(old["id"]), [])
            if trail and trail[-1] in SURFACE_SIDE:
                out.append(msg("off-the-rails.log.banked", n=banked, **cart))
            elif new["status"] == "supply":
                at = next(key(*f["at"]) for f in after["happened"] if f["kind"] == "cart_derailed" and f["cart"] == old["id"])
                out.append(msg("off-the-rails.log.derails", at=where(at), **cart) if at != old["at"]
                           else msg("off-the-rails.log.derails-there", **cart))
            elif old["at"] in after["chasm"] and old["at"] not in before["chasm"]:
                out.append(msg("off-the-rails.log.swallowed", **cart))
            else:
                out.append(msg("off-the-rails.log.lost" if after["solo"] else "off-the-rails.log.falls", **cart))
        for card in after["revealed"][len(before["revealed"]):]:
            if card == CHASM:
                out.append(msg("off-the-rails.log.chasm-card"))
            elif not after["solo"] and card in before["chasm_deck"]:
                out.append(msg("off-the-rails.log.collapse", square=where(card_square(card)[1])))
            elif not after["solo"]:
                square = card_square(card)[1]
                count = mv.size(after["jewels"].get(square, {})) - mv.size(before["jewels"].get(square, {}))
                out.append(msg("off-the-rails.log.deposit", n=count, square=where(square)))
        for square in after["chasm"]:
            known = square == skip or any(card_square(c)[1] == square for c in before["chasm_deck"])
            if square not in before["chasm"] and not known:
                out.append(msg("off-the-rails.log.token", color=color_message(after["chasm"][square]), square=where(square)))
        if after["over"]:
            out.append(msg("off-the-rails.log.over"))
        return out
