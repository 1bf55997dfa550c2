"""Position codes: round trips of real bot games of every title, their length, and damaged codes refused."""

import json

import pytest

from gameshelf.engine import catalog, positions, simulate
from gameshelf.engine.positions import BadPosition
from tests.fuzz.codes import deep, forged, written_out

LIMIT = 1000  # characters for a whole game (issue 11: a 4-player Ticket to Ride game fits)

# (game, players, bot, options): every title and player count, the variants, random and searching bots
GAMES = [
    ("ticket-to-ride", 2, "heuristic", None),
    ("ticket-to-ride", 3, "random", None),
    ("ticket-to-ride", 4, "heuristic", None),
    ("ticket-to-ride", 5, "random", None),
    ("ticket-to-ride-nordic", 2, "random", {"three_locomotive_reset": True}),
    ("ticket-to-ride-nordic", 3, "heuristic", None),
    ("kingdom-builder", 2, "random", {"cards": "first-game"}),
    ("kingdom-builder", 3, "random", None),
    ("kingdom-builder", 4, "heuristic", {"lords_zero": False}),
    ("off-the-rails", 1, "heuristic", None),
    ("off-the-rails", 2, "random", {"bumper_carts": True}),
    ("off-the-rails", 3, "random", {"game_length": 13}),
    ("off-the-rails", 4, "heuristic", {"game_length": 25, "chasm_die": True}),
    ("trick-of-the-rails", 3, "heuristic", None),
    ("trick-of-the-rails", 4, "random", {"teams": True}),
    ("trick-of-the-rails", 5, "random", {"expert": True}),
]

longest = {}


def setup_of(match):
    """The position setup of a match (seat kinds and bot levels, no names)."""
    seats = [{"kind": s["kind"], "bot": s["bot"]} for s in match.seats]
    return {"game": match.game_id, "rules_version": match.game.rules_version, "options": match.options,
            "seats": seats, "seed": match.seed}


@pytest.mark.parametrize("game_id,players,bot,options", GAMES)
def test_whole_games_round_trip_in_a_short_code(game_id, players, bot, options):
    match = simulate.play_out(game_id, players, 11, [bot], options, budget=0.05, check=False)
    setup = setup_of(match)
    code = positions.encode(setup, match.log)
    assert set(code) <= set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
    again, moves = positions.decode(code)
    assert again == setup and moves == match.log
    _, _, states = positions.replay(again, moves)
    assert states[-1] == match.state
    assert len(code) <= LIMIT, f"{game_id} with {players}: {len(code)} characters"
    title = match.game.title
    longest[title] = max(longest.get(title, 0), len(code))
    print(f"\n{title}, {players} players, {bot}: {len(match.log)} moves -> {len(code)} characters")


def test_longest_code_per_title():
    """The figures the issue asks for (run with -s to read them)."""
    print("\nlongest position code per title:", json.dumps(longest, indent=1))
    assert all(n <= LIMIT for n in longest.values())


