"""The words of Trick of the Rails: the log lines and the move labels, as messages."""

from gameshelf.engine.messages import msg, seat
from gameshelf.games.trick_of_the_rails import cards as C
from gameshelf.games.trick_of_the_rails.rules import trick_winner


class TrickOfTheRailsWords:
    """How Trick of the Rails says its moves."""

    def move_label(self, state, player, move):
        """A legal move as a message for its button, unique among the seat's legal moves."""
        if move["type"] == "play":
            kind = "play" if state["trick"] else "lead"
            return msg(f"trick-of-the-rails.move.{kind}", card=C.name(move["card"]))
        return msg(f"trick-of-the-rails.move.{self.placement_kind(move)}", **self.placement_args(state, player, move))

    def describe(self, before, player, move, after, effects=None):
        """One log line for a move, as a message."""
        if move["type"] == "play":
            trick = before["trick"] + [[player, move["card"]]]
            card = C.name(move["card"])
            if len(trick) == before["seats"]:
                winner = seat(trick_winner(trick))
                return msg("trick-of-the-rails.log.play-wins", seat=seat(player), card=card, winner=winner, reward=C.name(before["lane"][0]))
            kind = "lead" if len(trick) == 1 else "play"
            return msg(f"trick-of-the-rails.log.{kind}", seat=seat(player), card=card)
        return msg(f"trick-of-the-rails.log.{self.placement_kind(move)}", seat=seat(player), **self.placement_args(before, player, move))

    @staticmethod
    def placement_kind(move):
        """"put" for a locomotive, else "add-start" or "add-end": the last part of its message ids."""
        return "put" if move["type"] == "locomotive" else f"add-{move['end']}"

    def placement_args(self, state, player, move):
        """The card a placement move places and the company of its railway, as message arguments."""
        card = state["pending"]["place"][0] if move["type"] != "build" else self.built_card(state, player)
        code = move.get("company") or C.company(card)
        return {"card": C.name(card), "company": C.company_name(code)}
