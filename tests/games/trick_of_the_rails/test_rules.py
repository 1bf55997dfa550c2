"""Trick of the Rails rules: hand-built positions with known outcomes, setup, scoring and variants."""

from collections import Counter

import pytest

from gameshelf.engine import catalog
from gameshelf.engine.game import BadOptions, IllegalMove
from gameshelf.engine.messages import text
from gameshelf.engine.rng import Rng, seed_state
from gameshelf.games.trick_of_the_rails import cards as C
from gameshelf.games.trick_of_the_rails.scoring import best_window, share_value_with

GAME = catalog.get("trick-of-the-rails")


def position(players=3, hands=None, lane=None, railways=None, leader=0, options=None):
    """A game with chosen hands, lane, railways and leader; every other card is out of the game."""
    state = GAME.new(players, 1, options)
    tricks_left = len(hands[0]) if hands else C.HAND_SIZE[players]
    state["tricks_played"] = C.HAND_SIZE[players] - tricks_left
    if hands is not None:
        state["hands"] = [list(h) for h in hands]
    if lane is not None:
        state["lane"] = list(lane)
    for code in C.COMPANIES:
        railway = (railways or {}).get(code, {"locomotive": None, "cards": [f"{code}-STATION"]})
        state["railways"][code] = {"locomotive": railway["locomotive"], "cards": list(railway["cards"])}
    kept = set(c for h in state["hands"] for c in h) | set(state["lane"])
    for railway in state["railways"].values():
        kept.update(railway["cards"] + ([railway["locomotive"]] if railway["locomotive"] else []))
    state["removed"] = [c for c in C.ALL_CARDS if c not in kept]
    state["leader"] = leader
    GAME.check_invariants(state)
    return state


def play(state, *moves):
    """Apply (player, move) pairs in order."""
    for player, move in moves:
        state = GAME.apply(state, player, move)
        GAME.check_invariants(state)
    return state


def card(cid):
    """A play move."""
    return {"type": "play", "card": cid}


# ---- data ---------------------------------------------------------------------------------------
def test_the_71_cards_and_their_values():
    kinds = Counter(C.kind(c) for c in C.ALL_CARDS)
    assert kinds == {"railway": 50, "station": 5, "exchange": 5, "city": 3, "locomotive": 5, "reservation": 3}
    for code in C.COMPANIES:
        values = sorted(C.value(c) for c in C.RAILWAY_CARDS if C.company(c) == code)
        assert values == [10, 10, 10, 20, 20, 20, 20, 30, 30, 40]
    assert C.value("PRR-5") == 40 and C.value("CITY-NEWYORK") == 40 and C.value("PRR-STATION") == 10


# ---- setup ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("players,hand,leftover", [(3, 15, 5), (4, 11, 6), (5, 9, 5)])
def test_setup_deals_hands_and_starts_railways(players, hand, leftover):
    state = GAME.new(players, 11)
    assert [len(h) for h in state["hands"]] == [hand] * players
    track = [c for r in state["railways"].values() for c in r["cards"]]
    assert len(track) == 5 + leftover
    for code, railway in state["railways"].items():
        assert railway["cards"][0] == f"{code}-STATION" and railway["locomotive"] is None
        assert all(C.company(c) == code for c in railway["cards"])


def test_leftover_cards_are_appended_in_draw_order():
    rng = Rng(seed_state(5))
    deck = list(C.RAILWAY_CARDS)
    rng.shuffle(deck)
    state = GAME.new(4, 5)
    for code in C.COMPANIES:
        assert state["railways"][code]["cards"][1:] == [c for c in deck[44:] if C.company(c) == code]


@pytest.mark.parametrize("players", [3, 4, 5])
def test_basic_trick_lane_follows_the_layout(players):
    for seed in range(10):
        lane = GAME.new(players, seed)["lane"]
        template = {3: "E C E C E C E L3 E L4 R L5 R L6 LINF R", 4: "E C E L3 E L4 E L5 E L6 LINF R", 5: "E L3 E L4 E L5 E L6 LINF E"}
        for code, cid in zip(template[players].split(), lane):
            expected = {"E": "exchange", "C": "city", "R": "reservation"}.get(code, "locomotive")
            assert C.kind(cid) == expected
            if code.startswith("L"):
                assert cid == C.LOCOMOTIVE_CODES[code]
        assert sorted(c for c in lane if C.kind(c) == "exchange") == sorted(C.EXCHANGES)
    first_exchanges = {GAME.new(3, seed)["lane"][0] for seed in range(30)}
    assert len(first_exchanges) > 2, "exchange cards are shuffled"


