import json

from gameshelf.engine import catalog
from gameshelf.engine.board_view import board_view
from tools.games import export_games, rules_by_language


def test_every_catalog_game_is_exported_with_its_data_and_rules():
    games = export_games()
    assert list(games) == catalog.game_ids()
    for gid, game in games.items():
        assert game["title"] == catalog.get(gid).title and game["info"]["id"] == gid
        assert json.loads(game["data"]) == json.loads(json.dumps(catalog.get(gid).static_data()))
        assert all(text.lstrip().startswith("#") for text in game["rules"].values()) and "en" in game["rules"]


def test_every_game_has_its_board_views_as_its_python_gives_them_for_every_seat_count():
    games = export_games()
    for gid, game in games.items():
        rules = catalog.get(gid)
        seat_counts = range(rules.min_players, rules.max_players + 1)
        assert json.loads(game["board"]) == {str(n): json.loads(json.dumps(board_view(rules, n))) for n in seat_counts}, gid


def test_a_rules_page_in_another_language_is_the_file_beside_it_named_with_the_language(tmp_path):
    for name in ("rules.md", "rules.fr.md", "rules-nordic.md", "rules-nordic.fr.md", "rules-nordic.de.md"):
        (tmp_path / name).write_text(f"# {name}")
    assert rules_by_language(tmp_path / "rules.md") == {"en": "# rules.md", "fr": "# rules.fr.md"}
    assert rules_by_language(tmp_path / "rules-nordic.md") == {"en": "# rules-nordic.md", "de": "# rules-nordic.de.md", "fr": "# rules-nordic.fr.md"}
    assert rules_by_language(tmp_path / "missing.md") == {}
