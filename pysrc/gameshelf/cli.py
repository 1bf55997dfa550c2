"""The `gameshelf` command line: list the games, simulate bot games headless, run bot tournaments, rate the bot levels,
measure Hard against Normal by budget, analyse a game."""

import argparse
import json
import sys
import traceback

from gameshelf.engine import analysis, catalog, lessons, rating_runs, rating_table, simulate, strength_curve, tournament
from gameshelf.engine.bots import finish
from gameshelf.engine.positions import BadPosition


def cmd_list(args):
    """Print one line per game."""
    for gid in catalog.game_ids():
        g = catalog.get(gid)
        print(f"{gid:22} {g.title} ({g.min_players}-{g.max_players} players; bots: {', '.join(g.bots())})")
    return 0


def cmd_simulate(args):
    """Play full bot games and print one line each plus a summary."""
    bots = [b.strip() for b in args.bots.split(",") if b.strip()]
    game = catalog.get(args.game)
    unknown = [b for b in bots if b not in game.bots()]
    if unknown:
        print(f"error: {game.title} has no bot {', '.join(unknown)}", file=sys.stderr)
        return 2
    options = json.loads(args.options) if args.options else None

    def line(res):
        if args.json:
            print(json.dumps(res, separators=(",", ":")))
        else:
            totals = " ".join(f"{b}:{s['total']}" for b, s in zip(res["bots"], res["scores"]))
            print(f"seed {res['seed']}: {res['moves']} moves, scores {totals}, winners {res['winners']}")

    summary = simulate.run(args.game, args.players, args.games, args.seed, bots, options, line)
    out = sys.stderr if args.json else sys.stdout
    print(
        f"{summary['games']} games, wins {summary['wins']}, average score "
        + ", ".join(f"{b} {v:.1f}" for b, v in summary["average_score"].items())
        + f", {summary['average_moves']:.1f} moves/game, {summary['games_per_second']:.2f} games/s",
        file=out,
    )
    return 0


def cmd_tournament(args):
    """Play the same deals with the bots rotated through the seats; print per-bot statistics."""
    bots = [b.strip() for b in args.bots.split(",") if b.strip()]
    game = catalog.get(args.game)
    unknown = [b for b in bots if b not in game.bots()]
    if unknown or not bots:
        print(f"error: {game.title} has no bot {', '.join(unknown) or '(none given)'}", file=sys.stderr)
        return 2
    options = json.loads(args.options) if args.options else None
    out = sys.stderr if args.json else sys.stdout

    def line(k, deal, seating, score):
        totals = " ".join(f"{b}:{p['total']}" for b, p in zip(seating, score["players"]))
        extra = f" ({score['result']})" if "result" in score else ""
        print(f"game {k + 1}: deal {deal}, scores {totals}, winners {score['winners']}{extra}", file=out, flush=True)

    result = tournament.run(args.game, args.players, bots, args.games, args.budget, args.seed, options, line,
                            cpu=args.clock == "cpu", jobs=args.jobs)
    if args.json:
        print(json.dumps(result))
        return 0
    print(f"\n{game.title}, {args.players} players, {args.games} games, {args.budget} s ({args.clock}) per decision")
    print(f"{'bot':10} {'games':>5} {'wins':>6} {'win rate':>8}  {'95% interval':13} {'rank':>5} {'margin':>7} {'p50 s':>6} {'p95 s':>6}")
    for name, r in result["bots"].items():
        print(f"{name:10} {r['games']:5d} {r['wins']:6.1f} {r['win_rate']:8.1%}  "
              f"{r['wilson_low']:5.1%}-{r['wilson_high']:5.1%}  {r['mean_rank']:5.2f} {r['mean_margin']:7.1f} "
              f"{r['decision_p50_s']:6.3f} {r['decision_p95_s']:6.3f}")
        if "results" in r:
            print(f"{'':10} results: " + ", ".join(f"{k} {v}" for k, v in r["results"].items()))
    return 0


