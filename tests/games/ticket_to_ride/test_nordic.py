"""Ticket to Ride: Nordic Countries rules on hand-built positions with known outcomes."""

import pytest

from gameshelf.engine.game import IllegalMove
from gameshelf.engine.rng import Rng, seed_state
from gameshelf.games.ticket_to_ride import NORDIC
from tests.games.ticket_to_ride.positions import (
    claims, empty_piles, own, set_face_up, set_hand, set_tickets, stack_deck, started, ticket_id,
)

LOCO = "locomotive"
NO_COLOR_SETS = {"three_locomotive_reset": False, "ferry_sets_on_color": False}
GOTEBORG_KOBENHAVN = 10  # black ferry, 2 spaces, 1 locomotive
ARHUS_KOBENHAVN = 45  # gray ferry, 1 space, 1 locomotive
LILLEHAMMER_OSLO = 48  # purple tunnel, 2
MURMANSK_LIEKSA = 47  # gray, 9
OSLO_OREBRO_GREEN = 59  # ordinary green, 2


def play(state, seat, move):
    """Apply a move and check every invariant afterwards."""
    state = NORDIC.apply(state, seat, move)
    NORDIC.check_invariants(state)
    return state


def offered(state, seat, rid, hand):
    """The payments offered for a route from a given hand, as sortable item lists."""
    set_hand(state, seat, hand)
    return sorted(sorted(c.items()) for c in claims(NORDIC, state, seat, rid))


def legal_claim(state, rid, cards):
    """Whether seat 0 may claim a route with exactly these cards."""
    return NORDIC.is_legal(state, 0, {"type": "claim", "route": rid, "cards": cards})


def items(*payments):
    """Payments in the sorted form `offered` returns."""
    return sorted(sorted(p.items()) for p in payments)


# ---- setup and drawing -----------------------------------------------------------------
def test_setup_offers_five_tickets_keep_two_and_returned_tickets_leave_the_game():
    state = NORDIC.new(3, 2)
    assert all(len(o) == 5 for o in state["offered"]) and NORDIC.to_act(state) == [0, 1, 2]
    assert len(NORDIC.legal_moves(state, 0)) == 10 + 10 + 5 + 1
    deck = len(state["ticket_deck"])
    state = play(state, 0, {"type": "keep_tickets", "keep": state["offered"][0][:2]})
    assert len(state["removed"]) == 3 and len(state["ticket_deck"]) == deck
    state = started(NORDIC, 2)
    state = play(state, 0, {"type": "draw_tickets"})
    assert len(state["offered"][0]) == 3 and len(NORDIC.legal_moves(state, 0)) == 7
    state = play(state, 0, {"type": "keep_tickets", "keep": state["offered"][0][:1]})
    assert len(state["removed"]) == 2


def test_two_face_up_locomotives_in_one_turn_and_no_reset_by_default():
    state = started(NORDIC, 2)
    set_face_up(state, [LOCO, LOCO, "red", "blue", "green"])
    stack_deck(state, [LOCO, "white"])
    before = state["hands"][0].get(LOCO, 0)
    state = play(state, 0, {"type": "draw_face_up", "slot": 0})
    assert state["face_up"] == [LOCO, LOCO, "red", "blue", "green"] and state["turn"] == 0
    state = play(state, 0, {"type": "draw_face_up", "slot": 1})
    assert state["hands"][0][LOCO] == before + 2 and state["turn"] == 1
    assert state["face_up"] == [LOCO, "white", "red", "blue", "green"]


def test_three_locomotive_reset_is_an_option():
    state = started(NORDIC, 2, options={"three_locomotive_reset": True})
    set_face_up(state, [LOCO, LOCO, "red", "blue", "green"])
    clean = ["white", "black", "orange", "purple", "yellow"]
    stack_deck(state, [LOCO] + clean)
    state = play(state, 0, {"type": "draw_face_up", "slot": 2})
    assert state["face_up"] == clean


# ---- ordinary routes and Murmansk-Lieksa -----------------------------------------------
def test_locomotives_never_pay_for_an_ordinary_route():
    state = started(NORDIC, 2)
    assert offered(state, 0, OSLO_OREBRO_GREEN, {"green": 1, LOCO: 3}) == []
    assert not legal_claim(state, OSLO_OREBRO_GREEN, {"green": 1, LOCO: 1})
    assert offered(state, 0, OSLO_OREBRO_GREEN, {"green": 2, LOCO: 3}) == items({"green": 2})


