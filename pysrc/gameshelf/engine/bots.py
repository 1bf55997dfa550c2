"""Bots: a random bot for every game, and the code that asks any bot for a move."""

import time

from gameshelf.engine.rng import Rng, seed_state


class RandomBot:
    """Plays a uniformly random legal move."""

    label = "Random"

    def choose(self, game, view, legal, player, rng, deadline):
        """A random move from `legal`."""
        return rng.choice(legal)


def bot_rng(seed, move_number, player):
    """A bot's generator for one decision: replays of a bot game are exact."""
    return Rng(seed_state(seed * 1_000_003 + move_number * 101 + player))


def decide(game, state, player, bot_name, seed, move_number, budget=0.8):
    """Ask the named bot for `player`'s move; it sees only that player's view."""
    bots = game.bots()
    bot = bots.get(bot_name) or bots["random"]
    legal = game.legal_moves(state, player)
    if len(legal) == 1:
        return legal[0]
    deadline = time.monotonic() + budget
    move = bot.choose(game, game.view(state, player), legal, player, bot_rng(seed, move_number, player), deadline)
    if move not in legal:
        raise RuntimeError(f"bot {bot_name} chose an illegal move: {move!r}")
    return move