def test_four_players_use_one_city_and_one_reservation():
    state = GAME.new(4, 2)
    assert sum(C.kind(c) == "city" for c in state["lane"]) == 1
    assert sum(C.kind(c) == "reservation" for c in state["lane"]) == 1
    assert Counter(C.kind(c) for c in state["removed"]) == {"city": 2, "reservation": 2}


def test_first_leader_is_random():
    assert {GAME.new(3, seed)["leader"] for seed in range(30)} == {0, 1, 2}


# ---- tricks --------------------------------------------------------------------------------------
def three_player_trick(lane=None):
    """Three players, two tricks left; P1 leads."""
    hands = [["PRR-5", "BO-2"], ["PRR-9", "NYC-1"], ["CO-10", "ERIE-4"]]
    return position(3, hands, lane or ["PRR-EXCHANGE", "CO-EXCHANGE"], leader=0)


def test_must_follow_the_led_company_when_able():
    state = play(three_player_trick(), (0, card("PRR-5")))
    assert GAME.legal_moves(state, 1) == [card("PRR-9")]
    with pytest.raises(IllegalMove):
        GAME.apply(state, 1, card("NYC-1"))
    state = play(state, (1, card("PRR-9")))
    assert GAME.legal_moves(state, 2) == [card("CO-10"), card("ERIE-4")], "no PRR: any card"


def test_highest_card_of_the_led_company_wins_and_leads_next():
    state = play(three_player_trick(), (0, card("PRR-5")), (1, card("PRR-9")), (2, card("CO-10")))
    assert state["last_trick"]["winner"] == 1
    assert GAME.to_act(state) == [1]


def test_stock_round_without_reservation_removes_the_winners_card():
    state = play(three_player_trick(), (0, card("PRR-5")), (1, card("PRR-9")), (2, card("CO-10")))
    assert state["shares"] == [["PRR-5"], ["PRR-EXCHANGE"], ["CO-10"]]
    assert "PRR-9" in state["removed"]
    assert state["lane"] == ["CO-EXCHANGE"]


def test_winners_card_replaces_the_leftmost_reservation():
    hands = [["PRR-5", "BO-2", "BO-3"], ["PRR-9", "NYC-1", "NYC-2"], ["CO-10", "ERIE-4", "ERIE-5"]]
    lane = ["BO-EXCHANGE", "RESERVATION-1", "RESERVATION-2"]
    state = play(position(3, hands, lane), (0, card("PRR-5")), (1, card("PRR-9")), (2, card("CO-10")))
    assert state["lane"] == ["PRR-9", "RESERVATION-2"]
    assert "RESERVATION-1" in state["removed"] and "PRR-9" not in state["removed"]
    assert state["shares"][1] == ["BO-EXCHANGE"]
    # the railway card now in the lane is itself a share for the next winner
    state = play(state, (1, card("NYC-2")), (2, card("ERIE-4")), (0, card("BO-2")))
    assert state["shares"][1] == ["BO-EXCHANGE", "PRR-9"]
    assert state["lane"] == ["NYC-2"], "the next winner's card fills the next reservation"


def operating_position(reward, players=3):
    """Three players, one trick left with `reward` at the front of the lane."""
    hands = [["PRR-5"], ["PRR-9"], ["CO-10"]]
    railways = {"PRR": {"locomotive": None, "cards": ["PRR-STATION", "PRR-1"]}, "CO": {"locomotive": None, "cards": ["CO-STATION"]}}
    lane = reward if isinstance(reward, list) else [reward]
    return position(players, hands, lane, railways, leader=0)


