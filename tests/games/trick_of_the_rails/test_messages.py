"""Trick of the Rails in every language: each log line, move label, refusal, option and score label of whole random games formats."""

import pytest

from gameshelf.engine import catalog as games
from gameshelf.engine.game import BadOptions
from gameshelf.engine.messages import catalog, languages, text
from gameshelf.engine.rng import Rng, seed_state

GID = "trick-of-the-rails"
GAME = games.get(GID)
SEAT_NAMES = ["Ada", "", "Zoé", "", "Brontë"]
# proper names and numbers, the same in French: company, city and locomotive names, "B&O 5", "Trick of the Rails"
SAME_IN_FRENCH = {f"{GID}.title", f"{GID}.card.railway", f"{GID}.card.locomotive", f"{GID}.panel.points",
                  f"{GID}.panel.points-estimate", f"{GID}.board.loco", f"{GID}.board.reservation-short"}
SAME_IN_FRENCH_PREFIXES = (f"{GID}.company.", f"{GID}.score.", f"{GID}.city.")
VARIANTS = [(3, {}), (4, {}), (5, {}), (3, {"expert": True}), (4, {"expert": True}), (5, {"expert": True}),
            (4, {"teams": True}), (4, {"expert": True, "teams": True})]


def message_ids(message):
    """The ids of a message and of every message nested in its arguments."""
    ids = [message[0]]
    for value in (message[1] if len(message) > 1 else {}).values():
        if isinstance(value, list):
            ids += message_ids(value)
        elif isinstance(value, dict) and "list" in value:
            for item in value["list"]:
                ids += message_ids(item)
    return ids


def game_messages(players, options, seed):
    """Every log line and move label of one random game, and its score labels."""
    rng = Rng(seed_state(seed))
    state = GAME.new(players, seed, options)
    found = []
    while GAME.to_act(state):
        player = GAME.to_act(state)[0]
        legal = GAME.legal_moves(state, player)
        found += [GAME.move_label(state, player, move) for move in legal]
        move = rng.choice(legal)
        after, effects = GAME.play(state, player, move)
        found.append(GAME.describe(state, player, move, after, effects))
        state = after
    return found + list(GAME.score(state)["labels"].values())


def refusals():
    """The game's own refusals: every seat count the Teams variant refuses."""
    found = []
    for players in (3, 5):
        with pytest.raises(BadOptions) as refused:
            GAME.new(players, 1, {"teams": True})
        found.append(refused.value.message)
    return found


def info_messages():
    """The option labels and help of the new-game dialog."""
    return [spec[key] for spec in GAME.info()["options"] for key in ("label", "help") if spec[key]]


@pytest.mark.parametrize("players,options", VARIANTS)
def test_every_message_of_random_games_formats_in_every_language(players, options):
    used = set()
    for seed in range(3):
        for message in game_messages(players, options, seed) + refusals() + info_messages():
            assert isinstance(message, list), f"not a message: {message!r}"
            for lang in languages():
                assert text(message, lang, SEAT_NAMES[:players]).strip()
            used.update(message_ids(message))
    assert any(i.startswith(f"{GID}.log.") for i in used) and any(i.startswith(f"{GID}.move.") for i in used)


def test_french_differs_from_english_except_proper_names():
    english, french = catalog("en"), catalog("fr")
    used = {i for players, options in VARIANTS
            for message in game_messages(players, options, 7) + refusals() + info_messages() for i in message_ids(message)}
    proper = {i for i in used if i in SAME_IN_FRENCH or i.startswith(SAME_IN_FRENCH_PREFIXES)}
    assert sorted(i for i in used - proper if english[i] == french[i]) == []


def test_the_english_log_and_labels_keep_their_words():
    state = GAME.new(3, 4, {})
    player = GAME.to_act(state)[0]
    move = GAME.legal_moves(state, player)[0]
    card = move["card"]
    after, effects = GAME.play(state, player, move)
    company, number = card.rsplit("-", 1)
    name = {"BO": "B&O", "CO": "C&O", "ERIE": "Erie"}.get(company, company)
    assert text(GAME.move_label(state, player, move)) == f"Lead {name} {number}"
    assert text(GAME.describe(state, player, move, after, effects), "en", ["Ada", "Bo", "Cy"]) == f"{['Ada', 'Bo', 'Cy'][player]} leads {name} {number}"
    assert text(GAME.describe(state, player, move, after, effects), "fr", ["Ada", "Bo", "Cy"]) == f"{['Ada', 'Bo', 'Cy'][player]} entame avec {name} {number}"
    assert str(refusals()[0]) and text(refusals()[0]) == "the Teams variant needs exactly 4 players"
