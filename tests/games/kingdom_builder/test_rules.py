"""Kingdom Builder rules on hand-built positions with known outcomes."""

import pytest

from gameshelf.engine.game import BadOptions, IllegalMove
from gameshelf.games.kingdom_builder import GAME
from gameshelf.games.kingdom_builder.board import DATA, board_for, cell_of
from gameshelf.games.kingdom_builder.scoring import CARD_IDS
from tests.games.kingdom_builder.positions import cells, moves_of, pairs, play, position


def targets(moves, key="cell"):
    """Sorted target pairs of a list of moves."""
    return sorted(m[key] for m in moves)


def board():
    """The first-game board."""
    return GAME.board(position({}))


def test_rotated_quadrant_maps_cells_as_the_data_file_says():
    b = board_for([{"id": "oracle", "rotated": True}, {"id": "farm", "rotated": False}, {"id": "harbor", "rotated": False}, {"id": "oracle", "rotated": False}])
    assert b.location_kind[cell_of(9 - 3, 9 - 7)] == "oracle"  # printed (3, 7) sits at (6, 2)
    assert cell_of(8, 6) in b.castles and cell_of(2, 7) in b.castles  # printed (1, 3) and (7, 2)
    assert b.terrain[cell_of(9, 9)] == "G" and b.terrain[cell_of(9, 4)] == "W"  # printed row 0: GGGTTWGTTT
    assert b.terrain[cell_of(0, 0)] == "C"  # printed (9, 9)
    assert b.location_kind[cell_of(13, 17)] == "oracle"  # unturned in the bottom-right slot
    assert b.terrain[cell_of(0, 10)] == "D" and b.terrain[cell_of(19, 19)] == "C"  # unturned printed (9, 9)


def test_the_view_shows_the_assembled_terrain_row_by_row():
    state = position({})
    state["quadrants"] = [{"id": "oracle", "rotated": True}, {"id": "farm", "rotated": False},
                          {"id": "harbor", "rotated": False}, {"id": "oracle", "rotated": False}]
    rows = GAME.view(state, None)["board"]["terrain"]
    assert len(rows) == 20 and all(len(row) == 20 for row in rows)
    assert rows[9][:10] == "GGGTTWGTTT"[::-1] and rows[0][0] == "C"  # the turned quadrant's printed row 0 and (9, 9)
    assert rows[0][10] == "D" and rows[19][19] == "C"


def test_setup_follows_the_options():
    state = GAME.new(3, 9, {"quadrant1": "barn", "turned1": "yes", "cards": "first-game"})
    assert state["quadrants"][0] == {"id": "barn", "rotated": True}
    assert len({q["id"] for q in state["quadrants"]}) == 4
    assert state["cards"] == ["fishermen", "merchants", "knights"]
    assert all(s["left"] == 2 for s in state["locations"]) and len(state["locations"]) >= 4
    assert [p["supply"] for p in state["players"]] == [40, 40, 40]
    assert len(state["deck"]) == 22
    with pytest.raises(BadOptions):
        GAME.new(2, 1, {"quadrant1": "barn", "quadrant2": "barn"})
    first = position({})
    assert first["quadrants"] == [{"id": q, "rotated": False} for q in ("tavern", "paddock", "oasis", "farm")]


def test_adjacency_if_possible_is_checked_before_each_of_the_three_builds():
    state = position({0: [[0, 0]], 1: [[8, 8]]}, card="G")
    free_grass = [c for c in board().by_terrain["G"] if c != cell_of(8, 8)]
    assert targets(moves_of(state, "build")) == pairs(free_grass)  # no grass next to (0, 0)
    state = play(state, {"type": "build", "cell": [8, 7]})
    assert targets(moves_of(state, "build")) == [[7, 6], [7, 7], [9, 7]]  # the rival's (8, 8) does not help
    state = play(state, {"type": "build", "cell": [7, 7]})
    assert targets(moves_of(state, "build")) == [[7, 6], [7, 8], [9, 7]]
    state = play(state, {"type": "build", "cell": [9, 7]})
    assert GAME.legal_moves(state, 0) == [{"type": "end"}]


