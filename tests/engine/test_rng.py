"""The seeded generator: pinned outputs, ranges and JSON-safe state."""

import json

import pytest

from gameshelf.engine.rng import Rng, seed_state


def test_pinned_sequence_never_changes():
    # Saves replay from seeds: these numbers must stay the same forever (CPython and Pyodide).
    assert seed_state(5) == [1478832577, 3186062026, 3537421946, 387527240]
    rng = Rng(seed_state(5))
    assert [rng.next32() for _ in range(4)] == [3616982058, 3568987857, 2681310436, 1145618998]
    items = list(range(10))
    Rng(seed_state(5)).shuffle(items)
    assert items == [2, 7, 5, 0, 1, 9, 6, 4, 3, 8]


def test_state_words_stay_json_safe_for_javascript():
    words = seed_state(-(2**70) + 12345)
    rng = Rng(words)
    for _ in range(1000):
        rng.next32()
    assert all(0 <= w < 2**32 for w in words) and json.loads(json.dumps(words)) == words


def test_below_is_in_range_and_covers_every_value():
    rng = Rng(seed_state(1))
    seen = {rng.below(7) for _ in range(500)}
    assert seen == set(range(7))
    with pytest.raises(ValueError):
        rng.below(0)


def test_shuffle_is_a_permutation_and_seeds_differ():
    a, b = list(range(52)), list(range(52))
    Rng(seed_state(1)).shuffle(a)
    Rng(seed_state(2)).shuffle(b)
    assert sorted(a) == sorted(b) == list(range(52)) and a != b
