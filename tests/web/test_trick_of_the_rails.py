"""Trick of the Rails in the browser: a whole pass-and-play game, cards played from the hand,
every placement tapped on the canvas, to the final score sheet."""

import pytest

from tests.web.pagekit import idle, pass_device, tap

SETUP = "#new=trick-of-the-rails&seats=human,human,human&names=Ann,Bob,Cy&seed=5"


def placement_target(snap):
    """The canvas target of the first legal placement move."""
    move = snap["legal"][0]
    if move["type"] == "locomotive":
        return {"locomotive": move["company"]}
    if move["type"] == "city":
        return {"railway": move["company"], "end": move["end"]}
    card = next(cid for seat, cid in snap["view"]["trick"] if seat == snap["viewer"])
    return {"railway": card.split("-")[0], "end": move["end"]}


def test_a_whole_game_to_the_score_sheet(open_site):
    page = open_site(SETUP)
    idle(page)
    placed = {"city": 0, "locomotive": 0, "build": 0}
    checked_dimming = False
    for _ in range(400):
        pass_device(page)
        snap = page.evaluate("() => window.gameshelf.snapshot()")
        if snap["over"]:
            break
        legal, view = snap["legal"], snap["view"]
        hand = view["players"][snap["viewer"]]["hand"]
        assert all(p["hand"] is None for i, p in enumerate(view["players"]) if i != snap["viewer"]), "another hand is visible"
        if legal[0]["type"] == "play":
            playable = [m["card"] for m in legal]
            if len(playable) < len(hand) and not checked_dimming:
                assert page.locator(".totr-card.totr-unplayable").count() == len(hand) - len(playable)
                assert page.locator(".totr-card.totr-unplayable:disabled").count() == len(hand) - len(playable)
                checked_dimming = True
            before = view["tricks_played"] * 100 + len(view["trick"])
            page.locator(f'.totr-card[data-card="{playable[0]}"]').click()
            idle(page)
            after = page.evaluate("() => window.gameshelf.view()")
            assert after["tricks_played"] * 100 + len(after["trick"]) != before or after["pending"], "the card was not played"
        else:
            kind = legal[0]["type"]
            count = len(page.evaluate("() => window.gameshelf.snapshot().log"))
            tap(page, placement_target(snap))
            assert len(page.evaluate("() => window.gameshelf.snapshot().log")) == count + 1, f"the {kind} tap did nothing"
            placed[kind] += 1
    else:
        raise AssertionError("the game did not end")

    assert placed["city"] == 3 and placed["locomotive"] == 4 and placed["build"] > 0, placed
    assert checked_dimming, "no trick needed following suit"
    final = page.evaluate("() => window.gameshelf.view()")
    assert all(r["locomotive"] for r in final["railways"].values())
    assert all(p["hand"] == [] for p in final["players"]), "the final view reveals every (empty) hand"
    sheet = page.locator(".score-sheet")
    sheet.wait_for(state="visible")
    assert "PRR" in sheet.inner_text()
    page.locator(".score-sheet .score-cell").first.click()
    assert page.locator(".totr-table tr.totr-focus").count() == 1


def test_the_panel_speaks_french(open_site):
    page = open_site(SETUP + "&lang=fr")
    idle(page)
    pass_device(page)
    panel = page.locator(".totr")
    panel.wait_for(state="visible")
    words = panel.text_content()  # the words as written (headings are set in capitals by CSS)
    assert "Votre main (15)" in words and "Actions" in words and "Valeur" in words, words
    assert "d'entamer" in words or "Fournir" in words or " joue" in words, words
    assert "Your hand" not in words and "Shares" not in words
    card = page.locator(".totr-card").first
    assert "valeur de gare" in card.get_attribute("title")


# Draw railway card `id` as a small trick tile (a phone's size) and report where its glyph's path reaches
# and where the text of its number starts, on the card's left band.
GLYPH_AND_NUMBER = """async (id) => {
  const { drawCard } = await import("./games/trick-of-the-rails/draw.js");
  const { companyLook } = await import("./games/trick-of-the-rails/style.js");
  const data = await (await fetch("./data/trick-of-the-rails.json")).json();
  const ctx = document.createElement("canvas").getContext("2d");
  const xs = [];
  const texts = [];
  for (const name of ["moveTo", "lineTo", "rect", "arc", "ellipse"]) {
    const real = ctx[name].bind(ctx);
    ctx[name] = (x, y, a, ...rest) => { xs.push(name === "rect" ? x + a : name === "arc" || name === "ellipse" ? x + a : x); return real(x, y, a, ...rest); };
  }
  const fill = ctx.fillText.bind(ctx);
  ctx.fillText = (text, x, y) => { texts.push({ text, left: x - ctx.measureText(text).width / 2, glyphRight: Math.max(...xs) }); return fill(text, x, y); };
  drawCard(ctx, id, { x: 0, y: 0, w: 55, h: 30 }, data, companyLook(data));
  return texts.find((t) => t.text === "10");
}"""


def test_a_two_digit_number_is_not_covered_by_its_company_symbol(open_site):
    page = open_site("")
    for card in ("BO-10", "CO-10", "ERIE-10"):
        drawn = page.evaluate(GLYPH_AND_NUMBER, card)
        assert drawn["left"] >= drawn["glyphRight"], f"{card}: the symbol reaches {drawn['glyphRight']:.1f}, its number starts at {drawn['left']:.1f}"


@pytest.mark.parametrize(("lang", "line"), [("en", "Follow Erie: play an Erie card."), ("fr", "Fournir Erie : jouez une carte Erie.")])
def test_the_card_to_follow_takes_its_own_article(open_site, lang, line):
    page = open_site(f"#new=trick-of-the-rails&seats=human,bot:random,bot:random,bot:random&seed=3&lang={lang}")
    idle(page)
    assert page.locator(".totr-status").inner_text().split("\n")[0] == line
