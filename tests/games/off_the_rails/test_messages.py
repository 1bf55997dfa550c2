"""Off the Rails's words: every log line, move label and refusal of whole games (solo and variants) formats in English and French."""

import pytest

from gameshelf.engine.messages import text
from gameshelf.games.off_the_rails import GAME
from tests.message_formats import assert_translated, message_texts


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_whole_games_format_in_every_language(players):
    assert_translated(message_texts("off-the-rails", players, 60 + players))


@pytest.mark.parametrize("preset", ["quick", "friendly", "long-dice"])
def test_the_presets_games_format_in_every_language(preset):
    assert_translated(message_texts("off-the-rails", 3, 9, GAME.presets[preset]))


def test_a_log_line_and_its_consequences_in_both_languages():
    state = GAME.new(2, 5)
    move = next(m for m in GAME.legal_moves(state, 0) if m["type"] == "place" and m["exits"] == "NS")
    after, effects = GAME.play(state, 0, move)
    line = GAME.describe(state, 0, move, after, effects)
    assert text(line).startswith("Player 1 lays a straight track at ")
    assert text(line, "fr").startswith("Joueur 1 pose une tuile droite en ")


def test_solo_results_and_score_categories_have_words():
    score = {"result": "partial-victory", "breakdown": ["jewels", "wrong-sets", "matched-sets", "ruby-bonus", "carts", "missions"]}
    assert text(["off-the-rails.result." + score["result"]], "fr") == "Victoire partielle"
    assert [text(["off-the-rails.score." + key]) for key in score["breakdown"]] == [
        "Jewels", "Sets on the wrong sides", "Sets on the right sides", "Ruby bonus", "Carts", "Missions"]
