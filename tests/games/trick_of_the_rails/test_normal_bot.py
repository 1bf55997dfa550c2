"""Trick of the Rails' Normal bot: the outlook of share values it plays by, and the choices it makes."""

import time

from gameshelf.engine import tournament
from gameshelf.engine.rng import Rng, seed_state
from gameshelf.games.trick_of_the_rails import cards as C
from gameshelf.games.trick_of_the_rails.bots.easy import EasyBot
from gameshelf.games.trick_of_the_rails.bots.normal import HeuristicBot, hand_counts
from gameshelf.games.trick_of_the_rails.bots.outlook import company_outlook, keep_rate, stakes, to_come
from tests.games.trick_of_the_rails.test_rules import GAME, card, play, position

NYC_LINE = {"locomotive": None, "cards": ["NYC-STATION", "NYC-6", "NYC-3", "NYC-9"]}  # 10, 40, 30, 30


def choice(state):
    """The Normal bot's move for the seat to act, from that seat's view."""
    seat = GAME.to_act(state)[0]
    legal = GAME.legal_moves(state, seat)
    return HeuristicBot().choose(GAME, GAME.view(state, seat), legal, seat, Rng(seed_state(1)), time.monotonic() + 60)


def test_the_outlook_counts_the_cards_still_to_come():
    nothing = to_come([], ["LOCO-INF"], [])["NYC"]
    more = to_come(["NYC-1", "NYC-5"], ["CITY-NEWYORK"], [])["NYC"]
    assert nothing == [0.0, 0.0] and more == [2.0, 40.0], "every held card is built in an operating round"
    assert company_outlook(NYC_LINE, ["LOCO-INF"], nothing) == 110 - 80
    assert company_outlook(NYC_LINE, ["LOCO-INF"], more) == 150 - 80
    assert company_outlook(NYC_LINE, ["LOCO-3", "LOCO-INF"], nothing) == ((100 - 40) + (110 - 80)) / 2
    assert company_outlook(NYC_LINE, [], more) == 0, "a railway that gets no locomotive pays nothing"
    assert company_outlook(dict(NYC_LINE, locomotive="LOCO-3"), [], more) == 100 - 40


def test_in_teams_the_stakes_are_the_pairs():
    shares = [["NYC-1"], ["NYC-2", "NYC-3"], ["NYC-4", "NYC-5"], []]
    assert stakes(shares, False, 0)["NYC"] == 1 - 4 / 3
    assert stakes(shares, True, 0)["NYC"] == 3 - 2


def test_cards_in_hand_count_as_shares_to_come():
    hands = [["NYC-1", "NYC-2", "BO-1"], ["NYC-3", "PRR-1", "BO-2"], ["PRR-2", "PRR-3", "BO-3"]]
    view = GAME.view(position(3, hands, ["BO-EXCHANGE", "LOCO-3", "CO-EXCHANGE"]), 0)
    assert hand_counts(view)[1] == {"BO": 1.0, "CO": 0, "ERIE": 0, "NYC": 0.5, "PRR": 1.5}, "the unseen cards, spread by hand size"
    assert keep_rate(view["lane"][1:]) == 0.5 * 0.5, "half the later tricks are stock rounds"
    normal = HeuristicBot.stakes(view, 0)
    assert (normal["NYC"], normal["PRR"]) == (0.25 * (2 - 0.5), 0.25 * -1.5)
    easy = EasyBot.stakes(view, 0)
    assert (easy["NYC"], easy["PRR"]) == (0.25 * 2, 0), "a beginner counts only its own hand"


def test_the_winner_puts_a_locomotive_where_its_shares_gain():
    state = position(3, [["PRR-5"], ["PRR-9"], ["CO-10"]], ["LOCO-3"], {"NYC": NYC_LINE}, leader=0)
    state["shares"][1] = ["NYC-EXCHANGE"]
    state["removed"].remove("NYC-EXCHANGE")
    state = play(state, (0, card("PRR-5")), (1, card("PRR-9")), (2, card("CO-10")))
    assert choice(state) == {"type": "locomotive", "company": "NYC"}
    state["shares"][0], state["shares"][1] = ["NYC-EXCHANGE"], ["CO-EXCHANGE"]
    assert choice(state)["company"] != "NYC", "the locomotive would make a rival's share worth 60"


def test_a_seat_that_cannot_follow_keeps_a_share_of_the_better_company():
    railways = {"NYC": dict(NYC_LINE, locomotive="LOCO-3"), "ERIE": {"locomotive": "LOCO-6", "cards": ["ERIE-STATION"]}}
    hands = [["PRR-5", "PRR-6"], ["PRR-9", "PRR-8"], ["ERIE-9", "NYC-7"]]
    state = position(3, hands, ["BO-EXCHANGE", "CO-EXCHANGE"], railways, leader=0)
    state = play(state, (0, card("PRR-5")), (1, card("PRR-9")))
    assert choice(state) == card("NYC-7"), "a share of NYC is worth 60, one of Erie nothing"


def test_a_seat_that_can_win_a_valuable_share_takes_it():
    railways = {"NYC": dict(NYC_LINE, locomotive="LOCO-3")}
    hands = [["PRR-5", "PRR-6"], ["PRR-2", "PRR-10"], ["ERIE-9", "CO-7"]]
    state = position(3, hands, ["NYC-EXCHANGE", "CO-EXCHANGE"], railways, leader=0)
    state = play(state, (0, card("PRR-5")))
    assert choice(state) == card("PRR-10"), "PRR-10 wins the NYC share; PRR-2 would leave a worthless PRR share"


def test_easy_sits_between_random_and_normal():
    easy = tournament.run("trick-of-the-rails", 4, ["easy", "random"], 24, 1.0, seed=300)["bots"]
    normal = tournament.run("trick-of-the-rails", 4, ["heuristic", "easy"], 24, 1.0, seed=300)["bots"]
    assert easy["easy"]["win_rate"] >= 0.65 and easy["easy"]["mean_margin"] > 0
    assert normal["heuristic"]["win_rate"] >= 0.55 and normal["heuristic"]["mean_margin"] > normal["easy"]["mean_margin"]
