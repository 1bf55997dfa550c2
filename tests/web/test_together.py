"""Playing together in Chromium, one browser context per phone: a host runs the rules, a guest joins it by its
join link and reply (no Python on the guest), each plays its own seat, and every message a guest receives is
checked against what its seat may see."""

import json
import threading

import pytest

from tests.web.conftest import wait_ready

RECORD_MESSAGES = """() => {
  window.__received = [];
  const original = RTCPeerConnection.prototype.createDataChannel;
  RTCPeerConnection.prototype.createDataChannel = function (...args) {
    const channel = original.apply(this, args);
    channel.addEventListener("message", (event) => window.__received.push(event.data));
    window.__channel = channel;
    return channel;
  };
}"""


@pytest.fixture
def phones(new_context):
    """phones(n): n pages, each in its own browser context (a phone), recording what their data channels receive."""
    def make(n):
        pages = []
        for _ in range(n):
            ctx = new_context()
            ctx.add_init_script(f"({RECORD_MESSAGES})()")
            pages.append(ctx.new_page())
        return pages
    return make


def join(host, guest, seat):
    """The guest opens the host's join link for `seat`; the host reads its reply; both connected."""
    host.wait_for_function("() => window.gameshelf.snapshot()")
    url = host.evaluate("(seat) => window.gameshelf.together.joinLink(seat)", seat)
    requests = []
    guest.on("request", lambda r: requests.append(r.url))
    guest.goto(url)
    wait_ready(guest)
    reply = guest.evaluate("() => window.gameshelf.together.reply()")
    check = host.evaluate("(text) => window.gameshelf.together.acceptReply(text)", reply)
    guest.wait_for_function("() => window.gameshelf.snapshot() && window.gameshelf.snapshot().view")
    return url, reply, check, requests


@pytest.mark.returning
def test_a_guest_joins_by_link_and_reply_plays_its_own_seat_and_never_boots_python(phones, site_url):
    host, guest = phones(2)
    host.goto(site_url + "#new=ticket-to-ride&seats=human,remote&names=Ann,Bea&seed=3")
    wait_ready(host)
    host.wait_for_function("() => window.gameshelf.snapshot() && window.gameshelf.snapshot().legal.length")
    url, reply, check, requests = join(host, guest, 1)
    assert len(url) - len(site_url) <= 140 and len(reply) < 100 and len(check) == 4
    assert not [r for r in requests if "/pyodide/" in r or r.endswith("worker.js") or "/wheels/" in r]
    snap = guest.evaluate("() => window.gameshelf.snapshot()")
    assert snap["viewer"] == 1 and snap["seats"][1]["kind"] == "human" and snap["seats"][0]["kind"] == "remote"
    assert snap["legal"] and all(m["type"] == "keep_tickets" for m in snap["legal"])
    host_snap = host.evaluate("() => window.gameshelf.snapshot()")
    assert host_snap["viewer"] == 0 and host_snap["view"]["players"][1]["tickets"] is None
    move = snap["legal"][0]
    guest.evaluate("(move) => window.gameshelf.play(move)", move)
    host.wait_for_function("() => window.gameshelf.snapshot().log.length === 1")
    assert host.evaluate("() => window.gameshelf.snapshot().log")[0][1]["seat"] == {"seat": 1}
    received = [json.loads(m) for m in guest.evaluate("() => window.__received")]
    for message in received:
        answer = message.get("answer") or {}
        if "view" in answer:
            assert answer["viewer"] == 1 and answer["view"]["players"][0]["tickets"] is None
            assert "record" not in answer


GAMES = [  # (game, seats): a person on the host, a friend's phone, and bots where the game needs more seats
    ("ticket-to-ride", "human,remote,bot"),
    ("ticket-to-ride-nordic", "human,remote"),
    ("kingdom-builder", "human,remote,bot"),
    ("off-the-rails", "remote,human"),
    ("trick-of-the-rails", "human,remote,bot"),
]

RANDOM_MOVE = """(seed) => {
  const legal = window.gameshelf.legalMoves();
  if (!legal.length) return false;
  const move = legal[(seed * 7919) % legal.length];
  return window.gameshelf.play(move).then(() => true);
}"""


SEEN = "() => { const s = window.gameshelf.snapshot(); return { viewer: s.viewer, to_act: s.to_act, legal: s.legal.length, log: s.log.length, over: s.over, bot: s.bot_to_act, text: document.querySelector('.table-turn')?.textContent }; }"


