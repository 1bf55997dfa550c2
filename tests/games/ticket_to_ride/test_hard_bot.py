"""The Hard bot: it decides from its own view, reads the rival's tickets off the rival's routes, and is repeatable."""

import json
import time

from gameshelf.engine import search
from gameshelf.engine.rng import Rng, seed_state
from gameshelf.games.ticket_to_ride import NORDIC, USA
from gameshelf.games.ticket_to_ride.bots.normal import HeuristicBot, Plan
from gameshelf.games.ticket_to_ride.bots.hard import HardBot, PlannerBot
from tests.games.search_checks import (
    FAR, assert_same_choice_whatever_is_hidden, assert_think_reports_progress_then_a_legal_move,
)
from tests.games.ticket_to_ride.positions import own, route_id, set_face_up, set_hand, set_tickets, started, ticket_id

LOCO = "locomotive"


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


def test_a_passed_deadline_plays_the_planner_move():
    for game in (USA, NORDIC):
        state = midgame(game, 10, 30)
        seat = game.to_act(state)[0]
        view, legal = game.view(state, seat), game.legal_moves(state, seat)
        planned = PlannerBot().choose(game, view, legal, seat, Rng(seed_state(1)), time.monotonic() + FAR)
        assert HardBot().choose(game, view, legal, seat, Rng(seed_state(1)), search.clock() - 1) == planned


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


def test_the_planner_plans_fewer_longer_claims_than_normal():
    view = USA.view(started(USA, 2, seed=1), 0)
    normal = Plan(USA, view, 0).path("Duluth", "Toronto", set())[1]
    planner = PlannerBot().plan(USA, view, 0).path("Duluth", "Toronto", set())[1]
    assert sorted(normal) == sorted([route_id(USA, "Duluth", "Sault St. Marie"), route_id(USA, "Sault St. Marie", "Toronto")])
    assert planner == [route_id(USA, "Duluth", "Toronto")]


def test_the_planner_takes_a_face_up_locomotive_only_where_it_is_one_card_of_two():
    for game, taken in ((NORDIC, True), (USA, False)):
        state = started(game, 2, seed=2)
        set_tickets(state, 0, [ticket_id(USA, "Calgary", "Salt Lake City")] if game is USA else state["tickets"][0])
        set_face_up(state, ["white", LOCO, "white", "white", "white"])
        view, legal = game.view(state, 0), game.legal_moves(state, 0)
        plan = PlannerBot().plan(game, view, 0)
        draws = [m for m in legal if m["type"] in ("draw_face_up", "draw_deck")]
        move = PlannerBot().draw(plan, draws, plan.wanted(), view)
        assert (move == {"type": "draw_face_up", "slot": 1}) == taken
        assert HeuristicBot().draw(plan, draws, plan.wanted(), view) != {"type": "draw_face_up", "slot": 1}



def test_the_planner_tries_a_tunnel_only_with_two_cards_to_spare_for_its_extra_cost():
    tunnel = route_id(NORDIC, "Kristiansand", "Stavanger")

    def claims_tunnel(bot, hand):
        state = started(NORDIC, 2)
        set_tickets(state, 0, [ticket_id(NORDIC, "Oslo", "Stavanger")])
        own(NORDIC, state, 0, [route_id(NORDIC, "Kristiansand", "Oslo")])
        set_hand(state, 0, hand)
        move = bot.choose(NORDIC, NORDIC.view(state, 0), NORDIC.legal_moves(state, 0), 0, Rng(seed_state(1)), time.monotonic() + 1)
        return move["type"] == "claim" and move["route"] == tunnel

    assert NORDIC.board.route[tunnel]["kind"] == "tunnel" and NORDIC.board.route[tunnel]["length"] == 2
    assert claims_tunnel(HeuristicBot(), {"green": 2})
    assert not claims_tunnel(PlannerBot(), {"green": 2}) and not claims_tunnel(PlannerBot(), {"green": 3, "red": 4})
    assert claims_tunnel(PlannerBot(), {"green": 4}) and claims_tunnel(PlannerBot(), {"green": 3, LOCO: 1})
