"""The board-only views the site draws before Python is up: a new game's spectator view with nothing of its deal."""

from gameshelf.engine import catalog


def board_view(game, players, seed=0):
    """The spectator view of a new game of `players` seats (default options), its deal blanked by the game's `blank_deal`."""
    view = game.view(game.new(players, seed), None)
    game.blank_deal(view)
    return view


def board_views(game_id):
    """{seat count as text: board view} for every seat count the game allows."""
    game = catalog.get(game_id)
    return {str(n): board_view(game, n) for n in range(game.min_players, game.max_players + 1)}
