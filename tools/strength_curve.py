"""`python3 build.py curve`: Hard against Normal by budget for every game, kept in the engine's strength_curve.json (the
page says from it what Hard is worth on its device) and drawn as docs/strength-curve.svg (the chart in docs/bots.md)."""

import json
import math
from xml.sax.saxutils import escape

from tools.common import ROOT, say

DATA = ROOT / "pysrc" / "gameshelf" / "engine" / "strength_curve.json"
CHART = ROOT / "docs" / "strength-curve.svg"
COLOURS = ("#1f6fb2", "#c2410c", "#15803d", "#7e22ce", "#a16207")  # one per game, in catalog order
WIDTH, HEIGHT, LEFT, RIGHT, TOP, BOTTOM = 720, 360, 56, 230, 24, 44  # the chart's size and margins (px)
LOW_BUDGET, HIGH_BUDGET = 0.04, 1.25  # the x axis (log scale, seconds)
TICKS = (0.05, 0.1, 0.25, 0.5, 1.0)


def curve(games=None, budgets=None, count=None, jobs=2):
    """Run the curve's tournaments (every game, or `games`; the default budgets, or `budgets`), merge their points
    into DATA (a point re-run replaces the old one) and draw CHART."""
    from gameshelf.engine import catalog, strength_curve

    data = json.loads(DATA.read_text()) if DATA.exists() else {"games": {}}
    for game_id in games or catalog.game_ids():
        for budget in budgets or strength_curve.BUDGETS:
            p = strength_curve.point(game_id, budget, count or strength_curve.GAMES, jobs=jobs)
            say(f"{game_id} at {budget} s: Hard {p['share']:.1%} ({p['low']:.1%}-{p['high']:.1%}) of {p['games']} games")
            kept = [q for q in data["games"].get(game_id, []) if q["budget"] != budget]
            data["games"][game_id] = sorted(kept + [p], key=lambda q: q["budget"])
            DATA.write_text(json.dumps(data, indent=1) + "\n")  # kept after every point: a long run can stop
    titles = {gid: catalog.get(gid).title for gid in catalog.game_ids()}
    CHART.write_text(draw(data, titles))
    say(f"wrote {DATA.relative_to(ROOT)} and {CHART.relative_to(ROOT)}")
    return 0


def x_of(budget):
    """The chart's x of a budget (log scale)."""
    span = math.log(HIGH_BUDGET / LOW_BUDGET)
    return LEFT + (WIDTH - LEFT - RIGHT) * math.log(budget / LOW_BUDGET) / span


def y_of(share):
    """The chart's y of a share (0..1)."""
    return TOP + (HEIGHT - TOP - BOTTOM) * (1 - share)


def draw(data, titles):
    """The chart as SVG text: per game (`titles`: {game id: title} in catalog order) its points joined, each with its
    95 % interval; 50 % marked."""
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}" width="{WIDTH}" height="{HEIGHT}" '
             'font-family="sans-serif" font-size="12">',
             '<title>Hard against Normal by CPU seconds per decision</title>',
             f'<rect width="{WIDTH}" height="{HEIGHT}" fill="#fff"/>']
    for share in (0.0, 0.25, 0.5, 0.75, 1.0):
        y = y_of(share)
        stroke = ' stroke="#555" stroke-dasharray="4 3"' if share == 0.5 else ' stroke="#ddd"'
        parts.append(f'<line x1="{LEFT}" x2="{WIDTH - RIGHT}" y1="{y:.1f}" y2="{y:.1f}"{stroke}/>')
        parts.append(f'<text x="{LEFT - 6}" y="{y + 4:.1f}" text-anchor="end">{share:.0%}</text>')
    for budget in TICKS:
        x = x_of(budget)
        parts.append(f'<line x1="{x:.1f}" x2="{x:.1f}" y1="{TOP}" y2="{HEIGHT - BOTTOM}" stroke="#eee"/>')
        parts.append(f'<text x="{x:.1f}" y="{HEIGHT - BOTTOM + 16}" text-anchor="middle">{budget:g} s</text>')
    parts.append(f'<text x="{(LEFT + WIDTH - RIGHT) / 2:.1f}" y="{HEIGHT - 8}" text-anchor="middle">'
                 'CPU seconds per decision (a phone\'s second is about 0.1 s here)</text>')
    parts.append(f'<text x="14" y="{(TOP + HEIGHT - BOTTOM) / 2:.1f}" text-anchor="middle" '
                 f'transform="rotate(-90 14 {(TOP + HEIGHT - BOTTOM) / 2:.1f})">Hard\'s share against Normal</text>')
    order = [gid for gid in titles if gid in data["games"]] + [gid for gid in data["games"] if gid not in titles]
    for k, game_id in enumerate(order):  # in catalog order, so that a game keeps its colour
        points = data["games"][game_id]
        colour = COLOURS[k % len(COLOURS)]
        path = " ".join(f"{x_of(p['budget']):.1f},{y_of(p['share']):.1f}" for p in points)
        parts.append(f'<polyline points="{path}" fill="none" stroke="{colour}" stroke-width="2"/>')
        for p in points:
            x = x_of(p["budget"]) + (k - 2) * 3  # intervals side by side rather than on top of each other
            parts.append(f'<line x1="{x:.1f}" x2="{x:.1f}" y1="{y_of(p["high"]):.1f}" y2="{y_of(p["low"]):.1f}" '
                         f'stroke="{colour}" stroke-opacity="0.55" stroke-width="2"/>')
            parts.append(f'<circle cx="{x_of(p["budget"]):.1f}" cy="{y_of(p["share"]):.1f}" r="3.5" fill="{colour}">'
                         f'<title>{escape(titles.get(game_id, game_id))}, {p["budget"]:g} s: {p["share"]:.1%} '
                         f'({p["low"]:.1%}-{p["high"]:.1%}), {p["games"]} games</title></circle>')
        y = TOP + 10 + 20 * k
        parts.append(f'<line x1="{WIDTH - RIGHT + 12}" x2="{WIDTH - RIGHT + 30}" y1="{y}" y2="{y}" stroke="{colour}" stroke-width="3"/>')
        parts.append(f'<text x="{WIDTH - RIGHT + 36}" y="{y + 4}">{escape(titles.get(game_id, game_id))}</text>')
    parts.append("</svg>")
    return "\n".join(parts) + "\n"
