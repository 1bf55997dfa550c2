"""Setup, missions, the chasm, scoring, variants, solo and hidden information."""

import json

import pytest

from gameshelf.engine.game import BadOptions
from gameshelf.engine.rng import Rng, seed_state
from gameshelf.games.off_the_rails import GAME
from gameshelf.games.off_the_rails import movement as mv
from gameshelf.games.off_the_rails.board import NUMBERED, UNDERGROUND
from gameshelf.games.off_the_rails.rules import card_square
from tests.games.off_the_rails.positions import (
    blank,
    cart,
    claim_options,
    end_actions,
    from_bag,
    jewels,
    lay,
    offer_all_missions,
    play,
)


# ---- setup ---------------------------------------------------------------------------------
@pytest.mark.parametrize("players, deck, removed", [(2, 17, 8), (3, 17, 8), (4, 21, 4)])
def test_setup_decks_by_player_count(players, deck, removed):
    state = GAME.new(players, 3)
    assert len(state["deck"]) == deck and len(state["removed_cards"]) == removed
    assert sorted(c.split("-")[0] for c in state["chasm_deck"]) == ["blue", "green", "red", "yellow"]
    assert state["deck"].index("chasm") in range(4, 9), "the Chasm card lies 5th to 8th from the bottom"
    for pile in range(len(state["deck"]) // 4):
        cards = [c for c in state["deck"][pile * 4 + (pile > 1): pile * 4 + 4 + (pile > 0)] if c != "chasm"]
        if pile != 1:
            assert sorted(c.split("-")[0] for c in cards) == ["blue", "green", "red", "yellow"]
    deposited = sum(mv.size(p) for p in state["jewels"].values())
    assert len(state["jewels"]) == 4 and 8 <= deposited <= 12
    assert mv.size(state["bag"]) == 66 - deposited
    assert len(state["missions"]) == players + 1
    assert len(state["tokens"]) == 16 and all(c["status"] == "supply" and c["speed"] == 3 for c in state["carts"])
    assert len(state["carts"]) == 2 * players


def test_sides_first_two_players_face_each_other():
    for seed in range(5):
        colors = GAME.new(4, seed)["colors"]
        assert colors[:2] == ["red", "green"] and sorted(colors[2:]) == ["blue", "yellow"]


@pytest.mark.parametrize("length", [13, 17, 21, 25])
def test_game_length_option(length):
    assert len(GAME.new(4, 1, {"game_length": length})["deck"]) == length
    assert len(GAME.new(2, 1, {"game_length": length})["deck"]) == length


def test_bad_options_are_refused():
    with pytest.raises(BadOptions):
        GAME.new(2, 1, {"game_length": 12})
    with pytest.raises(BadOptions):
        GAME.new(5, 1)


def test_solo_setup():
    state = GAME.new(1, 4)
    assert len(state["jewels"]) == 32 and all(mv.size(p) == 1 and "rock" not in p for p in state["jewels"].values())
    assert state["bag"] == {} and len(state["deck"]) == 33 and not state["missions"]
    assert [c["color"] for c in state["carts"]] == ["red", "yellow", "green", "blue"]
    places = [m for m in GAME.legal_moves(state, 0) if m["type"] == "cart"]
    assert len(places) == 40
    yellow = [m["at"] for m in places if m["cart"] == 1]
    assert all(c == 11 for _, c in yellow), "a cart goes only on its own colour's side"


# ---- missions ------------------------------------------------------------------------------
def test_only_one_mission_per_turn_and_it_leaves_the_offer():
    state = offer_all_missions(blank())
    lay(state, ("1,3", "NS"))
    cart(state, 0, "1,3", "N", "S", ruby=4, diamond=1)
    state = end_actions(state)
    assert claim_options(state) == {"red_leader", "diamonds_arent_forever"}
    after = play(state, 0, {"type": "claim", "mission": "red_leader"})
    assert after["claimed"][0] == ["red_leader"] and "red_leader" not in after["missions"]
    assert after["turn"] == 1 and after["pending"] is None


def test_gem_collector_when_a_cart_fills_with_precious_jewels():
    state = offer_all_missions(blank())
    lay(state, ("5,1", "EW"), ("5,2", "EW"), ("5,3", "EW"))
    cart(state, 0, "5,1", "E", "W", speed=2, ruby=2, gold=1)
    jewels(state, "5,2", emerald=1)
    jewels(state, "5,3", emerald=1)
    assert claim_options(end_actions(state)) == {"gem_collector"}


def test_rocks_do_not_make_a_gem_collector():
    state = offer_all_missions(blank())
    lay(state, ("5,1", "EW"), ("5,2", "EW"))
    cart(state, 0, "5,1", "E", "W", speed=1, ruby=4)
    jewels(state, "5,2", rock=1)
    assert claim_options(end_actions(state)) == set()


def test_dirty_goblins_needs_strictly_the_most_rocks():
    state = offer_all_missions(blank())
    state["stockpiles"] = [from_bag(state, {"rock": 2}), from_bag(state, {"rock": 1})]
    assert claim_options(end_actions(state)) == {"dirty_goblins"}
    mv.pour(from_bag(state, {"rock": 1}), state["stockpiles"][1])
    assert claim_options(end_actions(state)) == set()


def test_spice_of_life_needs_each_precious_jewel():
    state = offer_all_missions(blank())
    state["stockpiles"][0] = from_bag(state, {"ruby": 1, "emerald": 1, "gold": 1})
    assert claim_options(end_actions(state)) == set()
    mv.add(state["stockpiles"][0], "diamond")
    mv.take(state["bag"], "diamond")
    assert claim_options(end_actions(state)) == {"spice_of_life"}


# ---- the chasm -----------------------------------------------------------------------------
def chasm_on_top(state):
    """Move the Chasm card to the top of the deposit deck."""
    state["deck"].remove("chasm")
    state["deck"].append("chasm")
    return state


def test_chasm_card_gives_everyone_one_last_turn_then_collapses():
    state = chasm_on_top(blank())
    lay(state, ("5,5", "NS"), ("6,5", "NS"))
    cart(state, 2, "5,5", "S", "N", speed=1)
    chasm_squares = {card_square(c)[1]: card_square(c)[0] for c in state["chasm_deck"]}
    state = end_actions(state)
    assert state["chasm_card"] == 0 and state["final_turns"] == 2 and not state["collapse"]
    state = end_actions(state, 1)
    assert state["final_turns"] == 1 and not state["collapse"]
    state = end_actions(state, 0)
    assert state["collapse"] and len(state["chasm"]) == 4 and state["chasm_deck"] == []
    assert state["chasm"] == chasm_squares
    assert not state["over"], "a cart is still in the mine"


def test_game_ends_at_the_collapse_when_no_cart_is_on_the_board():
    state = chasm_on_top(blank())
    for player in (0, 1, 0):
        state = end_actions(state, player)
    assert state["over"] and GAME.to_act(state) == []


def collapsed(options=None):
    """A 2-player position in the chasm phase with a red token at 4,3 and the next token red."""
    state = blank(options=options)
    state["revealed"] += state["chasm_deck"]
    state["chasm_deck"] = []
    state["collapse"] = True
    state["tokens"] = [c for c in state["tokens"] if c != "red"] + ["red", "red", "red"]
    state["tokens"].pop()
    state["tokens"].remove("blue")
    for square, color in (("4,3", "red"), ("8,4", "blue")):
        mv.place_token(state, square, color, None)
    state["tokens_set_aside"] = 2
    return state


def test_chasm_token_goes_next_to_its_color_by_the_players_choice_and_swallows_everything():
    state = collapsed()
    lay(state, ("5,3", "EW"), ("5,2", "EW"))
    jewels(state, "5,3", gold=2)
    cart(state, 2, "5,3", "E", "W", ruby=1)
    cart(state, 3, "9,9", "N", "S")
    lay(state, ("9,9", "NS"), ("8,9", "NS"), ("7,9", "NS"), ("6,9", "NS"))
    state["carts"][3]["at"] = "6,9"
    state["carts"][3]["speed"] = 1
    lay(state, ("5,9", "NS"), ("4,9", "NS"))
    state = end_actions(state)
    assert state["pending"] == {"kind": "chasm", "color": "red", "options": ["4,2", "4,4", "5,3"]}
    after = play(state, 0, {"type": "chasm", "at": [5, 3]})
    assert after["chasm"]["5,3"] == "red" and "5,3" not in after["tiles"] and "5,3" not in after["jewels"]
    assert after["carts"][2]["status"] == "removed"
    assert after["removed"] == {"gold": 2, "ruby": 1}


def test_chasm_die_picks_a_numbered_square():
    state = collapsed({"chasm_die": True})
    cart(state, 3, "9,9", "N", "S")
    lay(state, ("9,9", "NS"), ("8,9", "NS"), ("7,9", "NS"), ("6,9", "NS"), ("5,9", "NS"))
    state["carts"][3]["at"] = "6,9"
    after = end_actions(state)
    new = [s for s in after["chasm"] if s not in state["chasm"]]
    assert len(new) == 1 and NUMBERED[new[0]][0] == "red" and after["pending"] is None


def test_last_token_ends_the_game_and_derails_carts_left_in_the_mine():
    state = collapsed()
    state["tokens_set_aside"] += len(state["tokens"]) - 1
    state["tokens"] = ["red"]
    lay(state, ("6,6", "NS"), ("7,6", "NS"))
    cart(state, 2, "6,6", "S", "N", speed=1, emerald=2)
    after = play(end_actions(state), 0, {"type": "chasm", "at": [4, 2]})
    assert after["over"] and after["carts"][2]["status"] == "supply" and after["carts"][2]["hold"] == {}


# ---- scoring -------------------------------------------------------------------------------
def test_final_scoring_breakdown_and_shared_ruby_bonus():
    state = blank(3)
    state["stockpiles"] = [from_bag(state, {"ruby": 3, "diamond": 1, "rock": 2}),
                           from_bag(state, {"ruby": 3, "gold": 2}),
                           from_bag(state, {"emerald": 2})]
    state["claimed"] = [["red_leader"], [], ["head_to_head", "jewel_heist"]]
    state["carts"][0].update(status="removed")
    state["carts"][2].update(status="removed")
    state["carts"][3].update(status="removed")
    score = GAME.score(state)
    assert [p["breakdown"] for p in score["players"]] == [
        {"jewels": 7, "ruby-bonus": 5, "carts": 3, "missions": 4},
        {"jewels": 9, "ruby-bonus": 5, "carts": 0, "missions": 0},
        {"jewels": 4, "ruby-bonus": 0, "carts": 6, "missions": 8},
    ]
    assert [p["total"] for p in score["players"]] == [19, 14, 18] and score["winners"] == [0]
    data = GAME.static_data()
    assert [p["breakdown"]["missions"] for p in score["players"]] == [data["mission_points"] * n for n in (1, 0, 2)]


def test_static_data_gives_the_actions_of_a_fresh_turn():
    assert GAME.view(blank(), 0)["actions_left"] == GAME.static_data()["actions_per_turn"] == 4


def test_tie_breaks_most_gems_then_fewest_rocks():
    state = blank()
    state["stockpiles"] = [from_bag(state, {"gold": 2}), from_bag(state, {"emerald": 3})]
    assert [p["total"] for p in GAME.score(state)["players"]] == [12, 12]
    assert GAME.score(state)["winners"] == [1], "more precious jewels wins the tie"
    state = blank()
    state["stockpiles"] = [from_bag(state, {"gold": 2, "rock": 1}), from_bag(state, {"emerald": 3})]
    assert GAME.score(state)["winners"] == [1], "then fewer rocks"
    state = blank()
    state["stockpiles"] = [from_bag(state, {"gold": 2}), from_bag(state, {"gold": 2})]
    assert GAME.score(state)["winners"] == [0, 1]


# ---- solo ----------------------------------------------------------------------------------
@pytest.mark.parametrize("matched, other, level, total", [
    ({"ruby": 2, "emerald": 2, "gold": 2, "diamond": 3}, {}, "major-victory", 9 + 200),
    ({"ruby": 1, "emerald": 1, "gold": 1, "diamond": 1}, {"ruby": 1}, "victory", 5 + 100),
    ({"ruby": 1}, {"emerald": 1, "gold": 1, "diamond": 1}, "partial-victory", 4),
    ({}, {"ruby": 1, "emerald": 1, "gold": 1, "diamond": 1}, "partial-victory", 14),
    ({"ruby": 3, "emerald": 1, "gold": 1}, {}, "loss", 5),
])
def test_solo_victory_levels(matched, other, level, total):
    state = blank(1)
    state["delivered"] = {"matched": matched, "other": other}
    score = GAME.score(state)
    assert score["result"] == level and score["players"][0]["total"] == total


def test_solo_delivery_to_the_matching_side():
    state = blank(1)
    lay(state, ("1,3", "NS"), ("10,3", "NS"))
    cart(state, 0, "1,3", "N", "S", ruby=1, gold=1)
    cart(state, 2, "10,3", "S", "N", emerald=1)
    state = end_actions(state)
    while state["pending"]:
        state = play(state, 0, GAME.legal_moves(state, 0)[0])
    assert state["delivered"] == {"matched": {"ruby": 1, "emerald": 1}, "other": {"gold": 1}}


def test_solo_collapse_places_four_tokens_then_one_per_turn():
    state = blank(1)
    state["deck"] = [c for c in state["deck"] if c != "chasm"] + ["chasm"]
    state = end_actions(state)
    assert len(state["chasm"]) == 3, "the Chasm card places no token and goes back into the deck"
    assert "chasm" in state["deck"] and len(state["deck"]) == 30
    before = len(state["chasm"])
    state = end_actions(state)
    assert len(state["chasm"]) in (before, before + 1)


def test_solo_derailed_cart_leaves_the_game():
    state = blank(1)
    lay(state, ("5,5", "NS"))
    cart(state, 0, "5,5", "S", "N", speed=1)
    assert end_actions(state)["carts"][0]["status"] == "removed"


# ---- hidden information --------------------------------------------------------------------
def test_views_hide_other_stockpiles_decks_and_token_order():
    state = blank(3)
    state["stockpiles"][1] = from_bag(state, {"gold": 2})
    view = GAME.view(state, 0)
    assert view["players"][0]["stockpile"] == {"rock": 0, "ruby": 0, "emerald": 0, "gold": 0, "diamond": 0}
    assert view["players"][1]["stockpile"] is None and view["players"][1]["stockpile_count"] == 2
    for hidden in ("deck", "bag", "tokens", "removed_cards", "chasm_deck", "rng", "stockpiles"):
        assert hidden not in view
    assert view["deck_count"] == 17 and sum(view["tokens_left"].values()) == 16
    assert GAME.view(state, 1)["players"][1]["stockpile"]["gold"] == 2


def test_determinize_deals_hidden_piles_and_keeps_the_movers_view():
    state = blank()
    lay(state, ("5,3", "EW"), ("5,4", "EW"))
    cart(state, 0, "5,3", "E", "W", speed=1, ruby=1)
    cart(state, 2, "5,4", "W", "E", ruby=2, gold=1)
    state["stockpiles"][1] = from_bag(state, {"diamond": 2})
    state = play(end_actions(state), 1, {"type": "split", "pile": ["ruby", "gold"]})
    view = GAME.view(state, 0)
    rng = Rng(seed_state(8))
    for _ in range(5):
        full = GAME.determinize(json.loads(json.dumps(view)), 0, rng)
        GAME.check_invariants(full)
        assert GAME.view(full, 0) == view
        piles = full["pending"]["piles"]
        assert [mv.size(p) for p in piles] == [2, 1] and mv.size(full["stockpiles"][1]) == 2


def test_jewels_stay_on_a_square_that_gets_track_and_upgrades_ignore_them():
    state = blank()
    jewels(state, "5,5", ruby=2)
    state = play(state, 0, {"type": "place", "at": [5, 5], "exits": "NS"},
                 {"type": "upgrade", "at": [5, 5], "exits": "NES"})
    assert state["jewels"]["5,5"] == {"ruby": 2} and state["tiles"]["5,5"] == "NES"


def test_no_more_than_ninety_tiles():
    state = blank()
    for square in sorted(UNDERGROUND)[:90]:
        state["tiles"][square] = "NS"
    assert not any(m["type"] == "place" for m in GAME.legal_moves(state, 0))


def test_presets_are_valid_options():
    for options in GAME.presets.values():
        assert GAME.normalize_options(options)
        assert GAME.new(3, 1, options)["options"] == GAME.normalize_options(options)
