"""Each input issue 10 reproduced, answered by the bridge with a clean, short refusal."""

import json

import pytest

from gameshelf.engine import inputs
from gameshelf.engine.game import IllegalMove, state_hash
from gameshelf.engine.inputs import MAX_DEPTH, MAX_TEXT, BadInput, TooLarge, listed, nesting, parse, quote
from tests.fuzz.driver import Table, assert_refused

SEATS = [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "human"}]


def ask(text):
    """One request text to a fresh bridge session; the parsed answer."""
    return Table().send(text)


def call(**req):
    """One request to a fresh bridge session; the parsed answer."""
    return Table().send(req)


def started(game="ticket-to-ride", seed=3):
    """A table holding a new two-human game, and its first answer."""
    table = Table()
    answer = table.new(game, 2, seed, {})
    assert answer["ok"], answer
    return table, answer


def refused(answer, kind):
    """The answer is a short refusal of the given kind; its message."""
    assert_refused(answer)
    assert answer["kind"] == kind, answer
    return answer["error"]


# ---- the cases issue 10 lists ---------------------------------------------------------------------


@pytest.mark.parametrize("options", [[1], "teams", 3, True])
def test_options_that_are_not_an_object_are_a_bad_request(options):
    refused(call(op="new", game="ticket-to-ride", seats=SEATS, seed=1, options=options), "bad-request")


@pytest.mark.parametrize("level", [["hard"], {"x": 1}, 3, True])
def test_a_bot_level_that_is_not_text_is_a_bad_request(level):
    seats = [SEATS[0], {"kind": "bot", "bot": level}]
    refused(call(op="new", game="ticket-to-ride", seats=seats, seed=1), "bad-request")


@pytest.mark.parametrize("game", [["ticket-to-ride"], {"id": "x"}, 7, None])
def test_a_game_id_that_is_not_text_is_a_bad_request(game):
    refused(call(op="new", game=game, seats=SEATS, seed=1), "bad-request")


@pytest.mark.parametrize("seats", [[None, 3, "x"], "human", [[]], [{"kind": "human", "name": ["A"]}]])
def test_seats_that_are_not_objects_or_text_are_a_bad_request(seats):
    refused(call(op="new", game="ticket-to-ride", seats=seats, seed=1), "bad-request")


@pytest.mark.parametrize("seed", [True, 2**64, 1.5, "7"])
def test_seeds_that_are_bools_huge_or_not_whole_are_a_bad_request(seed):
    refused(call(op="new", game="ticket-to-ride", seats=SEATS, seed=seed), "bad-request")


def test_a_save_nested_three_thousand_deep_is_too_large_and_the_game_is_unchanged():
    table, _ = started()
    before = table.state_text()
    deep = '{"op": "load", "save": {"format": "gameshelf-save", "x": ' + "[" * 3000 + "]" * 3000 + "}}"
    assert "deeper" in refused(table.send(deep), "too-large")
    assert table.state_text() == before


