"""Ticket to Ride map geometry (web/games/ticket-to-ride/geometry.js, run in Node.js) on both real maps: every
route drawn with its spaces clear of the city dots, taps at a route's target point hit that route
and no other, city names inside the board and clear of each other at their largest size."""

import json
import math
import shutil
import subprocess
from pathlib import Path

import pytest

from gameshelf.games.ticket_to_ride import NORDIC, USA

GEOMETRY = (Path(__file__).resolve().parents[2] / "web" / "games" / "ticket-to-ride" / "geometry.js").as_uri()

# Builds the geometry from the static data on stdin and reports what the checks need.
PROBE = """
import { readFileSync } from "node:fs";
const { buildGeometry, lanesNear, cityAt, labelBox, CITY_RADIUS, LABEL_FONT } = await import(process.argv[1]);
const data = JSON.parse(readFileSync(0, "utf8"));
const geo = buildGeometry(data, (text, size) => text.length * size * 0.55);
const lanes = geo.lanes.map((lane) => {
  const hits = lanesNear(geo, lane.mid, 0.5);
  return {
    id: lane.route.id, spaces: lane.spaces.length, car: lane.car, hit: hits[0].lane.route.id,
    alsoInside: hits.slice(1).filter((h) => h.distance === 0).map((h) => h.lane.route.id),
  };
});
const cities = [...geo.cities.values()].map((c) => ({
  name: c.name, tapped: cityAt(geo, c, 1)?.name ?? null,
  lanesOverDot: lanesNear(geo, c, CITY_RADIUS).map((h) => h.lane.route.id),
  label: labelBox(c, c.labelDir, c.labelWidth * LABEL_FONT, LABEL_FONT),
  small: labelBox(c, c.labelDir, c.labelWidth * 10, 10),
}));
console.log(JSON.stringify({ world: geo.world, lanes, cities }));
"""


@pytest.fixture(scope="module", params=[USA, NORDIC], ids=["usa", "nordic"])
def probed(request):
    """(static data, the probe's report) for one map."""
    node = shutil.which("node")
    assert node, "Node.js is needed for the map geometry tests"
    data = request.param.static_data()
    run = subprocess.run(
        [node, "--input-type=module", "-e", PROBE, GEOMETRY],
        input=json.dumps(data), capture_output=True, text=True, timeout=60,
    )
    assert run.returncode == 0, run.stderr[-2000:]
    return data, json.loads(run.stdout)


def test_the_world_has_the_board_proportions(probed):
    data, report = probed
    world = report["world"]
    assert min(world["width"], world["height"]) == 1000
    assert world["width"] / world["height"] == pytest.approx(data["aspect"])


def test_every_route_is_a_row_of_its_length_in_spaces(probed):
    data, report = probed
    assert [(l["id"], l["spaces"]) for l in report["lanes"]] == [(r["id"], r["length"]) for r in data["routes"]]
    assert min(l["car"] for l in report["lanes"]) > 25  # every space is big enough to see and tap


def test_the_target_point_of_a_route_hits_that_route_alone(probed):
    _, report = probed
    assert [l for l in report["lanes"] if l["hit"] != l["id"] or l["alsoInside"]] == []


def test_no_route_covers_a_city_dot_and_dots_are_tappable(probed):
    _, report = probed
    assert {c["name"]: c["lanesOverDot"] for c in report["cities"] if c["lanesOverDot"]} == {}
    assert all(c["tapped"] == c["name"] for c in report["cities"])


def test_city_names_do_not_overlap(probed):
    _, report = probed
    boxes = [(c["name"], c["label"]) for c in report["cities"]]
    overlaps = [
        (p, q) for i, (p, a) in enumerate(boxes) for q, b in boxes[i + 1 :]
        if a["x"] < b["x"] + b["w"] and b["x"] < a["x"] + a["w"] and a["y"] < b["y"] + b["h"] and b["y"] < a["y"] + a["h"]
    ]
    assert overlaps == []


def test_city_names_stay_on_the_board(probed):
    _, report = probed
    width, height = report["world"]["width"], report["world"]["height"]
    outside = [
        c["name"] for c in report["cities"]
        if c["label"]["x"] < 0 or c["label"]["y"] < 0
        or c["label"]["x"] + c["label"]["w"] > width or c["label"]["y"] + c["label"]["h"] > height
    ]
    assert outside == []


def test_city_names_sit_just_clear_of_their_dots(probed):
    """Each name's box keeps exactly the clearance of its size from its dot (11 units plus 0.15 of the size)."""
    data, report = probed
    world = report["world"]
    points = {c["name"]: (c["x"] * world["width"], c["y"] * world["height"]) for c in data["cities"]}
    for city in report["cities"]:
        x, y = points[city["name"]]
        for box, size in ((city["label"], 26), (city["small"], 10)):
            gap = math.hypot(max(abs(x - box["x"] - box["w"] / 2) - box["w"] / 2, 0), max(abs(y - box["y"] - box["h"] / 2) - box["h"] / 2, 0))
            assert gap == pytest.approx(11 + 0.15 * size, abs=1e-6), city["name"]
