"""Hostile position codes and seats for every op that takes them (replay, position, continue), of every game, player
count and variant: each refused as a bad position (seats of wrong types: a bad request) with a short reason, the
table's game and its open replay unchanged; a damage that still describes a position may only open one."""

import random

import pytest

from gameshelf.engine import positions
from tests.fuzz.codes import hostile_code
from tests.fuzz.driver import CONFIGS, TALLY, Table, assert_refused, config_id
from tests.fuzz.mutate import bad_seats

CODES = 40  # hostile codes per config
SEATS = 8  # hostile seat lists per config, sent to `continue`
CUTS = (0, 3, 25)  # moves into the game the valid codes around the hostile ones are cut at


def host_with_replay(config, seed):
    """A table holding a random game of `config`, with the replay of its own code open; (table, setup, moves)."""
    game, players, options = config
    rng = random.Random(seed)
    table = Table()
    answer = table.new(game, players, seed, options)
    while not answer["over"] and len(table.session.match.log) < max(CUTS):
        player = rng.choice(answer["to_act"])
        answer = table.move(rng.choice(table.legal(player)), player)
    setup, moves = positions.decode(table.send({"op": "position"})["code"])
    assert table.send({"op": "replay", "code": positions.encode(setup, moves)})["ok"]
    return table, setup, moves


def unchanged(table):
    """What a refused request must leave as it was: the game, its `state` answer and the open replay."""
    return table.fingerprint(), table.state_text(), table.session.replay


@pytest.mark.parametrize("config", CONFIGS, ids=config_id)
def test_hostile_codes_are_refused_as_bad_positions_and_change_nothing(config):
    index = CONFIGS.index(config)
    rng = random.Random(700 + index)
    table, setup, moves = host_with_replay(config, 700 + index)
    for _ in range(CODES):
        cut = moves[: rng.choice(CUTS)]
        code, must_refuse = hostile_code(rng, setup, cut)
        request = {"op": rng.choice(["replay", "position", "continue"]), "code": code, "at": rng.choice([None, 0])}
        if request["op"] == "continue":
            request["seats"] = setup["seats"]
        before = unchanged(table)
        answer = table.send(request)
        TALLY["hostile codes"] += 1
        if answer["ok"] and not must_refuse:
            continue
        assert_refused(answer, repr(code)[:300])
        assert answer["kind"] == "bad-position", answer
        assert unchanged(table) == before, "a refused code changed the table or its replay"
        TALLY["hostile codes refused"] += 1


@pytest.mark.parametrize("config", CONFIGS, ids=config_id)
def test_continue_with_seats_of_wrong_types_is_refused_and_changes_nothing(config):
    index = CONFIGS.index(config)
    rng = random.Random(800 + index)
    table, setup, moves = host_with_replay(config, 800 + index)
    code = positions.encode(setup, moves)
    for _ in range(SEATS):
        before = unchanged(table)
        answer = table.send({"op": "continue", "code": code, "seats": bad_seats(rng, setup["seats"])})
        assert_refused(answer)
        assert answer["kind"] in ("bad-request", "bad-position"), answer
        assert unchanged(table) == before
        TALLY["hostile seats"] += 1
