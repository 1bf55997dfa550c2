"""Hints: the move the Hard bot would play for a seat, and why, in the game's words."""

from gameshelf.engine.bots import BUDGET, think
from gameshelf.engine.messages import catalog, msg
from gameshelf.engine.rng import Rng, seed_state

HINT_BOT = "hard"  # the level whose move a hint shows
REASON_WORLD = 0  # the seed of the one world a score reason is counted in (never the match's generator)


def hint_thinking(match, player, budget=BUDGET):
    """A generator for one hint: yields progress fractions, returns {"move", "label", "reason"}.

    The Hard bot decides from `player`'s view with the generator a bot of that seat would get at this move
    (bots.bot_rng), so the match, its state and its random-number state are left as they are.
    """
    game = match.game
    bot = HINT_BOT if HINT_BOT in game.bots() else "heuristic"
    move, _ = yield from think(game, match.state, player, bot, match.seed, len(match.log), budget)
    view = game.view(match.state, player)
    return {"move": move, "label": game.move_label(match.state, player, move), "reason": reason(game, view, player, move)}


def reason(game, view, player, move):
    """Why a move is good, as a message: the game's own reason, else the points it scores, else the generic words."""
    return game.hint_reason(view, player, move) or score_reason(game, view, player, move) or msg("engine.hint.strongest")


def played_out(game, view, player, move):
    """(before, after): one full state consistent with `player`'s view, and that state after `move`."""
    before = game.determinize(view, player, Rng(seed_state(REASON_WORLD)))
    return before, game.advance(before, player, move)


def score_reason(game, view, player, move):
    """The score category the move raises most for `player` (counted in one world consistent with the view), or None."""
    before, after = played_out(game, view, player, move)
    old, new = (game.score(s)["players"][player]["breakdown"] for s in (before, after))
    gains = [(new[key] - old.get(key, 0), key) for key in new if f"{game.id}.score.{key}" in catalog()]
    gain, key = max(gains, default=(0, None))
    if gain <= 0:
        return None
    return msg("engine.hint.scores", n=gain, category=msg(f"{game.id}.score.{key}"))