def test_a_cut_game_is_the_same_position():
    match = simulate.play_out("ticket-to-ride", 4, 5, ["random"], budget=0.05, check=False)
    setup = setup_of(match)
    for cut in (0, 1, 37, len(match.log) // 2):
        code = positions.encode(setup, match.log[:cut])
        again, moves = positions.decode(code)
        assert moves == match.log[:cut]
        assert positions.replay(again, moves)[2][-1] == positions.replay(setup, match.log[:cut])[2][-1]


def test_names_are_optional_and_kept_when_given():
    setup = {"game": "trick-of-the-rails", "rules_version": 1, "options": {}, "seed": 4,
             "seats": [{"kind": "human", "name": "Ada"}, {"kind": "bot", "bot": "random"}, {"kind": "bot"}]}
    again, moves = positions.decode(positions.encode(setup, []))
    assert moves == []
    assert again["seats"][0] == {"kind": "human", "name": "Ada"}
    assert again["seats"][1] == {"kind": "bot", "bot": "random"}
    assert again["options"] == {"expert": False, "teams": False}


def valid_code():
    """A short code of a Trick of the Rails game two moves in."""
    setup = {"game": "trick-of-the-rails", "rules_version": 1, "options": {}, "seed": 9, "seats": ["bot"] * 3}
    game = catalog.get("trick-of-the-rails")
    state = game.new(3, 9, {})
    moves = []
    for _ in range(2):
        player = game.to_act(state)[0]
        move = game.legal_moves(state, player)[0]
        moves.append([player, move])
        state = game.apply(state, player, move)
    return setup, moves, positions.encode(setup, moves)


@pytest.mark.parametrize("damage,why", [
    (lambda c: c[:-6], "damaged"),
    (lambda c: c[:10] + ("A" if c[10] != "A" else "B") + c[11:], "damaged"),
    (lambda c: "!!" + c, "damaged"),
    (lambda c: "", "non-empty"),
    (lambda c: "x" * 30000, "too long"),
    (lambda c: "AgAA", "format"),
])
def test_damaged_codes_say_why(damage, why):
    code = valid_code()[2]
    with pytest.raises(BadPosition, match=why):
        positions.decode(damage(code))


def test_every_cut_of_a_code_is_refused():
    code = valid_code()[2]
    for end in range(1, len(code)):
        with pytest.raises(BadPosition):
            positions.decode(code[:end])


def test_unknown_game_and_other_rules_are_refused_with_a_short_quote():
    with pytest.raises(BadPosition, match="does not have") as err:
        positions.decode(forged({"game": "chess" * 40, "rules_version": 1, "seed": 1, "seats": []}))
    assert len(str(err.value)) < 120
    header = {"game": "trick-of-the-rails", "rules_version": 99, "options": {}, "seed": 1, "seats": ["bot"] * 3}
    with pytest.raises(BadPosition, match="other rules"):
        positions.decode(forged(header))


def test_a_setup_the_game_refuses_is_a_bad_position():
    header = {"game": "trick-of-the-rails", "rules_version": 1, "options": {"teams": True}, "seed": 1,
              "seats": ["bot"] * 3}
    with pytest.raises(BadPosition, match="Teams"):
        positions.decode(forged(header))
    with pytest.raises(BadPosition, match="not valid"):
        positions.encode(dict(header, options={"no_such_option": 1}), [])


def test_a_move_index_out_of_range_is_refused():
    header = {"game": "trick-of-the-rails", "rules_version": 1, "options": {}, "seed": 1, "seats": ["bot"] * 3}
    with pytest.raises(BadPosition, match="move 1"):
        positions.decode(forged(header, b"\x01\x7f"))


def test_a_legal_move_the_game_does_not_list_is_written_out(toy_in_catalog, monkeypatch):
    listed = type(toy_in_catalog).legal_moves

    def without_marks(state, player):
        return [m for m in listed(toy_in_catalog, state, player) if m["type"] != "mark"]

    monkeypatch.setattr(toy_in_catalog, "legal_moves", without_marks)
    monkeypatch.setattr(toy_in_catalog, "is_legal", lambda state, player, move: move["type"] in ("mark", "end", "draw"))
    setup = {"game": "toy", "rules_version": 1, "options": {}, "seed": 2, "seats": ["bot", "bot"]}
    moves = [[0, {"type": "mark"}], [0, {"type": "draw"}], [0, {"type": "end"}], [1, {"type": "mark"}]]
    assert positions.decode(positions.encode(setup, moves)) == (positions.check_setup(setup)[1], moves)


def test_an_illegal_move_list_cannot_be_encoded():
    setup, moves, _ = valid_code()
    with pytest.raises(BadPosition, match="move 2"):
        positions.encode(setup, [moves[0], [moves[0][0], {"type": "nonsense"}]])


TRICK = {"game": "trick-of-the-rails", "rules_version": 1, "options": {}, "seed": 1, "seats": ["bot"] * 3}


@pytest.mark.parametrize("options", ["x", 5, [1], True, [["teams", True]]])
def test_setup_options_that_are_not_an_object_are_a_bad_position(options):
    with pytest.raises(BadPosition, match="options must be an object"):
        positions.decode(forged(dict(TRICK, options=options)))


@pytest.mark.parametrize("seat", [{"kind": "bot", "bot": ["hard"]}, {"kind": "bot", "bot": {"level": "hard"}},
                                  {"kind": "human", "name": 7}, 3])
def test_a_setup_seat_of_wrong_types_is_a_bad_position(seat):
    with pytest.raises(BadPosition, match="seat 3"):
        positions.decode(forged(dict(TRICK, seats=["bot", "bot", seat])))


@pytest.mark.parametrize("seed", [True, 1.0, 2**53, "1", None])
def test_a_setup_seed_a_javascript_number_cannot_hold_is_a_bad_position(seed):
    with pytest.raises(BadPosition, match="seed must be a whole number"):
        positions.decode(forged(dict(TRICK, seed=seed)))


@pytest.mark.parametrize("header", [deep(), json.dumps(TRICK).replace('"options": {}', '"options": ' + deep(), 1),
                                    json.dumps(TRICK).replace('"seed": 1', '"seed": NaN', 1),
                                    json.dumps(TRICK).replace('"seed": 1', '"seed": ' + "9" * 5000, 1)])
def test_a_setup_nested_5000_deep_or_not_strict_json_is_a_bad_position(header):
    with pytest.raises(BadPosition, match="bad setup"):
        positions.decode(forged(header))


@pytest.mark.parametrize("text", [deep(), '{"type": ' + deep() + "}", '{"card": NaN}', '{"card": 1e999}', b"\xff"])
def test_a_written_out_move_nested_5000_deep_or_not_strict_json_is_a_bad_position(text):
    with pytest.raises(BadPosition, match="move 1"):
        positions.decode(written_out(TRICK, [], text))


def test_a_legal_move_written_out_in_full_is_the_same_position():
    setup, moves, code = valid_code()
    assert positions.decode(written_out(setup, moves[:1], moves[1][1])) == positions.decode(code)
