"""Every game's analysis reads nothing hidden from its seat: the same view gives the same result, whatever is hidden."""

import json

import pytest

from gameshelf.engine import analysis, catalog
from gameshelf.engine.bots import finish
from gameshelf.engine.rng import Rng, seed_state
from gameshelf.engine.search import MIN_WORLDS
from tests.games.search_checks import advanced

GAMES = [("ticket-to-ride", 2, 6), ("trick-of-the-rails", 3, 4), ("kingdom-builder", 2, 40), ("off-the-rails", 2, 30)]


@pytest.mark.parametrize("game_id,players,moves", GAMES)
def test_the_result_is_the_same_whatever_the_other_seats_hold(game_id, players, moves):
    game = catalog.get(game_id)
    state = advanced(game, players, 3, moves)
    seat = game.to_act(state)[0]
    view = game.view(state, seat)
    other = game.determinize(json.loads(json.dumps(view)), seat, Rng(seed_state(99)))
    assert game.view(other, seat) == view
    assert json.dumps(other, sort_keys=True) != json.dumps(state, sort_keys=True), "nothing hidden was resampled"
    move = game.legal_moves(state, seat)[-1]
    results = [finish(analysis.analyse_moves(game, game_id, [world], [[seat, move]], seat, players, rounds=MIN_WORLDS))
               for world in (state, other)]
    assert not results[0]["decisions"][0]["forced"] and results[0] == results[1]