def test_murmansk_lieksa_takes_seven_green_and_eight_other_cards():
    state = started(NORDIC, 2)
    hand = {"green": 7, "red": 3, "blue": 3, LOCO: 2}
    assert items({"green": 7, "red": 3, "blue": 3, LOCO: 2}) == [
        p for p in offered(state, 0, MURMANSK_LIEKSA, hand) if dict(p).get("green") == 7
    ]
    for cards, ok in [
        ({"green": 9}, False),  # not held
        ({"green": 7, "red": 4, "blue": 4}, True),  # any 8 cards would do
        ({"green": 7, "red": 3, "blue": 3, LOCO: 1}, False),  # 7 cards are not two sets
        ({"green": 7, "red": 1, LOCO: 1}, False),  # a locomotive alone is no wild card here
    ]:
        set_hand(state, 0, {"green": 7, "red": 4, "blue": 4, LOCO: 2})
        assert legal_claim(state, MURMANSK_LIEKSA, cards) == ok, cards
    set_hand(state, 0, hand)
    state = play(state, 0, {"type": "claim", "route": MURMANSK_LIEKSA, "cards": hand})
    assert state["points"][0] == 27 and state["trains"][0] == 31 and state["hands"][0] == {}


def test_murmansk_lieksa_offers_one_payment_per_color_and_number_of_sets_never_a_superset():
    state = started(NORDIC, 2)
    pays = offered(state, 0, MURMANSK_LIEKSA, {"green": 9, "red": 4, "yellow": 8})
    assert pays == items(
        {"green": 9},
        {"green": 8, "red": 4},  # one set: the 4 red (the smaller stack) before yellow
        {"yellow": 8, "red": 4},
        {"green": 7, "red": 4, "yellow": 4},
        {"yellow": 7, "red": 4, "green": 4},
    )  # e.g. 6 green + 12 others is left out: it spends a superset of 8 yellow + 4 red


def test_static_data_names_the_substitution_set_of_each_route():
    routes = {r["id"]: r for r in NORDIC.static_data()["routes"]}
    assert routes[MURMANSK_LIEKSA]["card_set"] == {"size": 4, "replaces": "card"}
    assert routes[GOTEBORG_KOBENHAVN]["card_set"] == {"size": 3, "replaces": "locomotive"}
    assert routes[OSLO_OREBRO_GREEN]["card_set"] is None and routes[LILLEHAMMER_OSLO]["card_set"] is None
    state = started(NORDIC, 2)
    for rid, hand in [(MURMANSK_LIEKSA, {"green": 9, "red": 4, "yellow": 8}), (GOTEBORG_KOBENHAVN, {"black": 1, "red": 5})]:
        size, length = routes[rid]["card_set"]["size"], routes[rid]["length"]
        extras = {sum(n for _, n in pay) - length for pay in offered(state, 0, rid, hand)}
        assert max(extras) > 0 and all(extra % (size - 1) == 0 for extra in extras)


# ---- ferries ---------------------------------------------------------------------------
def test_ferry_needs_its_locomotive_or_any_three_cards_instead():
    state = started(NORDIC, 2)
    assert offered(state, 0, GOTEBORG_KOBENHAVN, {"black": 1, LOCO: 1}) == items({"black": 1, LOCO: 1})
    assert offered(state, 0, GOTEBORG_KOBENHAVN, {"black": 2}) == []
    assert offered(state, 0, GOTEBORG_KOBENHAVN, {"black": 1, "red": 1, "blue": 1, "green": 1}) == items(
        {"black": 1, "red": 1, "blue": 1, "green": 1})
    assert offered(state, 0, GOTEBORG_KOBENHAVN, {LOCO: 2, "red": 2}) == items({LOCO: 2})
    # gray single-space ferry: one locomotive or any three cards
    assert offered(state, 0, ARHUS_KOBENHAVN, {LOCO: 1, "red": 2, "blue": 1}) == items({LOCO: 1}, {"red": 2, "blue": 1})


def test_three_card_sets_on_colored_ferry_spaces_follow_the_option():
    state = started(NORDIC, 2)
    hand = {"red": 3, "blue": 3}
    assert offered(state, 0, GOTEBORG_KOBENHAVN, hand) == items(hand)
    assert legal_claim(state, GOTEBORG_KOBENHAVN, hand)
    strict = started(NORDIC, 2, options=NO_COLOR_SETS)
    assert offered(strict, 0, GOTEBORG_KOBENHAVN, hand) == []
    assert not legal_claim(strict, GOTEBORG_KOBENHAVN, hand)
    assert offered(strict, 0, GOTEBORG_KOBENHAVN, {"black": 1, "red": 3}) == items({"black": 1, "red": 3})


