"""The strength chart: drawn from the curve's points, and the committed chart is the one its committed data draws."""

import xml.etree.ElementTree as ET

from tools import strength_curve

SVG = "{http://www.w3.org/2000/svg}"
POINT = {"games": 100, "wins": 60, "losses": 40, "draws": 0, "seed": 9000, "players": 2}


def test_the_chart_draws_each_game_as_a_line_through_its_points_with_their_intervals():
    data = {"games": {
        "ticket-to-ride": [dict(POINT, budget=0.05, share=0.55, low=0.45, high=0.65), dict(POINT, budget=0.5, share=0.7, low=0.6, high=0.78)],
        "kingdom-builder": [dict(POINT, budget=0.1, share=0.6, low=0.5, high=0.69)],
    }}
    svg = ET.fromstring(strength_curve.draw(data, {"ticket-to-ride": "Ticket to Ride", "off-the-rails": "Off the Rails", "kingdom-builder": "Kingdom <Builder>"}))
    assert len(svg.findall(f"{SVG}polyline")) == 2
    dots = svg.findall(f"{SVG}circle")
    assert [dot.find(f"{SVG}title").text for dot in dots] == [
        "Ticket to Ride, 0.05 s: 55.0% (45.0%-65.0%), 100 games",
        "Ticket to Ride, 0.5 s: 70.0% (60.0%-78.0%), 100 games",
        "Kingdom <Builder>, 0.1 s: 60.0% (50.0%-69.0%), 100 games",
    ]
    assert float(dots[0].get("cx")) < float(dots[2].get("cx")) < float(dots[1].get("cx"))  # budgets left to right
    assert float(dots[1].get("cy")) < float(dots[0].get("cy"))  # a higher share is drawn higher
    assert svg.find(f"{SVG}line[@stroke-dasharray]").get("y1") == f"{strength_curve.y_of(0.5):.1f}"  # the 50 % line


def test_the_committed_chart_is_drawn_from_the_committed_points():
    from gameshelf.engine import catalog, strength_curve as engine_curve

    data = engine_curve.load()
    titles = {gid: catalog.get(gid).title for gid in catalog.game_ids()}
    assert strength_curve.CHART.read_text() == strength_curve.draw(data, titles)
    for points in data["games"].values():
        for p in points:
            assert p["low"] <= p["share"] <= p["high"] and p["wins"] + p["losses"] + p["draws"] >= p["games"]
