// The host phone's side of playing together: one link per remote seat; each guest's requests carried out
// for its own seat only (Python checks every move as it checks a tap here); and after every answer the
// table takes, each connected guest sent its own seat's answer from the log length it already has.

import { JOIN_GAMES, REFUSALS, TOGETHER_VERSION } from "../protocol.js";
import { HostLink, LinkError, readCode } from "./peer-link.js";
import { isPhoneToken } from "./phone-memory.js";
import { unpackReply } from "./signal-code.js";

export const GUEST_OPS = new Set(["state", "labels", "move", "undo"]); // what a guest may ask, always for its own seat
const WATCHER_OPS = new Set(["state"]); // what a watching screen may ask: the public view
export const FIRST_WATCHER = 200; // join codes for watching screens carry slots from here on (no seat)

/** An answer as the guest's phone sees its seats: its own is the one person there ("human"), other people are "remote" (a watching screen: seat null). */
export function asGuestSees(answer, seat) {
  const out = { ...answer };
  delete out.record; // the save lives on the host
  if (out.seats) out.seats = out.seats.map((s, i) => ({ ...s, kind: i === seat ? "human" : s.kind === "bot" ? "bot" : "remote" }));
  return out;
}

/** A refusal sent to a guest, as the bridge words them: {ok: false, kind, error (English), message (words to show)}. */
function refused(kind, words, error = words[0]) {
  return { ok: false, kind, error, message: words };
}

/** The refusal of an error the table's request threw. */
function refusedBy(err) {
  return refused(err.kind || REFUSALS.INTERNAL, err.words || ["together.error.failed"], err.message);
}

export class TogetherHost {
  /**
   * table: the GameTable on this phone; site: the address join links open (the site's own); hostName: the name the
   * guests' join screens show; onChange(): the seats' connection states changed.
   */
  constructor(table, { site, hostName, onChange = () => {} }) {
    this.table = table;
    this.site = site;
    this.hostName = hostName;
    this.onChange = onChange;
    this.room = Array.from(crypto.getRandomValues(new Uint8Array(4)));
    this.guests = new Map(); // slot (a remote seat, or FIRST_WATCHER + k) -> {link, viewer, state: "waiting"|"connected"|"gone", log, events, lastAsk, ...}
    this.watchers = 0; // watching screens given a code so far
    this.tokens = new Map(); // seat -> the token of the phone that joined it last
    this.friends = new Set(this.remoteSeats()); // the seats a friend's phone plays, or played and were handed over (they can be given back)
  }

  /** The remote seats of the game on the table. */
  remoteSeats() {
    const snap = this.table.snap;
    return snap ? snap.seats.flatMap((s, i) => (s.kind === "remote" ? [i] : [])) : [];
  }

  /** The seats a friend's phone plays now or played during this game's visit, in order. */
  friendSeats() {
    return [...this.friends].sort((a, b) => a - b);
  }

  /** The seats changed kind (handed to this device or a bot, or given back): a seat no phone plays any more closes its link, saying why. */
  seatsChanged() {
    const remote = this.remoteSeats();
    remote.forEach((seat) => this.friends.add(seat));
    for (const [slot, guest] of this.guests) {
      if (slot >= FIRST_WATCHER || remote.includes(slot)) continue;
      this.guests.delete(slot);
      guest.link?.farewell({ t: "bye", reason: "handed" });
    }
    this.onChange();
  }

  /** The connection state of a remote seat: "waiting" (no phone yet), "connected", "back" (connected again, the same phone as before), "other" (connected, another phone than before) or "gone". */
  seatState(seat) {
    const guest = this.guests.get(seat);
    return guest?.state === "connected" ? guest.returning || "connected" : guest?.state || "waiting";
  }

  /** A guest's phone said which phone it is: the seat's card says whether it is the one that played the seat before. */
  greeted(seat, guest, token) {
    if (!isPhoneToken(token) || guest.viewer === null || guest.returning !== undefined) return;
    const known = this.tokens.get(seat);
    guest.returning = known === undefined ? null : known === token ? "back" : "other";
    this.tokens.set(seat, token);
    this.onChange();
  }

  /** The slots of the watching screens given a code. */
  watcherSlots() {
    return [...this.guests.keys()].filter((slot) => slot >= FIRST_WATCHER);
  }

  /** A new slot for a screen that watches the game (the public view only): join it with joinLink(slot). */
  addWatcher() {
    const slot = FIRST_WATCHER + this.watchers++;
    this.guests.set(slot, { state: "waiting", pending: true });
    return slot;
  }

  /** The join link of a remote seat or a watcher's slot (a new one each time it has no phone): the site's address and #join=<code>. */
  async joinLink(seat) {
    if (!this.remoteSeats().includes(seat) && !(seat >= FIRST_WATCHER && this.guests.has(seat))) throw new LinkError("seat", "not a remote seat");
    const old = this.guests.get(seat);
    if (old?.state === "connected") return old.url;
    old?.link?.close();
    const link = new HostLink({ room: this.room, seat, game: Math.max(0, JOIN_GAMES.indexOf(this.table.snap.game)), host: this.hostName });
    const guest = { link, viewer: seat >= FIRST_WATCHER ? null : seat, state: "waiting", log: 0, events: [], lastAsk: 0, dirty: false, sending: false, replies: [], full: false, labels: false };
    this.guests.set(seat, guest);
    guest.url = `${this.site}#join=${await link.joinCode()}`;
    link.on("message", (message) => this.received(seat, guest, message));
    link.on("close", () => this.gone(seat, guest));
    return guest.url;
  }

