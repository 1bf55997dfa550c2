"""An analysis inside a replay link: packed in a few characters per decision, and unpacked against the game's replay.

The packed text is URL-safe (digits, letters, `.` `_` `~` `-`): `1.<seat>.<f|h>.<budget ms>.<worlds>.` then one item per
decision of the seat, `~`-separated: `f` for a forced move, else `<best>_<played value>_<best value>_<low>_<high>_<worlds>`,
`best` the best move's index among the seat's legal moves there, values in thousandths of a win (tenths of a point in
a solo game), `n` for an interval not given. Unpacking checks every item against the replay and rebuilds the labels,
costs and marks with `analysis`'s own rules, so a link can carry no move the seat could not play and no mark its
numbers do not earn.
"""

from gameshelf.engine import analysis
from gameshelf.engine.messages import msg
from gameshelf.engine.positions import BadPosition

VERSION = "1"
SCALES = {"win": 1000, "score": 10}
LONGEST = 20000  # characters of a packed analysis at most
MODES = {"f": "fair", "h": "hindsight"}


def number(value, scale):
    """A value as a whole number of the packed scale ("n" for none)."""
    return "n" if value is None else str(round(value * scale))


def value_of(text, scale):
    """A packed value back as a number (None for "n"); ValueError when it is not one."""
    if text == "n":
        return None
    if not text.lstrip("-").isdigit() or len(text) > 9:
        raise ValueError(text)
    return int(text) / scale


def pack(replay, result):
    """The packed text of an analysis of `replay`'s game (as `analysis.analyse_replay` returned it)."""
    game, seat, scale = replay.game, result["seat"], SCALES[result["measure"]]
    items = []
    for d in result["decisions"]:
        if d["forced"]:
            items.append("f")
            continue
        best = game.legal_moves(replay.states[d["at"]], seat).index(d["best"])
        values = (d["played_value"], d["best_value"], d["low"], d["high"])
        items.append("_".join([str(best), *(number(v, scale) for v in values), str(d["worlds"])]))
    head = [VERSION, str(seat), result["mode"][0], str(round(result["budget"] * 1000)), str(result["worlds"])]
    return ".".join(head) + "." + "~".join(items)


def unpack(replay, text):
    """The analysis a packed text gives for `replay`'s game; BadPosition when it does not fit that game."""
    try:
        if not isinstance(text, str) or len(text) > LONGEST:
            raise ValueError("not a packed analysis")
        return unpacked(replay, text)
    except (ValueError, IndexError, KeyError):
        raise BadPosition(msg("engine.error.position.bad-analysis")) from None


def unpacked(replay, text):
    """`unpack` without the error's wording: ValueError, IndexError or KeyError when the text does not fit."""
    version, seat, mode, budget, worlds, body = text.split(".", 5)
    seat, budget, worlds = int(seat), int(budget) / 1000, int(worlds)
    if version != VERSION or not 0 <= seat < len(replay.match.seats) or not 0 < budget <= 60 or not 0 < worlds <= 1000:
        raise ValueError(text[:40])
    game, log = replay.game, replay.match.log
    measure = analysis.measure_of(len(replay.match.seats))
    ats = [at for at, (player, _) in enumerate(log) if player == seat]
    items = body.split("~") if body else []
    if len(items) != len(ats):
        raise ValueError("not one item per decision")
    decisions = [entry(game, replay.states[at], at, seat, log[at][1], item, measure) for at, item in zip(ats, items)]
    return analysis.result_of(replay.match.game_id, seat, MODES[mode], budget, worlds, None, measure, decisions)


def entry(game, state, at, seat, played, item, measure):
    """The decision entry of one packed item (the move `played` at move `at` of the seat)."""
    legal = game.legal_moves(state, seat)
    base = {"at": at, "played": played, "played_label": game.move_label(state, seat, played), "forced": len(legal) == 1}
    if (item == "f") != base["forced"]:
        raise ValueError("a forced move is packed as f, and only it")
    if base["forced"]:
        return analysis.forced_entry(base)
    best, *values, worlds = item.split("_")
    if len(values) != 4 or not best.isdigit() or not worlds.isdigit():
        raise ValueError(item[:40])
    played_value, best_value, low, high = (value_of(v, SCALES[measure]) for v in values)
    if played_value is None or best_value is None or (low is None) != (high is None):
        raise ValueError(item[:40])
    best_move = legal[int(best)]
    cost = best_value - played_value
    return dict(base, best=best_move, best_label=game.move_label(state, seat, best_move), played_value=played_value,
                best_value=best_value, cost=cost, low=low, high=high, worlds=int(worlds),
                mark=analysis.mark_of(cost, low, measure))
