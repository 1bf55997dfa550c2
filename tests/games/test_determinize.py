"""Determinization for search, for every game: playouts on a sampled world end and never touch the view."""

import pytest

from tests.kit import check_determinized_playouts

SETUPS = [("ticket-to-ride", 3, None), ("ticket-to-ride-nordic", 2, None), ("kingdom-builder", 3, None),
          ("off-the-rails", 3, None), ("off-the-rails", 1, None), ("trick-of-the-rails", 4, {"teams": True})]


@pytest.mark.parametrize("game_id,players,options", SETUPS)
@pytest.mark.parametrize("seed", [1, 2])
def test_playouts_on_a_determinized_state_end_and_leave_the_view_alone(game_id, players, options, seed):
    check_determinized_playouts(game_id, players, seed, options=options)
