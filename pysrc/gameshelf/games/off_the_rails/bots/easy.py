"""The Easy bot: Normal's heuristic with a share of random moves."""

from gameshelf.engine.levels import EasyBot
from gameshelf.games.off_the_rails.bots.normal import HeuristicBot

MISTAKES = 0.3  # the Easy level's share of random moves


def easy_bot():
    """Normal's move, else now and then (MISTAKES) a random legal move."""
    return EasyBot(HeuristicBot(), MISTAKES)
