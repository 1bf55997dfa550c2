"""Every score category a game's score() can give has its label, `<game-id>.score.<key>`, in every catalog."""

import pytest

from gameshelf.engine import catalog
from gameshelf.engine.game import BadOptions
from gameshelf.engine.messages import catalog as messages_of
from gameshelf.engine.messages import languages
from gameshelf.games.kingdom_builder.rules import CARD_IDS


def option_settings(game):
    """The default options, each preset, and each yes/no option turned the other way."""
    settings = [None, *game.presets.values()]
    settings += [{o["id"]: not o["default"]} for o in game.options if o["type"] == "bool"]
    return settings


def categories(game_id):
    """Every breakdown key of score() at every player count and option setting (Kingdom Builder: with all its cards)."""
    game = catalog.get(game_id)
    keys = {}
    for players in range(game.min_players, game.max_players + 1):
        for options in option_settings(game):
            try:
                state = game.new(players, 1, options)
            except BadOptions:  # a variant for other player counts
                continue
            if game_id == "kingdom-builder":
                state["cards"] = list(CARD_IDS)
            score = game.score(state)
            for entry in score["players"]:
                for key in entry["breakdown"]:
                    keys[key] = score.get("labels", {}).get(key)
    return keys


@pytest.mark.parametrize("game_id", catalog.game_ids())
def test_every_score_category_has_its_label_in_every_language(game_id):
    keys = categories(game_id)
    assert keys
    for lang in languages():
        known = messages_of(lang)
        assert [key for key in keys if f"{game_id}.score.{key}" not in known] == [], lang
    assert {key: label for key, label in keys.items() if label not in (None, [f"{game_id}.score.{key}"])} == {}
