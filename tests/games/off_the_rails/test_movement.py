"""Movement, junctions, jewel pickup, collisions, derailments and the Surface, on hand-built positions."""

from tests.games.off_the_rails.positions import (
    blank,
    cart,
    claim_options,
    end_actions,
    jewels,
    lay,
    logged,
    offer_all_missions,
    play,
)

from gameshelf.engine.messages import text
from gameshelf.games.off_the_rails import GAME
from gameshelf.games.off_the_rails import movement as mv

ROW = [("5,2", "EW"), ("5,3", "EW"), ("5,4", "EW"), ("5,5", "EW"), ("5,6", "EW"), ("5,7", "EW")]


def loose(state, jewel):
    """Jewels of a type in the bag or lying on the board (deposits move them from one to the other)."""
    return state["bag"].get(jewel, 0) + sum(p.get(jewel, 0) for p in state["jewels"].values())


def carts_of(state):
    """The carts of a state by id."""
    return state["carts"]


def test_cart_moves_exactly_its_speed_along_the_track():
    state = blank()
    lay(state, ("5,1", "EW"), *ROW)
    cart(state, 0, "5,1", "E", "W", speed=4)
    _, after, events = logged(state, 0, {"type": "end"})
    moved = carts_of(after)[0]
    assert (moved["at"], moved["facing"], moved["back"]) == ("5,5", "E", "W")
    assert events[0]["path"] == [[5, 1], [5, 2], [5, 3], [5, 4], [5, 5]]
    assert after["turn"] == 1


def test_corner_turns_the_cart():
    state = blank()
    lay(state, ("5,1", "EW"), ("5,2", "SW"), ("6,2", "NS"), ("7,2", "NS"))
    cart(state, 0, "5,1", "E", "W", speed=2)
    moved = carts_of(end_actions(state))[0]
    assert (moved["at"], moved["facing"]) == ("6,2", "S")


def test_junction_exit_is_the_owners_choice():
    state = blank()
    lay(state, ("5,1", "EW"), ("5,2", "ESW"), ("5,3", "EW"), ("6,2", "NS"))
    cart(state, 0, "5,1", "E", "W", speed=2)
    state = end_actions(state)
    assert state["pending"] == {"kind": "exit", "cart": 0, "options": ["E", "S"]}
    assert GAME.legal_moves(state, 0) == [{"type": "exit", "dir": "E"}, {"type": "exit", "dir": "S"}]
    south = play(state, 0, {"type": "exit", "dir": "S"})
    assert carts_of(south)[0]["at"] == "6,2"
    east = play(state, 0, {"type": "exit", "dir": "E"})
    assert carts_of(east)[0]["at"] == "5,3"


def test_straight_through_a_cross_is_allowed():
    state = blank()
    lay(state, ("5,1", "EW"), ("5,2", "NESW"), ("5,3", "EW"))
    cart(state, 0, "5,1", "E", "W", speed=2)
    state = end_actions(state)
    assert state["pending"]["options"] == ["N", "E", "S"]


def test_pickup_one_when_passing_two_when_stopping_rocks_first():
    state = blank()
    lay(state, ("5,1", "EW"), *ROW)
    cart(state, 0, "5,1", "E", "W", speed=3)
    jewels(state, "5,2", ruby=1, rock=1)
    jewels(state, "5,3", emerald=2)
    jewels(state, "5,4", gold=3)
    after = end_actions(state)
    assert carts_of(after)[0]["hold"] == {"rock": 1, "emerald": 1, "gold": 2}
    assert [after["jewels"][s] for s in ("5,2", "5,3", "5,4")] == [{"ruby": 1}, {"emerald": 1}, {"gold": 1}]


def test_choice_between_precious_jewels_is_the_players():
    state = blank()
    lay(state, ("5,1", "EW"), *ROW)
    cart(state, 0, "5,1", "E", "W", speed=2)
    jewels(state, "5,2", ruby=1, gold=1)
    state = end_actions(state)
    assert state["pending"] == {"kind": "take", "cart": 0, "options": ["ruby", "gold"]}
    after = play(state, 0, {"type": "take", "jewel": "gold"})
    assert carts_of(after)[0]["hold"] == {"gold": 1}
    assert after["jewels"]["5,2"] == {"ruby": 1}


def test_full_cart_takes_nothing():
    state = blank()
    lay(state, ("5,1", "EW"), *ROW)
    cart(state, 0, "5,1", "E", "W", speed=1, ruby=5)
    jewels(state, "5,2", gold=2)
    after = end_actions(state)
    assert carts_of(after)[0]["hold"] == {"ruby": 5}
    assert after["jewels"]["5,2"] == {"gold": 2}