def synced(host, guest):
    """Wait until the host is idle (bots moved) and the guest has every log line the host has; the log length."""
    host.evaluate("() => window.gameshelf.waitIdle()")
    length = host.evaluate("() => window.gameshelf.snapshot().log.length")
    guest.wait_for_function("(n) => window.gameshelf.snapshot().log.length === n", arg=length)
    return length


def views_by_length(code, seat):
    """{log length: the view `seat` may see after that many moves (everything once over)} of a position code, by CPython."""
    from gameshelf.engine import positions
    from gameshelf.engine.match import Match
    given, moves = positions.decode(code)
    match = Match(given["game"], given["seats"], given["seed"], given["options"])
    views = {0: match.game.view(match.state, seat)}
    for player, move in moves:
        match.make_move(player, move)
        views[len(match.log)] = match.game.view(match.state, None if match.over() else seat)
    return views


@pytest.mark.parametrize("game, seats", GAMES, ids=[g for g, _ in GAMES])
def test_a_whole_game_with_a_friends_phone_and_every_guest_message_is_its_seats_view(phones, site_url, game, seats):
    host, guest = phones(2)
    remote = seats.split(",").index("remote")
    host.goto(site_url + f"#new={game}&seats={seats}&seed=5")
    wait_ready(host)
    host.evaluate("() => window.gameshelf.setBotPace(0)")
    join(host, guest, remote)
    turn = 0
    while True:
        length = synced(host, guest)
        if host.evaluate("() => window.gameshelf.snapshot().over"):
            break
        turn += 1
        played = guest.evaluate(RANDOM_MOVE, turn) or host.evaluate(RANDOM_MOVE, turn)
        assert played, ("nobody could move in a game that is not over", str(host.evaluate(SEEN)), str(guest.evaluate(SEEN)))
    assert guest.evaluate("() => window.gameshelf.snapshot().over")
    assert guest.evaluate("() => document.querySelector('.score-sheet') !== null")
    views = views_by_length(host.evaluate("() => window.gameshelf.positionCode()"), remote)
    assert len(views) == length + 1
    checked = 0
    for text in guest.evaluate("() => window.__received"):
        answer = json.loads(text).get("answer") or {}
        if "view" in answer:
            assert "record" not in answer
            at = answer["log"]["start"] + len(answer["log"]["lines"])
            assert answer["view"] == views[at], f"the guest got another view than its seat's after {at} moves"
            assert answer["viewer"] == remote
            checked += 1
    assert checked >= length // 3


HOSTILE = """async (hostLegal) => {
  const sent = [];
  const ask = (n, body) => { window.__channel.send(JSON.stringify({ t: "ask", n, body })); sent.push(n); };
  ask(1000, { op: "move", player: 0, move: hostLegal });    // another seat's move, named as its player
  ask(1001, { op: "state", seat: 0 });                      // another seat's view
  ask(1002, { op: "bot" });                                 // what only the host does
  ask(1003, { op: "new", game: "ticket-to-ride", seats: ["remote", "remote"] });
  ask(1003, { op: "undo" });                                // a number used before
  ask(999, { op: "undo" });                                 // an old number
  ask(1004, "move");
  ask(1005, { op: "undo", player: 0 });                     // another seat's undo
  for (const junk of ["{", "[]", "null", JSON.stringify({ t: "ask", n: "1006", body: { op: "state" } }),
                      JSON.stringify({ t: "ask", n: 1007, body: { op: "move", move: "x".repeat(20000) } })]) window.__channel.send(junk);
  ask(1008, { op: "move", move: { type: "no such move" } });
  return sent;
}"""


def test_whatever_a_guest_sends_changes_nothing_but_its_own_seats_legal_moves_and_gets_a_refusal(phones, site_url):
    host, guest = phones(2)
    host.goto(site_url + "#new=ticket-to-ride&seats=human,remote&seed=8")
    wait_ready(host)
    join(host, guest, 1)
    before = host.evaluate("() => window.gameshelf.snapshot()")
    guest.evaluate(HOSTILE, before["legal"][0])
    guest.wait_for_function("() => window.__received.map((m) => JSON.parse(m)).filter((m) => m.t === 'reply' && m.n === 1008).length")
    host.evaluate("() => window.gameshelf.waitIdle()")
    after = host.evaluate("() => window.gameshelf.snapshot()")
    assert after["log"] == before["log"] and after["view"] == before["view"]
    replies = {}
    for m in map(json.loads, guest.evaluate("() => window.__received")):
        if m.get("t") == "reply":
            replies.setdefault(m["n"], []).append(m["answer"])
    assert replies[1000][0]["kind"] == "illegal"
    assert replies[1001][0]["viewer"] == 1 and replies[1001][0]["view"]["players"][0]["tickets"] is None
    assert replies[1002][0]["kind"] == replies[1003][0]["kind"] == "bad-request"
    assert [a["kind"] for a in replies[1003][1:]] == ["bad-request"] and replies[999][0]["kind"] == "bad-request"
    assert replies[1004][0]["kind"] == "bad-request" and replies[1005][0]["kind"] == "illegal"
    assert 1006 not in replies and 1007 not in replies and replies[1008][0]["kind"] == "illegal"


