"""What the site takes from each catalog game: title, shelf info, static data (JSON text), rules Markdown and lessons."""

import json
import os
import subprocess
import sys
from pathlib import Path

from tools.common import ROOT, say

EXPORT_GAMES = """
import json, pathlib, sys
from gameshelf.engine import catalog, lessons
games = {}
for gid in catalog.game_ids():
    game = catalog.get(gid)
    folder = pathlib.Path(sys.modules[type(game).__module__].__file__).parent
    games[gid] = {"title": game.title, "info": game.info(), "data": json.dumps(game.static_data()),
                  "rules": str(folder / game.rules_page), "lessons": lessons.load(gid)}
print(json.dumps(games))
"""


def export_games():
    """{game id: {title, info, data, rules, lessons}} from pysrc, in a fresh interpreter; rules is None when the page is missing."""
    env = {**os.environ, "PYTHONPATH": str(ROOT / "pysrc")}
    out = subprocess.run([sys.executable, "-c", EXPORT_GAMES], cwd=ROOT, env=env, check=True, capture_output=True, text=True)
    games = json.loads(out.stdout)
    for gid, game in games.items():
        path = Path(game["rules"])
        game["rules"] = path.read_text(encoding="utf-8") if path.exists() else None
        if game["rules"] is None:
            say(f"warning: {gid} has no rules page ({path.relative_to(ROOT)} is missing)")
    return games
