"""The device's search speed: measured once per build when the first screen is up, kept, and said in the new-game
dialog as what Hard is worth here."""

import json
import re

from tests.web.conftest import wait_ready

GAME = "ticket-to-ride"
KEPT = "() => JSON.parse(localStorage.getItem('gameshelf:device-speed'))"


def build_version(dist):
    """The version this build's worker reports."""
    return json.loads(re.search(r"^const BUILD = (.*);", (dist / "worker.js").read_text(), re.M).group(1))["version"]


def test_a_visit_measures_the_device_once_for_its_build_and_again_for_a_new_one(open_site, dist):
    page = open_site("")
    page.wait_for_function(f"() => ({KEPT})() !== null")
    kept = page.evaluate(KEPT)
    assert kept["version"] == build_version(dist) and kept["playouts_per_s"] > 0 and kept["budget"] > 0
    assert GAME in kept["hard"]
    page.evaluate("(kept) => localStorage.setItem('gameshelf:device-speed', JSON.stringify({...kept, version: 'older'}))", kept)
    page.reload()
    wait_ready(page)
    page.wait_for_function(f"(version) => ({KEPT})().version === version", arg=build_version(dist))


def test_the_new_game_dialog_says_what_hard_wins_on_this_device_when_a_seat_is_hard(open_site, dist):
    page = open_site("")
    page.wait_for_function(f"() => ({KEPT})() !== null")  # the page's own measure is in: it is not taken again
    page.evaluate("(version) => localStorage.setItem('gameshelf:device-speed', JSON.stringify("
                  "{version, playouts_per_s: 100, budget: 0.25, hard: {'ticket-to-ride': 0.624}}))", build_version(dist))
    page.locator(f".game-card[data-game={GAME}] .new-game-btn").click()
    note = page.locator(".modal .hard-here")
    assert note.inner_text() == ""  # the default bot is Normal
    page.locator(".modal .seat-kind").nth(1).select_option("bot:hard")
    assert note.inner_text() == "On this device, Hard finishes ahead of Normal in about 62% of games."
    page.locator(".modal .seat-kind").nth(1).select_option("human")
    assert note.inner_text() == ""