def test_city_goes_to_either_end_then_everyone_builds_from_the_winner():
    state = play(operating_position("CITY-NEWYORK"), (0, card("PRR-5")), (1, card("PRR-9")), (2, card("CO-10")))
    assert GAME.to_act(state) == [1] and GAME.view(state, 1)["phase"] == "city"
    assert len(GAME.legal_moves(state, 1)) == 10
    start = play(state, (1, {"type": "city", "company": "CO", "end": "start"}))
    assert start["railways"]["CO"]["cards"] == ["CITY-NEWYORK", "CO-STATION"]
    end = play(state, (1, {"type": "city", "company": "CO", "end": "end"}))
    assert end["railways"]["CO"]["cards"] == ["CO-STATION", "CITY-NEWYORK"]
    assert GAME.to_act(end) == [1], "the winner builds first"
    end = play(end, (1, {"type": "build", "company": "PRR", "end": "start"}))
    assert GAME.to_act(end) == [2]
    end = play(end, (2, {"type": "build", "company": "CO", "end": "end"}), (0, {"type": "build", "company": "PRR", "end": "end"}))
    assert end["railways"]["PRR"]["cards"] == ["PRR-9", "PRR-STATION", "PRR-1", "PRR-5"]
    assert end["railways"]["CO"]["cards"] == ["CO-STATION", "CITY-NEWYORK", "CO-10"]
    assert GAME.to_act(end) == [] and end["trick"] == []


def test_locomotive_goes_only_to_a_railway_without_one():
    state = operating_position("LOCO-4")
    state["railways"]["BO"]["locomotive"] = "LOCO-3"
    state["removed"].remove("LOCO-3")
    state = play(state, (0, card("PRR-5")), (1, card("PRR-9")), (2, card("CO-10")))
    legal = GAME.legal_moves(state, 1)
    assert {m["company"] for m in legal} == {"CO", "ERIE", "NYC", "PRR"}
    with pytest.raises(IllegalMove):
        GAME.apply(state, 1, {"type": "locomotive", "company": "BO"})
    state = play(state, (1, {"type": "locomotive", "company": "PRR"}))
    assert state["railways"]["PRR"]["locomotive"] == "LOCO-4"
    assert GAME.legal_moves(state, 1) == [{"type": "build", "company": "PRR", "end": "start"},
                                          {"type": "build", "company": "PRR", "end": "end"}]


def test_a_build_move_of_old_saves_without_its_company_still_builds_the_trick_card():
    state = play(operating_position("LOCO-4"), (0, card("PRR-5")), (1, card("PRR-9")), (2, card("CO-10")))
    state = play(state, (1, {"type": "locomotive", "company": "PRR"}))
    old = GAME.apply(state, 1, {"type": "build", "end": "start"})
    assert old == GAME.apply(state, 1, {"type": "build", "company": "PRR", "end": "start"})
    assert old["railways"]["PRR"]["cards"][0] == "PRR-9"
    for wrong in ({"type": "build", "company": "CO", "end": "start"}, {"type": "build", "end": "middle"}):
        with pytest.raises(IllegalMove):
            GAME.apply(state, 1, wrong)


def test_infinite_locomotive_is_placed_automatically_after_the_6():
    state = operating_position(["LOCO-6", "LOCO-INF"])
    for code, loco in (("BO", "LOCO-3"), ("CO", "LOCO-4"), ("ERIE", "LOCO-5")):
        state["railways"][code]["locomotive"] = loco
        state["removed"].remove(loco)
    state = play(state, (0, card("PRR-5")), (1, card("PRR-9")), (2, card("CO-10")))
    assert [m["company"] for m in GAME.legal_moves(state, 1)] == ["NYC", "PRR"]
    state = play(state, (1, {"type": "locomotive", "company": "NYC"}))
    assert state["railways"]["PRR"]["locomotive"] == "LOCO-INF"
    assert state["lane"] == [] and GAME.view(state, 1)["phase"] == "build"


