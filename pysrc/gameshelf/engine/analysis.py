"""Post-game analysis: each decision of one seat weighed by the Hard bot's search, from what that seat could see.

At every decision of the seat with more than one legal move, the move played and the Hard bot's
candidates are each played in the same sampled worlds (drawn from the seat's view alone, "fair"; or the
true state, "hindsight", never mixed) and played out to the end of the game by the bot's own playout
policy (`play_to_end`). A move's cost is the paired gap to the best of them, with a Student t interval;
it is marked only when the cost passes a threshold and the interval's lower bound is above zero.
Multi-seat games are valued as the win (1, a tie shared, 0); a solo game as its final score.
Learning from a mistake, another move tried at a decision is judged the same way, in the same worlds.
"""

from gameshelf.engine import inputs, search
from gameshelf.engine.game import IllegalMove
from gameshelf.engine.messages import msg, text
from gameshelf.engine.positions import BadPosition
from gameshelf.engine.replay import Replay
from gameshelf.engine.rng import Rng, seed_state
from gameshelf.engine.search import MIN_WORLDS, Expired, Progress, copy_state, mean_and_error, paired_gains, perform, t_quantile

BUDGET = 1.0  # seconds of search per decision by default
WORLDS = 48  # the most worlds a decision is weighed in by default (the budget may stop it sooner): a whole game's time bound
CONFIDENCE = 0.95  # two-sided level of a cost's interval
WIN_MARKS = (("blunder", 0.20), ("mistake", 0.10), ("inaccuracy", 0.05))  # win chance a move must cost, worst first
SCORE_MARKS = (("blunder", 10.0), ("mistake", 5.0), ("inaccuracy", 2.0))  # solo: final points a move must cost
ANALYSIS_SEED = 28  # the analysis's own seed: its numbers never depend on the deal (which the seat cannot see)
MODES = ("fair", "hindsight")


def measure_of(players):
    """What the analysis values a finished game by: the win with rivals, the final score alone."""
    return "score" if players == 1 else "win"


def outcome(game, state, seat, measure):
    """A finished game's value for `seat`: its final score, or its share of the win (its team's, in a team game)."""
    score = game.score(state)
    if measure == "score":
        return float(score["players"][seat]["total"])
    winners = score["winners"]
    if seat not in winners:
        return 0.0
    team = next((team for team in score.get("teams") or () if seat in team), [seat])
    return len(team) / len(winners)


def mark_of(cost, low, measure):
    """The mark a move's cost earns (None when it is below every threshold or not surely above zero)."""
    if low is None or low <= 0:
        return None
    return next((name for name, floor in (SCORE_MARKS if measure == "score" else WIN_MARKS) if cost >= floor), None)


def interval(gains):
    """(low, high) of the CONFIDENCE interval of the mean paired gain (None, None below MIN_WORLDS worlds: not judged)."""
    if len(gains) < MIN_WORLDS:
        return None, None
    mean, error = mean_and_error(gains)
    half = t_quantile((1 - CONFIDENCE) / 2, len(gains) - 1) * error
    return mean - half, mean + half


def weigh(game, bot, state, seat, moves, rng, progress, measure, hindsight, worlds):
    """A generator yielding progress and returning each move's values world by world (the same worlds for all).

    A world is sampled from the seat's view (or is the true state, in hindsight); each move's playout in it
    starts from the same random numbers. At most `worlds` worlds; the deadline may cut a round short (never the first).
    """
    view = game.view(state, seat)
    values = [[] for _ in moves]
    while (progress.more() or not values[0]) and progress.done < worlds:  # the first world always runs
        world = copy_state(game, state) if hindsight else bot.sample_world(game, view, seat, rng)
        playout_seed = rng.below(2 ** 31)
        stop = progress.expired if values[0] else None
        row = []
        try:
            for move in moves:
                played = copy_state(game, world)
                perform(game, played, seat, move)
                bot.play_to_end(game, played, seat, Rng(seed_state(playout_seed)), stop)
                row.append(outcome(game, played, seat, measure))
                if progress.due():
                    yield progress.fraction()
        except Expired:
            break
        for column, value in zip(values, row):
            column.append(value)
        progress.done += 1
    return values


def judge(game, bot, state, at, seat, move, budget, rounds, measure, hindsight, worlds):
    """A generator yielding progress and returning the entry of one decision (see `analyse_moves`)."""
    legal = game.legal_moves(state, seat)
    entry = {"at": at, "played": move, "played_label": game.move_label(state, seat, move), "forced": len(legal) == 1}
    if entry["forced"]:
        return forced_entry(entry)
    rng = Rng(seed_state(ANALYSIS_SEED * 1_000_003 + at))
    candidates = bot.candidates(game, game.view(state, seat), legal, seat, rng)
    moves = [move] + [c for c in candidates if c != move]
    values = yield from weigh(game, bot, state, seat, moves, rng, Progress(search.clock() + budget, rounds), measure,
                               hindsight, worlds)
    means = [sum(column) / len(column) for column in values]
    best = max(range(len(moves)), key=lambda i: (means[i], i == 0))
    gains = paired_gains(values[best], values[0])
    cost = means[best] - means[0]
    low, high = interval(gains) if best else (0.0, 0.0)
    return dict(entry, best=moves[best], best_label=game.move_label(state, seat, moves[best]), played_value=means[0],
                best_value=means[best], cost=cost, low=low, high=high, worlds=len(values[0]),
                mark=mark_of(cost, low, measure))


