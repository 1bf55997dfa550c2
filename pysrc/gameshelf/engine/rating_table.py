"""The committed ratings of every game's bot levels (ratings.json beside this module): read and written."""

import json
import os

FILE_NAME = "ratings.json"
FILE = os.path.join(os.path.dirname(__file__), FILE_NAME)


def load():
    """The committed ratings, {game id: {"levels", "pairings", "command", ...}}; {} before any is saved."""
    if not os.path.exists(FILE):
        return {}
    with open(FILE, encoding="utf-8") as f:
        return json.load(f)


COMMITTED = load()  # read once at import: a page restored from a memory snapshot has no package files to read


def save(game_id, result):
    """Write one game's ratings into the committed file (the other games' are kept), levels rounded to whole points."""
    saved = load()
    levels = {name: {k: round(v) for k, v in level.items()} for name, level in result["levels"].items()}
    saved[game_id] = {**result, "levels": levels}
    with open(FILE, "w", encoding="utf-8") as f:
        json.dump(dict(sorted(saved.items())), f, indent=1)
        f.write("\n")


def level_ratings(game_id):
    """A game's committed rating per level ({level: rating}, as read at import); {} when it has none."""
    return {name: level["rating"] for name, level in COMMITTED.get(game_id, {}).get("levels", {}).items()}
