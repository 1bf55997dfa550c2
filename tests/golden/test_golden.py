"""Golden playthroughs replay move for move: the same log lines and the same state hashes."""

import pathlib

import pytest

from tests.golden.generate import SETUPS
from tests.golden.replay import first_difference, parse

HERE = pathlib.Path(__file__).resolve().parent


def test_every_setup_has_its_file():
    assert sorted(p.stem for p in HERE.glob("*.txt")) == sorted(SETUPS)


@pytest.mark.parametrize("name", sorted(SETUPS))
def test_replay_matches_the_golden_file(name):
    text = (HERE / f"{name}.txt").read_text(encoding="utf-8")
    setup, _, rows = parse(text)
    assert setup["game"] == SETUPS[name][0] and len(rows) > 20
    assert first_difference(text) is None


def test_a_changed_hash_is_named_with_its_move():
    text = (HERE / "kingdom-builder-3p-seed1.txt").read_text(encoding="utf-8")
    lines = text.split("\n")
    fields = lines[7].split("\t")
    lines[7] = "\t".join(fields[:-1] + ["0" * 16])
    assert first_difference("\n".join(lines)).startswith(f"move {fields[0]} (seat {fields[1]}, ")
