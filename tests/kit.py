"""The shared test kit every game uses: random full games with invariants, saves, determinization."""

import json

import pytest

from gameshelf.engine import catalog
from gameshelf.engine.game import IllegalMove
from gameshelf.engine.match import Match
from gameshelf.engine.messages import text
from gameshelf.engine.rng import Rng, seed_state
from gameshelf.engine.protocol import SAVE_FORMAT, SAVE_VERSION
from gameshelf.engine.saves import from_save, record, setup

MALFORMED_MOVES = [None, 0, "pass", [], {}, {"type": "no-such-move"}, {"type": None}, [1, 2, 3]]


def dump(state):
    """A canonical text of a state, to prove it did not change."""
    return json.dumps(state, sort_keys=True)


def assert_rejected(game, state, player, move):
    """An illegal move raises IllegalMove and leaves the state exactly as it was."""
    before = dump(state)
    with pytest.raises(IllegalMove):
        game.apply(state, player, move)
    assert dump(state) == before, "a rejected move changed the state"


def scribble(value):
    """Change every list and dict inside a value in place (a page or bot that edits the view it was given)."""
    if isinstance(value, list):
        for item in value:
            scribble(item)
        value.append("scribbled")
    elif isinstance(value, dict):
        for item in list(value.values()):
            scribble(item)
        value["scribbled"] = True


def check_views(game, state, rng):
    """Every view is JSON, shares no container with the state, and every determinization, handed the real view,
    keeps what its player sees."""
    kept = dump(state)
    for p in [None, *range(len(game.view(state, None)["players"]))]:
        scribble(game.view(state, p))
        assert dump(state) == kept, f"changing seat {p}'s view changed the state: they share a container"
        if p is None:
            continue
        view = game.view(state, p)
        seen = dump(view)
        full = game.determinize(view, p, rng)
        game.check_invariants(full)
        assert dump(game.view(full, p)) == seen, "determinize changed what the player sees"
        assert dump(view) == seen, "determinize changed the view it was given"


def random_playout(game, state, rng, limit=20000):
    """Random moves played in place on `state` (as a search does) until the game ends; the move count."""
    moves = 0
    while game.to_act(state):
        player = rng.choice(game.to_act(state))
        game.perform(state, player, rng.choice(game.legal_moves(state, player)))
        moves += 1
        assert moves < limit, "a random playout from a determinized state does not end"
    return moves


def check_determinized_playouts(game_id, players, seed, stops=(3, 40), options=None):
    """Issue 12's contract: playouts played in place on determinize(view) end and leave the view as it was."""
    game = catalog.get(game_id)
    rng = Rng(seed_state(seed + 104729))
    state = game.new(players, seed, options)
    played = 0
    for stop in stops:
        while played < stop and game.to_act(state):
            player = rng.choice(game.to_act(state))
            state = game.apply(state, player, rng.choice(game.legal_moves(state, player)))
            played += 1
        for p in range(players):
            view = game.view(state, p)
            seen = dump(view)
            random_playout(game, game.determinize(view, p, rng), rng)
            assert dump(view) == seen, f"a playout on {game_id}'s determinized state changed seat {p}'s view"


def check_events(events):
    """Events are a list of JSON objects, each with a text kind and a seat (a whole number or None)."""
    assert isinstance(events, list)
    for event in events:
        assert isinstance(event, dict) and isinstance(event.get("kind"), str), event
        assert "seat" in event and (event["seat"] is None or type(event["seat"]) is int), event
    assert json.loads(json.dumps(events)) == events


def random_game(game_id, players, seed, options=None, views_every=10, on_move=None):
    """Play one game of random moves, checking the contract after every move; returns the final state."""
    game = catalog.get(game_id)
    rng = Rng(seed_state(seed + 7919))
    state = game.new(players, seed, options)
    game.check_invariants(state)
    moves = 0
    while True:
        acting = game.to_act(state)
        if not acting:
            break
        for p in range(players):
            if p not in acting:
                assert game.legal_moves(state, p) == [], f"seat {p} has moves out of turn"
        player = rng.choice(acting)
        legal = game.legal_moves(state, player)
        assert legal, f"seat {player} must act but has no legal move"
        if moves % 25 == 0:
            for bad in MALFORMED_MOVES:
                assert_rejected(game, state, player, bad)
            others = [p for p in range(players) if p not in acting]
            if others:
                assert_rejected(game, state, others[0], legal[0])
        if moves % views_every == 0:
            check_views(game, state, rng)
        move = rng.choice(legal)
        before = dump(state)
        new, effects = game.play(state, player, move)
        assert dump(state) == before, "apply mutated its input state"
        assert dump(game.advance(state, player, move)) == dump(new), "recording the effects changed the move"
        line = game.describe(state, player, move, new, effects)
        assert isinstance(line, str) or text(line), "describe returns a message (or a game not yet converted, a text line)"
        check_events(effects)
        assert dump(state) == before, "describe mutated the state before the move"
        state = new
        assert json.loads(json.dumps(state)) == state, "the state is not plain JSON data"
        game.check_invariants(state)
        if on_move:
            on_move(state, player, move)
        moves += 1
        assert moves < 20000, "the game does not end"
    check_views(game, state, rng)
    score = game.score(state)
    assert len(score["players"]) == players and score["winners"]
    for entry in score["players"]:
        assert entry["total"] == sum(entry["breakdown"].values())
    assert game.view(state, 0) == game.view(state, None), "the ended game must reveal everything"
    return state


def to_save(match, save_id="test", created=1, updated=2, rev=0):
    """The v2 save the storage layer would hold for a match (what its answers' records add up to)."""
    moves_and_more = {k: v for k, v in record(match, 0).items() if k != "start"}
    return {"format": SAVE_FORMAT, "version": SAVE_VERSION, "id": save_id, "title": match.game.title, **setup(match),
            **moves_and_more, "created": created, "updated": updated, "rev": rev}


def save_round_trip(game_id, players, seed, moves=40, options=None):
    """Play some random moves in a match, save to JSON text, load it back: the same match."""
    match = Match(game_id, ["bot"] * players, seed, options)
    for _ in range(moves):
        if match.over():
            break
        match.make_move(*bot_free_move(match))
    text = json.dumps(to_save(match, "test", 1, 2))
    again = from_save(json.loads(text))
    assert again.state == match.state
    assert again.log == match.log and again.lines == match.lines
    assert json.dumps(to_save(again, "test", 1, 2)) == text
    return again


def bot_free_move(match):
    """A random legal (player, move) chosen from the match's own seed and length."""
    rng = Rng(seed_state(match.seed * 31 + len(match.log)))
    player = rng.choice(match.to_act())
    return player, rng.choice(match.game.legal_moves(match.state, player))


class Storage:
    """What the page's storage layer keeps: a v2 save rebuilt only from the answers' records."""

    def __init__(self):
        self.save = None

    def keep(self, answer):
        """Update the save from a successful answer's record; returns the answer."""
        record = answer["record"]
        if answer["full"]:
            self.save = {"format": SAVE_FORMAT, "version": SAVE_VERSION, "id": "s", "title": answer["title"],
                         **record["setup"], "moves": [], "created": 1, "updated": 2, "rev": 0}
        self.save["moves"] = self.save["moves"][: record["start"]] + record["moves"]
        self.save.update(hash=record["hash"], summary=record["summary"])
        if "public_view" in record:  # only on the answers that asked for it (and once the game is over)
            self.save["public_view"] = record["public_view"]
        return answer
