"""docs/adding-a-game.md, followed once: the Toy game, registered like a real one, passes what every game must."""

import json
import pathlib
import sys

import pytest

from gameshelf.engine import catalog
from gameshelf.engine.bridge import Session
from tests.golden.replay import first_difference, write
from tests.kit import Storage, check_determinized_playouts, random_game, save_round_trip


def call(session, **req):
    return json.loads(session.handle(json.dumps(req)))


def test_the_registered_game_is_on_the_shelf_with_its_contract():
    game = catalog.get("toy")
    assert "toy" in catalog.game_ids()
    info = call(Session(), op="catalog")["games"][-1]
    assert info["id"] == "toy" and info["bots"] == ["random", "heuristic"]
    assert json.loads(json.dumps(game.static_data())) == game.static_data()
    module = sys.modules[type(game).__module__]
    assert pathlib.Path(module.__file__).with_name(game.rules_page).exists(), "the rules page sits beside the rules"


@pytest.mark.parametrize("players,seed,options", [(2, 1, None), (3, 2, {"short": True, "bonus": 5})])
def test_random_games_keep_the_contract(players, seed, options):
    random_game("toy", players, seed, options, views_every=3)
    check_determinized_playouts("toy", players, seed, stops=(2, 6), options=options)
    save_round_trip("toy", players, seed, moves=12, options=options)


def test_bot_games_through_the_bridge_round_trip_their_saves():
    for seed in range(1, 6):
        session, storage = Session(), Storage()
        answer = storage.keep(call(session, op="new", game="toy", seats=["bot", "human", "bot"], seed=seed))
        while not answer["over"]:
            if answer["bot_to_act"] is not None:
                answer = storage.keep(call(session, op="bot"))
            else:
                answer = storage.keep(call(session, op="move", move=answer["legal"][seed % len(answer["legal"])]))
        assert answer["events"][-1]["kind"] == "game_over"
        assert call(Session(), op="check", save=storage.save)["moves"] == len(storage.save["moves"])
        loaded = call(Session(), op="load", save=storage.save)
        assert loaded["record"]["hash"] == answer["record"]["hash"] and loaded["view"] == answer["view"]


def test_a_golden_playthrough_of_the_game_replays():
    session = Session()
    call(session, op="new", game="toy", seats=["bot", "bot"], seed=9)
    while not call(session, op="bot")["over"]:
        pass
    match = session.match
    setup = {"game": "toy", "seats": match.seats, "seed": 9, "options": match.options}
    assert first_difference(write(match, setup)) is None
