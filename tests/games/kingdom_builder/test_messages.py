"""Kingdom Builder's words: every log line, move label and refusal of whole games formats in English and French."""

import pytest

from gameshelf.engine.game import BadOptions
from gameshelf.engine.messages import text
from gameshelf.games.kingdom_builder import GAME
from tests.message_formats import assert_translated, formats_everywhere, message_texts


@pytest.mark.parametrize("players", [2, 3, 4])
def test_whole_games_format_in_every_language(players):
    assert_translated(message_texts("kingdom-builder", players, 40 + players))


def test_the_first_game_preset_and_its_cards_format_in_every_language():
    assert_translated(message_texts("kingdom-builder", 2, 7, GAME.presets["first-game"]))


def test_a_refused_setup_is_worded_in_every_language():
    with pytest.raises(BadOptions) as refused:
        GAME.new(2, 1, {"quadrant1": "tower", "quadrant2": "tower"})
    assert str(refused.value) == "each quadrant can be used only once"
    assert formats_everywhere(refused.value.message)["fr"] == "chaque quadrant ne peut servir qu'une fois"


def test_the_log_keeps_its_english_and_says_it_in_french():
    state = GAME.new(2, 3)
    move = GAME.legal_moves(state, 0)[0]
    after, effects = GAME.play(state, 0, move)
    line = GAME.describe(state, 0, move, after, effects)
    r, c = move["cell"]
    assert text(line).startswith("Player 1 builds on ") and text(line).endswith(f" at row {r + 1}, column {c + 1}")
    assert text(line, "fr", ["Zoé"]).startswith("Zoé construit sur ")