def test_a_guest_whose_phone_lost_the_page_joins_its_seat_again_and_the_game_goes_on(phones, site_url):
    host, guest, other = phones(3)
    host.goto(site_url + "#new=trick-of-the-rails&seats=remote,human,bot&names=Bea,Ann&seed=2")
    wait_ready(host)
    host.evaluate("() => window.gameshelf.setBotPace(0)")
    url, *_ = join(host, guest, 0)
    length = synced(host, guest)
    bea = guest.context
    guest.close()
    host.wait_for_function("() => document.querySelector('.seats-panel').textContent.includes(\"Waiting for Bea's phone to join again\")")
    stale = bea.new_page()  # the same phone opens the old link again: it says the code is used, and makes no reply
    stale.goto(url)
    stale.wait_for_function("() => document.querySelector('.banner-error')?.textContent.includes('already joined with this code')")
    again = bea.new_page()
    join(host, again, 0)
    host.wait_for_function("() => document.querySelector('.seats-panel').textContent.includes(\"Bea's phone is back\")")
    assert again.evaluate("() => window.gameshelf.snapshot().log.length") == length
    for turn in range(20):  # the host plays until it is Bea's turn, and Bea plays from her phone
        length = synced(host, again)
        if again.evaluate(RANDOM_MOVE, turn):
            break
        assert host.evaluate(RANDOM_MOVE, turn)
    else:
        raise AssertionError("Bea's seat never came to act")
    assert host.evaluate("() => window.gameshelf.snapshot().log")[length][1]["seat"] == {"seat": 0}
    again.close()
    host.wait_for_function("() => document.querySelector('.seats-panel').textContent.includes(\"Waiting for Bea's phone to join again\")")
    join(host, other, 0)  # another phone takes the seat: the host's card says so
    host.wait_for_function("() => document.querySelector('.seats-panel').textContent.includes(\"A different phone now plays Bea's seat\")")


def test_a_seat_whose_phone_is_not_here_is_played_by_a_bot_then_given_back_to_a_phone(phones, site_url):
    host, guest, again = phones(3)
    host.goto(site_url + "#new=ticket-to-ride&seats=human,remote&names=Ann,Bea&seed=5")
    wait_ready(host)
    host.evaluate("() => window.gameshelf.setBotPace(0)")
    join(host, guest, 1)
    card = host.locator(".seat-card")
    card.locator(".hand-kind").select_option("bot:random")
    card.get_by_role("button", name="Hand over").click()
    guest.wait_for_function("() => document.querySelector('.table-notice')?.textContent.includes(\"Ann's phone plays your seat now\")")
    host.wait_for_function("() => document.querySelector('.seats-panel').textContent.includes(\"Bea's seat is played by a bot (Random)\")")
    host.wait_for_function("() => window.gameshelf.snapshot().legal.length")  # the bot kept its tickets, Ann keeps hers
    ann = host.evaluate("() => window.gameshelf.snapshot()")
    host.evaluate("(move) => window.gameshelf.play(move)", ann["legal"][0])
    host.wait_for_function("() => window.gameshelf.snapshot().log.some(([, line]) => line.seat && line.seat.seat === 1)")
    host.reload()  # the save keeps the bot; the menu gives the seat back to a phone
    wait_ready(host)
    host.wait_for_function("() => window.gameshelf.snapshot() && window.gameshelf.snapshot().seats[1].kind === 'bot'")
    assert host.locator(".seats-panel").is_hidden()
    host.evaluate("() => window.gameshelf.waitIdle()")
    host.get_by_role("button", name="Menu").click()
    host.get_by_role("button", name="Who plays each seat").click()
    host.get_by_label("Bea: who plays").select_option("remote")
    host.get_by_role("button", name="Apply").click()
    host.get_by_role("button", name="Show Bea's join code").wait_for()
    join(host, again, 1)
    assert again.evaluate("() => window.gameshelf.snapshot().seats.map((s) => s.kind)") == ["remote", "human"]
    assert host.evaluate("() => window.gameshelf.snapshot().seats[1]") == {"name": "Bea", "kind": "remote"}


