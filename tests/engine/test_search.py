"""The search toolkit: in-place playouts match the contract path, worlds never touch the view, Monte Carlo picks the best."""

import json
import time

import pytest

from gameshelf.engine import search
from gameshelf.engine.rng import Rng, seed_state
from gameshelf.games.ticket_to_ride import USA


def early_state(game, seed):
    """A two-player state just after both seats kept all their first tickets."""
    state = game.new(2, seed)
    for seat in game.to_act(state):
        state = game.apply(state, seat, game.legal_moves(state, seat)[-1])
    return state


def test_in_place_playout_plays_the_same_game_as_apply():
    start = early_state(USA, 4)
    contract, rng = start, Rng(seed_state(9))
    while USA.to_act(contract):
        seat = USA.to_act(contract)[0]
        contract = USA.apply(contract, seat, rng.choice(USA.legal_moves(contract, seat)))
    fast = search.copy_state(USA, start)
    played = search.playout(USA, fast, Rng(seed_state(9)))
    assert played > 20 and not USA.to_act(fast)
    assert json.dumps(fast, sort_keys=True) == json.dumps(contract, sort_keys=True)
    USA.check_invariants(fast)


def test_sampled_worlds_leave_the_view_alone_and_keep_what_the_seat_sees():
    state = early_state(USA, 5)
    view = USA.view(state, 1)
    before = json.dumps(view, sort_keys=True)
    rng = Rng(seed_state(3))
    for _ in range(3):
        world = search.sample_world(USA, view, 1, rng)
        search.playout(USA, world, rng)
        assert not USA.to_act(world)
    assert json.dumps(view, sort_keys=True) == before


def test_finish_returns_what_the_generator_returns():
    def thinking():
        yield 0.5
        return "move"

    assert search.finish(thinking()) == "move"


def test_flat_monte_carlo_picks_the_best_candidate_and_reports_progress():
    state = early_state(USA, 6)
    view = USA.view(state, 0)
    candidates = [{"type": "draw_deck"}, {"type": "draw_tickets"}, {"type": "draw_face_up", "slot": 0}]
    values = {"draw_deck": 1.0, "draw_tickets": 3.0, "draw_face_up": 2.0}
    progress = search.Progress(time.monotonic() + 60, rounds=4, interval=0)
    thinking = search.flat_monte_carlo(USA, view, 0, candidates, Rng(seed_state(1)), progress,
                                       lambda world, move, rng: values[move["type"]])
    reports = []
    try:
        while True:
            reports.append(next(thinking))
    except StopIteration as done:
        chosen = done.value
    assert chosen == {"type": "draw_tickets"}
    assert reports and reports == sorted(reports) and 0 <= reports[0] and reports[-1] <= 1
    assert progress.done == 4


def test_a_passed_deadline_keeps_the_default_without_playing_anything():
    view = USA.view(early_state(USA, 7), 0)
    played = []

    def evaluate(world, move, rng):
        played.append(move)
        return 0.0

    thinking = search.flat_monte_carlo(USA, view, 0, [{"type": "draw_deck"}, {"type": "draw_tickets"}],
                                       Rng(seed_state(1)), search.Progress(time.monotonic() - 1), evaluate)
    assert search.finish(thinking) == {"type": "draw_deck"} and len(played) <= 1


def test_a_deadline_inside_a_rollout_cuts_it_short():
    state = search.copy_state(USA, early_state(USA, 8))
    asked, played = [], []

    def stop():
        asked.append(len(played))
        return len(asked) == 3

    def counted(game, state, player, rng):
        played.append(player)
        return search.random_policy(game, state, player, rng)

    with pytest.raises(search.Expired):
        search.playout(USA, state, Rng(seed_state(2)), counted, stop=stop)
    assert asked == [0, search.STOP_EVERY, 2 * search.STOP_EVERY] and USA.to_act(state)


def test_a_round_cut_inside_a_rollout_is_dropped_and_the_search_ends():
    view = USA.view(early_state(USA, 9), 0)
    candidates = [{"type": "draw_deck"}, {"type": "draw_tickets"}]
    calls = []

    def evaluate(world, move, rng):
        calls.append(move)
        if len(calls) == 2 * search.MIN_WORLDS + 2:
            raise search.Expired
        return 1.0 if move["type"] == "draw_tickets" else 0.0

    progress = search.Progress(time.monotonic() + 60, rounds=10)
    chosen = search.finish(search.flat_monte_carlo(USA, view, 0, candidates, Rng(seed_state(1)), progress, evaluate))
    assert chosen == {"type": "draw_tickets"} and len(calls) == 2 * search.MIN_WORLDS + 2
    assert progress.done == search.MIN_WORLDS


def test_the_default_stands_until_the_paired_evidence_is_clear():
    steady = [[0.0] * 6, [1.0] * 6]
    assert search.departure([column[:search.MIN_WORLDS - 1] for column in steady]) == 0, "too few worlds"
    assert search.departure(steady) == 1
    noisy = [[0.0] * 6, [3.0, -2.0, 2.5, -1.5, 2.0, 0.5]]  # mean gain +0.75, but no clear sign
    assert search.departure(noisy) == 0
    assert search.departure(steady, edge=1.0) == 0, "the gain must clear the edge"
    many = [[0.0] * 6] + [[0.2 * (w % 3) for w in range(i, i + 6)] for i in range(8)]  # eight challengers, noise
    assert search.departure(many) == 0


def test_t_quantile_matches_the_table():
    for p, df, table in ((0.05, 3, 2.353), (0.025, 5, 2.571), (0.025, 9, 2.262), (0.005, 10, 3.169)):
        assert abs(search.t_quantile(p, df) - table) < 0.01 * table
