"""Off the Rails assembled from its rooms: rules, view, words, data and the registry of its bots."""

from gameshelf.engine.bots import RandomBot
from gameshelf.games.off_the_rails.bots.easy import easy_bot
from gameshelf.games.off_the_rails.bots.hard import HardBot
from gameshelf.games.off_the_rails.bots.normal import HeuristicBot
from gameshelf.games.off_the_rails.data import OffTheRailsData
from gameshelf.games.off_the_rails.hints import OffTheRailsHints
from gameshelf.games.off_the_rails.rules import OffTheRailsRules
from gameshelf.games.off_the_rails.view import OffTheRailsView
from gameshelf.games.off_the_rails.words import OffTheRailsWords


class OffTheRails(OffTheRailsHints, OffTheRailsView, OffTheRailsWords, OffTheRailsData, OffTheRailsRules):
    """Off the Rails: its state machine with its views, words and data (the rooms come before the rules class,
    so their methods take the place of `Game`'s)."""

    def bots(self):
        """The four levels: random, easy (the heuristic with mistakes), heuristic (shown as Normal) and hard."""
        return {"random": RandomBot(), "easy": easy_bot(), "heuristic": HeuristicBot(), "hard": HardBot()}


GAME = OffTheRails()
