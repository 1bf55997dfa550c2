"""The words of Trick of the Rails: the log lines and the move labels, as messages."""

from gameshelf.engine.messages import msg, seat
from gameshelf.games.trick_of_the_rails import cards as C


class TrickOfTheRailsWords:
    """How Trick of the Rails says its moves."""

    def move_label(self, state, player, move):
        """A legal move as a message for its button, unique among the seat's legal moves."""
        if move["type"] == "play":
            kind = "play" if state["trick"] else "lead"
            return msg(f"trick-of-the-rails.move.{kind}", card=C.name(move["card"]))
        return msg(f"trick-of-the-rails.move.{self.placement_kind(move)}", **self.placement_args(state, player, move))

    def describe(self, before, player, move, after, effects):
        """One log line for a move, as a message, from its effects: the card played (and the trick it won), or the card placed."""
        first = effects[0]
        card = C.name(first["card"])
        if move["type"] != "play":
            company = C.company_name(first["company"])
            return msg(f"trick-of-the-rails.log.{self.placement_kind(move)}", seat=seat(player), card=card, company=company)
        won = next((e for e in effects if e["kind"] == "trick_won"), None)
        if won is not None:
            return msg("trick-of-the-rails.log.play-wins", seat=seat(player), card=card, winner=seat(won["seat"]), reward=C.name(won["reward"]))
        kind = "lead" if first["lead"] else "play"
        return msg(f"trick-of-the-rails.log.{kind}", seat=seat(player), card=card)

    @staticmethod
    def placement_kind(move):
        """"put" for a locomotive, else "add-start" or "add-end": the last part of its message ids."""
        return "put" if move["type"] == "locomotive" else f"add-{move['end']}"

    def placement_args(self, state, player, move):
        """The card a placement move places and the company of its railway, as message arguments."""
        card = state["pending"]["place"][0] if move["type"] != "build" else self.built_card(state, player)
        return {"card": C.name(card), "company": C.company_name(move["company"])}