def test_expert_lane_lets_the_winner_place_the_infinite_locomotive():
    state = operating_position(["LOCO-6", "LOCO-INF"])
    state["options"]["expert"] = True
    state = play(state, (0, card("PRR-5")), (1, card("PRR-9")), (2, card("CO-10")))
    state = play(state, (1, {"type": "locomotive", "company": "NYC"}))
    assert GAME.view(state, 1)["phase"] == "locomotive"
    assert [m["company"] for m in GAME.legal_moves(state, 1)] == ["BO", "CO", "ERIE", "PRR"]
    state = play(state, (1, {"type": "locomotive", "company": "BO"}))
    assert state["railways"]["BO"]["locomotive"] == "LOCO-INF"


@pytest.mark.parametrize("players", [3, 4, 5])
def test_expert_lane_shuffles_the_odd_slots(players):
    lanes = [GAME.new(players, seed, {"expert": True})["lane"] for seed in range(40)]
    for lane in lanes:
        core = [c for c in lane if c != "LOCO-INF"]
        assert all(C.kind(core[i]) == "exchange" for i in range(0, min(len(core), 10), 2))
        odd = [core[i] for i in range(1, len(core), 2) if C.kind(core[i]) != "exchange"]
        assert all(C.kind(c) in ("city", "locomotive") for c in odd)
        if "LOCO-6" in lane:
            assert lane[lane.index("LOCO-6") + 1] == "LOCO-INF"
        else:
            assert "LOCO-INF" not in lane
        assert len(lane) - ("LOCO-INF" in lane) == C.HAND_SIZE[players]
    assert len({tuple(lane) for lane in lanes}) > 10


# ---- scoring -------------------------------------------------------------------------------------
def test_worked_example_of_the_digest():
    cards = ["PRR-STATION", "PRR-5", "CITY-NEWYORK", "PRR-4", "PRR-9"]
    assert share_value_with(cards, "LOCO-3") == (70, 110, [1, 3])


def test_profit_windows():
    assert best_window([10, 40, 40, 30, 10], 3) == (110, 1, 3)
    assert best_window([10, 20], 5) == (30, 0, 2), "a short railway scores every card"
    assert best_window([10, 20, 30, 40, 10, 10, 30], None) == (150, 0, 7), "the infinite locomotive takes all"
    assert share_value_with(["BO-STATION", "BO-1"], "LOCO-3") == (0, 20, [0, 2]), "never below zero"


def finished(players, shares, railways, options=None):
    """A finished game with given shares and railways."""
    state = position(players, [[] for _ in range(players)], [], railways, options=options)
    for seat, held in enumerate(shares):
        state["shares"][seat] = list(held)
        for cid in held:
            state["removed"].remove(cid)
    GAME.check_invariants(state)
    return state


def test_scores_are_shares_times_share_values_and_ties_are_shared():
    railways = {
        "PRR": {"locomotive": "LOCO-3", "cards": ["PRR-STATION", "PRR-5", "CITY-NEWYORK", "PRR-4", "PRR-9"]},
        "BO": {"locomotive": "LOCO-INF", "cards": ["BO-STATION", "BO-10", "BO-9", "BO-8"]},
    }
    shares = [["PRR-1", "PRR-EXCHANGE"], ["BO-1", "PRR-2"], ["CO-1"]]
    score = GAME.score(finished(3, shares, railways))
    assert score["share_values"]["PRR"] == 70 and score["share_values"]["BO"] == 30
    assert score["players"][0] == {"total": 140, "breakdown": {"bo": 0, "co": 0, "erie": 0, "nyc": 0, "prr": 140}}
    assert score["players"][1]["total"] == 100 and score["players"][2]["total"] == 0
    assert score["winners"] == [0]
    tied = GAME.score(finished(3, [["PRR-1"], ["PRR-2"], []], railways))
    assert tied["winners"] == [0, 1]


def test_a_railway_without_locomotive_is_worth_nothing():
    railways = {"NYC": {"locomotive": None, "cards": ["NYC-STATION", "NYC-6", "NYC-9"]}}
    assert GAME.score(finished(3, [["NYC-1"], [], []], railways))["players"][0]["total"] == 0