def test_two_phones_that_have_the_site_play_together_when_its_server_is_gone(phones, build_script, dist):
    server = build_script.SiteServer(dist, prefix="/shelf/")  # a server of their own, stopped once they have the site
    threading.Thread(target=server.serve_forever, daemon=True).start()
    site = f"http://127.0.0.1:{server.server_address[1]}/shelf/"
    host, guest = phones(2)
    for phone in (host, guest):
        phone.goto(site)
        wait_ready(phone)
        phone.evaluate("() => navigator.serviceWorker.ready.then(() => true)")
    server.shutdown()
    server.server_close()
    host.goto(site + "#new=kingdom-builder&seats=remote,human&seed=4")
    wait_ready(host)
    join(host, guest, 0)
    for phone in (host, guest):
        assert phone.evaluate("() => navigator.serviceWorker.controller !== null"), "a page that did not come from its cache"
    for turn in range(10):
        length = synced(host, guest)
        if guest.evaluate(RANDOM_MOVE, turn):
            break
        assert host.evaluate(RANDOM_MOVE, turn)
    host.wait_for_function("(n) => window.gameshelf.snapshot().log.length > n", arg=length)


def test_a_screen_that_watches_gets_the_public_view_only_and_cannot_move(phones, site_url):
    host, screen = phones(2)
    host.goto(site_url + "#new=ticket-to-ride&seats=human,bot&seed=6")
    wait_ready(host)
    host.evaluate("() => window.gameshelf.setBotPace(0)")
    host.wait_for_function("() => window.gameshelf.snapshot()")
    host.get_by_role("button", name="Menu").click()
    host.get_by_role("button", name="Show on another screen").click()
    link = host.locator(".join-link").input_value()
    screen.goto(link)
    wait_ready(screen)
    assert "Watching" in screen.locator(".join-title").inner_text()
    reply = screen.evaluate("() => window.gameshelf.together.reply()")
    host.fill(".reply-text", reply)
    host.get_by_role("button", name="Connect").click()
    screen.wait_for_function("() => window.gameshelf.snapshot() && window.gameshelf.snapshot().view")
    snap = screen.evaluate("() => window.gameshelf.snapshot()")
    assert snap["viewer"] is None and snap["legal"] == [] and all(p["hand"] is None for p in snap["view"]["players"])
    host.wait_for_function("() => document.querySelector('.seats-panel').textContent.includes('Screen 1 is watching')")
    screen.evaluate("() => window.__channel.send(JSON.stringify({ t: 'ask', n: 50, body: { op: 'move', move: { type: 'draw_deck' } } }))")
    screen.wait_for_function("() => window.__received.some((m) => JSON.parse(m).n === 50)")
    refused = [json.loads(m) for m in screen.evaluate("() => window.__received") if json.loads(m).get("n") == 50][0]
    assert refused["answer"]["kind"] == "bad-request"


QR_PIXELS = """() => {
  const canvas = document.querySelector(".join-qr");
  const data = canvas.getContext("2d").getImageData(0, 0, canvas.width, canvas.height).data;
  const grey = [];
  for (let i = 0; i < data.length; i += 4) grey.push(data[i]);
  return { width: canvas.width, height: canvas.height, grey };
}"""


