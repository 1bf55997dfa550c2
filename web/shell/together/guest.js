// A guest phone's engine: the table's requests go to the host over the link (the host's Python answers
// them for this phone's seat only); what the host sends unasked (the other players' moves) is pushed to
// the table. No Python runs here.

import { REFUSALS, TOGETHER_VERSION } from "../protocol.js";
import { GUEST_OPS } from "./host.js";
import { LinkError } from "./peer-link.js";

/** Refused here without asking the host. */
function notHere(op) {
  return { ok: false, kind: REFUSALS.BAD_REQUEST, error: `${op} is the host's`, message: ["together.error.not-for-a-guest"] };
}

export class GuestEngine {
  /** link: an open GuestLink; onPush(answer): an answer the host sent unasked; onGone(reason): the link ended ("handed": the host plays this seat now, else null). */
  constructor(link, { onPush, onGone }) {
    this.link = link;
    this.pending = new Map(); // n -> resolve
    this.next = 1;
    this.seat = null;
    this.onPush = onPush;
    this.onGone = onGone;
    this.farewell = null; // why the host said goodbye
    this.over = false; // the link has ended
    this.welcomed = new Promise((resolve, reject) => { this.welcome = { resolve, reject }; });
    this.ready = this.welcomed; // the table waits for it as it waits for a booting worker
    link.on("message", (message) => this.received(message));
    link.on("close", () => this.ended());
  }

  received(message) {
    if (message.t === "welcome") {
      if (message.version !== TOGETHER_VERSION) this.welcome.reject(new LinkError("version", "another version of Gameshelf"));
      else {
        this.seat = message.seat;
        this.welcome.resolve(this);
      }
    } else if (message.t === "reply" && this.pending.has(message.n)) {
      this.pending.get(message.n)(message.answer);
      this.pending.delete(message.n);
    } else if (message.t === "reply" && message.answer?.ok && message.answer.view) {
      this.onPush(message.answer); // a position nobody here waits for (a request given up on) is taken as if pushed
    } else if (message.t === "push" && message.answer) {
      this.onPush(message.answer);
    } else if (message.t === "bye") {
      this.farewell = message.reason === "handed" ? "handed" : null;
      this.link.close();
      this.ended();
    }
  }

  /** The link ended: what waits for the host is told it went away, and the page why (once). */
  ended() {
    if (this.over) return;
    this.over = true;
    this.welcome.reject(new LinkError("closed", "the host's phone went away"));
    for (const resolve of this.pending.values()) resolve({ ok: false, kind: "stale", error: "the host's phone went away" });
    this.pending.clear();
    this.onGone(this.farewell);
  }

  /** A bridge request asked of the host; resolves to its answer for this phone's seat ({ok: false, ...} included). */
  call(body) {
    if (!GUEST_OPS.has(body.op)) return Promise.resolve(notHere(body.op)); // the rest (bots, saves, positions) stays with the host
    const n = this.next++;
    return new Promise((resolve) => {
      this.pending.set(n, resolve);
      if (!this.link.send({ t: "ask", n, body })) {
        this.pending.delete(n);
        resolve({ ok: false, kind: "stale", error: "the host's phone went away" });
      }
    });
  }
}
