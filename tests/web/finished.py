"""Matches made in CPython for the browser tests: every game played to its end by random bots, as a position code
and as a v2 save stored in the page's localStorage (so a screen at game end, or just before it, opens at once)."""

import json

from gameshelf.engine.match import Match
from gameshelf.engine.replay import code_of
from gameshelf.engine.protocol import MOVE_CHUNK, SAVE_FORMAT, SAVE_VERSION
from gameshelf.engine.saves import setup, summary
from gameshelf.engine.simulate import play_out

GAMES = ("ticket-to-ride", "ticket-to-ride-nordic", "kingdom-builder", "off-the-rails", "trick-of-the-rails")

# Store a finished game's keys in localStorage: [namespace, id, setup, header, chunks].
STORE = """([namespace, id, setup, header, chunks]) => {
  localStorage.setItem(`${namespace}:setup:${id}`, JSON.stringify(setup));
  chunks.forEach((chunk, n) => localStorage.setItem(`${namespace}:moves:${id}:${n}`, JSON.stringify(chunk)));
  localStorage.setItem(`${namespace}:game:${id}`, JSON.stringify(header));
}"""


def finished(game, players=3, seed=1):
    """A game played to its end by random bots named "Bot 1", "Bot 2"...: the finished match."""
    return play_out(game, players, seed, ["random"], check=False)


def cut(match, at):
    """The match after its first `at` moves (the same seats, seed and options)."""
    return Match.replay(match.game_id, match.seats, match.seed, match.options, match.log[:at])


def position_code(match, at=None):
    """The position code of a match (cut after `at` moves; None: every move)."""
    return code_of(match, at)


def store_match(page, match, save_id, namespace="gameshelf"):
    """Store a match (finished or not) in the page's localStorage as the v2 save the table writes (the page must be open)."""
    moves = json.loads(json.dumps(match.log))
    stored = {"format": SAVE_FORMAT, "version": SAVE_VERSION, "id": save_id, **setup(match), "title": match.game.title, "created": 1}
    header = {"rev": 1, "count": len(moves), "hash": match.state_hash(), "status": summary(match)["status"], "over": match.over(), "updated": 2}
    chunks = [moves[n : n + MOVE_CHUNK] for n in range(0, len(moves), MOVE_CHUNK)]
    page.evaluate(STORE, [namespace, save_id, json.loads(json.dumps(stored)), header, chunks])