def test_teams_add_the_partners_score():
    railways = {"PRR": {"locomotive": "LOCO-3", "cards": ["PRR-STATION", "PRR-5", "CITY-NEWYORK", "PRR-4", "PRR-9"]}}
    state = finished(4, [["PRR-1"], ["PRR-2", "PRR-3"], ["PRR-EXCHANGE", "PRR-6"], []], railways, {"teams": True})
    score = GAME.score(state)
    assert [p["total"] for p in score["players"]] == [210, 140, 210, 140]
    assert score["players"][0]["breakdown"]["partner"] == 140
    assert score["winners"] == [0, 2] and score["teams"] == [[0, 2], [1, 3]]

    view = GAME.view(state, None)
    assert [p["points"] for p in view["players"]] == [210, 140, 210, 140]
    assert view["players"][2]["held"] == {"BO": 0, "CO": 0, "ERIE": 0, "NYC": 0, "PRR": 2}


def test_view_points_value_shares_at_the_estimate_while_playing():
    railways = {
        "PRR": {"locomotive": "LOCO-3", "cards": ["PRR-STATION", "PRR-5", "CITY-NEWYORK", "PRR-4", "PRR-9"]},
        "NYC": {"locomotive": None, "cards": ["NYC-STATION", "NYC-6", "NYC-9"]},
    }
    state = position(3, [["BO-1"], ["BO-2"], ["BO-3"]], ["LOCO-4"], railways)
    state["shares"] = [["PRR-1", "NYC-1", "NYC-2"], ["NYC-3"], []]
    state["removed"] = [c for c in state["removed"] if c not in {"PRR-1", "NYC-1", "NYC-2", "NYC-3"}]
    GAME.check_invariants(state)
    view = GAME.view(state, 0)
    nyc = view["railways"]["NYC"]["estimate"]
    assert nyc > 0 and view["railways"]["PRR"]["estimate"] == 70
    assert [p["points"] for p in view["players"]] == [70 + 2 * nyc, nyc, 0]
    assert view["players"][0]["held"] == {"BO": 0, "CO": 0, "ERIE": 0, "NYC": 2, "PRR": 1}


def test_teams_need_four_players():
    with pytest.raises(BadOptions):
        GAME.new(3, 1, {"teams": True})
    assert GAME.new(4, 1, {"teams": True})["options"] == {"expert": False, "teams": True}


# ---- information ---------------------------------------------------------------------------------
def test_views_hide_other_hands_only():
    state = GAME.new(4, 9)
    view = GAME.view(state, 2)
    assert view["players"][2]["hand"] == state["hands"][2]
    assert all(view["players"][p]["hand"] is None and view["players"][p]["hand_count"] == 11 for p in (0, 1, 3))
    assert all(p["hand"] is None for p in GAME.view(state, None)["players"])
    assert view["lane"] == state["lane"] and view["railways"]["BO"]["cards"] == state["railways"]["BO"]["cards"]
    full = GAME.determinize(view, 2, Rng(seed_state(3)))
    assert full["hands"][2] == state["hands"][2]
    assert sorted(c for h in full["hands"] for c in h) == sorted(c for h in state["hands"] for c in h)


def test_completing_a_trick_is_an_undo_barrier():
    state = three_player_trick()
    one = GAME.apply(state, 0, card("PRR-5"))
    assert not GAME.is_barrier(state, 0, card("PRR-5"), one)
    two = GAME.apply(one, 1, card("PRR-9"))
    three = GAME.apply(two, 2, card("CO-10"))
    assert GAME.is_barrier(two, 2, card("CO-10"), three)


def test_describe_names_the_card_and_the_winner():
    state = play(three_player_trick(), (0, card("PRR-5")), (1, card("PRR-9")))
    after, effects = GAME.play(state, 2, card("CO-10"))
    line = GAME.describe(state, 2, card("CO-10"), after, effects)
    assert text(line, "en", ["Ada", "Bo", "Cy"]) == "Cy plays C&O 10; Bo wins the trick for PRR exchange"
    assert text(line, "fr", ["Ada", "Bo", "Cy"]) == "Cy joue C&O 10 ; Bo remporte le pli et la carte Échange PRR"
    won = effects[1]
    assert won["kind"] == "trick_won" and won["seat"] == 1 and [entry[0] for entry in won["cards"]] == [0, 1, 2]
