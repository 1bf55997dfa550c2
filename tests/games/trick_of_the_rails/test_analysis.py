"""The analysis on a hand-built Trick of the Rails position: leaving a share that surely wins the game is a blunder."""

from gameshelf.engine import analysis
from gameshelf.engine.bots import finish
from tests.games.trick_of_the_rails.test_levels import GAME, NYC_LINE
from tests.games.trick_of_the_rails.test_rules import card, play, position


def next_to_last_trick():
    """Seat 2 plays last to the next-to-last trick: PRR-10 wins the NYC share (60, the game), PRR-2 hands it to seat 0."""
    railways = {"NYC": dict(NYC_LINE, locomotive="LOCO-3")}
    hands = [["PRR-5", "PRR-6"], ["PRR-3", "PRR-4"], ["PRR-2", "PRR-10"]]
    state = position(3, hands, ["NYC-EXCHANGE", "CO-EXCHANGE"], railways, leader=0)
    return play(state, (0, card("PRR-5")), (1, card("PRR-3")))


def judged(move):
    """The analysis's entry for seat 2 playing `move`."""
    result = finish(analysis.analyse_moves(GAME, "trick-of-the-rails", [next_to_last_trick()], [[2, move]], 2, 3, rounds=4))
    return result["decisions"][0]


def test_leaving_the_winning_share_is_a_blunder():
    entry = judged(card("PRR-2"))
    assert entry["best"] == card("PRR-10") and entry["mark"] == "blunder"
    assert (entry["played_value"], entry["best_value"], entry["low"]) == (0.0, 1.0, 1.0)


def test_taking_it_is_not_marked():
    entry = judged(card("PRR-10"))
    assert entry["best"] == card("PRR-10") and entry["cost"] == 0.0 and entry["mark"] is None
