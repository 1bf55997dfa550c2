"""The analysis on hand-built Ticket to Ride positions: a blunder at the last turn, and nothing hidden read."""

import json

from gameshelf.engine import analysis
from gameshelf.engine.bots import finish
from gameshelf.games.ticket_to_ride import USA
from tests.games.ticket_to_ride.positions import own, route_id, set_hand, set_tickets, started, ticket_id

CLAIM = {"type": "claim", "route": route_id(USA, "Calgary", "Helena"), "cards": {"red": 4}}


def last_turn():
    """Seat 0's last turn of the game: claiming Calgary - Helena completes its ticket and wins, drawing a card loses."""
    state = started(USA, 2)
    set_tickets(state, 0, [ticket_id(USA, "Calgary", "Salt Lake City")])
    set_tickets(state, 1, [])
    own(USA, state, 0, [route_id(USA, "Helena", "Salt Lake City")])
    own(USA, state, 1, [route_id(USA, "Denver", "Phoenix")])
    set_hand(state, 0, {"red": 4})
    state["turns_left"] = 1
    USA.check_invariants(state)
    return state


def judged(state, move, rounds=6):
    """The analysis's entry for seat 0 playing `move` in `state`."""
    result = finish(analysis.analyse_moves(USA, "ticket-to-ride", [state], [[0, move]], 0, 2, rounds=rounds))
    return result["decisions"][0]


def test_the_position_is_won_by_the_claim_and_lost_by_a_draw():
    for move, winners in ((CLAIM, [0]), ({"type": "draw_deck"}, [1])):
        state = USA.apply(last_turn(), 0, move)
        if USA.to_act(state):
            state = USA.apply(state, 0, {"type": "draw_deck"})
        assert not USA.to_act(state) and USA.score(state)["winners"] == winners


def test_passing_up_the_ticket_completing_claim_is_a_blunder():
    entry = judged(last_turn(), {"type": "draw_deck"})
    assert entry["best"] == CLAIM and entry["mark"] == "blunder"
    assert entry["played_value"] == 0.0 and entry["best_value"] == 1.0 and entry["cost"] == 1.0 and entry["low"] > 0


def test_the_claim_itself_costs_nothing():
    entry = judged(last_turn(), CLAIM)
    assert entry["best"] == CLAIM and entry["cost"] == 0.0 and entry["mark"] is None


def redealt(state):
    """The same position with seat 1's hand dealt again from the deck and the deck reordered: seat 0 sees no change."""
    other = json.loads(json.dumps(state))
    hidden = other["hands"][1]
    count = sum(hidden.values())
    other["deck"].extend(kind for kind, n in hidden.items() for _ in range(n))
    other["hands"][1] = {}
    for kind in other["deck"][:count]:
        other["hands"][1][kind] = other["hands"][1].get(kind, 0) + 1
    del other["deck"][:count]
    other["deck"].reverse()
    USA.check_invariants(other)
    assert other["hands"][1] != state["hands"][1] and other["deck"] != state["deck"]
    assert USA.view(other, 0) == USA.view(state, 0)
    return other


def test_the_analysis_reads_nothing_hidden_from_the_seat():
    state = started(USA, 2)  # the whole game ahead: the playouts draw from the deck and meet seat 1's hand and tickets
    other = redealt(state)
    move = {"type": "draw_deck"}
    assert judged(other, move, 4) == judged(state, move, 4)


def test_hindsight_reads_the_hidden_state_and_says_so():
    state = started(USA, 2)
    other = redealt(state)
    move = {"type": "draw_deck"}

    def hindsight(position):
        return finish(analysis.analyse_moves(USA, "ticket-to-ride", [position], [[0, move]], 0, 2, mode="hindsight",
                                             rounds=4))

    assert hindsight(state)["mode"] == "hindsight"
    assert hindsight(other)["decisions"] != hindsight(state)["decisions"]