def test_nesting_counts_brackets_outside_strings_only():
    assert nesting('{"a": "[[[[{{{{", "b": [[1]]}') == 3
    assert nesting('"\\"[[["') == 0
    assert nesting("[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1)) == MAX_DEPTH + 1
    with pytest.raises(TooLarge):
        parse("[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1))
    assert parse("[" * MAX_DEPTH + "]" * MAX_DEPTH)


def test_unbalanced_deep_text_is_refused_before_parsing():
    refused(ask("[" * 100_000), "too-large")


def test_a_request_over_one_megabyte_is_too_large():
    text = json.dumps({"op": "state", "pad": "x" * MAX_TEXT})
    assert "MB" in refused(ask(text), "too-large")
    wide = json.dumps({"op": "state", "pad": "é" * (MAX_TEXT // 2 + 1)})  # fewer characters than bytes
    refused(ask(wide), "too-large")


def test_integers_over_4300_digits_are_a_bad_request():
    table, _ = started()
    before = table.state_text()
    assert "digits" in refused(table.send('{"op": "new", "seed": ' + "9" * 5000 + "}"), "bad-request")
    refused(table.send('{"op": "move", "move": {"slot": -' + "1" * 4301 + "}}"), "bad-request")
    assert table.state_text() == before


@pytest.mark.parametrize("constant", ["NaN", "Infinity", "-Infinity", "1e999", "-1e400"])
def test_nan_and_infinity_are_refused_anywhere(constant):
    table, _ = started()
    refused(table.send('{"op": "state", "x": ' + constant + "}"), "bad-request")


def test_a_200_kilobyte_game_id_is_not_repeated_in_the_message():
    game = "g" * 200_000
    error = refused(call(op="new", game=game, seats=SEATS, seed=1), "bad-request")
    assert "g" * 41 not in error
    save = {"format": "gameshelf-save", "version": 2, "game": game, "seed": 1, "moves": []}
    error = refused(call(op="load", save=save), "bad-save")
    assert "g" * 41 not in error
    error = refused(call(op="x" * 100_000), "bad-request")
    assert "x" * 41 not in error


def test_quote_keeps_at_most_forty_characters():
    assert quote("chess") == '"chess"'
    assert len(quote("a" * 1000)) == inputs.QUOTE_CHARS
    assert len(quote({"k": list(range(1000))})) == inputs.QUOTE_CHARS
    assert quote(float("nan")) == "'float'"


@pytest.mark.parametrize("when", [1e16, -1, float("nan"), "today", True, [1]])
def test_a_save_with_a_bad_timestamp_is_a_bad_save(when):
    table, _ = started()
    save = dict(table.save, updated=when)
    if when != when:  # NaN cannot be JSON text: check the Python side directly
        with pytest.raises(BadInput):
            inputs.check_save(save)
        return
    assert "updated" in refused(table.send({"op": "load", "save": save}), "bad-save")


def test_true_is_never_seat_one():
    table, answer = started()
    answer = table.move(answer["legal"][0])
    assert answer["to_act"] == [1]
    refused(table.move(answer["legal"][0], player=True), "illegal")
    match = table.session.match
    with pytest.raises(IllegalMove):
        match.game.apply(match.state, True, answer["legal"][0])


def test_a_crafted_save_cannot_store_true_as_a_route_owner():
    table, answer = started(seed=11)
    while not (answer["viewer"] == 1 and any(m["type"] == "claim" for m in answer["legal"])):
        answer = table.move(answer["legal"][0])
    claim = next(m for m in answer["legal"] if m["type"] == "claim")
    match = table.session.match
    for seat, accepted in ((1, True), (True, False)):
        after = match.game.advance(match.state, seat, claim)  # what a crafter computes, hash included
        save = dict(table.save, moves=table.save["moves"] + [[seat, claim]], hash=state_hash(after))
        answer = call(op="load", save=save)
        assert answer["ok"] if accepted else "player of move" in refused(answer, "bad-save")


@pytest.mark.parametrize("field, value", [("slot", True), ("slot", 1.0)])
def test_a_move_equal_only_in_python_is_illegal(field, value):
    table, answer = started()
    while not any(m.get(field) == 1 for m in answer["legal"]):
        answer = table.move(answer["legal"][0])
    listed_move = next(m for m in answer["legal"] if m.get(field) == 1)
    refused(table.move(dict(listed_move, **{field: value})), "illegal")
    assert table.move(listed_move)["ok"]


def test_listed_compares_json_types():
    assert listed({"a": [1, "x"]}, [{"a": [1, "x"]}])
    assert not listed({"a": [True, "x"]}, [{"a": [1, "x"]}])
    assert not listed(1.0, [1])
    assert listed(True, [1, True])
    assert not listed(0, [False])


def test_every_option_choice_survives_a_trip_through_javascript():
    for info in call(op="catalog")["games"]:
        for spec in info["options"]:
            for choice in spec.get("choices", []):
                assert type(choice["value"]) in (str, int), (info["id"], spec["id"], choice)


def test_an_option_value_equal_only_in_python_is_a_bad_request():
    refused(call(op="new", game="off-the-rails", seats=SEATS, seed=1, options={"game_length": 13.0}), "bad-request")
    assert call(op="new", game="off-the-rails", seats=SEATS, seed=1, options={"game_length": 13})["ok"]


@pytest.mark.parametrize("error", [RecursionError, MemoryError, KeyError, ZeroDivisionError])
def test_an_unexpected_error_is_internal_short_and_logged(monkeypatch, capsys, error):
    table, _ = started()
    before = table.state_text()

    def broken(req):
        raise error("x" * 10_000)

    monkeypatch.setattr(table.session, "op_bot", broken)
    answer = table.send({"op": "bot"})
    assert answer["ok"] is False and answer["kind"] == "internal"
    assert error.__name__ in answer["error"] and "Traceback" not in answer["error"] and "x" * 41 not in answer["error"]
    assert "Traceback" in capsys.readouterr().err
    assert table.state_text() == before