  /** Take a guest's reply (pasted or scanned): `onCheck(code)` hears the check code while connecting; resolves to it once that phone is connected, or rejects with a LinkError. */
  async acceptReply(text, onCheck) {
    const reply = readCode(unpackReply, text);
    const guest = this.guests.get(reply.seat);
    if (!guest?.link || reply.room.some((b, i) => b !== this.room[i])) throw new LinkError("room", "a reply to another game");
    const check = await guest.link.accept(text, onCheck);
    guest.state = "connected";
    guest.log = 0;
    guest.link.send({ t: "welcome", version: TOGETHER_VERSION, seat: guest.viewer });
    this.onChange();
    this.queue(reply.seat, guest, { full: true });
    return check;
  }

  /** A guest's phone went away (slept, lost the page, out of range): its seat waits for it to join again. */
  gone(seat, guest) {
    if (this.guests.get(seat) !== guest) return;
    guest.state = "gone";
    this.onChange();
  }

  /** One message from a guest: `hello` once (which phone it is), else only `ask` for its own seat, with a number above the last; anything else is refused or dropped. */
  async received(seat, guest, message) {
    if (this.guests.get(seat) !== guest || guest.state !== "connected") return;
    if (message.t === "hello") this.greeted(seat, guest, message.token);
    if (message.t !== "ask") return;
    const { n, body } = message;
    if (!Number.isSafeInteger(n) || n <= guest.lastAsk) {
      if (Number.isSafeInteger(n)) guest.link.send({ t: "reply", n, answer: refused(REFUSALS.BAD_REQUEST, ["together.error.replayed"]) });
      return;
    }
    guest.lastAsk = n;
    if (!body || typeof body !== "object" || !(guest.viewer === null ? WATCHER_OPS : GUEST_OPS).has(body.op)) {
      guest.link.send({ t: "reply", n, answer: refused(REFUSALS.BAD_REQUEST, ["together.error.not-for-a-guest"]) });
      return;
    }
    const labels = body.labels === true;
    try {
      if (body.op === "state") {
        guest.log = 0;
        this.queue(seat, guest, { full: true, n, labels });
      } else if (body.op === "labels") {
        const answer = await this.table.request({ op: "labels", seat });
        guest.link.send({ t: "reply", n, answer });
      } else {
        const replyTo = { seat, n, labels }; // the answer of this move or undo is the reply to `n`
        await (body.op === "move" ? this.table.playFor(seat, body.move, replyTo) : this.table.undoFor(seat, replyTo));
      }
    } catch (err) {
      if (err.kind === "stale") return;
      guest.link.send({ t: "reply", n, answer: refusedBy(err) });
    }
  }

  /** The table took an answer (`snap`: its snapshot; `replyTo`: {seat, n, labels} when it answers a guest's move or undo): every connected guest gets its own seat's answer, with the move's events. */
  broadcast(snap, replyTo = null) {
    for (const [seat, guest] of this.guests) {
      if (guest.state !== "connected" || !guest.link) continue;
      guest.events.push(...snap.events);
      this.queue(seat, guest, replyTo?.seat === seat ? replyTo : {});
    }
  }

  /** Send a guest its seat's answer soon; answers asked while one is on its way are sent as one, from the log length it has (a copy as the reply to each request it answers). */
  queue(seat, guest, { full = false, n = null, labels = false }) {
    guest.dirty = true;
    guest.full ||= full;
    guest.labels ||= labels;
    if (n !== null) guest.replies.push(n);
    if (!guest.sending) this.send(seat, guest);
  }

  async send(seat, guest) {
    guest.sending = true;
    try {
      while (guest.dirty && guest.state === "connected") {
        const { full, labels } = guest;
        const replies = guest.replies.splice(0);
        Object.assign(guest, { dirty: false, full: false, labels: false });
        const events = guest.events.splice(0);
        const viewer = guest.viewer;
        const request = full ? { op: "state", seat: viewer, labels } : { op: "state", seat: viewer, since: guest.log, labels };
        const answer = asGuestSees(await this.table.request(request), viewer);
        answer.events = events;
        guest.log = answer.log.start + answer.log.lines.length;
        if (!replies.length) guest.link.send({ t: "push", answer });
        for (const n of replies) guest.link.send({ t: "reply", n, answer });
      }
    } catch (err) {
      if (err.kind !== "stale") guest.link.send({ t: "push", answer: refusedBy(err) });
    } finally {
      guest.sending = false;
    }
  }

  /** Close every link (the game left the table). */
  close() {
    for (const guest of this.guests.values()) guest.link?.close();
    this.guests.clear();
  }
}
