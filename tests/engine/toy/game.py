"""The Toy game assembled from its rooms: rules, view, words, data and the registry of its bots."""

from gameshelf.engine.bots import RandomBot
from tests.engine.toy.bots.normal import NormalBot
from tests.engine.toy.data import ToyData
from tests.engine.toy.rules import ToyRules
from tests.engine.toy.view import ToyView
from tests.engine.toy.words import ToyWords


class Toy(ToyView, ToyWords, ToyData, ToyRules):
    """The Toy game: its state machine with its views, words and data (the rooms come before the rules class, so
    their methods take the place of `Game`'s)."""

    def bots(self):
        """Random and Normal (key "heuristic", as every game names its Normal level)."""
        return {"random": RandomBot(), "heuristic": NormalBot()}


TOY = Toy()
