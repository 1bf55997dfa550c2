"""Kingdom Builder assembled from its rooms: rules, view, words, data and the registry of its bots."""

from gameshelf.engine.bots import RandomBot
from gameshelf.games.kingdom_builder.bots.easy import easy_bot
from gameshelf.games.kingdom_builder.bots.hard import HardBot
from gameshelf.games.kingdom_builder.bots.normal import HeuristicBot
from gameshelf.games.kingdom_builder.data import KingdomBuilderData
from gameshelf.games.kingdom_builder.hints import KingdomBuilderHints
from gameshelf.games.kingdom_builder.rules import KingdomBuilderRules
from gameshelf.games.kingdom_builder.view import KingdomBuilderView
from gameshelf.games.kingdom_builder.words import KingdomBuilderWords


class KingdomBuilder(KingdomBuilderHints, KingdomBuilderView, KingdomBuilderWords, KingdomBuilderData, KingdomBuilderRules):
    """Kingdom Builder: its state machine with its views, words and data (the rooms first: their methods replace `Game`'s)."""

    def bots(self):
        """The four levels: random, easy (the heuristic with mistakes), heuristic (shown as Normal) and hard."""
        return {"random": RandomBot(), "easy": easy_bot(), "heuristic": HeuristicBot(), "hard": HardBot()}


GAME = KingdomBuilder()
