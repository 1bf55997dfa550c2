"""Trick of the Rails' Easy and Hard bots (Teams too), and the search fast path."""

import time

from gameshelf.engine import catalog
from gameshelf.engine.rng import Rng, seed_state
from gameshelf.games.trick_of_the_rails.bots import HeuristicBot
from gameshelf.games.trick_of_the_rails.hard import CANDIDATES, HardBot, outcome
from tests.games.search_checks import (
    advanced,
    assert_bots_choose_legal_moves,
    assert_fast_path_plays_the_same_game,
    assert_same_choice_whatever_is_hidden,
    assert_think_reports_progress_then_a_legal_move,
)

GAME = catalog.get("trick-of-the-rails")


def test_hard_bot_chooses_the_same_whatever_the_other_hands_hold():
    for players, options in ((3, None), (4, {"teams": True})):
        state = advanced(GAME, players, 7, 5, options)
        assert_same_choice_whatever_is_hidden(GAME, state, GAME.to_act(state)[0], HardBot(rounds=3))


def test_hard_bot_searches_normals_best_moves_with_normals_choice_first():
    state = advanced(GAME, 3, 11, 0)
    seat = GAME.to_act(state)[0]
    view, legal = GAME.view(state, seat), GAME.legal_moves(state, seat)
    assert len(legal) > CANDIDATES
    searched = HardBot.candidates(GAME, view, legal, seat, Rng(seed_state(1)))
    assert len(searched) == CANDIDATES and all(move in legal for move in searched)
    assert searched[0] == HeuristicBot().choose(GAME, view, legal, seat, Rng(seed_state(1)), time.monotonic() + 60)


def test_fast_path_plays_the_same_game_as_the_contract_path():
    for players, options in ((3, None), (5, {"expert": True}), (4, {"teams": True})):
        assert_fast_path_plays_the_same_game(GAME, players, 8, options)


def test_easy_and_hard_bots_always_choose_legal_moves():
    bots = {"easy": GAME.bots()["easy"], "hard": HardBot(rounds=1), "heuristic": GAME.bots()["heuristic"]}
    assert_bots_choose_legal_moves(GAME, 4, 9, ["hard", "easy", "heuristic", "easy"], bots, 60)
    assert_bots_choose_legal_moves(GAME, 4, 9, ["hard", "easy", "hard", "easy"], bots, 60, {"teams": True})


def test_hard_bot_reports_progress_then_a_legal_move():
    state = advanced(GAME, 3, 10, 4)
    assert_think_reports_progress_then_a_legal_move(GAME, state, GAME.to_act(state)[0], HardBot(rounds=2))


def test_in_teams_a_playout_is_won_by_the_pair_with_the_higher_total():
    score = {"players": [{"total": 50}, {"total": 60}, {"total": 50}, {"total": 60}], "winners": [1, 3],
             "teams": [[0, 2], [1, 3]]}
    assert outcome(score, 1) > 1 > 0 > outcome(score, 0)
    solo_seats = {"players": [{"total": 50}, {"total": 50}, {"total": 40}], "winners": [0, 1], "teams": None}
    assert outcome(solo_seats, 0) == 0.25
