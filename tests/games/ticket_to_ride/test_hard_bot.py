"""The Hard bot: it decides from its own view, reads the rival's tickets off the rival's routes, and is repeatable."""

import json
import time

from gameshelf.engine import search
from gameshelf.engine.rng import Rng, seed_state
from gameshelf.games.ticket_to_ride import NORDIC, USA
from gameshelf.games.ticket_to_ride.bots import (
    CARD_VALUE, HORIZON, HardBot, HeuristicBot, estimated_points, horizon_value,
)
from tests.games.search_checks import (
    FAR, assert_same_choice_whatever_is_hidden, assert_think_reports_progress_then_a_legal_move,
)
from tests.games.ticket_to_ride.positions import own, route_id, set_tickets, started, ticket_id


def midgame(game, seed, moves):
    """The state after `moves` moves of two Normal bots from a seeded deal (and the end of a turn begun)."""
    state, bot, number = game.new(2, seed), HeuristicBot(), 0
    while number < moves or state["pending"] is not None:
        number += 1
        seat = game.to_act(state)[0]
        move = bot.choose(game, game.view(state, seat), game.legal_moves(state, seat), seat, Rng(seed_state(number)),
                          time.monotonic() + FAR)
        state = game.apply(state, seat, move)
    return state


def test_hard_bot_chooses_the_same_whatever_the_opponent_secretly_holds():
    state = started(USA, 2, seed=4)
    other = USA.copy_state(state)
    hidden_hand = other["hands"][1]
    other["deck"] += [kind for kind, n in hidden_hand.items() for _ in range(n)]
    other["hands"][1] = {}
    for _ in range(sum(hidden_hand.values())):
        kind = other["deck"].pop(0)
        other["hands"][1][kind] = other["hands"][1].get(kind, 0) + 1
    swapped = other["ticket_deck"][:len(other["tickets"][1])]
    other["ticket_deck"] = other["ticket_deck"][len(swapped):] + other["tickets"][1]
    other["tickets"][1] = sorted(swapped)
    USA.check_invariants(other)
    assert other["hands"][1] != state["hands"][1] and other["tickets"][1] != state["tickets"][1]
    view = USA.view(state, 0)
    assert USA.view(other, 0) == view
    bot = HardBot(rounds=2)
    moves = [bot.choose(USA, USA.view(s, 0), USA.legal_moves(s, 0), 0, Rng(seed_state(5)), time.monotonic() + 60)
             for s in (state, other)]
    assert moves[0] == moves[1]


def test_hard_bot_reports_progress_then_a_legal_move():
    assert_think_reports_progress_then_a_legal_move(NORDIC, started(NORDIC, 2, seed=6), 0, HardBot(rounds=2))


def test_mid_game_choice_is_the_same_whatever_the_rival_secretly_holds():
    for game, seed in ((USA, 3), (NORDIC, 4)):
        state = midgame(game, seed, 40)
        seat = game.to_act(state)[0]
        assert any(r["owner"] == 1 - seat for r in game.view(state, seat)["routes"]), "the rival has routes to read"
        assert_same_choice_whatever_is_hidden(game, state, seat, HardBot(rounds=2))


def test_same_view_and_seed_give_byte_identical_choices():
    for game, seed in ((USA, 5), (NORDIC, 6)):
        state = midgame(game, seed, 30)
        seat = game.to_act(state)[0]
        view, legal = game.view(state, seat), game.legal_moves(state, seat)
        assert len(HardBot().candidates(game, view, legal, seat, Rng(seed_state(7)))) > 2
        moves = [HardBot(rounds=3).choose(game, view, legal, seat, Rng(seed_state(7)), time.monotonic() + FAR)
                 for _ in range(2)]
        assert json.dumps(moves[0]) == json.dumps(moves[1])


def test_sampled_worlds_deal_the_rival_tickets_its_routes_serve():
    state = started(USA, 2, seed=8)
    served = ticket_id(USA, "Calgary", "Salt Lake City")
    set_tickets(state, 0, [t for t in state["tickets"][0] if t != served])
    set_tickets(state, 1, [served] + [t for t in state["tickets"][1] if t != served][:1])
    own(USA, state, 1, [route_id(USA, "Calgary", "Helena"), route_id(USA, "Helena", "Salt Lake City")])
    USA.check_invariants(state)
    view = USA.view(state, 0)
    text = json.dumps(view, sort_keys=True)
    bot, rng, held, worlds = HardBot(), Rng(seed_state(9)), 0, 200
    for _ in range(worlds):
        world = bot.sample_world(USA, view, 0, rng)
        USA.check_invariants(world)
        assert USA.view(world, 0) == view
        held += served in world["tickets"][1]
    assert json.dumps(view, sort_keys=True) == text
    hidden = len(USA.board.tickets) - len(state["tickets"][0])
    uniform = worlds * len(state["tickets"][1]) / hidden  # how often a blind deal would give it
    assert held > 4 * uniform


