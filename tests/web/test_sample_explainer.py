"""The sample explainer (samples/explainer/), served beside the site as a third-party page of the same host: two
lesson frames and a shared game, each sized from its height messages, and a walkthrough that steps the game."""

import re

import pytest

from gameshelf.engine import positions
from tests.web.conftest import ROOT, SAMPLE_PATH, SUB_PATH

SAMPLE = ROOT / "samples" / "explainer" / "index.html"
BOOT_TIMEOUT_MS = 240_000  # three Pythons boot side by side on a shared machine
FRAMES_SIZED = "() => [...document.querySelectorAll('iframe.board-frame')].every((f) => f.dataset.sized === 'true')"
STATUS = "(id) => document.getElementById(`${id}-status`).textContent"
# The height of a frame's content (the embed root) against the frame's own height.
HEIGHTS = """(id) => {
  const frame = document.getElementById(id);
  return [frame.getBoundingClientRect().height, frame.contentDocument.getElementById("embed-root").getBoundingClientRect().height];
}"""


def shared_code():
    """The position code and move the sample's shared-game frame opens."""
    found = re.search(r"#position=([A-Za-z0-9_-]+)&amp;at=(\d+)", SAMPLE.read_text())
    return found.group(1), int(found.group(2))


def test_the_samples_shared_game_is_a_position_of_these_rules():
    setup, moves = positions.decode(shared_code()[0])
    assert setup["game"] == "ticket-to-ride" and len(setup["seats"]) == 3 and len(moves) > shared_code()[1]


@pytest.mark.returning
def test_the_sample_sizes_its_frames_and_walks_through_the_shared_game(page, site_url):
    sample_url = site_url.replace(SUB_PATH, SAMPLE_PATH)
    page.goto(sample_url)
    page.wait_for_function(FRAMES_SIZED, timeout=BOOT_TIMEOUT_MS)
    page.wait_for_function(f"() => ({STATUS})('lesson-cards') === 'Step 1 of 3: your move'", timeout=BOOT_TIMEOUT_MS)
    page.wait_for_function(f"() => ({STATUS})('lesson-double') === 'Step 1 of 2: your move'", timeout=BOOT_TIMEOUT_MS)
    code, at = shared_code()
    count = len(positions.decode(code)[1])
    page.wait_for_function(f"() => ({STATUS})('shared-game') === 'Move {at} of {count}'", timeout=BOOT_TIMEOUT_MS)

    for frame in ("lesson-cards", "lesson-double", "shared-game"):
        outer, inner = page.evaluate(HEIGHTS, frame)
        assert inner > 200 and abs(outer - inner) <= 2, f"{frame} is {outer}px tall for {inner}px of content"

    game = page.frame_locator("#shared-game").locator("body")
    claimed = game.evaluate("() => window.gameshelf.view().routes.find((r) => r.id === 58).owner")
    assert claimed == 0, "the shared game does not open on Ann's claim"
    page.get_by_role("button", name="The deal").click()
    page.wait_for_function(f"() => ({STATUS})('shared-game') === 'The deal'")
    assert game.evaluate("() => window.gameshelf.view().routes.every((r) => r.owner === null)")
    page.get_by_role("button", name="The final scores").click()
    page.wait_for_function(f"() => ({STATUS})('shared-game').endsWith('the game is over')")
    assert game.evaluate("() => window.gameshelf.snapshot().over")
    assert page.get_by_role("button", name="The final scores").get_attribute("aria-pressed") == "true"

    # The reader steps inside the frame; the page hears of it.
    game.get_by_role("button", name="Back one move").click()
    page.wait_for_function(f"() => ({STATUS})('shared-game') === 'Move {count - 1} of {count}'")
    assert page.url.startswith(sample_url) and SUB_PATH not in page.url
