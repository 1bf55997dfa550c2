"""Ticket to Ride on screen, in English and French, on a desktop and a phone: names, counts and card names fit their
boxes; the map joins exactly the tickets the panel shows as ticked or held; the route tooltip stays inside the
board; the zoom buttons cover no city name. What the map draws is read by a spy on the board canvas's 2D context
(CANVAS_SPY), in client coordinates."""

import pytest

from gameshelf.engine.messages import catalog as messages
from gameshelf.games.ticket_to_ride import USA
from tests.web.pagekit import HUMAN_VS_BOT, KEEP_ALL, idle, snapshot

DEVICES = {
    "desktop": {"viewport": {"width": 1280, "height": 800}},
    "phone": {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True, "device_scale_factor": 2},
}
THREE_PLAYERS = "#new=ticket-to-ride&seats=human,bot:random,bot:random&seed=9"

# What the last paint of the board canvas on screen drew: its dashed two-point lines (the tickets' lines) and its
# texts' boxes.
CANVAS_SPY = """(() => {
  const proto = CanvasRenderingContext2D.prototype;
  const paints = new Map(); // board canvas -> {lines, texts} of its last paint
  window.ttrDrawn = () => paints.get([...document.querySelectorAll(".board-canvas")].find((c) => c.checkVisibility())) ?? { lines: [], texts: [] };
  const client = (ctx, x, y) => {
    const p = ctx.getTransform().transformPoint(new DOMPoint(x, y));
    const r = ctx.canvas.getBoundingClientRect();
    return { x: r.left + (p.x * r.width) / ctx.canvas.width, y: r.top + (p.y * r.height) / ctx.canvas.height };
  };
  const spy = (name, before) => {
    const real = proto[name];
    proto[name] = function (...args) {
      if (this.canvas.classList && this.canvas.classList.contains("board-canvas")) before(this, ...args);
      return real.apply(this, args);
    };
  };
  spy("clearRect", (ctx) => { paints.set(ctx.canvas, { lines: [], texts: [] }); }); // a paint starts
  spy("beginPath", (ctx) => { ctx.spyPath = []; });
  spy("moveTo", (ctx, x, y) => { (ctx.spyPath ||= []).push(client(ctx, x, y)); });
  spy("lineTo", (ctx, x, y) => { (ctx.spyPath ||= []).push(client(ctx, x, y)); });
  spy("stroke", (ctx) => { if (ctx.getLineDash().length && ctx.spyPath?.length === 2) paints.get(ctx.canvas).lines.push(ctx.spyPath); });
  spy("fillText", (ctx, text, x, y) => {
    const m = ctx.measureText(text);
    const a = client(ctx, x - m.actualBoundingBoxLeft, y - m.actualBoundingBoxAscent);
    const b = client(ctx, x + m.actualBoundingBoxRight, y + m.actualBoundingBoxDescent);
    paints.get(ctx.canvas).texts.push({ text, left: Math.min(a.x, b.x), right: Math.max(a.x, b.x), top: Math.min(a.y, b.y), bottom: Math.max(a.y, b.y) });
  });
})();"""

# The last paint, once every paint asked for so far has happened.
LAST_PAINT = """async () => {
  await window.gameshelf.waitIdle();
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  return window.ttrDrawn();
}"""

# The panel's boxes whose words are wider than the box (cut or spilling): [class, words, words' width, box width].
CUT_WORDS = """() => [...document.querySelectorAll(".ttr *")]
  .filter((e) => getComputedStyle(e).display !== "inline" && e.textContent.trim() && e.scrollWidth > e.clientWidth + 1)
  .map((e) => [e.className, e.textContent.trim().slice(0, 40), e.scrollWidth, e.clientWidth])"""


ON_SCREEN = "(screen) => document.body.dataset.screen === screen && window.gameshelf.snapshot()"