def cmd_ratings(args):
    """Rate a game's bot levels from its pairings' tournaments; print (or --json) each level's rating and the results."""
    out = sys.stderr if args.json else sys.stdout
    players = args.players or rating_runs.players_of(args.game)

    def line(k, deal, seating, score):
        print(f"game {k + 1}: deal {deal}, {','.join(seating)}, winners {score['winners']}", file=out, flush=True)

    result = rating_runs.rate_game(args.game, args.games, args.budget, args.seed, args.clock == "cpu", args.jobs, line, players)
    result["command"] = " ".join(["gameshelf", "ratings", args.game, "--players", str(players), "--games", str(args.games),
                                  "--budget", str(args.budget), "--seed", str(args.seed), "--clock", args.clock])
    if args.save:
        rating_table.save(args.game, result)
    if args.json:
        print(json.dumps(result))
        return 0
    print(f"\n{catalog.get(args.game).title}: {result['command']}")
    for name, level in result["levels"].items():
        print(f"{name:10} {level['rating']:7.0f} ± {(level['high'] - level['low']) / 2:4.0f}")
    for p in result["pairings"]:
        print(f"{p['a']} vs {p['b']}: {p['wins']} wins, {p['losses']} losses, {p['draws']} draws")
    return 0


def cmd_curve(args):
    """Play Hard against Normal at each budget (CPU time); print a row per budget, or the points as JSON."""
    out = sys.stderr if args.json else sys.stdout
    budgets = [float(b) for b in args.budgets.split(",") if b.strip()]

    def line(k, deal, seating, score):
        print(f"game {k + 1}: deal {deal}, {','.join(seating)}, winners {score['winners']}", file=out, flush=True)

    points = []
    for budget in sorted(budgets):
        points.append(strength_curve.point(args.game, budget, args.games, args.seed, args.jobs, line))
        p = points[-1]
        print(f"{args.game} at {budget} s: Hard {p['share']:.1%} of {p['wins'] + p['losses'] + p['draws']} pairs "
              f"against Normal ({p['low']:.1%}-{p['high']:.1%})", file=out, flush=True)
    if args.json:
        print(json.dumps({"game": args.game, "points": points}))
    return 0


def cmd_lessons(args):
    """List every lesson (of one game or all); non-zero naming each lesson that does not validate."""
    games = [args.game] if args.game else catalog.game_ids()
    listed = [entry for gid in games for entry in lessons.listing(gid)]
    if args.json:
        print(json.dumps(listed, indent=1))
    else:
        for entry in listed:
            print(f"{entry['game']}/{entry['id']}: {entry['title']} ({entry['steps']} steps)")
    bad = [p for gid in games for p in lessons.validate(gid)]
    for problem in bad:
        print(f"invalid lesson {problem}", file=sys.stderr)
    return 1 if bad else 0


def cmd_analyse(args):
    """Analyse one seat's decisions in a position code's game: one line per judged decision, or the JSON result."""
    mode = "hindsight" if args.hindsight else "fair"
    tournament.use_clock(args.clock == "cpu")
    try:
        result = finish(analysis.analyse(args.code, args.seat, args.budget, mode, args.rounds, args.worlds))
    except BadPosition as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(result, separators=(",", ":")))
        return 0
    for decision in result["decisions"]:
        if not decision["forced"]:
            print(analysis.line(decision, result["measure"]))
    summary = result["summary"]
    average = "-" if summary["average_cost"] is None else f"{summary['average_cost']:.3f}"
    print(f"{result['game']}, seat {result['seat']} ({mode}, by {result['measure']}): {summary['judged']} decisions judged, "
          f"{summary['inaccuracy']} inaccuracies, {summary['mistake']} mistakes, {summary['blunder']} blunders, "
          f"average cost {average}")
    return 0


