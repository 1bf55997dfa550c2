"""Playing together in Chromium, one browser context per phone: a host runs the rules, a guest joins it by its
join link and reply (no Python on the guest), each plays its own seat, and every message a guest receives is
checked against what its seat may see."""

import json

import pytest

from tests.web.conftest import wait_ready

RECORD_MESSAGES = """() => {
  window.__received = [];
  const original = RTCPeerConnection.prototype.createDataChannel;
  RTCPeerConnection.prototype.createDataChannel = function (...args) {
    const channel = original.apply(this, args);
    channel.addEventListener("message", (event) => window.__received.push(event.data));
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
    url = host.evaluate("(seat) => window.gameshelf.together.joinLink(seat)", seat)
    requests = []
    guest.on("request", lambda r: requests.append(r.url))
    guest.goto(url)
    wait_ready(guest)
    reply = guest.evaluate("() => window.gameshelf.together.reply()")
    check = host.evaluate("(text) => window.gameshelf.together.acceptReply(text)", reply)
    guest.wait_for_function("() => window.gameshelf.snapshot() && window.gameshelf.snapshot().view")
    return url, reply, check, requests


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