def analyse_moves(game, game_id, states, log, seat, players, budget=BUDGET, mode="fair", rounds=None, worlds=WORLDS):
    """A generator yielding progress fractions (0..1) and returning the analysis of `seat`'s decisions.

    `states[k]` is the state before move k of `log` ([player, move] pairs), of a game of `players` seats. `budget`: seconds of search
    per decision (`search.clock`); `worlds`: the most worlds a decision is weighed in; `rounds`: a fixed number of worlds per
    decision instead (tests). Returns {game, seat, mode, budget, worlds, rounds, measure, decisions, curve, summary}.
    """
    bot = game.bots()["hard"]
    measure = measure_of(players)
    ats = [at for at, (player, _) in enumerate(log) if player == seat]
    decisions = []
    for k, at in enumerate(ats):
        steps = judge(game, bot, states[at], at, seat, log[at][1], budget, rounds, measure, mode == "hindsight", worlds)
        while True:
            try:
                fraction = next(steps)
            except StopIteration as done:
                decisions.append(done.value)
                break
            yield (k + fraction) / len(ats)
        yield (k + 1) / len(ats)
    return result_of(game_id, seat, mode, budget, worlds, rounds, measure, decisions)


def result_of(game_id, seat, mode, budget, worlds, rounds, measure, decisions):
    """The analysis of a seat from its decisions' entries: with the curve and the summary they give."""
    judged = [d for d in decisions if not d["forced"]]
    summary = {name: sum(d["mark"] == name for d in judged) for name, _ in WIN_MARKS}
    summary.update(judged=len(judged), average_cost=sum(d["cost"] for d in judged) / len(judged) if judged else None)
    return {"game": game_id, "seat": seat, "mode": mode, "budget": budget, "worlds": worlds,
            "rounds": rounds, "measure": measure, "decisions": decisions,
            "curve": [{"at": d["at"], "value": d["played_value"]} for d in judged], "summary": summary}


def forced_entry(entry):
    """The entry of a forced decision (one legal move): never judged."""
    return dict(entry, best=entry["played"], best_label=entry["played_label"], played_value=None, best_value=None,
                cost=None, low=None, high=None, worlds=0, mark=None)


def analyse_replay(replay, seat=None, budget=BUDGET, mode="fair", rounds=None, worlds=WORLDS):
    """A generator yielding progress and returning the analysis of a replayed game (`replay.Replay`) for `seat` (None:
    the first human seat, else seat 0)."""
    seats = replay.match.seats
    if seat is None:
        seat = next((i for i, s in enumerate(seats) if s["kind"] == "human"), 0)
    return (yield from analyse_moves(replay.game, replay.match.game_id, replay.states, replay.match.log, seat, len(seats),
                                     budget, mode, rounds, worlds))


def analyse(code, seat=None, budget=BUDGET, mode="fair", rounds=None, worlds=WORLDS):
    """`analyse_replay` of a position code; raises BadPosition for a bad code."""
    return analyse_replay(Replay.of_code(code), seat, budget, mode, rounds, worlds)


def decision_state(replay, seat, at):
    """The state before `seat`'s decision at move `at` of a replayed game; BadPosition when that move is not the seat's."""
    log = replay.match.log
    if not (inputs.is_whole(at) and 0 <= at < len(log) and log[at][0] == seat):
        raise BadPosition(msg("engine.error.position.not-a-decision", at=inputs.quote(at), seat=inputs.quote(seat)))
    return replay.states[at]


def retry_moves(replay, seat, at):
    """What `seat` could have played instead at its decision `at`: every legal move with its label."""
    game, state = replay.game, decision_state(replay, seat, at)
    return [{"move": move, "label": game.move_label(state, seat, move)} for move in game.legal_moves(state, seat)]


def retry(replay, seat, at, move, budget=BUDGET, mode="fair", rounds=None, worlds=WORLDS):
    """A generator yielding progress and returning `move`, tried at `seat`'s decision `at` instead of the move played,
    judged as the analysis judges a move (the same candidates and worlds): its entry, whose `mark` is None when the move
    is as good as the best found. IllegalMove when the seat could not play it there."""
    game, state = replay.game, decision_state(replay, seat, at)
    if move not in game.legal_moves(state, seat):
        raise IllegalMove(msg("engine.error.illegal-move", move=inputs.quote(move)))
    measure = measure_of(len(replay.match.seats))
    return (yield from judge(game, game.bots()["hard"], state, at, seat, move, budget, rounds, measure, mode == "hindsight",
                             worlds))


def line(decision, measure):
    """One judged decision in English words, for the command line."""
    unit = "" if measure == "score" else "%"
    scale = 1 if measure == "score" else 100

    def amount(value):
        return f"{value * scale:.1f}{unit}"

    mark = f" [{decision['mark']}]" if decision["mark"] else ""
    text_best = "" if decision["best"] == decision["played"] else f"; best {text(decision['best_label'])} {amount(decision['best_value'])}"
    return (f"move {decision['at']}: {text(decision['played_label'])} {amount(decision['played_value'])}{text_best}; "
            f"cost {amount(decision['cost'])} ({amount(decision['low'] or 0.0)} to {amount(decision['high'] or 0.0)}, "
            f"{decision['worlds']} worlds){mark}")