def test_cart_that_starts_full_of_four_takes_only_one_when_stopping():
    state = blank()
    lay(state, ("5,1", "EW"), *ROW)
    cart(state, 0, "5,1", "E", "W", speed=1, ruby=4)
    jewels(state, "5,2", gold=2)
    after = end_actions(state)
    assert carts_of(after)[0]["hold"] == {"ruby": 4, "gold": 1}


def head_on(**hit_hold):
    """Red's cart at 5,3 runs east into green's cart at 5,4, which faces west."""
    state = blank()
    lay(state, *ROW)
    cart(state, 0, "5,3", "E", "W", speed=2, ruby=1)
    cart(state, 2, "5,4", "W", "E", **hit_hold)
    return state


def test_collision_split_and_pick_with_hidden_piles():
    state = end_actions(offer_all_missions(head_on(ruby=2, gold=1)))
    assert state["pending"]["kind"] == "split" and GAME.to_act(state) == [1]
    splits = GAME.legal_moves(state, 1)
    assert {"type": "split", "pile": ["ruby", "ruby"]} in splits and len(splits) == 2
    state = play(state, 1, {"type": "split", "pile": ["ruby", "ruby"]})
    assert GAME.to_act(state) == [0]
    assert "piles" not in GAME.view(state, 0)["pending"] and GAME.view(state, 0)["pending"]["sizes"] == [2, 1]
    assert GAME.view(state, 1)["pending"]["piles"] == [{"ruby": 2}, {"gold": 1}]
    state = play(state, 0, {"type": "drop", "pile": 0})
    mover, hit = state["carts"][0], state["carts"][2]
    assert state["jewels"]["5,4"] == {"ruby": 2} and hit["hold"] == {"gold": 1}
    assert (mover["at"], mover["facing"]) == ("5,3", "W")
    assert (hit["at"], hit["facing"]) == ("5,4", "E")
    assert claim_options(state) == {"head_to_head", "jewel_heist"}


def test_single_jewel_is_dropped_without_a_choice():
    state = end_actions(head_on(diamond=1))
    assert state["pending"] is None
    assert state["jewels"]["5,4"] == {"diamond": 1} and state["carts"][2]["hold"] == {}


def test_empty_hit_cart_derails():
    after = end_actions(offer_all_missions(head_on()))
    assert after["carts"][2]["status"] == "supply" and after["carts"][2]["at"] is None
    assert after["carts"][0]["at"] == "5,3"
    assert claim_options(after) == {"bumper_carts", "head_to_head"}


def test_empty_mover_derails_and_hit_cart_still_drops():
    state = blank()
    lay(state, *ROW)
    cart(state, 0, "5,3", "E", "W", speed=2)
    cart(state, 2, "5,4", "E", "W", emerald=1)
    after = end_actions(state)
    assert after["carts"][0]["status"] == "supply"
    assert after["jewels"]["5,4"] == {"emerald": 1}
    assert after["carts"][2]["facing"] == "E", "a hit cart that does not face the mover keeps its facing"


def test_collision_across_unconnected_track_has_no_effect_but_stops_the_mover():
    state = blank()
    lay(state, ("5,2", "EW"), ("5,3", "EW"), ("5,4", "NS"))
    cart(state, 0, "5,3", "E", "W", speed=3)
    cart(state, 2, "5,4", "N", "S", ruby=2)
    after = end_actions(offer_all_missions(state))
    assert after["carts"][0]["status"] == "board" and after["carts"][0]["at"] == "5,3"
    assert after["carts"][0]["facing"] == "W"
    assert after["carts"][2]["hold"] == {"ruby": 2} and after["carts"][2]["status"] == "board"
    assert claim_options(after) == set()


def test_own_carts_collide_too():
    state = blank()
    lay(state, *ROW)
    cart(state, 0, "5,3", "E", "W", speed=2, gold=1)
    cart(state, 1, "5,4", "E", "W", speed=1, ruby=1)
    state = end_actions(state)
    assert state["pending"] == {"kind": "order", "carts": [0, 1]}
    after = play(offer_all_missions(state), 0, {"type": "go", "cart": 0})
    assert after["jewels"]["5,4"] == {"ruby": 1}
    assert claim_options(after) == set(), "hitting your own cart is no heist"
    assert after["carts"][1]["at"] == "5,5", "the hit cart still moves afterwards"


def test_derail_on_missing_tile_returns_jewels_to_the_bag():
    state = blank()
    lay(state, ("5,2", "EW"), ("5,3", "EW"))
    cart(state, 0, "5,3", "E", "W", speed=2, ruby=2, gold=1)
    before = loose(state, "gold")
    after = end_actions(state)
    assert after["carts"][0]["status"] == "supply" and after["carts"][0]["hold"] == {}
    assert loose(after, "gold") == before + 1


