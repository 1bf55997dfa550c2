"""Registers the test-only Toy game (tests/engine/toy/) in the catalog, as a new game is registered."""

import pytest

from gameshelf.engine import catalog


@pytest.fixture(autouse=True)
def toy_in_catalog(monkeypatch):
    """The catalog knows the Toy game for the duration of a test; returns the game object."""
    monkeypatch.setitem(catalog.GAME_MODULES, "toy", "tests.engine.toy:TOY")
    return catalog.get("toy")
