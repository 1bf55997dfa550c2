"""Damaged and crafted saves of every game: `check` and `load` refuse each with a short reason and leave the
loaded game as it was; a damage that still describes the same game may only load that very position.
Saves of the current version (v2) and of v1 (migrated on load) alike."""

import json
import pathlib
import random

import pytest

from tests.fuzz.driver import CONFIGS, TALLY, Table, assert_refused, config_id
from tests.fuzz.mutate import as_v1, damaged_save

DAMAGES = 20  # damaged saves per config (and per v1 save), each sent to `check` and to `load`


def loaded(save):
    """A table with `save` loaded, and the fingerprint of its position."""
    table = Table()
    assert table.send({"op": "load", "save": save})["ok"]
    return table, table.fingerprint()[1:3]


def try_damage(host, host_save, bad, must_refuse, original):
    """Send one damaged save to `check` then `load` on a table holding another game (`host_save`)."""
    before, mark = host.state_text(), host.fingerprint()
    verdicts = []
    for op in ("check", "load"):
        answer = host.send({"op": op, "save": bad})
        verdicts.append(answer["ok"])
        if answer["ok"] and not must_refuse:
            continue
        assert_refused(answer, json.dumps(bad)[:300] if op == "load" else "")
        assert answer["kind"] in ("bad-save", "bad-request"), answer
        assert host.fingerprint() == mark, "a refused save changed the loaded game"
    assert len(set(verdicts)) == 1, "check and load disagree"
    if verdicts[-1]:
        assert host.fingerprint()[1:3] == original, "a damaged save loaded another position"
        assert host.send({"op": "load", "save": host_save})["ok"]
    else:
        assert host.state_text() == before
        TALLY["damaged saves refused"] += 1
    TALLY["damaged saves"] += 1


@pytest.mark.parametrize("config", CONFIGS, ids=config_id)
def test_damaged_saves_are_refused_and_change_nothing(config):
    index = CONFIGS.index(config)
    rng = random.Random(index)
    game, players, options = config
    source = Table()
    answer = source.new(game, players, 500 + index, options)
    saves = []
    while not answer["over"]:
        player = rng.choice(answer["to_act"])
        answer = source.move(rng.choice(source.legal(player)), player)
        if len(source.requests) in (9, 40):
            saves.append(json.loads(json.dumps(source.save)))
    saves.append(json.loads(json.dumps(source.save)))
    references = [loaded(save) for save in saves]
    saves += [as_v1(save, table.session.match.state) for save, (table, _) in zip(saves, references)]
    references += [loaded(save) for save in saves[len(references) :]]
    for _ in range(DAMAGES):
        which = rng.randrange(len(saves))
        other = (which + 1) % len(saves)
        try_damage(references[other][0], saves[other], *damaged_save(rng, saves[which]), references[which][1])


V1_SAVES = json.loads((pathlib.Path(__file__).parents[1] / "engine" / "v1_saves.json").read_text())


@pytest.mark.parametrize("index", range(len(V1_SAVES)), ids=lambda i: V1_SAVES[i]["game"] + f"-{i}")
def test_damaged_saves_written_by_the_v1_code_are_refused_and_change_nothing(index):
    rng = random.Random(1000 + index)
    save, host_save = V1_SAVES[index], V1_SAVES[(index + 1) % len(V1_SAVES)]
    original, host = loaded(save)[1], loaded(host_save)[0]
    for _ in range(DAMAGES):
        try_damage(host, host_save, *damaged_save(rng, save), original)
