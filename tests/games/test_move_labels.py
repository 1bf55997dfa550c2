"""Every game's move labels (the words of the legal-move buttons): messages whose words, in every language, are unique within each list."""

import pytest

from gameshelf.engine.match import Match
from gameshelf.engine.messages import languages, text
from gameshelf.engine.simulate import play_out

GAMES = [("ticket-to-ride", 4, "random", 3), ("ticket-to-ride-nordic", 3, "random", 5),
         ("kingdom-builder", 3, "random", 2), ("off-the-rails", 2, "heuristic", 5),
         ("off-the-rails", 1, "heuristic", 2), ("trick-of-the-rails", 4, "random", 7)]


@pytest.mark.parametrize(("game_id", "players", "bot", "seed"), GAMES)
def test_labels_are_unique_in_every_legal_list(game_id, players, bot, seed):
    """At every decision of a whole bot game, each legal move has its own non-empty words in every language."""
    log = play_out(game_id, players, seed, [bot], check=False).log
    match = Match(game_id, ["bot"] * players, seed)
    kinds = set()
    for player, move in log:
        legal = match.game.legal_moves(match.state, player)
        messages = [match.game.move_label(match.state, player, m) for m in legal]
        for lang in languages():
            labels = [text(message, lang) for message in messages]
            assert len(set(labels)) == len(labels), (lang, sorted(label for label in labels if labels.count(label) > 1)[:3])
            assert all(label and label[0].isupper() and "{" not in label for label in labels), lang
        kinds.update(m["type"] for m in legal)
        match.make_move(player, move)
    assert len(kinds) >= 2