class Screen:
    """A page of one device and language in a fresh context, with the canvas spy in it."""

    def __init__(self, new_context, site_url, lang, device):
        self.site_url, self.lang = site_url, lang
        self.page = new_context(**DEVICES[device]).new_page()  # conftest's checks: one origin, no uncaught error
        self.page.add_init_script(CANVAS_SPY)

    def open(self, suffix):
        """Load site_url + suffix in the language, and wait until it is ready and idle."""
        self.page.goto(f"{self.site_url}{suffix}&lang={self.lang}")
        self.page.wait_for_function("() => window.gameshelf && window.gameshelf.ready")
        self.page.evaluate("() => window.gameshelf.ready")
        idle(self.page)
        return self.page

    def follow(self, hash_, screen):
        """Follow a hash in the page (no reload) and wait until `screen` shows and nothing is pending."""
        self.page.evaluate("(hash) => { location.hash = hash; }", hash_)
        self.page.wait_for_function(ON_SCREEN, arg=screen)
        idle(self.page)


def screen_fixture(params):
    """A fixture giving a Screen for each (language, device) of `params`."""

    @pytest.fixture(params=params, ids=lambda p: "-".join(p))
    def fixture(request, new_context, site_url):
        return Screen(new_context, site_url, *request.param)

    return fixture


screen = screen_fixture([(lang, device) for lang in ("en", "fr") for device in DEVICES])
desktop = screen_fixture([(lang, "desktop") for lang in ("en", "fr")])  # a mouse to hover with
english_desktop = screen_fixture([("en", "desktop")])  # what the map joins depends on no language or screen


def test_names_counts_and_card_names_fit_their_boxes(screen):
    page = screen.open(THREE_PLAYERS)
    assert page.evaluate(CUT_WORDS) == [], "during the ticket choice"
    page.evaluate(KEEP_ALL)
    assert snapshot(page)["view"]["turn"] == 0 and page.locator(".ttr-player.ttr-turn .ttr-pname").inner_text().startswith("▶")
    assert page.evaluate(CUT_WORDS) == [], "on the first seat's turn"


def zoom_button_boxes(page):
    """The client boxes of the zoom buttons of the board on screen."""
    return [b.bounding_box() for b in page.locator(".board .zoom-btn:visible").all()]


def covered_names(page):
    """The city names the zoom buttons cover (the map fitted)."""
    cities = {c["name"] for c in USA.static_data()["cities"]}
    page.locator(".zoom-fit:visible").click()
    names = [t for t in page.evaluate(LAST_PAINT)["texts"] if t["text"] in cities]
    assert len(names) == len(cities)
    return sorted({n["text"] for n in names for b in zoom_button_boxes(page)
                   if n["left"] < b["x"] + b["width"] and b["x"] < n["right"] and n["top"] < b["y"] + b["height"] and b["y"] < n["bottom"]})


def test_the_zoom_buttons_cover_no_city_name_on_the_table_the_replay_and_the_embeds(screen):
    page = screen.open(THREE_PLAYERS)
    assert covered_names(page) == [], "table"
    code = page.evaluate("() => window.gameshelf.positionCode()")
    screen.follow(f"#position={code}", "viewer")
    assert covered_names(page) == [], "replay"
    screen.open(f"embed.html#position={code}")
    assert covered_names(page) == [], "embedded position"
    screen.open(f"embed.html{THREE_PLAYERS}")
    assert covered_names(page) == [], "embedded table"


def test_the_route_tooltip_stays_inside_the_board(desktop):
    page = desktop.open(THREE_PLAYERS)
    canvas = page.locator(".board-canvas:visible").bounding_box()
    routes = [r["id"] for r in USA.static_data()["routes"]]
    points = {r: page.evaluate("(route) => window.gameshelf.pointOf({ route })", r) for r in routes}
    for name, route in [("rightmost", max(routes, key=lambda r: points[r]["x"])), ("leftmost", min(routes, key=lambda r: points[r]["x"])),
                        ("topmost", min(routes, key=lambda r: points[r]["y"]))]:
        page.mouse.move(points[route]["x"], points[route]["y"])
        page.wait_for_function("() => window.ttrDrawn().texts.some((t) => t.text.includes(' – '))")
        tip = next(t for t in page.evaluate(LAST_PAINT)["texts"] if " – " in t["text"])
        assert canvas["x"] < tip["left"] and tip["right"] < canvas["x"] + canvas["width"], (name, tip, canvas)
        assert canvas["y"] < tip["top"] and tip["bottom"] < canvas["y"] + canvas["height"], (name, tip, canvas)