def test_derail_on_tile_without_a_matching_exit():
    state = blank()
    lay(state, ("5,3", "EW"), ("5,4", "NS"))
    cart(state, 0, "5,3", "E", "W", speed=1)
    assert end_actions(state)["carts"][0]["status"] == "supply"


def test_derail_into_a_mine_centre():
    state = blank()
    lay(state, ("3,4", "EW"))
    cart(state, 0, "3,4", "W", "E", speed=1)
    assert end_actions(state)["carts"][0]["status"] == "supply"


def test_cart_falls_into_the_chasm():
    state = blank()
    lay(state, ("5,3", "EW"))
    state["tokens"].remove("red")
    mv.place_token(state, "5,4", "red", None)
    cart(state, 0, "5,3", "E", "W", speed=1, ruby=2)
    after = end_actions(state)
    assert after["carts"][0]["status"] == "removed"
    assert after["removed"] == {"ruby": 2}


def test_reaching_the_surface_unloads_and_returns_the_cart():
    state = blank()
    lay(state, ("1,3", "NS"), ("2,1", "NS"))
    cart(state, 0, "1,3", "N", "S", speed=3, ruby=4, diamond=1)
    after = end_actions(offer_all_missions(state))
    assert after["carts"][0]["status"] == "supply"
    assert after["stockpiles"][0] == {"ruby": 4, "diamond": 1}
    assert claim_options(after) == {"red_leader", "diamonds_arent_forever"}


def test_leaving_through_an_opponents_side():
    state = blank()
    state["turn"] = 1
    lay(state, ("1,3", "NS"))
    cart(state, 2, "1,3", "N", "S", speed=3, emerald=2, gold=2)
    after = end_actions(offer_all_missions(state), 1)
    assert after["stockpiles"][1] == {"emerald": 2, "gold": 2}
    assert claim_options(after) == {"behind_enemy_lines", "green_fingers", "gold_in_them_hills"}


def test_new_cart_starts_on_its_own_side_facing_in_and_moves_that_turn():
    state = blank()
    lay(state, ("1,4", "NS"), ("2,4", "NS"))
    moves = GAME.legal_moves(state, 0)
    places = [m for m in moves if m["type"] == "cart"]
    assert len(places) == 10 and all(m["at"][0] == 0 and m["cart"] == 0 for m in places)
    state = play(state, 0, {"type": "cart", "cart": 0, "at": [0, 4]})
    assert state["carts"][0]["facing"] == "S" and state["carts"][0]["speed"] == 3
    state = play(state, 0, {"type": "speed", "cart": 0, "delta": -1}, {"type": "end"})
    assert state["carts"][0]["at"] == "2,4"


def test_actions_are_four_and_upgrades_only_add_exits():
    state = blank()
    lay(state, ("5,5", "NS"), ("6,6", "ESW"))
    cart(state, 0, "0,5", "S")
    moves = GAME.legal_moves(state, 0)
    assert {"type": "upgrade", "at": [5, 5], "exits": "NES"} in moves
    assert {"type": "upgrade", "at": [5, 5], "exits": "NSW"} in moves
    assert {"type": "upgrade", "at": [6, 6], "exits": "NESW"} in moves
    assert not any(m["type"] == "place" and m["at"] in ([3, 3], [0, 4], [5, 5]) for m in moves)
    four = [{"type": "place", "at": [6, 1], "exits": "NS"}, {"type": "speed", "cart": 0, "delta": 1},
            {"type": "speed", "cart": 0, "delta": 1}, {"type": "upgrade", "at": [5, 5], "exits": "NES"}]
    after = play(state, 0, *four)
    assert after["turn"] == 1, "the fourth action ends the action phase"


def test_tile_under_a_cart_cannot_be_upgraded():
    state = blank()
    lay(state, ("5,5", "NS"))
    cart(state, 0, "5,5", "S", "N")
    assert not any(m["type"] == "upgrade" for m in GAME.legal_moves(state, 0))


def test_bumper_carts_variant_drops_nothing_and_derails_nothing():
    state = blank(options={"bumper_carts": True})
    lay(state, *ROW)
    cart(state, 0, "5,3", "E", "W", speed=2)
    cart(state, 2, "5,4", "W", "E", ruby=3)
    after = end_actions(state)
    assert after["pending"] is None
    assert after["carts"][0]["status"] == "board" and after["carts"][2]["hold"] == {"ruby": 3}
    assert after["carts"][0]["facing"] == "W" and after["carts"][2]["facing"] == "E"


