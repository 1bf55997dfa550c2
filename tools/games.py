"""What the site takes from each catalog game: title, shelf info, static data and board views (JSON text), rules Markdown and lessons."""

import json
import os
import subprocess
import sys
from pathlib import Path

from tools.common import ROOT, say

EXPORT_GAMES = """
import json, pathlib, sys
from gameshelf.engine import catalog, lessons, messages
from gameshelf.engine.board_view import board_views
games = {}
for gid in catalog.game_ids():
    game = catalog.get(gid)
    folder = pathlib.Path(sys.modules[type(game).__module__].__file__).parent
    games[gid] = {"title": game.title, "info": game.info(), "data": json.dumps(game.static_data()),
                  "board": json.dumps(board_views(gid), separators=(",", ":")),
                  "rules": str(folder / game.rules_page), "lessons": {lang: lessons.load(gid, lang) for lang in messages.languages()}}
print(json.dumps(games))
"""


def rules_by_language(path):
    """{lang: Markdown} of a rules page: English at `path` (rules.md), another language beside it (rules.fr.md)."""
    pages = {"en": path.read_text(encoding="utf-8")} if path.exists() else {}
    for other in sorted(path.parent.glob(f"{path.stem}.*.md")):
        pages[other.name[len(path.stem) + 1:-len(".md")]] = other.read_text(encoding="utf-8")
    return pages


def export_games():
    """{game id: {title, info, data, board, rules, lessons}} from pysrc, in a fresh interpreter; rules is {lang: Markdown} ({} when the page is missing),
    lessons {lang: [lesson]} in every catalog language (English texts where a game has no overlay for it).

    English is the game's `rules_page`; see rules_by_language.
    """
    env = {**os.environ, "PYTHONPATH": str(ROOT / "pysrc")}
    out = subprocess.run([sys.executable, "-c", EXPORT_GAMES], cwd=ROOT, env=env, check=True, capture_output=True, text=True)
    games = json.loads(out.stdout)
    for gid, game in games.items():
        path = Path(game["rules"])
        game["rules"] = rules_by_language(path)
        if not path.exists():
            say(f"warning: {gid} has no rules page ({path.relative_to(ROOT)} is missing)")
    return games
