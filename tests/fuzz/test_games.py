"""Random full games of every game, player count and variant through the bridge: invariants after every move,
hostile requests along the way (each refused cleanly, the game unchanged), saves that load back exactly,
and the same requests giving byte-identical answers."""

import json
import random

import pytest

from tests.fuzz.driver import CONFIGS, TALLY, Table, assert_refused, config_id
from tests.fuzz.mutate import bad_request

HOSTILE_EVERY = 5  # moves between two batches of hostile requests
HOSTILE_BATCH = 5
SAVE_EVERY = 40  # moves between two save round trips
UNDO_SHARE = 0.15  # of the moves, played, taken back and played again
HANDOVER_SHARE = 0.03  # of the turns, a seat handed to another kind first (a friend's phone, this device, a bot)


def holds_float(value):
    """Whether a JSON value holds a float anywhere (JavaScript sends 1.0 back as 1, which a strict check refuses)."""
    if isinstance(value, dict):
        return any(holds_float(item) for item in value.values())
    if isinstance(value, list):
        return any(holds_float(item) for item in value)
    return type(value) is float


def check_position(table, answer, players):
    """The invariants of one answer and the engine's position behind it."""
    assert answer["ok"], answer
    match = table.session.match
    game = match.game
    game.check_invariants(match.state)
    assert len(answer["view"]["players"]) == players
    assert answer["view"] == game.view(match.state, None if answer["over"] else answer["viewer"])
    if answer["over"] or "public_view" in answer["record"]:  # asked for, or the game is over
        assert answer["record"]["public_view"] == game.view(match.state, None)
    assert all(isinstance(event, dict) and "kind" in event and "seat" in event for event in answer["events"])
    assert answer["to_act"] == match.to_act() and answer["over"] == (not answer["to_act"])
    for seat in range(players):
        assert bool(table.legal(seat)) == (seat in answer["to_act"]), f"seat {seat}: legal moves and turn disagree"
    if answer["viewer"] in answer["to_act"]:
        assert answer["legal"] == table.legal(answer["viewer"])
    assert not holds_float(answer["legal"]), "a legal move would not survive a trip through JavaScript"
    if answer["over"]:
        score = answer["score"]
        assert len(score["players"]) == players and score["winners"]
        assert all(entry["total"] == sum(entry["breakdown"].values()) for entry in score["players"])


def hostile_batch(table, rng, move, player):
    """Hostile requests around a legal move: each refused cleanly, nothing changed, the same `state` answer after."""
    before, mark = table.state_text(), table.fingerprint()
    for _ in range(HOSTILE_BATCH):
        request = bad_request(rng, table, move, player)
        assert_refused(table.send(request), request)
        assert table.fingerprint() == mark, "a refused request changed the game"
        TALLY["hostile requests"] += 1
    assert table.state_text() == before


def check_save_round_trip(table):
    """The save the storage layer keeps passes `check` and loads back into exactly the same table."""
    checked = table.send({"op": "check", "save": table.save})
    assert checked["ok"] and checked["summary"] == table.save["summary"], checked
    assert checked["moves"] == len(table.save["moves"])
    loaded = Table()
    answer = loaded.send({"op": "load", "save": table.save})
    assert answer["ok"], answer
    assert loaded.fingerprint()[1:3] == table.fingerprint()[1:3]
    if answer["viewer"] in answer["to_act"]:  # else the viewer is the last human shown, which a save does not keep
        assert loaded.state_text() == table.state_text()
    TALLY["save round trips"] += 1


def move_and_undo(table, move, player):
    """Play a move, take it back (when the undo policy allows) and play it again: the same answers each time."""
    before = table.state_text()
    answer = table.move(move, player)
    if answer["can_undo"]:
        assert table.send({"op": "undo"})["ok"]
        assert table.state_text() == before, "undo did not restore the position"
        assert table.move(move, player) == answer, "a move played again gave another answer"
        TALLY["undos"] += 1
    return answer


def hand_over(table, rng, players):
    """Hand a random seat to another kind: its name and the moves stay, the save's seats follow."""
    before = table.session.match.log[:]
    seat = rng.randrange(players)
    kind = rng.choice(["human", "remote", "bot"])
    answer = table.send({"op": "seat", "seat": seat, "kind": kind, **({"bot": "random"} if kind == "bot" else {})})
    assert answer["ok"] and answer["seats"][seat]["kind"] == kind and table.session.match.log == before, answer
    assert table.save["seats"] == answer["seats"] and table.save["moves"] == before
    table.setup["seats"] = answer["seats"]
    TALLY["seats handed over"] += 1
    return answer


def play_random_game(config, seed, bot_seat=False):
    """One random game with every check (the last seat a random bot when `bot_seat`); returns the table."""
    game, players, options = config
    rng = random.Random(seed)
    table = Table()
    answer = table.new(game, players, seed, options, bots=int(bot_seat and players > 1))
    check_position(table, answer, players)
    moves = 0
    while not answer["over"]:
        if rng.random() < HANDOVER_SHARE:
            answer = hand_over(table, rng, players)
            check_position(table, answer, players)
        player = rng.choice(answer["to_act"])
        if table.setup["seats"][player]["kind"] == "bot":
            answer = table.send({"op": "bot", **rng.choice([{}, {"slice": 0.05}, {"budget": 0.1}])})
        else:
            move = rng.choice(table.legal(player))
            if moves % HOSTILE_EVERY == 0 and answer["bot_to_act"] is None:
                hostile_batch(table, rng, move, player)
            answer = move_and_undo(table, move, player) if rng.random() < UNDO_SHARE else table.move(move, player)
        check_position(table, answer, players)
        moves += 1
        if moves % SAVE_EVERY == 0:
            check_save_round_trip(table)
    check_save_round_trip(table)
    TALLY["games"] += 1
    TALLY["moves"] += moves
    return table


@pytest.mark.parametrize("config", CONFIGS, ids=config_id)
def test_random_games_hold_every_invariant_and_refuse_every_hostile_request(config):
    play_random_game(config, 101)


@pytest.mark.parametrize("config", CONFIGS, ids=config_id)
def test_the_same_requests_give_byte_identical_answers(config):
    first = play_random_game(config, 303, bot_seat=True)
    again = Table()
    for request, text in zip(first.requests, first.texts, strict=True):
        assert again.session.handle(request) == text
