"""Every log line, move label, score label and refusal of whole random games formats in English and French."""

import pytest

from gameshelf.engine import catalog
from gameshelf.engine.game import IllegalMove
from gameshelf.engine.messages import catalog as messages
from gameshelf.engine.messages import text
from gameshelf.engine.rng import Rng, seed_state

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
            after = game.apply(state, player, move)
            english, _ = formatted(game.describe(state, player, move, after), used)
            assert "{" not in english
            state = after
        for label in game.score(state)["labels"].values():
            formatted(label, used)
    english, french = messages("en"), messages("fr")
    assert [i for i in sorted(used) if english[i] == french[i] and i not in SAME_IN_FRENCH] == []
    assert {"ticket-to-ride.log.claim", "ticket-to-ride.label.claim", "ticket-to-ride.cards.locomotive"} <= used
