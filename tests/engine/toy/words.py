"""The Toy game's words: log lines and move labels."""

from gameshelf.engine.game import seat_ref


class ToyWords:
    """How the Toy game says its moves."""

    def describe(self, before, player, move, after, effects):
        """'Ann draws', 'Ann marks', 'Ann ends'."""
        return f"{seat_ref(player)} {effects[0]['kind']}s"

    def move_label(self, state, player, move):
        """'Draw', 'Mark', 'End'."""
        return move["type"].capitalize()