def test_tiles_before_or_after_the_builds_never_between_and_once_per_turn():
    state = position({0: [[1, 17]]}, card="G", tiles=[(0, [2, 18])])  # a Paddock tile
    assert moves_of(state, "tile") and moves_of(state, "build")
    state = play(state, {"type": "build", "cell": [8, 7]})
    assert moves_of(state, "tile") == [] and moves_of(state, "end") == []
    state = play(state, {"type": "build", "cell": [8, 8]})
    state = play(state, {"type": "build", "cell": [8, 9]})
    state = play(state, {"type": "tile", "loc": [2, 18], "from": [8, 9]})
    assert targets(GAME.legal_moves(state, 0)) == [[6, 8], [6, 10], [8, 11], [10, 8], [10, 10]]  # west is taken
    state = play(state, {"type": "move", "cell": [10, 10]})
    assert moves_of(state, "tile") == [] and moves_of(state, "end")


def test_a_tile_is_gained_on_building_and_not_usable_that_turn():
    state = position({}, card="F")
    state = play(state, {"type": "build", "cell": [6, 1]})  # next to the Tavern at (6, 2)
    pl = state["players"][0]
    assert pl["tiles"] == [{"loc": cell_of(6, 2), "kind": "tavern", "used": False, "fresh": True}]
    assert next(s for s in state["locations"] if s["cell"] == cell_of(6, 2))["left"] == 1
    state = play(state, {"type": "build", "cell": [5, 0]})
    state = play(state, {"type": "build", "cell": [4, 0]})
    assert moves_of(state, "tile") == []  # fresh; besides, no line of 3 yet
    assert state["players"][0]["tiles"][0]["fresh"]


def test_paddock_jumps_two_hexes_straight_over_water_mountains_and_settlements():
    state = position({0: [[5, 4], [1, 17]], 1: [[4, 5]]}, tiles=[(0, [2, 18])])
    state = play(state, {"type": "tile", "loc": [2, 18], "from": [5, 4]})
    # west over water (5, 3); east over forest; NE over the rival's (4, 5); SE; NW lands on the castle, SW on water
    assert targets(GAME.legal_moves(state, 0)) == [[3, 5], [5, 2], [5, 6], [7, 5]]
    state = position({0: [[3, 16], [1, 17]]}, tiles=[(0, [2, 18])])
    state = play(state, {"type": "tile", "loc": [2, 18], "from": [3, 16]})
    assert [1, 17] not in targets(GAME.legal_moves(state, 0))
    assert [3, 14] not in targets(GAME.legal_moves(state, 0))  # two steps west is water
    assert [3, 18] in targets(GAME.legal_moves(state, 0))  # east over the farm's flower field


def test_paddock_jumps_over_a_mountain():
    state = position({0: [[2, 6], [1, 17]]}, tiles=[(0, [2, 18])])
    state = play(state, {"type": "tile", "loc": [2, 18], "from": [2, 6]})
    assert [0, 7] in targets(GAME.legal_moves(state, 0))  # NE over the mountain at (1, 6)
    assert board().terrain[cell_of(1, 6)] == "M"


def test_tavern_builds_at_both_ends_of_a_line_of_three():
    state = position({0: [[8, 7], [8, 8], [8, 9], [7, 1]]}, tiles=[(0, [6, 2])])
    assert targets(moves_of(state, "tile")) == [[8, 6], [8, 10]]
    state = position({0: [[8, 7], [8, 8], [7, 1]]}, tiles=[(0, [6, 2])])
    assert moves_of(state, "tile") == []  # a line of 2 is not enough


