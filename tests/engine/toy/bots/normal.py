"""The Toy game's Normal bot: mark while it may, then draw."""


class NormalBot:
    """Marks first (free points), then draws; ends the turn only when nothing else is left."""

    label = "Normal"

    def choose(self, game, view, legal, player, rng, deadline):
        """The first of mark, draw, end that is legal."""
        return next(move for kind in ("mark", "draw", "end") for move in legal if move["type"] == kind)
