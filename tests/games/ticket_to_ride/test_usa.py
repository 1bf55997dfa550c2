"""Ticket to Ride (USA) rules on hand-built positions with known outcomes."""

import pytest

from gameshelf.engine.game import IllegalMove
from gameshelf.games.ticket_to_ride import USA
from tests.games.ticket_to_ride.positions import (
    claims, empty_piles, own, route_id, set_face_up, set_hand, set_tickets, stack_deck, started, ticket_id,
)

LOCO = "locomotive"
DRAW_DECK = {"type": "draw_deck"}


def play(state, seat, move):
    """Apply a move and check every invariant afterwards."""
    state = USA.apply(state, seat, move)
    USA.check_invariants(state)
    return state


# ---- setup -----------------------------------------------------------------------------
def test_setup_deals_cards_and_lets_everyone_choose_tickets_at_once():
    state = USA.new(3, 5)
    USA.check_invariants(state)
    assert USA.to_act(state) == [0, 1, 2]
    assert all(sum(h.values()) == 4 for h in state["hands"])
    assert None not in state["face_up"] and state["face_up"].count(LOCO) < 3
    keeps = USA.legal_moves(state, 1)
    assert sorted(len(m["keep"]) for m in keeps) == [2, 2, 2, 3]
    offered = state["offered"][1]
    with pytest.raises(IllegalMove):
        USA.apply(state, 1, {"type": "keep_tickets", "keep": offered[:1]})
    view = USA.view(state, 1)
    assert view["phase"] == "setup" and view["turn"] is None and view["pending"] is None
    assert [t["id"] for t in view["players"][1]["offered"]] == offered
    assert view["players"][0]["offered"] is None and view["players"][0]["hand"] is None
    state = play(state, 1, {"type": "keep_tickets", "keep": offered[1:]})
    assert state["ticket_deck"][0] == offered[0], "a returned ticket goes under the deck"
    assert USA.to_act(state) == [0, 2]
    for seat in (2, 0):
        state = play(state, seat, keeps[0] | {"keep": state["offered"][seat][:2]})
    assert state["phase"] == "play" and USA.to_act(state) == [state["turn"]]


# ---- drawing cards ---------------------------------------------------------------------
def test_face_up_locomotive_as_first_card_is_the_whole_draw():
    state = started(USA, 2)
    set_face_up(state, [LOCO, "red", "blue", "green", "white"])
    stack_deck(state, ["black"])
    state = play(state, 0, {"type": "draw_face_up", "slot": 0})
    assert state["hands"][0].get(LOCO) == 1 + started(USA, 2)["hands"][0].get(LOCO, 0)
    assert state["turn"] == 1 and state["pending"] is None


def test_face_up_locomotive_never_the_second_card_even_as_a_refill():
    state = started(USA, 2)
    set_face_up(state, [LOCO, "red", "blue", "green", "white"])
    stack_deck(state, [LOCO])  # refills the red slot
    state = play(state, 0, {"type": "draw_face_up", "slot": 1})
    assert state["face_up"][1] == LOCO and state["pending"] == {"kind": "second_card"}
    second = USA.legal_moves(state, 0)
    assert {"type": "draw_face_up", "slot": 0} not in second and {"type": "draw_face_up", "slot": 1} not in second
    assert {"type": "draw_face_up", "slot": 2} in second and DRAW_DECK in second
    with pytest.raises(IllegalMove):
        USA.apply(state, 0, {"type": "draw_face_up", "slot": 0})
    assert USA.view(state, 1)["pending"] == {"kind": "second_card", "seat": 0}


def test_blind_locomotive_is_an_ordinary_card():
    state = started(USA, 2)
    before = state["hands"][0].get(LOCO, 0)
    stack_deck(state, [LOCO, LOCO])
    state = play(state, 0, DRAW_DECK)
    assert state["turn"] == 0 and state["pending"] == {"kind": "second_card"}
    state = play(state, 0, DRAW_DECK)
    assert state["hands"][0][LOCO] == before + 2 and state["turn"] == 1


def test_three_locomotives_reset_the_display_repeatedly():
    state = started(USA, 2)
    set_face_up(state, [LOCO, LOCO, "red", "blue", "green"])
    clean = ["white", "black", "orange", "purple", "yellow"]
    stack_deck(state, [LOCO, LOCO, LOCO, LOCO, "white", "black"] + clean)
    discard = len(state["discard"])
    state = play(state, 0, {"type": "draw_face_up", "slot": 2})
    # the refill showed a third locomotive: reset; the next five held three more: reset again
    assert state["face_up"] == clean
    assert len(state["discard"]) == discard + 10


