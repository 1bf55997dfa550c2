"""Toy: a tiny test-only game built by following docs/adding-a-game.md (tests/engine/conftest.py registers it)."""

from tests.engine.toy.game import TOY  # noqa: F401  (the catalog entry "tests.engine.toy:TOY")
