"""The `gameshelf` command line: list the games and simulate bot games headless."""

import argparse
import json
import sys
import traceback

from gameshelf.engine import catalog, lessons, simulate


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
    les = sub.add_parser("lessons", help="list the lessons and check that each one holds")
    les.add_argument("game", nargs="?", choices=catalog.game_ids())
    les.add_argument("--json", action="store_true", help="the list as JSON")
    args = parser.parse_args(argv)
    try:
        return {"list": cmd_list, "simulate": cmd_simulate, "lessons": cmd_lessons}[args.command](args)
    except Exception:  # any rules failure must make the command fail
        traceback.print_exc()
        return 1