def test_any_valid_ferry_payment_is_accepted_even_if_not_listed():
    state = started(NORDIC, 2)
    set_hand(state, 0, {"black": 1, "red": 2, "blue": 2, "white": 2})
    listed = claims(NORDIC, state, 0, GOTEBORG_KOBENHAVN)
    other = {"black": 1, "red": 2, "white": 1}
    assert other not in listed and legal_claim(state, GOTEBORG_KOBENHAVN, other)
    assert not legal_claim(state, GOTEBORG_KOBENHAVN, {"black": 1, "red": 2})


# ---- tunnels ---------------------------------------------------------------------------
def tunnel_state(hand, revealed):
    """Seat 0 holds `hand`, the deck top is `revealed`."""
    state = started(NORDIC, 2)
    set_hand(state, 0, hand)
    stack_deck(state, revealed)
    return state


def test_tunnel_extra_cost_counts_matching_colors_and_locomotives():
    state = tunnel_state({"purple": 3, LOCO: 2}, ["purple", LOCO, "red"])
    state = play(state, 0, {"type": "claim", "route": LILLEHAMMER_OSLO, "cards": {"purple": 2}})
    pending = NORDIC.view(state, 1)["pending"]
    assert pending == {"kind": "tunnel", "seat": 0, "route": LILLEHAMMER_OSLO, "cards": {"purple": 2},
                       "revealed": ["purple", LOCO, "red"], "extra": 2}
    moves = NORDIC.legal_moves(state, 0)
    assert moves == [{"type": "tunnel_pay", "cards": {"purple": 1, LOCO: 1}},
                     {"type": "tunnel_pay", "cards": {LOCO: 2}}, {"type": "tunnel_withdraw"}]
    discard = len(state["discard"])
    done = play(state, 0, moves[1])
    assert done["owners"][NORDIC.board.index[LILLEHAMMER_OSLO]] == 0 and done["hands"][0] == {"purple": 1}
    assert len(done["discard"]) == discard + 3 + 4 and done["turn"] == 1
    back = play(state, 0, {"type": "tunnel_withdraw"})
    assert back["hands"][0] == {"purple": 3, LOCO: 2} and back["owners"][NORDIC.board.index[LILLEHAMMER_OSLO]] is None
    assert len(back["discard"]) == discard + 3 and back["turn"] == 1


def test_tunnel_paid_with_locomotives_only_counts_only_revealed_locomotives():
    state = tunnel_state({"purple": 3, LOCO: 2}, ["purple", LOCO, "purple"])
    state = play(state, 0, {"type": "claim", "route": LILLEHAMMER_OSLO, "cards": {LOCO: 2}})
    assert state["pending"]["extra"] == 1
    assert NORDIC.legal_moves(state, 0) == [{"type": "tunnel_withdraw"}]  # no locomotive left to pay with


def test_tunnel_without_matches_is_claimed_at_once_and_sets_do_not_apply():
    state = tunnel_state({"purple": 2, "red": 3}, ["red", "blue", "white"])
    assert not legal_claim(state, LILLEHAMMER_OSLO, {"purple": 1, "red": 3})
    state = play(state, 0, {"type": "claim", "route": LILLEHAMMER_OSLO, "cards": {"purple": 2}})
    assert state["pending"] is None and state["points"][0] == 2 and state["turn"] == 1


def test_tunnel_with_a_short_deck_reveals_only_what_exists():
    state = started(NORDIC, 2)
    set_hand(state, 0, {"purple": 2})
    empty_piles(state, keep_deck=["purple"])
    state = play(state, 0, {"type": "claim", "route": LILLEHAMMER_OSLO, "cards": {"purple": 2}})
    assert state["pending"]["revealed"] == ["purple"] and state["pending"]["extra"] == 1
    state = play(state, 0, {"type": "tunnel_withdraw"})
    assert state["discard"] == ["purple"]
    # nothing left to reveal at all: no extra cost
    state["hands"][1]["purple"] += 1
    state["discard"] = []
    state["turn"] = 0
    state = play(state, 0, {"type": "claim", "route": LILLEHAMMER_OSLO, "cards": {"purple": 2}})
    assert state["pending"] is None and state["owners"][NORDIC.board.index[LILLEHAMMER_OSLO]] == 0


