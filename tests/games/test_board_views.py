"""The board-only views (engine/board_view.py): a new game's board with nothing of its deal, the same whatever the seed."""

import json

import pytest

from gameshelf.engine import catalog
from gameshelf.engine.board_view import board_view, board_views
from gameshelf.games.kingdom_builder.board import DATA as KINGDOM_DATA

GAMES = [gid for gid in catalog.game_ids() if gid != "toy"]


@pytest.mark.parametrize("gid", GAMES)
def test_a_board_view_shows_nothing_the_seed_chose(gid):
    game = catalog.get(gid)
    for players in range(game.min_players, game.max_players + 1):
        views = {json.dumps(board_view(game, players, seed), sort_keys=True) for seed in range(12)}
        assert len(views) == 1, f"{gid} with {players} seats: the board view depends on the deal"


@pytest.mark.parametrize("gid", GAMES)
def test_a_board_view_has_a_seat_for_each_seat_count_and_no_moves(gid):
    game = catalog.get(gid)
    views = board_views(gid)
    assert list(views) == [str(n) for n in range(game.min_players, game.max_players + 1)]
    for count, view in views.items():
        assert len(view["players"]) == int(count)
        assert view == json.loads(json.dumps(view)), "plain JSON"


def test_the_deal_is_what_is_blanked():
    usa = board_view(catalog.get("ticket-to-ride"), 2)
    assert usa["face_up"] == [None] * 5 and all(route["owner"] is None for route in usa["routes"])
    kingdom = board_view(catalog.get("kingdom-builder"), 3)
    assert kingdom["board"]["terrain"] == ["?" * 20] * 20 and kingdom["cards"] == [] and kingdom["locations"] == []
    assert kingdom["deck"] == sum(KINGDOM_DATA["deck"].values()), "every terrain card back in the deck"
    assert all(pl["card"] is None and not pl["card_hidden"] for pl in kingdom["players"])
    rails = board_view(catalog.get("off-the-rails"), 4)
    assert rails["jewels"] == {} and rails["missions"] == [] and rails["colors"] == ["red", "green", "yellow", "blue"]
    trick = board_view(catalog.get("trick-of-the-rails"), 3)
    assert trick["lane"] == [] and trick["leader"] is None and all(len(r["cards"]) == 1 for r in trick["railways"].values())
