"""Whole random games whose every log line, move label and refusal is formatted in every language."""

import pytest

from gameshelf.engine import catalog
from gameshelf.engine.game import IllegalMove
from gameshelf.engine.messages import languages, text
from gameshelf.engine.rng import Rng, seed_state
from tests.kit import MALFORMED_MOVES


def formats_everywhere(message):
    """The message in every catalog language ({lang: text}); raises MessageError when one cannot format it."""
    assert isinstance(message, list), f"not a message: {message!r}"
    return {lang: text(message, lang) for lang in languages()}


def check_refusals(game, state, player):
    """Every malformed move is refused with a message (when the game words it) that formats everywhere."""
    for bad in MALFORMED_MOVES:
        with pytest.raises(IllegalMove) as refused:
            game.apply(state, player, bad)
        if refused.value.message:
            formats_everywhere(refused.value.message)


def message_texts(game_id, players, seed, options=None, limit=20000):
    """Play a random game, formatting every log line, every legal move's label and the refusals; returns the texts."""
    game = catalog.get(game_id)
    rng = Rng(seed_state(seed))
    state = game.new(players, seed, options)
    texts = []
    for moves in range(limit):
        if not (acting := game.to_act(state)):
            break
        player = rng.choice(acting)
        legal = game.legal_moves(state, player)
        texts += [formats_everywhere(game.move_label(state, player, move)) for move in legal]
        if moves % 25 == 0:
            check_refusals(game, state, player)
        move = rng.choice(legal)
        after, effects = game.play(state, player, move)
        texts.append(formats_everywhere(game.describe(state, player, move, after, effects)))
        state = after
    assert not game.to_act(state), "the game did not end"
    return texts


def assert_translated(texts):
    """Each formatted text differs from its English in every other language."""
    for by_lang in texts:
        for lang, words in by_lang.items():
            assert lang == "en" or words != by_lang["en"], f"{lang} repeats the English: {words!r}"
