"""Kingdom Builder's Easy and Hard bots, and the search fast path."""

from gameshelf.games.kingdom_builder import GAME
from gameshelf.games.kingdom_builder.bots.hard import HardBot
from tests.games.search_checks import (
    advanced,
    assert_bots_choose_legal_moves,
    assert_fast_path_plays_the_same_game,
    assert_same_choice_whatever_is_hidden,
    assert_think_reports_progress_then_a_legal_move,
)


def test_hard_bot_chooses_the_same_whatever_the_opponents_cards_and_the_deck_hold():
    state = advanced(GAME, 3, 4, 14)
    assert_same_choice_whatever_is_hidden(GAME, state, GAME.to_act(state)[0], HardBot(rounds=2))


def test_fast_path_plays_the_same_game_as_the_contract_path():
    for players, seed in ((2, 1), (4, 2)):
        assert_fast_path_plays_the_same_game(GAME, players, seed)


def test_easy_and_hard_bots_always_choose_legal_moves():
    bots = {"easy": GAME.bots()["easy"], "hard": HardBot(rounds=1)}
    assert_bots_choose_legal_moves(GAME, 2, 3, ["hard", "easy"], bots, 30)


def test_hard_bot_reports_progress_then_a_legal_move():
    state = advanced(GAME, 2, 5, 9)
    assert_think_reports_progress_then_a_legal_move(GAME, state, GAME.to_act(state)[0], HardBot(rounds=2))