def test_a_passed_deadline_plays_the_heuristic_move():
    state = midgame(USA, 10, 30)
    seat = USA.to_act(state)[0]
    view, legal = USA.view(state, seat), USA.legal_moves(state, seat)
    heuristic = HeuristicBot().choose(USA, view, legal, seat, Rng(seed_state(1)), time.monotonic() + FAR)
    assert HardBot().choose(USA, view, legal, seat, Rng(seed_state(1)), search.clock() - 1) == heuristic


def test_a_deadline_passing_inside_a_rollout_stops_the_search_within_a_few_moves(monkeypatch):
    state = midgame(NORDIC, 11, 30)
    seat = NORDIC.to_act(state)[0]
    view, legal = NORDIC.view(state, seat), NORDIC.legal_moves(state, seat)
    played, late = [], []  # every simulated move; those after the deadline
    perform = search.perform

    def counted(game, state, player, move):
        (late if len(played) >= 100 else played).append(move)
        perform(game, state, player, move)

    monkeypatch.setattr(search, "perform", counted)
    monkeypatch.setattr(search, "clock", lambda: 0.0 if len(played) < 100 else 10.0)  # passes in the first rollout
    move = HardBot().choose(NORDIC, view, legal, seat, Rng(seed_state(3)), 5.0)
    assert move in legal and len(played) == 100
    assert len(late) <= search.STOP_EVERY


def ticket_position(connected, spent=False):
    """Seat 0 holds only Calgary - Salt Lake City and owns Calgary - Helena plus a 3-train route: Helena - Salt Lake
    City (`connected`) or one far away; when `spent`, it has also laid far routes until fewer than 3 trains are left."""
    state = started(USA, 2, seed=8)
    set_tickets(state, 0, [ticket_id(USA, "Calgary", "Salt Lake City")])
    last = route_id(USA, "Helena", "Salt Lake City")
    near = {"Calgary", "Helena", "Salt Lake City"}
    far = [r["id"] for r in USA.board.routes if r["a"] not in near and r["b"] not in near and r["length"] == 3]
    own(USA, state, 0, [route_id(USA, "Calgary", "Helena"), last if connected else far[0]])
    for route in sorted(USA.board.routes, key=lambda r: -r["length"]):
        if spent and state["trains"][0] >= 3 and route["length"] <= state["trains"][0] and not near & {route["a"], route["b"]} \
                and state["owners"][USA.board.index[route["id"]]] is None and USA.claimable(state, 0, route):
            own(USA, state, 0, [route["id"]])
    USA.check_invariants(state)
    return state


def test_the_horizon_estimate_ranks_a_finished_ticket_above_an_unfinished_one():
    done, open_ = ticket_position(True), ticket_position(False)
    assert done["points"] == open_["points"] and done["trains"] == open_["trains"]
    points = USA.board.tickets[ticket_id(USA, "Calgary", "Salt Lake City")]["points"]
    assert 0 < estimated_points(USA, done, 0) - estimated_points(USA, open_, 0) < points / 2  # early: time to finish
    assert horizon_value(USA, done, 0) > horizon_value(USA, open_, 0)
    for state in (done, open_):
        state["turns_left"] = 2  # the last round: one turn each
    assert estimated_points(USA, done, 0) - estimated_points(USA, open_, 0) > points
    assert horizon_value(USA, done, 0) > horizon_value(USA, open_, 0)


def test_an_unfinished_ticket_counts_against_a_seat_without_the_trains_for_it():
    rich, poor = ticket_position(False), ticket_position(False, spent=True)
    assert poor["trains"][0] < 3  # Helena - Salt Lake City needs 3
    points = USA.board.tickets[ticket_id(USA, "Calgary", "Salt Lake City")]["points"]
    route_points = poor["points"][0] - rich["points"][0]
    assert estimated_points(USA, rich, 0) > 0
    assert estimated_points(USA, poor, 0) == poor["points"][0] + sum(poor["hands"][0].values()) * CARD_VALUE - points
    assert estimated_points(USA, poor, 0) - route_points < estimated_points(USA, rich, 0)


def test_a_rollout_stops_once_the_bot_and_its_rival_have_played_the_horizon_turns(monkeypatch):
    for game, seed in ((USA, 12), (NORDIC, 13)):
        state = midgame(game, seed, 20)
        seat = game.to_act(state)[0]
        world = HardBot().sample_world(game, game.view(state, seat), seat, Rng(seed_state(2)))
        search.perform(game, world, seat, {"type": "draw_deck"})
        turns = []  # whose turn each simulated move was played in
        perform = search.perform

        def counted(game, state, player, move):
            turns.append(state["turn"])
            perform(game, state, player, move)

        monkeypatch.setattr(search, "perform", counted)
        bot = HardBot()
        bot.to_the_end = False  # as after candidates without tickets among them
        bot.rollout(game, world, seat, Rng(seed_state(3)), None)
        monkeypatch.undo()
        changes = [t for i, t in enumerate(turns) if i == 0 or t != turns[i - 1]]
        assert game.to_act(world) and world["turn"] == seat and world["pending"] is None
        assert changes[0] == seat and changes.count(seat) == HORIZON + 1 and changes.count(1 - seat) == HORIZON + 1
