"""The search fast path of Ticket to Ride gives exactly what the contract path gives, only sooner."""

import itertools
import json

import pytest

from gameshelf.engine import search
from gameshelf.engine.rng import Rng, seed_state
from gameshelf.games.ticket_to_ride import NORDIC, USA, payments
from gameshelf.games.ticket_to_ride.board import CARD_KINDS, COLORS, LOCO


def random_hand(rng, size):
    """A hand of `size` random train cards."""
    hand = {}
    for _ in range(size):
        kind = rng.choice(CARD_KINDS)
        hand[kind] = hand.get(kind, 0) + 1
    return hand


def all_color_and_locos(hand, colors, length, max_locos):
    """The definition: every one-colour payment with up to max_locos locomotives, minimal and sorted."""
    found = [payments.combine({color: length - locos, LOCO: locos})
             for color in colors for locos in range(min(max_locos, length) + 1)]
    return payments.minimal([p for p in found if payments.has(hand, p)])


def all_ferry_payments(hand, route, sets_on_color):
    """The definition: every split into direct cards and 3-card sets, minimal and sorted."""
    length, need = route["length"], route["locomotives"]
    out = []
    for sets in range((length if sets_on_color else need) + 1):
        direct = length - sets
        for color in payments.route_colors(route):
            for locos in range(max(0, need - sets), direct + 1):
                payments.with_sets(hand, {color: direct - locos, LOCO: locos}, 3 * sets, color, out)
    return payments.minimal(out)


def test_payments_built_directly_match_their_definition_and_their_count():
    rng = Rng(seed_state(2))
    for _ in range(300):
        hand = random_hand(rng, rng.below(14))
        colors = rng.choice([COLORS, ["red"], ["gray"]])
        length, max_locos = 1 + rng.below(6), rng.choice([0, 2, 6])
        direct = payments.color_and_locos(hand, colors, length, max_locos)
        assert json.dumps(direct) == json.dumps(all_color_and_locos(hand, colors, length, max_locos))
        assert payments.count_color_and_locos(hand, colors, length, max_locos) == len(direct)


def test_pruned_ferry_payments_match_their_definition():
    rng = Rng(seed_state(3))
    ferries = [r for r in NORDIC.board.routes if r["kind"] == "ferry"]
    for _ in range(300):
        hand, route, sets_on_color = random_hand(rng, rng.below(16)), rng.choice(ferries), rng.below(2) == 1
        assert json.dumps(payments.ferry_payments(hand, route, sets_on_color)) == json.dumps(
            all_ferry_payments(hand, route, sets_on_color))


def test_one_colour_ferry_payments_by_plan_match_their_definition_on_every_small_hand():
    ferries = {(r["length"], r["locomotives"]): r for r in NORDIC.board.routes
               if r["kind"] == "ferry" and r["color"] != "gray"}
    for route in ferries.values():
        others = [c for c in COLORS if c != route["color"]]
        for sets_on_color, own, locos, spare in itertools.product((False, True), range(7), range(7),
                                                                  range(3 * route["length"] + 2)):
            hand = payments.combine({route["color"]: own, LOCO: locos},
                                    *({others[i % len(others)]: 1} for i in range(spare)))
            built = payments.ferry_payments(hand, route, sets_on_color)
            assert json.dumps(built) == json.dumps(all_ferry_payments(hand, route, sets_on_color))


@pytest.mark.parametrize("game, options", [(USA, None), (NORDIC, None), (NORDIC, {"three_locomotive_reset": True})])
def test_sampled_moves_are_the_random_choice_among_the_legal_moves(game, options):
    state, rng = game.new(3, 8, options), Rng(seed_state(8))
    while game.to_act(state):
        seat = game.to_act(state)[0]
        twin = Rng(list(rng.s))
        legal = game.legal_moves(state, seat)
        move = game.sample_move(state, seat, rng)
        assert move == twin.choice(legal) and rng.s == twin.s
        state = game.apply(state, seat, move)


def test_a_fast_copy_is_equal_and_shares_nothing_mutable():
    state = USA.new(2, 1)
    state["pending"] = {"kind": "tunnel", "route": 1, "cards": {"red": 1}, "revealed": ["red"], "extra": 1}
    copy = USA.copy_state(state)
    assert json.dumps(copy, sort_keys=True) == json.dumps(state, sort_keys=True)

    def containers(value):
        if isinstance(value, (dict, list)):
            yield id(value)
            for item in value.values() if isinstance(value, dict) else value:
                yield from containers(item)

    assert not set(containers(copy)) & set(containers(state))


def test_nordic_fast_playout_plays_the_same_game_as_apply():
    start = NORDIC.new(2, 3)
    contract, rng = start, Rng(seed_state(4))
    while NORDIC.to_act(contract):
        seat = NORDIC.to_act(contract)[0]
        contract = NORDIC.apply(contract, seat, rng.choice(NORDIC.legal_moves(contract, seat)))
    fast = search.copy_state(NORDIC, start)
    search.playout(NORDIC, fast, Rng(seed_state(4)))
    assert json.dumps(fast, sort_keys=True) == json.dumps(contract, sort_keys=True)


def test_payment_counts_remembered_by_hand_shape_are_exact():
    rng = Rng(seed_state(5))
    for game in (NORDIC, USA):
        game.payment_counts.clear()
        payments.ferry_plan.cache_clear()
        for _ in range(800):
            state = game.new(2, 1 + rng.below(50), {"ferry_sets_on_color": rng.below(2) == 1} if game is NORDIC else None)
            hand = random_hand(rng, rng.below(40))
            counts = game.shape_counts(state, hand)
            assert [counts[shape] for shape in game.shape_at] == [len(game.route_payments(state, hand, r))
                                                                  for r in game.board.routes]
            shapes, payable = game.payable_shapes(state, hand)
            assert dict(zip(shapes, payable)) == {shape: counts[shape] for shape in set(game.shape_at) if counts[shape]}
        remembered = len(game.payment_counts) + payments.ferry_plan.cache_info().currsize
        set_kinds = len(game.set_kinds) + len(game.ferry_columns[True][0])
        assert remembered < 800 * set_kinds or not set_kinds, "hand shapes never repeated: the memos were not used"


@pytest.mark.parametrize("game, seats", [(USA, 2), (USA, 4), (NORDIC, 3)])
def test_open_routes_remembered_per_seat_follow_claims_and_other_states(game, seats):
    rng = Rng(seed_state(6))
    for _ in range(300):
        state = game.new(seats, 1 + rng.below(50))
        for i in range(len(state["owners"])):  # an unrelated state: the remembered routes are brought up to date
            state["owners"][i] = rng.choice([None, None, None] + list(range(seats)))
        seat, trains = rng.below(seats), rng.below(game.board.trains + 1)
        state["trains"][seat] = trains
        for _ in range(3):
            by_shape = game.open_shapes(state, seat)
            indices = game.open_indices(state["owners"], seat, trains, seats)
            assert by_shape == [[i for i in indices if game.shape_at[i] == shape] for shape in range(game.shape_count)]
            if indices:  # a claim through the rules keeps them current
                game.note_claim(state["owners"], rng.choice(indices), rng.below(seats), seats)