def main(argv=None):
    """Parse the arguments and run a command; non-zero on any failure."""
    parser = argparse.ArgumentParser(prog="gameshelf", description="Gameshelf rules engine")
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("list", help="list the games")
    sim = sub.add_parser("simulate", help="play full bot games headless")
    sim.add_argument("game", choices=catalog.game_ids())
    sim.add_argument("--players", type=int, required=True)
    sim.add_argument("--games", type=int, default=1)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--bots", default="random", help="one bot per seat, repeated in order")
    sim.add_argument("--options", help="game options as a JSON object")
    sim.add_argument("--json", action="store_true", help="one JSON object per game")
    tour = sub.add_parser("tournament", help="bots against each other on the same deals, seats rotated")
    tour.add_argument("game", choices=catalog.game_ids())
    tour.add_argument("--players", type=int, required=True)
    tour.add_argument("--bots", required=True, help="bots seated in this order (cycled), rotated through the seats")
    tour.add_argument("--games", type=int, default=40)
    tour.add_argument("--budget", type=float, default=tournament.BUDGET, help="seconds per decision")
    tour.add_argument("--seed", type=int, default=1)
    tour.add_argument("--options", help="game options as a JSON object")
    tour.add_argument("--clock", choices=("wall", "cpu"), default="wall",
                      help="what a searching bot's budget counts: wall-clock time, or this process's CPU time")
    tour.add_argument("--jobs", type=int, default=1, help="processes to share the games out to (each game is played as in one)")
    tour.add_argument("--json", action="store_true", help="print one summary object at the end")
    rat = sub.add_parser("ratings", help="rate the bot levels on one Elo-like scale (Random = 1000)")
    rat.add_argument("game", choices=catalog.game_ids())
    rat.add_argument("--players", type=int, help="seats per game (2; Trick of the Rails 3)")
    rat.add_argument("--games", type=int, default=20, help="games per pairing")
    rat.add_argument("--budget", type=float, default=tournament.BUDGET, help="seconds per decision of a searching bot")
    rat.add_argument("--seed", type=int, default=rating_runs.SEED)
    rat.add_argument("--clock", choices=("wall", "cpu"), default="wall",
                     help="what a searching bot's budget counts: wall-clock time, or this process's CPU time")
    rat.add_argument("--jobs", type=int, default=1, help="processes to share each pairing's games out to")
    rat.add_argument("--save", action="store_true", help=f"write the game's ratings to {rating_table.FILE_NAME}")
    rat.add_argument("--json", action="store_true", help="print the result as one JSON object")
    cur = sub.add_parser("curve", help="Hard against Normal at several budgets of CPU time per decision (docs/bots.md)")
    cur.add_argument("game", choices=catalog.game_ids())
    cur.add_argument("--budgets", default=",".join(map(str, strength_curve.BUDGETS)), help="CPU seconds per decision, comma-separated")
    cur.add_argument("--games", type=int, default=strength_curve.GAMES, help="games per budget, seats swapped")
    cur.add_argument("--seed", type=int, default=strength_curve.SEED, help="the first deal")
    cur.add_argument("--jobs", type=int, default=1, help="processes to share each budget's games out to")
    cur.add_argument("--json", action="store_true", help="print the points as one JSON object")
    les = sub.add_parser("lessons", help="list the lessons and check that each one holds")
    les.add_argument("game", nargs="?", choices=catalog.game_ids())
    les.add_argument("--json", action="store_true", help="the list as JSON")
    ana = sub.add_parser("analyse", help="judge one seat's decisions in a game, from what that seat could see")
    ana.add_argument("code", help="a position code (gameshelf simulate --json gives each game's)")
    ana.add_argument("--seat", type=int, help="the seat to analyse (default: the first human seat, else 0)")
    ana.add_argument("--budget", type=float, default=analysis.BUDGET, help="seconds of search per decision")
    ana.add_argument("--clock", choices=("wall", "cpu"), default="wall", help="what the budget counts, as for tournament")
    ana.add_argument("--worlds", type=int, default=analysis.WORLDS, help="the most sampled worlds per decision (the budget may stop it sooner)")
    ana.add_argument("--rounds", type=int, help="a fixed number of sampled worlds per decision instead of a budget")
    ana.add_argument("--hindsight", action="store_true", help="evaluate with the true hidden state (every hand shown)")
    ana.add_argument("--json", action="store_true", help="print the whole result as JSON")
    args = parser.parse_args(argv)
    commands = {"list": cmd_list, "simulate": cmd_simulate, "tournament": cmd_tournament, "ratings": cmd_ratings,
                "curve": cmd_curve, "lessons": cmd_lessons, "analyse": cmd_analyse}
    try:
        return commands[args.command](args)
    except Exception:  # any rules failure must make the command fail
        traceback.print_exc()
        return 1
