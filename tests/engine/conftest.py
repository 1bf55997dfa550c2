"""Registers the test-only Toy game in the catalog for the engine tests."""

import importlib.util
import pathlib

import pytest

from gameshelf.engine import catalog

_spec = importlib.util.spec_from_file_location("gameshelf_toy", pathlib.Path(__file__).with_name("toy.py"))
toy = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(toy)


@pytest.fixture(autouse=True)
def toy_in_catalog(monkeypatch):
    """The catalog knows the Toy game for the duration of a test."""
    monkeypatch.setitem(catalog.GAME_MODULES, "toy", "gameshelf_toy:TOY")
    monkeypatch.setitem(catalog._loaded, "toy", toy.TOY)
    return toy.TOY
