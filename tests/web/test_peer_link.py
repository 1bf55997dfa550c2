"""Two phones as two browser contexts: a host's join code and a guest's reply open a data channel on the local
network with no server (web/shell/together/peer-link.js); JSON messages cross it, junk is dropped, and replies
to another game, for another seat or a second time are refused with their reason."""

import pytest

HOST = """async ({ room, seat }) => {
  const { HostLink } = await import("../shell/together/peer-link.js");
  window.got = [];
  window.linkEnded = false;
  const link = new HostLink({ room, seat, game: 0, host: "Ann" });
  link.on("message", (m) => window.got.push(m));
  link.on("close", () => { window.linkEnded = true; });
  window.link = link;
  return link.joinCode();
}"""

GUEST = """async (code) => {
  const { GuestLink } = await import("../shell/together/peer-link.js");
  window.got = [];
  const link = new GuestLink(code);
  link.on("message", (m) => window.got.push(m));
  window.link = link;
  const reply = await link.reply();
  return { reply, check: link.check, seat: link.join.seat, host: link.join.host };
}"""

ACCEPT = """async (reply) => {
  try {
    return { check: await window.link.accept(reply) };
  } catch (err) {
    return { refused: err.kind };
  }
}"""


@pytest.fixture
def phones(browser, site_url):
    """A host page and a guest page, each in its own context, on a page of the site that boots no Python."""
    contexts = [browser.new_context() for _ in range(2)]
    pages = [c.new_page() for c in contexts]
    for page in pages:
        page.goto(site_url + "data/catalog.json")
    yield pages
    for c in contexts:
        c.close()


def connect(host, guest, room=(1, 2, 3, 4), seat=1):
    """Join code, reply, accept; returns (join code, guest's answer, host's answer)."""
    code = host.evaluate(HOST, {"room": list(room), "seat": seat})
    joined = guest.evaluate(GUEST, code)
    return code, joined, host.evaluate(ACCEPT, joined["reply"])


def test_a_join_code_and_a_reply_open_a_channel_both_ways_with_the_same_check_code(phones):
    host, guest = phones
    code, joined, accepted = connect(host, guest)
    assert len(code) <= 140 and len(joined["reply"]) < 100
    assert (joined["seat"], joined["host"]) == (1, "Ann")
    assert accepted == {"check": joined["check"]}
    guest.evaluate("() => window.link.opening")
    guest.evaluate("() => window.link.send({ t: 'move', move: { type: 'draw_deck' }, n: 1 })")
    host.wait_for_function("() => window.got.length === 1")
    assert host.evaluate("() => window.got") == [{"t": "move", "move": {"type": "draw_deck"}, "n": 1}]
    host.evaluate("() => window.link.send({ t: 'snapshot', n: 1 })")
    guest.wait_for_function("() => window.got.length === 1")
    assert guest.evaluate("() => window.got") == [{"t": "snapshot", "n": 1}]


def test_junk_and_oversized_messages_from_a_guest_are_dropped_and_a_guest_gone_is_seen(phones):
    host, guest = phones
    connect(host, guest)
    guest.evaluate("() => window.link.opening")
    guest.evaluate("""() => {
      for (const junk of ["not json", "[1, 2]", "null", "7", JSON.stringify({ t: "x".repeat(20000) })]) window.link.channel.send(junk);
      window.link.send({ t: "after junk" });
    }""")
    host.wait_for_function("() => window.got.length === 1")
    assert host.evaluate("() => window.got") == [{"t": "after junk"}]
    guest.close()  # the phone lost the page
    host.wait_for_function("() => window.linkEnded")


def test_replies_to_another_game_for_another_seat_or_a_second_time_are_refused(phones):
    host, guest = phones
    code = host.evaluate(HOST, {"room": [1, 2, 3, 4], "seat": 1})
    joined = guest.evaluate(GUEST, code)
    other = guest.evaluate("""async (code) => {
      const S = await import("../shell/together/signal-code.js");
      const join = S.unpackJoin(code);
      const fields = { ufrag: "abcd", pwd: "0123456789012345678901", fingerprint: join.fingerprint };
      return {
        room: S.packReply({ ...fields, room: [9, 9, 9, 9], seat: join.seat }),
        seat: S.packReply({ ...fields, room: join.room, seat: 2 }),
        join: code,
      };
    }""", code)
    assert host.evaluate(ACCEPT, other["room"]) == {"refused": "room"}
    assert host.evaluate(ACCEPT, other["seat"]) == {"refused": "seat"}
    assert host.evaluate(ACCEPT, other["join"]) == {"refused": "kind"}
    assert host.evaluate(ACCEPT, "junk!") == {"refused": "damaged"}
    assert "check" in host.evaluate(ACCEPT, joined["reply"])
    assert host.evaluate(ACCEPT, joined["reply"]) == {"refused": "used"}
