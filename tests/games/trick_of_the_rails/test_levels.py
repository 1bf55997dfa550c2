"""Trick of the Rails' Easy and Hard bots (Teams too), Hard's playout policy, and the search fast path."""

import time

from gameshelf.engine import catalog, search
from gameshelf.engine.rng import Rng, seed_state
from gameshelf.games.trick_of_the_rails.bots.easy import EasyBot
from gameshelf.games.trick_of_the_rails.bots.hard import CANDIDATES, HardBot, QuickPlayer, known_voids, outcome
from gameshelf.games.trick_of_the_rails.bots.normal import HeuristicBot
from tests.games.search_checks import (
    advanced,
    assert_bots_choose_legal_moves,
    assert_fast_path_plays_the_same_game,
    assert_same_choice_whatever_is_hidden,
    assert_think_reports_progress_then_a_legal_move,
)
from tests.games.trick_of_the_rails.test_rules import card, play, position

GAME = catalog.get("trick-of-the-rails")
NYC_LINE = {"locomotive": None, "cards": ["NYC-STATION", "NYC-6", "NYC-3", "NYC-9"]}  # 10, 40, 30, 30


def choice(bot, state):
    """The bot's move for the seat to act, from that seat's view."""
    seat = GAME.to_act(state)[0]
    return bot.choose(GAME, GAME.view(state, seat), GAME.legal_moves(state, seat), seat, Rng(seed_state(1)), time.monotonic() + 60)


def give_shares(state, seat, cards):
    """Hand `seat` these out-of-game cards as shares."""
    for share in cards:
        state["removed"].remove(share)
        state["shares"][seat].append(share)


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


def test_easy_wins_the_locomotive_its_share_wants_with_the_card_that_beats_the_table():
    hands = [["PRR-5", "BO-1"], ["PRR-7", "BO-2"], ["PRR-9", "PRR-2"]]
    state = position(3, hands, ["LOCO-3", "CO-EXCHANGE"], {"NYC": NYC_LINE}, leader=0)
    give_shares(state, 2, ["NYC-EXCHANGE"])
    state = play(state, (0, card("PRR-5")), (1, card("PRR-7")))
    assert choice(EasyBot(), state) == card("PRR-9"), "PRR-9 wins the locomotive that makes its NYC share worth 60"
    state = play(state, (2, card("PRR-9")))
    assert choice(EasyBot(), state) == {"type": "locomotive", "company": "NYC"}


def test_easy_places_for_its_own_shares_where_normal_sees_a_rival_gain_more():
    state = position(3, [["PRR-5"], ["PRR-9"], ["CO-10"]], ["LOCO-3"], {"NYC": NYC_LINE}, leader=0)
    give_shares(state, 1, ["NYC-EXCHANGE"])
    give_shares(state, 0, ["NYC-1", "NYC-2", "NYC-4"])
    state = play(state, (0, card("PRR-5")), (1, card("PRR-9")), (2, card("CO-10")))
    assert choice(EasyBot(), state) == {"type": "locomotive", "company": "NYC"}, "a beginner thinks of its own share"
    assert choice(HeuristicBot(), state)["company"] != "NYC", "Normal sees the rival's three NYC shares"


def test_quick_player_takes_a_valuable_share_when_it_surely_wins():
    railways = {"NYC": dict(NYC_LINE, locomotive="LOCO-3")}
    hands = [["PRR-5", "PRR-6"], ["PRR-3", "PRR-4"], ["PRR-2", "PRR-10"]]
    state = position(3, hands, ["NYC-EXCHANGE", "CO-EXCHANGE"], railways, leader=0)
    state = play(state, (0, card("PRR-5")), (1, card("PRR-3")))
    legal = GAME.legal_moves(state, 2)
    assert QuickPlayer()(GAME, state, 2, None) == card("PRR-10"), "PRR-10 wins the NYC share worth 60; PRR-2 keeps a worthless PRR"


def test_quick_player_plays_legal_moves_and_never_draws_on_its_random_numbers():
    for players, options in ((3, None), (5, {"expert": True}), (4, {"teams": True})):
        start = advanced(GAME, players, 21, 3, options)
        games = []
        for seed in (1, 2):
            moves = []

            player_of_playout = QuickPlayer()

            def checked(game, state, player, rng):
                move = player_of_playout(game, state, player, rng)
                assert move in game.legal_moves(state, player)
                moves.append(move)
                return move

            state = search.copy_state(GAME, start)
            search.playout(GAME, state, Rng(seed_state(seed)), checked)
            assert not GAME.to_act(state)
            GAME.check_invariants(state)
            games.append(moves)
        assert games[0] == games[1], "the same world plays out the same way, whatever the random numbers"


def test_quick_player_plays_each_seat_as_normal_would_from_its_own_seat():
    for players, options in ((3, None), (4, {"teams": True}), (5, {"expert": True})):
        for seed in range(6):
            state = GAME.new(players, seed, options)
            while GAME.to_act(state):
                seat = GAME.to_act(state)[0]
                legal = GAME.legal_moves(state, seat)
                normal = HeuristicBot().choose(GAME, GAME.view(state, seat), legal, seat, None, float("inf"))
                assert QuickPlayer()(GAME, state, seat, None) == normal, f"seed {seed}: the playout player left Normal's move"
                state = GAME.apply(state, seat, normal)


def test_a_seat_that_did_not_follow_is_known_void_and_sampled_deals_respect_it():
    hands = [["PRR-5", "PRR-8"], ["CO-3", "NYC-4"], ["PRR-2", "PRR-6"]]
    state = position(3, hands, ["NYC-EXCHANGE", "CO-EXCHANGE"], leader=0)
    state = play(state, (0, card("PRR-5")), (1, card("CO-3")))
    view = GAME.view(state, 2)
    assert known_voids(view) == {1: {"PRR"}}, "seat 1 played CO on a PRR lead: it holds no PRR"
    for seed in range(20):
        world = HardBot().sample_world(GAME, view, 2, Rng(seed_state(seed)))
        assert world["hands"][:2] == [["PRR-8"], ["NYC-4"]], "the only deal of PRR-8 and NYC-4 that keeps seat 1 void in PRR"
        GAME.check_invariants(world)
