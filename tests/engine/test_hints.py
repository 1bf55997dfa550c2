"""The bridge's hint: the Hard bot's legal move and a reason, sliced, leaving the match and its randomness alone."""

import json

import pytest

from gameshelf.engine.bridge import Session
from gameshelf.engine.inputs import listed
from gameshelf.engine.messages import text
from tests.kit import Storage

GAMES = [("ticket-to-ride", 2), ("ticket-to-ride-nordic", 2), ("kingdom-builder", 2), ("off-the-rails", 2),
         ("trick-of-the-rails", 3)]


def call(session, **req):
    return json.loads(session.handle(json.dumps(req)))


def seats(players):
    """A person in seat 0 and Random bots (whose moves follow the match's seed alone) in the others."""
    return [{"kind": "human", "name": "Ann"}] + [{"kind": "bot", "bot": "random"}] * (players - 1)


def hint(session, slice_seconds=0.01):
    """Ask for the hint slice by slice until it is ready; returns (the answers while thinking, the hint)."""
    thinking = []
    answer = call(session, op="hint", slice=slice_seconds)
    while answer.get("thinking"):
        thinking.append(answer)
        answer = call(session, op="hint", slice=slice_seconds)
    return thinking, answer


def to_human(session, answer, storage):
    """Let the bots play until seat 0 must decide (or the game ends); returns the last answer."""
    while not answer["over"] and answer["bot_to_act"] is not None:
        answer = storage.keep(call(session, op="bot"))
    return answer


def played(game, players, with_hints, human_moves=4):
    """A match where seat 0 plays the hint's move each turn (asked for in one session, a Random pick in the other)."""
    s, storage = Session(), Storage()
    answer = to_human(s, storage.keep(call(s, op="new", game=game, seats=seats(players), seed=11, hints=True)), storage)
    reasons = []
    for turn in range(human_moves):
        if answer["over"]:
            break
        move = answer["legal"][(turn * 7) % len(answer["legal"])]
        if with_hints:
            before = (s.match.state, json.dumps(s.match.state, sort_keys=True), list(s.match.log))
            thinking, given = hint(s)
            assert given["ok"] and given["seat"] == 0 and listed(given["move"], answer["legal"])
            assert all(0.0 <= t["progress"] <= 1.0 and t["seat"] == 0 for t in thinking)
            assert s.match.state is before[0] and json.dumps(s.match.state, sort_keys=True) == before[1]
            assert s.match.log == before[2]
            text(given["label"]), reasons.append(text(given["reason"]))
            assert given["setup"]["hinted"] is True
        answer = to_human(s, storage.keep(call(s, op="move", move=move)), storage)
    return s, storage, reasons


@pytest.mark.parametrize("game,players", GAMES)
def test_a_hint_is_legal_and_leaves_the_match_and_its_randomness_unchanged(game, players):
    hinted, hinted_storage, reasons = played(game, players, with_hints=True)
    plain, plain_storage, _ = played(game, players, with_hints=False)
    assert reasons and all(reasons)
    assert hinted.match.log == plain.match.log and hinted.match.state == plain.match.state
    assert hinted_storage.save["hash"] == plain_storage.save["hash"]


def test_the_save_keeps_hints_on_and_the_mark_of_a_hint_used():
    s, storage = Session(), Storage()
    storage.keep(call(s, op="new", game="ticket-to-ride", seats=seats(2), seed=3, hints=True))
    assert storage.save["hints"] is True and "hinted" not in storage.save
    _, given = hint(s, slice_seconds=None)
    storage.save.update(given["setup"])
    again = Session()
    loaded = call(again, op="load", save=storage.save)
    assert loaded["record"]["setup"]["hints"] is True and loaded["record"]["setup"]["hinted"] is True
    assert hint(again)[1]["ok"]


def test_no_hint_when_hints_are_off_or_no_person_is_to_move():
    s = Session()
    call(s, op="new", game="ticket-to-ride", seats=seats(2), seed=3)
    off = call(s, op="hint")
    assert not off["ok"] and off["kind"] == "bad-request" and off["message"] == ["engine.error.hints-off"]
    bots = [{"kind": "bot", "bot": "random"}] * 2
    call(s, op="new", game="ticket-to-ride", seats=bots, seed=3, hints=True)
    refused = call(s, op="hint")
    assert not refused["ok"] and refused["message"] == ["engine.error.no-hint"]


def test_a_hint_paused_between_slices_starts_again_after_a_move():
    s, storage = Session(), Storage()
    answer = storage.keep(call(s, op="new", game="ticket-to-ride", seats=seats(2), seed=5, hints=True))
    answer = to_human(s, storage.keep(call(s, op="move", move=answer["legal"][-1])), storage)
    call(s, op="hint", slice=0.001)  # most likely paused mid-search: the move below must not reuse it
    answer = to_human(s, storage.keep(call(s, op="move", move=answer["legal"][0])), storage)
    _, given = hint(s)
    assert listed(given["move"], answer["legal"])
