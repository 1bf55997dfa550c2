"""Kingdom Builder's Easy bot: the heuristic with mistakes."""

from gameshelf.engine.levels import EasyBot
from gameshelf.games.kingdom_builder.bots.normal import HeuristicBot

MISTAKES = 0.5  # the Easy level's share of random moves


def easy_bot():
    """The Easy level: Normal's move, or a random legal move half the time."""
    return EasyBot(HeuristicBot(), MISTAKES)