def test_three_locomotive_reset_stops_when_no_clean_display_can_be_made():
    state = started(USA, 2)
    set_face_up(state, [LOCO, LOCO, "red", "blue", "green"])
    empty_piles(state, keep_deck=[LOCO])
    state = play(state, 0, {"type": "draw_face_up", "slot": 2})
    assert state["face_up"] == [LOCO, LOCO, LOCO, "blue", "green"]
    assert state["deck"] == [] and state["discard"] == []


def test_deck_exhaustion_reshuffles_the_discard_then_empties_and_ends_a_draw_early():
    state = started(USA, 2)
    empty_piles(state, keep_deck=["red"])
    state["hands"][1]["blue"] -= 1
    state["discard"] = ["blue"]
    state = play(state, 0, DRAW_DECK)  # the red
    state = play(state, 0, DRAW_DECK)  # the discard became the deck
    assert state["deck"] == [] and state["discard"] == [] and state["turn"] == 1
    assert DRAW_DECK not in USA.legal_moves(state, 1)
    # with an empty deck and only a face-up locomotive left after the first card, the draw ends
    for card in state["face_up"] + ["blue"]:
        state["hands"][1][card] = state["hands"][1].get(card, 0) + 1
    state["hands"][1][LOCO] -= 1
    state["hands"][1]["red"] -= 1
    state["hands"][0]["blue"] -= 1
    state["face_up"] = [LOCO, "red", None, None, None]
    state = play(state, 1, {"type": "draw_face_up", "slot": 1})
    assert state["turn"] == 0 and state["face_up"] == [LOCO, None, None, None, None]


# ---- claiming --------------------------------------------------------------------------
def test_gray_and_colored_routes_offer_every_payment():
    state = started(USA, 2)
    set_hand(state, 0, {"red": 2, "blue": 3, LOCO: 2})
    gray = route_id(USA, "Atlanta", "Charleston")
    assert sorted(map(sorted_items, claims(USA, state, 0, gray))) == sorted(map(sorted_items, [
        {"red": 2}, {"blue": 2}, {"red": 1, LOCO: 1}, {"blue": 1, LOCO: 1}, {LOCO: 2}]))
    red = route_id(USA, "Boston", "New York", "red")
    assert sorted(map(sorted_items, claims(USA, state, 0, red))) == sorted(map(sorted_items, [
        {"red": 2}, {"red": 1, LOCO: 1}, {LOCO: 2}]))
    with pytest.raises(IllegalMove):
        USA.apply(state, 0, {"type": "claim", "route": red, "cards": {"blue": 2}})
    with pytest.raises(IllegalMove):
        USA.apply(state, 0, {"type": "claim", "route": gray, "cards": {"red": 1, "blue": 1}})
    state = play(state, 0, {"type": "claim", "route": red, "cards": {"red": 1, LOCO: 1}})
    assert state["points"][0] == 2 and state["trains"][0] == 43 and state["turn"] == 1
    assert state["hands"][0] == {"red": 1, "blue": 3, LOCO: 1}


def sorted_items(cards):
    """A comparable form of a payment."""
    return sorted(cards.items())


def test_a_route_needs_enough_trains():
    state = started(USA, 2)
    own(USA, state, 0, [15, 40, 44, 46, 47, 71, 88])  # 42 trains: 3 left
    set_hand(state, 0, {"red": 6})
    assert claims(USA, state, 0, route_id(USA, "Boston", "New York", "red")) == [{"red": 2}]
    assert claims(USA, state, 0, route_id(USA, "Miami", "New Orleans")) == []


@pytest.mark.parametrize("players", [2, 3])
def test_double_routes_close_with_two_or_three_players(players):
    state = started(USA, players)
    set_hand(state, 0, {"red": 2})
    set_hand(state, 1, {"yellow": 2})
    red, yellow = route_id(USA, "Boston", "New York", "red"), route_id(USA, "Boston", "New York", "yellow")
    state = play(state, 0, {"type": "claim", "route": red, "cards": {"red": 2}})
    assert USA.view(state, None)["closed"] == [yellow]
    assert claims(USA, state, 1, yellow) == []
    with pytest.raises(IllegalMove):
        USA.apply(state, 1, {"type": "claim", "route": yellow, "cards": {"yellow": 2}})


