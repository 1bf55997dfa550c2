// One connection between the host phone and a guest's phone: a WebRTC data channel on the local
// network only (no STUN or TURN server), set up from a join code and a reply (signal-code.js), and
// JSON messages over it. The host keeps one HostLink per remote seat; a guest has one GuestLink.

import { SignalError, checkCode, localFields, packJoin, packReply, remoteDescription, unpackJoin, unpackReply } from "./signal-code.js";

export const CONNECT_MS = 20000; // a channel not open by then has failed: the page says what to try
const GATHER_MS = 3000; // host candidates come at once; a join code waits no longer for them
const MOST_GUEST_CHARS = 16384; // a guest's message over this is dropped unread (a move is a few hundred)
const FAREWELL_MS = 5000; // a link told goodbye closes by then even if the other phone does not close it

/** A link that did not open or a reply that does not fit, with the reason's kind ("timeout", "room", "seat", "used", "closed", or a code's). */
export class LinkError extends Error {
  constructor(kind, detail) {
    super(`${kind}: ${detail}`);
    this.kind = kind;
  }
}

/** A code's fields (`unpack` of signal-code.js); a code that does not read throws a LinkError of its reason's kind. */
export function readCode(unpack, code) {
  try {
    return unpack(code);
  } catch (err) {
    throw err instanceof SignalError ? new LinkError(err.kind, err.message) : err;
  }
}

function peer() {
  const pc = new RTCPeerConnection({ iceServers: [] });
  const channel = pc.createDataChannel("gameshelf", { negotiated: true, id: 0, ordered: true });
  return { pc, channel };
}

function gathered(pc) {
  return new Promise((resolve) => {
    const done = () => pc.iceGatheringState === "complete" && resolve();
    pc.addEventListener("icegatheringstatechange", done);
    setTimeout(resolve, GATHER_MS);
    done();
  });
}

/** Settles when the channel opens, or rejects with a LinkError after CONNECT_MS or when the connection fails. */
function opened(pc, channel) {
  return new Promise((resolve, reject) => {
    if (channel.readyState === "open") return resolve();
    const timer = setTimeout(() => reject(new LinkError("timeout", "no connection")), CONNECT_MS);
    channel.addEventListener("open", () => { clearTimeout(timer); resolve(); });
    pc.addEventListener("connectionstatechange", () => {
      if (pc.connectionState === "failed") { clearTimeout(timer); reject(new LinkError("timeout", "the connection failed")); }
    });
  });
}

/** What both sides do once connected: JSON messages in and out, a close listener. */
class Link {
  constructor(pc, channel, most = Infinity) {
    this.pc = pc;
    this.channel = channel;
    this.most = most; // the longest message taken (the channel itself limits every message to its max-message-size)
    this.listeners = { message: [], close: [] };
    channel.addEventListener("message", (event) => this.received(event.data));
    this.ended = false;
    const end = () => {
      if (this.ended) return;
      this.ended = true;
      this.listeners.close.forEach((f) => f());
    };
    channel.addEventListener("close", end);
    pc.addEventListener("connectionstatechange", () => ["disconnected", "failed", "closed"].includes(pc.connectionState) && this.opened && end());
    channel.addEventListener("open", () => { this.opened = true; });
  }

  /** Call `f(message)` for each message that parses as a JSON object, `f()` once when the open link ends (closed, or the other phone gone). */
  on(kind, f) {
    this.listeners[kind].push(f);
  }

  received(data) {
    if (typeof data !== "string" || data.length > this.most) return;
    let message;
    try {
      message = JSON.parse(data);
    } catch {
      return;
    }
    if (message && typeof message === "object" && !Array.isArray(message)) this.listeners.message.forEach((f) => f(message));
  }

  /** Send one message (a JSON object); false when the channel is not open. */
  send(message) {
    if (this.channel.readyState !== "open") return false;
    this.channel.send(JSON.stringify(message));
    return true;
  }

  get open() {
    return this.channel.readyState === "open";
  }

  close() {
    this.channel.close();
    this.pc.close();
  }

  /** Send a last message: the other phone closes the link when it reads it, this one a little later if it does not. */
  farewell(message) {
    this.send(message);
    setTimeout(() => this.close(), FAREWELL_MS);
  }
}

/** The host's end of one remote seat: a join code now, the guest's reply later. */
export class HostLink extends Link {
  /** {room: 4 bytes, seat, game: its number, host: the host's name}. */
  constructor(join) {
    const { pc, channel } = peer();
    super(pc, channel, MOST_GUEST_CHARS);
    this.join = join;
    this.accepted = false;
  }

  /** The join code (the host's credentials and candidates for this seat). */
  async joinCode() {
    await this.pc.setLocalDescription(await this.pc.createOffer());
    await gathered(this.pc);
    this.local = localFields(this.pc.localDescription.sdp);
    return packJoin({ ...this.join, ...this.local });
  }

  /** Read a guest's reply: `onCheck(code)` hears the check code at once; settles when the channel is open, or rejects with a LinkError. */
  async accept(text, onCheck = () => {}) {
    const reply = readCode(unpackReply, text);
    if (reply.room.some((b, i) => b !== this.join.room[i])) throw new LinkError("room", "a reply to another game");
    if (reply.seat !== this.join.seat) throw new LinkError("seat", "a reply for another seat");
    if (this.accepted) throw new LinkError("used", "this seat already has its phone");
    this.accepted = true;
    this.check = checkCode(this.local.fingerprint, reply.fingerprint);
    onCheck(this.check);
    await this.pc.setRemoteDescription(remoteDescription(reply, "answer"));
    await opened(this.pc, this.channel);
    return this.check;
  }
}

/** A guest's end: read from the join code; its reply; open once the host has read the reply. */
export class GuestLink extends Link {
  /** Throws a LinkError when the code cannot be read. */
  constructor(code) {
    const join = readCode(unpackJoin, code);
    const { pc, channel } = peer();
    super(pc, channel);
    this.join = join;
  }

  /** The reply text (this phone's credentials for the join code's room and seat). */
  async reply() {
    await this.pc.setRemoteDescription(remoteDescription(this.join, "offer"));
    await this.pc.setLocalDescription(await this.pc.createAnswer());
    const local = localFields(this.pc.localDescription.sdp);
    this.check = checkCode(this.join.fingerprint, local.fingerprint);
    this.opening = opened(this.pc, this.channel);
    this.opening.catch(() => {}); // awaited by whoever waits for the board; not an unhandled rejection meanwhile
    return packReply({ room: this.join.room, seat: this.join.seat, ...local });
  }
}