def write_y4m(path, picture, width=640, height=480):
    """A one-frame Y4M video (what Chromium's fake camera plays, in a loop) of a grey picture centred on white."""
    y = bytearray([235]) * (width * height)
    left, top = (width - picture["width"]) // 2, (height - picture["height"]) // 2
    for row in range(picture["height"]):
        line = picture["grey"][row * picture["width"]:(row + 1) * picture["width"]]
        start = (top + row) * width + left
        y[start:start + picture["width"]] = bytes(16 if v < 128 else 235 for v in line)
    chroma = bytes([128]) * (width // 2 * height // 2)
    path.write_bytes(f"YUV4MPEG2 W{width} H{height} F10:1 Ip A1:1 C420jpeg\n".encode() + b"FRAME\n" + bytes(y) + chroma + chroma)


def test_the_host_scans_the_guests_reply_with_its_camera(browser, new_context, site_url, tmp_path, build_script):
    video = tmp_path / "reply.y4m"
    camera = browser.browser_type.launch(executable_path=str(build_script.CHROMIUM), args=[
        *build_script.CHROMIUM_ARGS, "--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream",
        f"--use-file-for-fake-video-capture={video}"])
    try:
        host_context = camera.new_context()
        host_context.grant_permissions(["camera"])
        host = host_context.new_page()
        guest = new_context().new_page()
        host.goto(site_url + "#new=off-the-rails&seats=human,remote&names=Ann,Bea&seed=3")
        wait_ready(host)
        host.wait_for_function("() => window.gameshelf.snapshot()")
        host.get_by_role("button", name="Show Bea's join code").click()
        guest.goto(host.locator(".join-link").input_value())
        wait_ready(guest)
        guest.evaluate("() => window.gameshelf.together.reply()")
        guest.wait_for_function("() => document.querySelector('.join-status').textContent.includes('Check code')")  # the reply's QR is drawn
        write_y4m(video, guest.evaluate(QR_PIXELS))
        host.get_by_role("button", name="Scan reply").click()
        guest.wait_for_function("() => window.gameshelf.snapshot() && window.gameshelf.snapshot().view")
        host.wait_for_function("() => document.querySelector('.seats-panel').textContent.includes(\"Bea's phone is connected\")")
        assert host.locator(".scan-video").count() == 0  # the camera stopped once it read the code
    finally:
        camera.close()


REFUSAL_KINDS = {"illegal", "bad-request", "too-large", "bad-position", "bad-save"}


def channel_junk(rng, legal, n):
    """One hostile text a guest's phone could send around its legal moves, numbered `n` when it is an ask."""
    from tests.fuzz.mutate import bad_move
    move = rng.choice(legal) if legal else {"type": "pass"}
    body = rng.choice([
        {"op": "move", "move": bad_move(rng, move)},
        {"op": "move", "move": move, "player": rng.choice([0, 2, -1, "1", None, True])},  # played for its own seat whatever it names
        {"op": rng.choice(["new", "load", "bot", "seat", "catalog", "position", "replay", "continue", "check", "public_view",
                           "lesson_open", "__proto__", "constructor", "", None, 7]), "seat": 0, "kind": "bot"},
        {"op": "state", "seat": rng.choice([0, None, "1", -1]), "since": rng.choice([-1, "0", 10**30, None, 2.5])},
        {"op": "labels", "seat": 0},
        {"op": "undo", "player": 0},
        rng.choice([None, [], "state", 3, {"op": {"op": "move"}}]),
    ])
    message = {"t": "ask", "n": n, "body": body}
    wrap = rng.randrange(10)
    if wrap == 0:
        message["n"] = rng.choice([n - 1, str(n), n + 0.5, None, -n, 2**64])
    elif wrap == 1:
        message["t"] = rng.choice(["reply", "push", "welcome", "bye", None, "ASK"])
    elif wrap == 2:
        return json.dumps(message)[: rng.randrange(1, 40)]
    elif wrap == 3:
        message["pad"] = "x" * 17000
    return json.dumps(message)


def test_a_fuzzed_channel_gets_refusals_and_its_own_seats_answers_and_the_game_goes_on(phones, site_url):
    import random
    rng = random.Random(25)
    host, guest = phones(2)
    host.goto(site_url + "#new=ticket-to-ride&seats=bot,remote&seed=11")
    wait_ready(host)
    host.evaluate("() => window.gameshelf.setBotPace(0)")
    join(host, guest, 1)
    n = 10_000  # above every number the guest's own table used
    for batch in range(12):
        synced(host, guest)
        legal = guest.evaluate("() => window.gameshelf.legalMoves()")
        texts = []
        for _ in range(10):
            n += 1
            texts.append(channel_junk(rng, legal, n))
        if legal:
            n += 1
            texts.append(json.dumps({"t": "ask", "n": n, "body": {"op": "move", "move": rng.choice(legal)}}))
        guest.evaluate("(texts) => texts.forEach((text) => window.__channel.send(text))", texts)
        guest.wait_for_function("(n) => window.__received.some((m) => JSON.parse(m).n === n)", arg=n)
    length = synced(host, guest)
    assert length > 12, "the guest's legal moves did not move the game on"
    views = views_by_length(host.evaluate("() => window.gameshelf.positionCode()"), 1)
    for message in map(json.loads, guest.evaluate("() => window.__received")):
        answer = message.get("answer") or {}
        if answer.get("ok") is False:
            assert answer["kind"] in REFUSAL_KINDS and 0 < len(answer["error"]) <= 200, answer
        elif "view" in answer:
            at = answer["log"]["start"] + len(answer["log"]["lines"])
            assert answer["viewer"] == 1 and answer["view"] == views[at] and "record" not in answer
        elif message.get("t") == "reply":
            assert set(answer) == {"ok", "labels"}, message
