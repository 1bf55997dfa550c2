"""Every log line, move label, score label and refusal of whole random games formats in English and French."""

import json
import re
from pathlib import Path

import pytest

from gameshelf.engine import catalog
from gameshelf.engine.game import IllegalMove
from gameshelf.engine.messages import catalog as messages
from gameshelf.engine.messages import text
from gameshelf.engine.rng import Rng, seed_state
from gameshelf.games import ticket_to_ride

SEATS = [("ticket-to-ride", n) for n in (2, 3, 4, 5)] + [("ticket-to-ride-nordic", n) for n in (2, 3)]
GAMES = 4
NAMES = ["Ann", "", "Zoé", "", "Bob"]  # given names and default seat names both
SAME_IN_FRENCH = {  # words French writes as English does (proper names aside, which are arguments)
    "ticket-to-ride.card.locomotive", "ticket-to-ride.card.orange", "ticket-to-ride.color.orange", "ticket-to-ride.color.locomotive",
    "ticket-to-ride.cards.locomotive",
    "ticket-to-ride.comma", "ticket-to-ride.plus", "ticket-to-ride.route.cities", "ticket-to-ride.ticket",
    "ticket-to-ride.score.routes", "ticket-to-ride-nordic.score.routes", "ticket-to-ride-nordic.score.globetrotter",
}


def ids_in(message):
    """The message ids of a message and of every message in its arguments."""
    found = {message[0]}
    for value in (message[1] if len(message) == 2 else {}).values():
        if isinstance(value, list):
            found |= ids_in(value)
        elif isinstance(value, dict) and "list" in value:
            for item in value["list"]:
                found |= ids_in(item)
    return found


def formatted(message, used):
    """The message in English and French (both must format), noting its ids."""
    used |= ids_in(message)
    english, french = text(message, "en", NAMES), text(message, "fr", NAMES)
    assert english and french
    return english, french


@pytest.mark.parametrize("game_id,players", SEATS)
def test_every_message_of_random_games_formats_in_english_and_french(game_id, players):
    game = catalog.get(game_id)
    used = set()
    for g in range(GAMES):
        rng = Rng(seed_state(500 + 10 * players + g))
        state = game.new(players, 70 + g)
        while game.to_act(state):
            player = rng.choice(game.to_act(state))
            legal = game.legal_moves(state, player)
            labels = [formatted(game.move_label(state, player, move), used) for move in legal]
            assert len({fr for _, fr in labels}) == len(labels), "two moves share a French label"
            try:
                game.apply(state, player, {"type": "claim", "route": -1, "cards": {}})
            except IllegalMove as refusal:
                if refusal.message is not None:
                    formatted(refusal.message, used)
            move = rng.choice(legal)
            after, effects = game.play(state, player, move)
            english, _ = formatted(game.describe(state, player, move, after, effects), used)
            assert "{" not in english
            state = after
        for label in game.score(state)["labels"].values():
            formatted(label, used)
    english, french = messages("en"), messages("fr")
    assert [i for i in sorted(used) if english[i] == french[i] and i not in SAME_IN_FRENCH] == []
    assert {"ticket-to-ride.log.claim", "ticket-to-ride.label.claim", "ticket-to-ride.cards.locomotive"} <= used


def words_of(value):
    """The strings of a lesson file's JSON (its "id" values aside: ids are links, not words on the page)."""
    if isinstance(value, dict):
        return [w for key, item in value.items() if key != "id" for w in words_of(item)]
    if isinstance(value, list):
        return [w for item in value for w in words_of(item)]
    return [value] if isinstance(value, str) else []


def test_grey_is_spelt_one_way_in_every_english_text():
    """The catalogs, rules pages and lessons say "grey" (British, as the rest of the site), never "gray"."""
    package = Path(ticket_to_ride.__file__).parent
    texts = {f"catalog {i}": v for i, v in messages("en").items() if i.startswith("ticket-to-ride") and isinstance(v, str)}
    texts |= {p.name: p.read_text(encoding="utf-8") for p in package.glob("rules*.md") if ".fr." not in p.name}
    texts |= {p.name: " ".join(words_of(json.loads(p.read_text(encoding="utf-8")))) for p in package.glob("lessons*.json") if ".fr." not in p.name}
    assert [name for name, words in texts.items() if re.search(r"\bgray\b", words, re.IGNORECASE)] == []
