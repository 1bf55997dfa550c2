"""Playing together, in two browser contexts on this machine (bench/bench.py runs it): the time from opening a join
link to the guest's board (its site cached, and a first visit), the host-to-guest delay of a move, the bytes a
guest receives per move, and the sizes of the join link and the reply."""

import statistics

from pages import open_ready

GAME = "ticket-to-ride"
MOVES = 60  # host moves timed
# Every message a page's data channels receive: (arrival on the shared clock in ms, its length, its log length).
RECORD = """(() => {
  window.__arrivals = [];
  const original = RTCPeerConnection.prototype.createDataChannel;
  RTCPeerConnection.prototype.createDataChannel = function (...args) {
    const channel = original.apply(this, args);
    channel.addEventListener("message", (event) => {
      const answer = JSON.parse(event.data).answer;
      const log = answer && answer.log ? answer.log.start + answer.log.lines.length : null;
      window.__arrivals.push([performance.timeOrigin + performance.now(), event.data.length, log]);
    });
    return channel;
  };
})()"""
PLAY_HOST = """() => {
  const legal = window.gameshelf.legalMoves();
  if (!legal.length) return null;
  const before = window.gameshelf.snapshot().log.length;
  const sent = performance.timeOrigin + performance.now();
  return window.gameshelf.play(legal[0]).then(() => ({ sent, before }));
}"""
BOARD_UP = "() => window.gameshelf.snapshot && window.gameshelf.snapshot() && window.gameshelf.snapshot().view ? performance.now() : null"


def percentile(values, fraction):
    """Nearest-rank percentile."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


def join_ms(host, guest, seat=1):
    """Open the host's join link on the guest: ms from its navigation to its board (the host reads the reply at once)."""
    url = host.evaluate("(seat) => window.gameshelf.together.joinLink(seat)", seat)
    guest.goto(url)
    guest.wait_for_function("() => window.gameshelf && window.gameshelf.together")
    reply = guest.evaluate("() => window.gameshelf.together.reply()")
    host.evaluate("(text) => window.gameshelf.together.acceptReply(text)", reply)
    return guest.wait_for_function(BOARD_UP).json_value(), url, reply


def host_page(browser, site):
    """A host page with a game of the host's seat against a friend's phone."""
    host = browser.new_context().new_page()
    host.goto(site + f"#new={GAME}&seats=human,remote&seed=2")
    host.wait_for_function("() => window.gameshelf.snapshot && window.gameshelf.snapshot() && window.gameshelf.snapshot().legal.length")
    return host


def together_figures(browser, site):
    """{first_join_ms, cached_join_ms, move_delay_ms: {median, p95}, bytes_per_move, join_link_chars, join_code_chars, reply_chars}."""
    cached = browser.new_context()
    page = open_ready(cached.new_page(), site)
    page.evaluate("() => navigator.serviceWorker.ready.then(() => true)")
    page.close()
    host = host_page(browser, site)
    first_context = browser.new_context()
    first_context.add_init_script(RECORD)
    first, url, reply = join_ms(host, first_context.new_page())
    guest = cached.new_page()
    cached.add_init_script(RECORD)
    host = host_page(browser, site)
    again, _, _ = join_ms(host, guest)
    delays = []
    start = guest.evaluate("() => window.__arrivals.length")
    for _ in range(MOVES):
        played = host.evaluate(PLAY_HOST)
        if played is None:
            guest.evaluate("() => window.gameshelf.play(window.gameshelf.legalMoves()[0])")
            continue
        at = guest.wait_for_function("(n) => window.__arrivals.find((a) => a[2] !== null && a[2] > n)", arg=played["before"]).json_value()
        delays.append(at[0] - played["sent"])
    arrivals = guest.evaluate("() => window.__arrivals")[start:]
    moves = host.evaluate("() => window.gameshelf.snapshot().log.length")
    for context in (cached, first_context, host.context):
        context.close()
    return {"first_join_ms": round(first), "cached_join_ms": round(again),
            "move_delay_ms": {"median": round(statistics.median(delays), 1), "p95": round(percentile(delays, 0.95), 1), "moves": len(delays)},
            "bytes_per_move": round(sum(a[1] for a in arrivals) / max(1, moves)),
            "join_link_chars": len(url), "join_code_chars": len(url.split("#join=")[1]), "reply_chars": len(reply)}


def rows(figures):
    """The figures as (label, value, target) rows of the bench's table."""
    delay = figures["move_delay_ms"]
    return [
        ("Playing together: join link opened to the guest's board, first visit / site cached",
         f"{figures['first_join_ms']} ms / {figures['cached_join_ms']} ms", ""),
        (f"Playing together: a host move on the guest's phone, delay ({delay['moves']} moves): median / p95",
         f"{delay['median']:.0f} ms / {delay['p95']:.0f} ms", "p95 <= 100 ms"),
        ("Playing together: bytes a guest receives per move", f"{figures['bytes_per_move']} B", ""),
        ("Playing together: join link (its code) / reply, characters",
         f"{figures['join_link_chars']} ({figures['join_code_chars']}) / {figures['reply_chars']}", "link < 200, reply < 100"),
    ]
