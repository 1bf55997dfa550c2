"""The heuristic bot's choices on hand-built positions (its speed is measured by `build.py bench`)."""

import time

from gameshelf.engine.rng import Rng, seed_state
from gameshelf.engine.simulate import play_out
from gameshelf.games.ticket_to_ride import NORDIC, USA
from gameshelf.games.ticket_to_ride.bots.normal import HeuristicBot
from gameshelf.games.ticket_to_ride.bots.hard import HardBot
from tests.games.search_checks import assert_bots_choose_legal_moves
from tests.games.ticket_to_ride.positions import (
    own, route_id, set_face_up, set_hand, set_tickets, stack_deck, started, ticket_id,
)

LOCO = "locomotive"


def choice(game, state, seat, deadline=None):
    """The heuristic bot's move for a seat, from that seat's view."""
    bot = game.bots()["heuristic"]
    deadline = time.monotonic() + 1.0 if deadline is None else deadline
    return bot.choose(game, game.view(state, seat), game.legal_moves(state, seat), seat, Rng(seed_state(1)), deadline)


def test_keeps_reachable_tickets_and_drops_one_that_is_cut_off():
    state = USA.new(2, 3)
    state = USA.apply(state, 1, {"type": "keep_tickets", "keep": state["offered"][1]})
    own(USA, state, 1, [route_id(USA, "Atlanta", "Miami"), route_id(USA, "Charleston", "Miami"),
                        route_id(USA, "Miami", "New Orleans")])
    cut_off = ticket_id(USA, "Los Angeles", "Miami")
    offer = sorted([cut_off, ticket_id(USA, "Denver", "Pittsburgh"), ticket_id(USA, "Chicago", "Santa Fe")])
    assert not set(offer) & set(state["tickets"][1])
    state["ticket_deck"] = [t for t in state["ticket_deck"] + state["offered"][0] if t not in offer]
    state["offered"][0] = offer
    USA.check_invariants(state)
    move = choice(USA, state, 0)
    assert move["type"] == "keep_tickets" and cut_off not in move["keep"]


def test_claims_a_route_its_ticket_needs():
    state = started(USA, 2)
    set_tickets(state, 0, [ticket_id(USA, "Calgary", "Salt Lake City")])
    set_hand(state, 0, {"red": 4})
    assert choice(USA, state, 0) == {"type": "claim", "route": route_id(USA, "Calgary", "Helena"), "cards": {"red": 4}}


def test_draws_the_color_its_routes_need():
    state = started(USA, 2)
    set_tickets(state, 0, [ticket_id(USA, "Calgary", "Salt Lake City")])
    own(USA, state, 0, [route_id(USA, "Calgary", "Helena")])
    set_hand(state, 0, {"red": 1})
    set_face_up(state, ["red", "blue", "purple", "green", "white"])
    assert choice(USA, state, 0) == {"type": "draw_face_up", "slot": 2}  # Helena-Salt Lake City is purple


def test_no_new_tickets_late_in_the_game():
    state = started(USA, 2)
    own(USA, state, 0, [15, 40, 44, 46])  # 24 trains used
    set_tickets(state, 0, [ticket_id(USA, "Helena", "Los Angeles")])
    own(USA, state, 0, [route_id(USA, "Helena", "Salt Lake City"), route_id(USA, "Las Vegas", "Salt Lake City"),
                        route_id(USA, "Las Vegas", "Los Angeles")])  # the ticket is done; 13 trains left
    set_hand(state, 0, {})
    assert state["trains"][0] == 13
    early = choice(USA, state, 0)
    own(USA, state, 0, [route_id(USA, "Denver", "Helena")])  # 9 trains left
    late = choice(USA, state, 0)
    assert early == {"type": "draw_tickets"} and late["type"] != "draw_tickets"


def test_pays_a_tunnel_when_it_can():
    state = started(NORDIC, 2)
    set_tickets(state, 0, [ticket_id(NORDIC, "Oslo", "København")])
    set_hand(state, 0, {"purple": 3})
    stack_deck(state, ["purple", "red", "blue"])
    state = NORDIC.apply(state, 0, {"type": "claim", "route": 48, "cards": {"purple": 2}})
    assert choice(NORDIC, state, 0) == {"type": "tunnel_pay", "cards": {"purple": 1}}


def test_ticket_choice_is_made_even_past_its_deadline():
    state = NORDIC.new(3, 8)
    move = choice(NORDIC, state, 0, deadline=time.monotonic() - 1)
    assert move["type"] == "keep_tickets"


def test_every_decision_is_legal(monkeypatch):
    original = HeuristicBot.choose
    decisions = []

    def checked(self, game, view, legal, *rest):
        move = original(self, game, view, legal, *rest)
        assert move in legal
        decisions.append(move)
        return move

    monkeypatch.setattr(HeuristicBot, "choose", checked)
    for game_id, players in (("ticket-to-ride", 5), ("ticket-to-ride-nordic", 3)):
        play_out(game_id, players, 21, ["heuristic"], check=False)
    assert len(decisions) > 100


def test_easy_and_hard_bots_always_choose_legal_moves():
    for game in (USA, NORDIC):
        bots = {"easy": game.bots()["easy"], "hard": HardBot(rounds=1)}
        assert_bots_choose_legal_moves(game, 2, 12, ["hard", "easy"], bots, 30)


def test_easy_bot_keeps_every_first_ticket():
    state = USA.new(2, 2)
    move = choice_of(USA, "easy", state, 0)
    assert move == {"type": "keep_tickets", "keep": state["offered"][0]}


def choice_of(game, level, state, seat):
    """The named bot's move for a seat, from that seat's view."""
    bot = game.bots()[level]
    return bot.choose(game, game.view(state, seat), game.legal_moves(state, seat), seat, Rng(seed_state(1)),
                      time.monotonic() + 1.0)
