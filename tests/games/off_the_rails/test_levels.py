"""Off the Rails' Easy and Hard bots (solo too), and the search fast path."""

from gameshelf.games.off_the_rails import GAME
from gameshelf.games.off_the_rails.bots.hard import HardBot
from tests.games.search_checks import (
    advanced,
    assert_bots_choose_legal_moves,
    assert_fast_path_plays_the_same_game,
    assert_same_choice_whatever_is_hidden,
    assert_think_reports_progress_then_a_legal_move,
)


def test_hard_bot_chooses_the_same_whatever_the_bag_decks_and_hidden_stockpiles_hold():
    for players, seed in ((2, 3), (1, 4)):
        state = advanced(GAME, players, seed, 12)
        assert_same_choice_whatever_is_hidden(GAME, state, GAME.to_act(state)[0], HardBot(rounds=1))


def test_fast_path_plays_the_same_game_as_the_contract_path():
    for players, seed, options in ((1, 5, None), (2, 6, None), (4, 7, {"bumper_carts": True})):
        assert_fast_path_plays_the_same_game(GAME, players, seed, options)


def test_easy_and_hard_bots_always_choose_legal_moves():
    bots = {"easy": GAME.bots()["easy"], "hard": HardBot(rounds=1)}
    assert_bots_choose_legal_moves(GAME, 2, 8, ["hard", "easy"], bots, 12)
    assert_bots_choose_legal_moves(GAME, 1, 9, ["hard"], bots, 8)


def test_hard_bot_reports_progress_then_a_legal_move():
    state = advanced(GAME, 2, 10, 6)
    assert_think_reports_progress_then_a_legal_move(GAME, state, GAME.to_act(state)[0], HardBot(rounds=1))
