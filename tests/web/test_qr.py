"""QR codes of join links and replies (web/shell/together/qr.js over the bundled qrcode-generator and jsQR):
what is drawn reads back, and a link of up to 192 characters stays within QR version 8."""

import pytest

CODE = "EQECAwQBAANBbm4EcGhQVxgySjlHRk9KMG1pL29qNTVOMkM4YlEvd00bOTTmO1SWBHnaHQG7y4TXC3mVGRvbnPIcaPKkoRcfmgIEwAACAqAZBv0"
LINK = ("https://friends.example.org/gameshelf/shelf/#join=" + CODE * 2)[:192]  # the most bytes version 8 holds at level L

ROUND_TRIP = """async (text) => {
  const { drawQr, readQr } = await import("../shell/together/qr.js");
  const canvas = document.createElement("canvas");
  const matrix = drawQr(canvas, text, 3);
  return { size: matrix.size, read: await readQr(canvas, canvas.width, canvas.height), detector: "BarcodeDetector" in window };
}"""


@pytest.fixture
def plain_page(context, site_url):
    """A page of the site that boots no Python."""
    page = context.new_page()
    page.goto(site_url + "data/catalog.json")
    return page


def test_a_192_character_join_link_is_a_qr_code_of_version_8_and_reads_back(plain_page):
    assert len(LINK) == 192
    got = plain_page.evaluate(ROUND_TRIP, LINK)
    assert got["read"] == LINK and (got["size"] - 17) // 4 <= 8


def test_a_reply_reads_back_from_its_smaller_code(plain_page):
    reply = "EgECAwQBBHlvZGoYNU40MS93RUVQTmZuenQrdk5tV1h1eGxWY2GB1YNR3hI4ZnIJcNCctPHqzjLQ8G2vCxkhO5kF5yc"
    got = plain_page.evaluate(ROUND_TRIP, reply)
    assert got["read"] == reply and (got["size"] - 17) // 4 <= 5
