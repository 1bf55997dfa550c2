"""The game-agnostic engine: contract, catalog, matches, saves, bots and the JSON bridge."""
