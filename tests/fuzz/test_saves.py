"""Damaged and crafted saves of every game: `check` and `load` refuse each with a short reason and leave the
loaded game as it was; a damage that still describes the same game may only load that very position."""

import json
import random

import pytest

from gameshelf.engine import bridge
from tests.fuzz.driver import CONFIGS, TALLY, Table, assert_refused, config_id
from tests.fuzz.mutate import damaged_save

DAMAGES = 24  # damaged saves per config, each sent to `check` and to `load`


def loaded(save):
    """A table with `save` loaded, and the fingerprint of its position."""
    table = Table()
    assert table.send({"op": "load", "save": save})["ok"]
    return table, table.fingerprint()[1:3]


def try_damage(host, bad, must_refuse, original):
    """Send one damaged save to `check` then `load` on a table holding another game."""
    before, mark = host.state_text(), host.fingerprint()
    verdicts = []
    for op in [op for op in ("check", "load") if hasattr(bridge.Session, "op_" + op)]:
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
    else:
        assert host.state_text() == before
        TALLY["damaged saves refused"] += 1


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
    for _ in range(DAMAGES):
        which = rng.randrange(len(saves))
        bad, must_refuse = damaged_save(rng, saves[which])
        host = references[(which + 1) % len(saves)][0]
        try_damage(host, bad, must_refuse, references[which][1])
        if host.fingerprint()[1:3] == references[which][1]:  # it loaded: put the host's own game back
            host.send({"op": "load", "save": saves[(which + 1) % len(saves)]})
        TALLY["damaged saves"] += 1
