"""Checks every searching bot of Kingdom Builder, Off the Rails and Trick of the Rails must pass."""

import json
import time

from gameshelf.engine import search
from gameshelf.engine.rng import Rng, seed_state

FAR = 3600  # a deadline no test reaches: fixed round counts decide the search size


def advanced(game, players, seed, moves, options=None):
    """The state after `moves` random legal moves from a seeded start (through the contract path)."""
    state, rng = game.new(players, seed, options), Rng(seed_state(seed))
    for _ in range(moves):
        seat = game.to_act(state)[0]
        state = game.apply(state, seat, rng.choice(game.legal_moves(state, seat)))
    return state


def assert_same_choice_whatever_is_hidden(game, state, seat, bot):
    """The bot's move from one view is the same whatever the other seats really hold, and the view is untouched."""
    view = game.view(state, seat)
    other = game.determinize(json.loads(json.dumps(view)), seat, Rng(seed_state(99)))
    game.check_invariants(other)
    assert game.view(other, seat) == view
    assert json.dumps(other, sort_keys=True) != json.dumps(state, sort_keys=True), "nothing hidden was resampled"
    moves = []
    for world in (state, other):
        shown = game.view(world, seat)
        text = json.dumps(shown, sort_keys=True)
        legal = game.legal_moves(world, seat)
        moves.append(bot.choose(game, shown, legal, seat, Rng(seed_state(5)), time.monotonic() + FAR))
        assert json.dumps(shown, sort_keys=True) == text, "the bot changed the view it was given"
        assert moves[-1] in legal
    assert moves[0] == moves[1]


def assert_fast_path_plays_the_same_game(game, players, seed, options=None):
    """Random moves on the search fast path (one copy, in place) give the same moves and states as the contract path."""
    start = game.new(players, seed, options)
    contract, rng = start, Rng(seed_state(seed))
    contract_moves = []
    while game.to_act(contract):
        seat = game.to_act(contract)[0]
        move = rng.choice(game.legal_moves(contract, seat))
        contract_moves.append(move)
        contract = game.apply(contract, seat, move)
    fast, rng = search.copy_state(game, start), Rng(seed_state(seed))
    fast_moves = []

    def recorded(game, state, player, rng):
        move = search.random_policy(game, state, player, rng)
        fast_moves.append(move)
        return move

    search.playout(game, fast, rng, recorded)
    assert fast_moves == contract_moves
    assert json.dumps(fast, sort_keys=True) == json.dumps(contract, sort_keys=True)
    assert game.new(players, seed, options) == start, "the fast path changed the state it started from"


def assert_bots_choose_legal_moves(game, players, seed, seating, bots, moves, options=None):
    """`moves` decisions by the named bots (seat s plays bots[seating[s]]), each a legal move."""
    state, rng = game.new(players, seed, options), Rng(seed_state(seed))
    for _ in range(moves):
        if not game.to_act(state):
            break
        seat = game.to_act(state)[0]
        legal = game.legal_moves(state, seat)
        move = bots[seating[seat]].choose(game, game.view(state, seat), legal, seat, rng, time.monotonic() + FAR)
        assert move in legal
        state = game.apply(state, seat, move)


def assert_think_reports_progress_then_a_legal_move(game, state, seat, bot):
    """`think` yields fractions in 0..1 and returns a legal move."""
    legal = game.legal_moves(state, seat)
    thinking = bot.think(game, game.view(state, seat), legal, seat, Rng(seed_state(1)), time.monotonic() + FAR)
    reports = []
    while True:
        try:
            reports.append(next(thinking))
        except StopIteration as done:
            move = done.value
            break
    assert reports and all(0 <= r <= 1 for r in reports) and move in legal