@pytest.mark.parametrize("players", [4, 5])
def test_double_routes_open_to_another_player_with_four_or_five(players):
    state = started(USA, players)
    set_hand(state, 0, {"red": 2, "yellow": 2})
    set_hand(state, 1, {"yellow": 2})
    red, yellow = route_id(USA, "Boston", "New York", "red"), route_id(USA, "Boston", "New York", "yellow")
    state = play(state, 0, {"type": "claim", "route": red, "cards": {"red": 2}})
    assert USA.view(state, None)["closed"] == []
    state["turn"] = 0  # the same player may never take the second lane
    assert claims(USA, state, 0, yellow) == []
    state["turn"] = 1
    state = play(state, 1, {"type": "claim", "route": yellow, "cards": {"yellow": 2}})
    assert [r["owner"] for r in USA.view(state, None)["routes"] if r["id"] in (red, yellow)] == [0, 1]


# ---- tickets ---------------------------------------------------------------------------
def test_ticket_draw_offers_what_is_left_and_empty_deck_blocks_it():
    state = started(USA, 2)
    rest = state["ticket_deck"]
    state["tickets"][1] += rest[2:]
    state["ticket_deck"] = rest[:2]
    state = play(state, 0, {"type": "draw_tickets"})
    assert sorted(state["offered"][0]) == sorted(rest[:2])
    view = USA.view(state, 1)
    assert view["pending"] == {"kind": "tickets", "seat": 0, "keep_min": 1, "offered": None}
    assert len(USA.legal_moves(state, 0)) == 3
    state = play(state, 0, {"type": "keep_tickets", "keep": [min(rest[:2])]})
    assert state["ticket_deck"] == [max(rest[:2])] and state["turn"] == 1
    state["tickets"][1].append(state["ticket_deck"].pop())
    assert {"type": "draw_tickets"} not in USA.legal_moves(state, 1)


def test_tickets_score_plus_when_joined_and_minus_when_not():
    state = started(USA, 2)
    own(USA, state, 0, [route_id(USA, "Calgary", "Helena"), route_id(USA, "Helena", "Salt Lake City")])
    set_tickets(state, 0, [ticket_id(USA, "Calgary", "Salt Lake City"), ticket_id(USA, "Denver", "El Paso")])
    set_tickets(state, 1, [])
    USA.check_invariants(state)
    score = USA.score(state)
    assert score["players"][0]["breakdown"] == {"routes": 11, "tickets": 7 - 4, "longest-path": 10}
    tickets = USA.view(state, 0)["players"][0]["tickets"]
    assert sorted((t["points"], t["completed"]) for t in tickets) == [(4, False), (7, True)]


# ---- longest path ----------------------------------------------------------------------
def test_longest_path_runs_round_a_loop_and_out_along_the_longer_branch():
    state = started(USA, 2)
    loop = [91, 88, 52, 53]  # Seattle-Portland-Salt Lake City-Helena-Seattle: 16 trains
    own(USA, state, 0, loop + [99, 54])  # branches: Seattle-Vancouver (1), Helena-Winnipeg (4)
    longest = USA.longest(state, 0)
    assert longest["length"] == 20
    assert sorted(longest["routes"]) == sorted(loop + [54])


def test_longest_path_never_uses_a_route_twice_and_ties_all_score():
    state = started(USA, 2)
    own(USA, state, 0, [12, 52, 99])  # Calgary-Helena-Salt Lake City (7), Seattle-Vancouver apart
    own(USA, state, 1, [34, 82])  # Denver-Oklahoma City-Santa Fe (7)
    assert [USA.longest(state, s)["length"] for s in (0, 1)] == [7, 7]
    assert [p["breakdown"]["longest-path"] for p in USA.score(state)["players"]] == [10, 10]


# ---- end of the game and winners -------------------------------------------------------
def test_two_trains_left_gives_everyone_exactly_one_more_turn():
    state = started(USA, 3)
    own(USA, state, 0, [15, 40, 44, 46, 47, 71, 88])  # 3 trains left
    set_hand(state, 0, {"red": 1})
    state = play(state, 0, {"type": "claim", "route": 3, "cards": {"red": 1}})
    view = USA.view(state, None)
    assert view["last_round"] and view["turns_left"] == 3 and view["turn"] == 1
    for seat in (1, 2, 0):
        assert USA.to_act(state) == [seat]
        state = play(state, seat, DRAW_DECK)
        state = play(state, seat, DRAW_DECK)
    assert state["phase"] == "over" and USA.to_act(state) == []
    final = USA.view(state, None)
    assert final == USA.view(state, 2) and final["longest"][0]["length"] == 12  # Helena-Duluth-Toronto
    assert all(p["hand"] is not None for p in final["players"])


