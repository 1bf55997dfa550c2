"""Trick of the Rails assembled from its rooms: rules, view, words, data and the registry of its bots."""

from gameshelf.engine.bots import RandomBot
from gameshelf.games.trick_of_the_rails.bots.easy import EasyBot
from gameshelf.games.trick_of_the_rails.bots.hard import HardBot
from gameshelf.games.trick_of_the_rails.bots.normal import HeuristicBot
from gameshelf.games.trick_of_the_rails.data import TrickOfTheRailsData
from gameshelf.games.trick_of_the_rails.hints import TrickOfTheRailsHints
from gameshelf.games.trick_of_the_rails.rules import TrickOfTheRailsRules
from gameshelf.games.trick_of_the_rails.view import TrickOfTheRailsView
from gameshelf.games.trick_of_the_rails.words import TrickOfTheRailsWords


class TrickOfTheRails(TrickOfTheRailsHints, TrickOfTheRailsView, TrickOfTheRailsWords, TrickOfTheRailsData, TrickOfTheRailsRules):
    """Trick of the Rails: its state machine with its views, words and data (the rooms come before the rules class,
    so their methods take the place of `Game`'s)."""

    def bots(self):
        """The four levels: random, easy (a beginner, bots/easy.py), heuristic (shown as Normal) and hard."""
        return {"random": RandomBot(), "easy": EasyBot(), "heuristic": HeuristicBot(), "hard": HardBot()}


GAME = TrickOfTheRails()
