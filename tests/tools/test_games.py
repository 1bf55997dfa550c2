import json

from gameshelf.engine import catalog
from tools.games import export_games


def test_every_catalog_game_is_exported_with_its_data_and_rules():
    games = export_games()
    assert list(games) == catalog.game_ids()
    for gid, game in games.items():
        assert game["title"] == catalog.get(gid).title and game["info"]["id"] == gid
        assert json.loads(game["data"]) == json.loads(json.dumps(catalog.get(gid).static_data()))
        assert all(text.lstrip().startswith("#") for text in game["rules"].values()) and "en" in game["rules"]