def test_log_line_tells_what_followed_from_the_move():
    state = blank()
    lay(state, ("1,3", "NS"), ("5,3", "EW"))
    cart(state, 0, "1,3", "N", "S", speed=3, ruby=4, diamond=1)
    cart(state, 1, "5,3", "E", "W", speed=1)
    end = {"type": "end"}
    assert text(logged(state, 0, end)[0]) == "Player 1 moves the carts", \
        "nothing follows before the order is chosen"
    state = end_actions(state)
    go = {"type": "go", "cart": 0}
    line, _, events = logged(state, 0, go)
    line = text(line)
    assert line.startswith("Player 1 moves the cart at D2 first; ")
    assert "the red cart from D2 reaches the Surface with 5 jewels" in line
    assert "the red cart from D6 derails" in line
    assert "appear at" in line, "the deposit card of the turn's end is told too"
    kinds = [e["kind"] for e in events]
    assert kinds[:2] == ["cart_moved", "cart_banked"] and "cart_derailed" in kinds and kinds[-1] == "deposit_revealed"
    assert events[0]["path"] == [[1, 3], [0, 3]] and events[1]["count"] == 5


def test_the_log_names_the_square_a_cart_derails_at_not_the_one_it_left():
    state = blank()
    lay(state, ("5,2", "EW"), ("5,3", "EW"))
    cart(state, 0, "5,2", "E", "W", speed=3)
    end = {"type": "end"}
    line, _, events = logged(state, 0, end)
    assert text(line).startswith("Player 1 moves the carts; the red cart from C6 derails at E6; ")
    assert text(line, "fr").startswith("Joueur 1 déplace les wagonnets ; le wagonnet rouge parti de C6 déraille en E6 ; ")
    assert events[-2] == {"kind": "cart_derailed", "seat": 0, "cart": 0, "at": [5, 4]}


def test_carts_knocked_off_are_said_to_derail_where_they_stood():
    state = blank()
    lay(state, ("5,2", "EW"), ("5,3", "EW"))
    cart(state, 0, "5,2", "E", "W", speed=1)
    cart(state, 2, "5,3", "E", "W", speed=1)
    end = {"type": "end"}
    line = logged(state, 0, end)[0]
    assert text(line).startswith("Player 1 moves the carts; the red cart at C6 derails; the green cart at D6 derails; ")
    assert "le wagonnet rouge en C6 déraille ; le wagonnet vert en D6 déraille ; " in text(line, "fr")


def test_the_view_previews_where_each_cart_of_the_player_on_turn_would_ride():
    state = blank()
    lay(state, ("5,2", "EW"), ("5,3", "EW"), ("1,3", "NS"), ("7,4", "EW"), ("7,5", "ESW"), ("7,6", "EW"))
    cart(state, 0, "5,2", "E", "W", speed=4, ruby=1)
    cart(state, 1, "1,3", None, "S", speed=2)
    cart(state, 2, "7,4", "E", "W", speed=3)
    previews = GAME.view(state, 1)["previews"]
    assert previews == [
        {"cart": 0, "path": [[5, 2], [5, 3]], "end": "derail", "at": [5, 4]},
        {"cart": 1, "path": [[1, 3]], "end": "surface", "at": [0, 3]},
    ], "only the carts of the player on turn, each up to what stops it"
    state["turn"] = 1
    assert GAME.view(state, 0)["previews"] == [{"cart": 2, "path": [[7, 4], [7, 5]], "end": "junction", "at": [7, 5]}]
    _, after, events = logged(state, 1, {"type": "end"})
    assert events == [{"kind": "cart_moved", "seat": 1, "cart": 2, "path": [[7, 4], [7, 5]]}] and after["pending"]["kind"] == "exit"
    assert GAME.view(after, 0)["previews"] == [], "no preview while a cart is on its way"


def test_a_preview_follows_the_track_as_the_move_would_and_sees_other_carts():
    state = blank()
    lay(state, ("5,1", "EW"), ("5,2", "SW"), ("6,2", "NS"), ("7,2", "NS"), ("8,2", "NS"))
    cart(state, 0, "5,1", "E", "W", speed=2)
    assert GAME.view(state, 0)["previews"] == [{"cart": 0, "path": [[5, 1], [5, 2], [6, 2]], "end": "stop", "at": [6, 2]}]
    assert logged(state, 0, {"type": "end"})[2][0]["path"] == [[5, 1], [5, 2], [6, 2]]
    cart(state, 2, "6,2", "N", "S")
    assert GAME.view(state, 0)["previews"][0] == {"cart": 0, "path": [[5, 1], [5, 2]], "end": "collision", "at": [6, 2]}
