"""The Easy level of every game: a game's own heuristic bot that now and then plays a random move."""


class EasyBot:
    """Plays like a beginner: the heuristic's move, except a random legal move with probability `mistakes`."""

    label = "Easy"

    def __init__(self, heuristic, mistakes):
        self.heuristic = heuristic
        self.mistakes = mistakes

    def choose(self, game, view, legal, player, rng, deadline):
        """A random legal move now and then, otherwise the heuristic's move."""
        if rng.random() < self.mistakes:
            return rng.choice(legal)
        return self.heuristic.choose(game, view, legal, player, rng, deadline)