def test_tower_builds_on_board_edge_hexes_only_next_to_own_if_possible():
    state = position({0: [[1, 1], [0, 17]]}, tiles=[(0, [2, 18])])
    state["players"][0]["tiles"][0]["kind"] = "tower"  # a Tower held from the Paddock hex (kinds only matter for the effect)
    assert targets(moves_of(state, "tile")) == [[0, 1], [0, 2], [0, 16], [0, 18], [1, 0]]
    state = position({0: [[8, 8], [1, 17]]}, tiles=[(0, [2, 18])])
    state["players"][0]["tiles"][0]["kind"] = "tower"
    assert targets(moves_of(state, "tile")) == [[0, 17], [0, 18]]
    state = position({0: [[8, 8]]}, tiles=[(0, [2, 18])])
    state["players"][0]["tiles"][0]["kind"] = "tower"
    spots = targets(moves_of(state, "tile"))
    edge = [c for c in range(400) if (c // 20 in (0, 19) or c % 20 in (0, 19)) and board().terrain[c] in "GFTCD"]
    assert spots == pairs(edge)  # nothing of the player's touches the edge: any free buildable edge hex


def test_harbor_moves_onto_water_only_with_the_moved_settlement_lifted():
    state = position({0: [[4, 1], [0, 0], [1, 17]]}, tiles=[(0, [2, 18])])
    state["players"][0]["tiles"][0]["kind"] = "harbor"
    moved = play(state, {"type": "tile", "loc": [2, 18], "from": [0, 0]})
    assert targets(GAME.legal_moves(moved, 0)) == [[3, 0], [3, 1], [4, 2]]  # water next to (4, 1)
    moved = play(state, {"type": "tile", "loc": [2, 18], "from": [4, 1]})
    water = board().by_terrain["W"]
    assert targets(GAME.legal_moves(moved, 0)) == pairs(water)  # (4, 1) lifted: no water next to the others


def test_barn_moves_to_the_card_terrain_with_the_moved_settlement_lifted():
    state = position({0: [[8, 7], [0, 0], [1, 17]]}, card="G", tiles=[(0, [2, 18])])
    state["players"][0]["tiles"][0]["kind"] = "barn"
    moved = play(state, {"type": "tile", "loc": [2, 18], "from": [8, 7]})
    grass = [c for c in board().by_terrain["G"] if c != cell_of(8, 7)]
    assert targets(GAME.legal_moves(moved, 0)) == pairs(grass)
    moved = play(state, {"type": "tile", "loc": [2, 18], "from": [0, 0]})
    assert targets(GAME.legal_moves(moved, 0)) == [[7, 6], [7, 7], [8, 8], [9, 7]]


def test_a_tile_is_lost_when_the_last_neighbour_moves_away_and_never_retaken():
    state = position({0: [[6, 1], [1, 17]]}, card="F", tiles=[(0, [2, 18]), (0, [6, 2])])
    state = play(state, {"type": "tile", "loc": [2, 18], "from": [6, 1]})
    state = play(state, {"type": "move", "cell": [4, 0]})
    assert [t["kind"] for t in state["players"][0]["tiles"]] == ["paddock"]
    assert state["lost"] == [cell_of(6, 2)]
    GAME.place(state, 0, cell_of(6, 1))
    assert [t["kind"] for t in state["players"][0]["tiles"]] == ["paddock"]  # one tile per hex per game


def test_a_move_next_to_a_location_gains_its_tile():
    state = position({0: [[6, 4], [1, 17]]}, tiles=[(0, [2, 18])])
    state = play(state, {"type": "tile", "loc": [2, 18], "from": [6, 4]})
    state = play(state, {"type": "move", "cell": [6, 6]})  # next to the Tavern at (6, 7)
    assert {"loc": cell_of(6, 7), "kind": "tavern", "used": False, "fresh": True} in state["players"][0]["tiles"]


def test_losing_one_of_two_alike_lets_the_player_choose_which():
    state = position({0: [[6, 1], [6, 6], [1, 17]]}, card="F", tiles=[(0, [2, 18]), (0, [6, 2]), (0, [6, 7])])
    state["players"][0]["tiles"][2]["used"] = True  # the Tavern from (6, 7) was used this turn
    state = play(state, {"type": "tile", "loc": [2, 18], "from": [6, 1]})
    state = play(state, {"type": "move", "cell": [4, 0]})
    assert GAME.legal_moves(state, 0) == [{"type": "discard-tile", "loc": [6, 2]}, {"type": "discard-tile", "loc": [6, 7]}]
    kept = play(state, {"type": "discard-tile", "loc": [6, 7]})  # give up the used one
    taverns = [t for t in kept["players"][0]["tiles"] if t["kind"] == "tavern"]
    assert taverns == [{"loc": cell_of(6, 7), "kind": "tavern", "used": False, "fresh": False}]
    assert kept["lost"] == [cell_of(6, 2)]
    kept = play(state, {"type": "discard-tile", "loc": [6, 2]})
    assert [t for t in kept["players"][0]["tiles"] if t["kind"] == "tavern"][0]["used"]


def test_no_legal_hex_redraws_and_removes_the_useless_card_at_the_start_and_midway():
    flowers = board().by_terrain["F"]
    state = position({}, card="G")
    state["players"][1]["settlements"] = flowers  # every flower field is taken (supply ignored here)
    state["deck"][-2:] = ["D", "F"]
    state["players"][0]["card"] = "F"
    GAME.start_turn(state, 0)
    assert state["players"][0]["card"] == "D" and state["removed"] == ["F", "F"]
    state = position({}, card="F")
    state["players"][1]["settlements"] = flowers[1:]
    state["deck"][-1] = "C"
    state = GAME.apply(state, 0, {"type": "build", "cell": [*divmod(flowers[0], 20)]})
    assert state["players"][0]["card"] == "C" and state["removed"] == ["F"]
    assert all(GAME.board(state).terrain[cell_of(*m["cell"])] == "C" for m in moves_of(state, "build"))


def test_running_out_of_settlements_completes_the_round():
    state = position({}, card="G", players=3, current=1)
    state["players"][1]["supply"] = 2
    state["players"][1]["settlements"] = cells([[r, 0] for r in range(0, 19)] + [[r, 19] for r in range(19)] + [[19, 10]])
    state = GAME.apply(state, 1, moves_of(state, "build")[0])
    state = GAME.apply(state, 1, moves_of(state, "build")[0])
    assert state["ending"] and state["phase"] == "after" and moves_of(state, "build") == []
    state = GAME.apply(state, 1, {"type": "end"})
    assert state["current"] == 2 and not state["over"]
    while not moves_of(state, "end"):
        state = GAME.apply(state, 2, moves_of(state, "build")[0])
    state = GAME.apply(state, 2, {"type": "end"})
    assert state["over"] and GAME.to_act(state) == []


def test_the_view_counts_the_builds_owed_down_to_the_supply():
    state = position({}, card="G", players=2)
    view = GAME.view(state, 0)
    assert (view["mandatory_builds"], view["builds_owed"]) == (3, 3)
    state = GAME.apply(state, 0, moves_of(state, "build")[0])
    assert GAME.view(state, 0)["builds_owed"] == 2
    state = position({}, card="G", players=2)
    state["players"][0]["supply"] = 1
    assert GAME.view(state, 0)["builds_owed"] == 1
    state = GAME.apply(state, 0, moves_of(state, "build")[0])
    assert GAME.view(state, 0)["builds_owed"] == 0 and moves_of(state, "build") == []


def test_the_view_standing_totals_are_the_score_totals():
    state = position({0: [[0, 0], [0, 1]], 1: [[5, 5]]}, card="G", players=2)
    view = GAME.view(state, None)
    score = GAME.score(state)
    assert view["standing_totals"] == [p["total"] for p in score["players"]]
    assert view["standing_totals"] == [sum(b.values()) for b in view["standing"]]


def test_views_hide_other_hands_but_show_the_played_card():
    state = position({}, card="G", players=3)
    view = GAME.view(state, 1)
    assert view["players"][0]["card"] == "G" and view["players"][1]["card"] is not None
    assert view["players"][2]["card"] is None and view["players"][2]["card_hidden"]
    assert "rng" not in view and isinstance(view["deck"], int)


def test_bad_moves_are_rejected_without_change():
    state = position({}, card="G")
    for move in ({"type": "build", "cell": [0, 0]}, {"type": "end"}, {"type": "build"}, "x"):
        with pytest.raises(IllegalMove):
            GAME.apply(state, 0, move)
    with pytest.raises(IllegalMove):
        GAME.apply(state, 1, moves_of(state, "build")[0])


def test_oracle_farm_and_oasis_build_on_their_terrain_next_to_own_if_possible():
    state = position({0: [[8, 7], [1, 17]]}, card="T", tiles=[(0, [2, 18])])
    tile = state["players"][0]["tiles"][0]
    for kind, expected in (("oracle", [[8, 6], [9, 6]]), ("farm", [[7, 6], [7, 7], [8, 8], [9, 7]]), ("oasis", [[0, 17], [0, 18], [1, 16], [1, 18], [2, 17]])):
        tile["kind"] = kind
        assert targets(moves_of(state, "tile")) == expected, kind


def test_build_tiles_need_a_settlement_in_the_supply_but_moves_do_not():
    state = position({0: [[8, 7], [8, 8], [8, 9], [1, 17]]}, card="G", tiles=[(0, [2, 18]), (0, [6, 2])])
    state["players"][0]["supply"] = 0
    state["players"][0]["settlements"] += cells([[r, 0] for r in range(18)] + [[r, 19] for r in range(18)])
    state["players"][0]["settlements"] = state["players"][0]["settlements"][:40]
    GAME.start_turn(state, 0)
    assert state["phase"] == "after" and moves_of(state, "build") == []
    assert {tuple(m["loc"]) for m in moves_of(state, "tile")} == {(2, 18)}  # the Paddock moves; the Tavern cannot build


def test_a_turn_change_and_a_redraw_are_barriers_but_a_build_is_not():
    state = position({}, card="G")
    after = GAME.apply(state, 0, moves_of(state, "build")[0])
    assert not GAME.is_barrier(state, 0, moves_of(state, "build")[0], after)
    for _ in range(2):
        after = GAME.apply(after, 0, moves_of(after, "build")[0])
    ended = GAME.apply(after, 0, {"type": "end"})
    assert GAME.is_barrier(after, 0, {"type": "end"}, ended)
    assert ended["current"] == 1 and after["players"][0]["card"] in ended["discard"]


def test_when_the_last_seat_runs_out_the_game_ends_after_its_turn():
    state = position({}, card="G", players=3, current=2)
    state["players"][2]["supply"] = 1
    state["players"][2]["settlements"] = cells([[r, 0] for r in range(0, 19)] + [[r, 19] for r in range(19)] + [[19, 10], [19, 12]])
    state = GAME.apply(state, 2, moves_of(state, "build")[0])
    assert state["ending"] and moves_of(state, "end")
    state = GAME.apply(state, 2, {"type": "end"})
    assert state["over"] and GAME.view(state, 0) == GAME.view(state, None)


# Hexes per terrain in each quadrant, from the rules digest's table: G, F, T, C, D, M, W, K, L.
DIGEST_COUNTS = {
    "oracle": (16, 15, 15, 14, 15, 5, 17, 2, 1),
    "farm": (14, 14, 15, 14, 12, 2, 26, 1, 2),
    "tower": (15, 15, 13, 15, 16, 10, 13, 1, 2),
    "paddock": (16, 14, 15, 14, 15, 13, 10, 1, 2),
    "oasis": (14, 14, 12, 12, 11, 0, 34, 1, 2),
    "harbor": (16, 13, 14, 14, 14, 5, 21, 2, 1),
    "tavern": (17, 15, 16, 15, 15, 9, 10, 1, 2),
    "barn": (16, 13, 15, 17, 18, 13, 5, 1, 2),
}


def test_the_quadrant_data_matches_the_digest_counts_and_marks():
    assert len(DATA["boards"]) == 8 and len(CARD_IDS) == 10 and len(DATA["tiles"]) == 8
    for quadrant in DATA["boards"]:
        text = "".join(quadrant["rows"])
        assert len(quadrant["rows"]) == 10 and len(text) == 100
        assert tuple(text.count(code) for code in "GFTCDMWKL") == DIGEST_COUNTS[quadrant["id"]], quadrant["id"]
        assert all(quadrant["rows"][r][c] == "L" for r, c in quadrant["locations"])
        assert all(quadrant["rows"][r][c] == "K" for r, c in quadrant["castles"])
        assert len(quadrant["locations"]) == text.count("L") and len(quadrant["castles"]) == text.count("K")