def test_tunnel_reveal_reshuffles_the_discard_when_the_deck_runs_out():
    state = started(NORDIC, 2)
    set_hand(state, 0, {"purple": 2})
    empty_piles(state, keep_deck=["red"])
    for card in ("blue", "white"):
        state["hands"][1][card] -= 1
        state["discard"].append(card)
    state = play(state, 0, {"type": "claim", "route": LILLEHAMMER_OSLO, "cards": {"purple": 2}})
    assert state["pending"] is None and state["owners"][NORDIC.board.index[LILLEHAMMER_OSLO]] == 0
    assert sorted(state["discard"]) == sorted(["red", "blue", "white", "purple", "purple"])


# ---- double routes ---------------------------------------------------------------------
@pytest.mark.parametrize("players,open_", [(2, False), (3, True)])
def test_double_routes_with_two_and_three_players_including_mixed_pairs(players, open_):
    for first, second, pay_first, pay_second in [
        (59, 60, {"green": 2}, {"yellow": 2}),  # Oslo-Örebro, ordinary pair
        (38, 39, {"green": 2}, {"orange": 2, LOCO: 1}),  # Kristiansand-Stavanger: tunnel beside ferry
        (52, 53, {"green": 5}, {"red": 4, LOCO: 2}),  # Mo i Rana-Trondheim: tunnel beside ferry
    ]:
        state = started(NORDIC, players)
        set_hand(state, 0, pay_first | pay_second)
        set_hand(state, 1, pay_second)
        stack_deck(state, ["blue", "blue", "blue"])  # tunnels reveal nothing that matches
        state = play(state, 0, {"type": "claim", "route": first, "cards": pay_first})
        assert (NORDIC.view(state, None)["closed"] == []) == open_
        assert bool(claims(NORDIC, state, 1, second)) == open_
        state["turn"] = 0
        assert claims(NORDIC, state, 0, second) == []


# ---- scoring ---------------------------------------------------------------------------
def nordic_score(routes0, routes1, tickets0, tickets1):
    """The score of a two-player Nordic position."""
    state = started(NORDIC, 2)
    own(NORDIC, state, 0, routes0)
    own(NORDIC, state, 1, routes1)
    set_tickets(state, 0, tickets0)
    set_tickets(state, 1, tickets1)
    NORDIC.check_invariants(state)
    return NORDIC.score(state)


def test_globetrotter_goes_to_every_player_with_the_most_completed_tickets():
    oslo_kobenhavn = ticket_id(NORDIC, "Oslo", "København")
    helsinki_lieksa = ticket_id(NORDIC, "Helsinki", "Lieksa")
    failed = ticket_id(NORDIC, "København", "Murmansk")
    routes0, routes1 = [12, 10], [15, 24, 42]  # Oslo-Göteborg-København; Helsinki-Imatra-Kuopio-Lieksa
    score = nordic_score(routes0, routes1, [oslo_kobenhavn], [helsinki_lieksa, failed])
    assert [p["breakdown"]["globetrotter"] for p in score["players"]] == [10, 10]
    assert score["players"][0]["breakdown"] == {"routes": 4, "tickets": 4, "globetrotter": 10}
    assert score["players"][1]["breakdown"] == {"routes": 7, "tickets": 5 - 24, "globetrotter": 10}
    score = nordic_score(routes0, routes1, [failed], [])
    assert [p["breakdown"]["globetrotter"] for p in score["players"]] == [0, 0]


def test_nordic_ties_break_on_the_longest_continuous_path():
    score = nordic_score([12, 10], [14, 16, 20], [], [])  # 4 points each; paths of 4 and 2
    assert [p["total"] for p in score["players"]] == [4, 4] and score["winners"] == [0]
    assert score["longest_path"] == [4, 2]


def test_route_scoring_table_includes_27_for_nine():
    assert NORDIC.board.points == {1: 1, 2: 2, 3: 4, 4: 7, 5: 10, 6: 15, 9: 27}


def test_unknown_options_are_refused():
    with pytest.raises(Exception):
        NORDIC.new(2, 1, {"three_locomotive_reset": "yes"})
    with pytest.raises(IllegalMove):
        NORDIC.apply(started(NORDIC, 2), 0, {"type": "claim", "route": 47, "cards": {"green": 9}, "x": 1})


def test_determinizing_during_a_tunnel_keeps_the_committed_cards_in_the_tunnel_players_hand():
    state = tunnel_state({"purple": 3, LOCO: 2}, ["purple", LOCO, "red"])
    state = play(state, 0, {"type": "claim", "route": LILLEHAMMER_OSLO, "cards": {"purple": 2}})
    view = NORDIC.view(state, 1)
    full = NORDIC.determinize(view, 1, Rng(seed_state(3)))
    NORDIC.check_invariants(full)
    assert NORDIC.view(full, 1) == view and full["hands"][0]["purple"] >= 2