def scored(routes0, routes1, tickets0=()):
    """The score of a two-player position with these routes and seat 0's tickets."""
    state = started(USA, 2)
    own(USA, state, 0, routes0)
    own(USA, state, 1, routes1)
    set_tickets(state, 0, list(tickets0))
    set_tickets(state, 1, [])
    USA.check_invariants(state)
    return USA.score(state)


def test_ties_go_to_most_completed_tickets_then_the_longest_path_then_are_shared():
    # 21 each: seat 0 completes Calgary-Salt Lake City (+7) and fails Chicago-New Orleans (-7)
    score = scored([12, 52], [34, 82], [ticket_id(USA, "Calgary", "Salt Lake City"), ticket_id(USA, "Chicago", "New Orleans")])
    assert [p["total"] for p in score["players"]] == [21, 21] and score["winners"] == [0]
    # 21 each, no tickets: seat 0 holds the Longest Path bonus (7 against 6)
    score = scored([12, 52], [47, 76, 1])
    assert [p["total"] for p in score["players"]] == [21, 21] and score["winners"] == [0]
    # everything equal: a shared win
    score = scored([12, 52], [34, 82])
    assert [p["total"] for p in score["players"]] == [21, 21] and score["winners"] == [0, 1]


# ---- undo barriers ---------------------------------------------------------------------
def test_reveals_are_undo_barriers_and_plain_claims_are_not():
    state = started(USA, 2)
    set_hand(state, 0, {"red": 2})
    claim = {"type": "claim", "route": route_id(USA, "Boston", "New York", "red"), "cards": {"red": 2}}
    assert not USA.is_barrier(state, 0, claim, USA.apply(state, 0, claim))
    assert USA.is_barrier(state, 0, DRAW_DECK, USA.apply(state, 0, DRAW_DECK))
    take = {"type": "draw_face_up", "slot": 0}
    assert USA.is_barrier(state, 0, take, USA.apply(state, 0, take))
    tickets = {"type": "draw_tickets"}
    after = USA.apply(state, 0, tickets)
    assert USA.is_barrier(state, 0, tickets, after)
    keep = USA.legal_moves(after, 0)[0]
    assert not USA.is_barrier(after, 0, keep, USA.apply(after, 0, keep))


def test_a_player_who_can_do_nothing_is_skipped_and_the_skip_counts_in_the_last_round():
    state = started(USA, 2)
    empty_piles(state)
    everything = state["hands"][1]
    for card in state["face_up"]:
        everything[card] = everything.get(card, 0) + 1
    for kind, n in state["hands"][0].items():
        everything[kind] = everything.get(kind, 0) + n
    everything["red"] -= 1
    state["face_up"] = ["red", None, None, None, None]
    state["hands"] = [everything, {}]
    state["tickets"][0] += state["ticket_deck"]
    state["ticket_deck"] = []
    USA.check_invariants(state)
    take_last = {"type": "draw_face_up", "slot": 0}
    after = play(state, 0, take_last)
    assert after["turn"] == 0, "seat 1 has no card to draw, no ticket and no route it can pay for"
    state["turns_left"] = 2  # seat 0's turn and seat 1's skipped turn are the last two
    after = play(state, 0, take_last)
    assert after["phase"] == "over"



def test_a_payment_is_discarded_in_the_order_of_its_keys_as_saves_made_before_v2_replay():
    state = started(USA, 2)
    set_hand(state, 0, {"red": 2, LOCO: 2})
    rid = route_id(USA, "Denver", "Oklahoma City")  # 4 red
    one = play(state, 0, {"type": "claim", "route": rid, "cards": {"red": 2, LOCO: 2}})
    two = play(state, 0, {"type": "claim", "route": rid, "cards": {LOCO: 2, "red": 2}})
    assert one["discard"][-4:] == ["red", "red", LOCO, LOCO] and two["discard"][-4:] == [LOCO, LOCO, "red", "red"]
