"""Bots: a random bot for every game, and the code that asks any bot for a move."""

import time

from gameshelf.engine.inputs import listed
from gameshelf.engine.rng import Rng, seed_state

BUDGET = 1.0  # seconds a searching bot may think per move, as in the browser (the page sends no budget)


class RandomBot:
    """Plays a uniformly random legal move."""

    label = "Random"

    def choose(self, game, view, legal, player, rng, deadline):
        """A random move from `legal`."""
        return rng.choice(legal)


def bot_rng(seed, move_number, player):
    """A bot's generator for one decision, fixed by the match's seed, the move number and the seat.

    A bot may still stop at a wall-clock deadline, so the same position can get another move on
    another machine; replays are exact because a save is the list of moves actually played.
    """
    return Rng(seed_state(seed * 1_000_003 + move_number * 101 + player))


def think(game, state, player, bot_name, seed, move_number, budget=BUDGET):
    """A generator for one bot decision: yields progress fractions, returns (move, legal).

    A bot with a `think` generator is run step by step; one with only `choose` decides in one go.
    The bot sees only `player`'s view; `legal` is returned so the move needs no second check.
    """
    bots = game.bots()
    bot = bots.get(bot_name) or bots["random"]
    legal = game.legal_moves(state, player)
    if len(legal) == 1:
        return legal[0], legal
    args = (game, game.view(state, player), legal, player, bot_rng(seed, move_number, player),
            time.monotonic() + budget)
    if hasattr(bot, "think"):
        move = yield from bot.think(*args)
    else:
        move = bot.choose(*args)
    if not listed(move, legal):
        raise RuntimeError(f"bot {bot_name} chose an illegal move: {move!r}")
    return move, legal


def finish(steps):
    """Run a thinking generator to its end; returns what it returns."""
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value

