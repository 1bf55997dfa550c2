"""Toy: a tiny test-only game built by following docs/adding-a-game.md (tests/engine/conftest.py registers it)."""

from tests.engine.toy.rules import Toy

TOY = Toy()