def test_a_grey_route_is_named_by_the_colour_word_of_the_moves_and_the_log(desktop):
    page = desktop.open(THREE_PLAYERS)
    grey = next(r for r in USA.static_data()["routes"] if r["color"] == "gray")
    point = page.evaluate("(route) => window.gameshelf.pointOf({ route })", grey["id"])
    page.mouse.move(point["x"], point["y"])
    page.wait_for_function("() => window.ttrDrawn().texts.some((t) => t.text.includes(' – '))")
    tip = next(t["text"] for t in page.evaluate(LAST_PAINT)["texts"] if " – " in t["text"])
    word = messages(desktop.lang)["ticket-to-ride.color.gray"]  # "grey": the moves list's and the log's word
    assert f" {word} " in f" {tip} ", tip


def ticket_lines(page):
    """The pairs of cities the map joins now, as sorted [a, b] lists."""
    cities = {c["name"]: page.evaluate("(city) => window.gameshelf.pointOf({ city })", c["name"]) for c in USA.static_data()["cities"]}
    near = lambda p: next(name for name, q in cities.items() if abs(p["x"] - q["x"]) < 1.5 and abs(p["y"] - q["y"]) < 1.5)  # noqa: E731
    return sorted(sorted(near(p) for p in line) for line in page.evaluate(LAST_PAINT)["lines"])


def pairs(tickets):
    """Tickets as the sorted pairs of their cities."""
    return sorted(sorted([t["a"], t["b"]]) for t in tickets)


# The ids of the tickets the panel on screen shows as ticked in a choice, or as held and looked at (hovered or tapped).
PANEL_MARKED = """() => [...document.querySelectorAll('.ttr-pick .ttr-ticket[aria-pressed="true"], .ttr-ticket.ttr-focus:not(.ttr-pick *)')]
  .filter((b) => b.checkVisibility()).map((b) => Number(b.dataset.ticket))"""


def panel_marked(page):
    """The tickets the panel shows as ticked, or held and looked at."""
    mine = snapshot(page)["view"]["players"][0]
    tickets = {t["id"]: t for t in (mine["tickets"] or []) + (mine["offered"] or [])}
    return pairs(tickets[i] for i in set(page.evaluate(PANEL_MARKED)))


def assert_lines(page, expected, why):
    """The map joins the cities of `expected` tickets, which are the ones the panel marks."""
    drawn = ticket_lines(page)
    assert drawn == pairs(expected), why
    assert drawn == panel_marked(page), f"{why}: the panel marks other tickets"


def test_the_map_joins_exactly_the_tickets_ticked_or_held(english_desktop):
    page = english_desktop.open(HUMAN_VS_BOT)
    offered = snapshot(page)["view"]["players"][0]["offered"]
    assert_lines(page, offered, "the offer starts with every ticket ticked")
    returned, *kept = offered
    page.locator(f'.ttr-pick [data-ticket="{returned["id"]}"]').click()
    assert_lines(page, kept, "an unticked ticket is still joined")
    page.locator(f'.ttr-pick [data-ticket="{returned["id"]}"]').hover()
    assert ticket_lines(page) == pairs(kept), "hovering an unticked ticket joins it"
    page.locator('[data-confirm="tickets"]').click()
    idle(page)
    assert_lines(page, [], "a ticket of the choice is still joined once it is over")
    held = page.locator(f'.ttr-tickets [data-ticket="{kept[0]["id"]}"]')
    held.hover()
    assert_lines(page, kept[:1], "a held ticket pointed at")
    held.click()
    page.mouse.move(1, 1)
    assert_lines(page, kept[:1], "a held ticket tapped stays joined")

    code = page.evaluate("() => window.gameshelf.positionCode()")
    english_desktop.follow(f"#position={code}", "viewer")
    assert_lines(page, [], "the replay joins a ticket")
    page.get_by_role("button", name="Continue from here").click()
    page.locator(".continue-dialog").get_by_role("button", name="Start playing").click()
    page.wait_for_function("() => location.hash.startsWith('#play=') && window.gameshelf.snapshot()")
    idle(page)
    assert ticket_lines(page) == panel_marked(page), "the continued game joins what its panel does not mark"
