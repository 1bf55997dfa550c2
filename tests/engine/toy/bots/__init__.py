"""The Toy game's bots (the game's assembly in game.py lists them)."""
