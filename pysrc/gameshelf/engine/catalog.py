"""The catalog of games, by id; game modules are imported on first use."""

import importlib

from gameshelf.engine.inputs import quote

GAME_MODULES = {
    "ticket-to-ride": "gameshelf.games.ticket_to_ride:USA",
    "ticket-to-ride-nordic": "gameshelf.games.ticket_to_ride:NORDIC",
    "kingdom-builder": "gameshelf.games.kingdom_builder:GAME",
    "off-the-rails": "gameshelf.games.off_the_rails:GAME",
    "trick-of-the-rails": "gameshelf.games.trick_of_the_rails:GAME",
}

_loaded = {}


class UnknownGame(KeyError):
    """A game id that is not in the catalog."""

    def __str__(self):
        return f"unknown game {quote(self.args[0])}"


def game_ids():
    """Every game id, in shelf order."""
    return list(GAME_MODULES)


def get(game_id):
    """The game object for an id."""
    if game_id not in GAME_MODULES:
        raise UnknownGame(game_id)
    if game_id not in _loaded:
        module, attr = GAME_MODULES[game_id].split(":")
        _loaded[game_id] = getattr(importlib.import_module(module), attr)
    return _loaded[game_id]
