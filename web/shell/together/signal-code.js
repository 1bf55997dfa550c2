// The join code and the reply: only what a data-channel connection needs (ICE credentials, the DTLS
// fingerprint, the host's local candidates), packed into bytes and written base64url; and the remote
// description each side rebuilds from the other's code. The local descriptions are never edited.

export const CODE_VERSION = 1;
const JOIN = 1; // the first byte's kind: a host's join code
const REPLY = 2; // a guest's reply
const MOST_CANDIDATES = 2; // host candidates a join code carries: its IPv4 ones, else one IPv6 or mDNS name
const MOST_NAME_BYTES = 16; // the host's name as the guest's join screen shows it
const FINGERPRINT_BYTES = 32; // sha-256
const ADDRESS = { ipv4: 4, ipv6: 6, mdns: 109 }; // a candidate's address kind, as its first byte

/** A code that cannot be read, with the reason's kind ("damaged", "version", "kind"). */
export class SignalError extends Error {
  constructor(kind, detail) {
    super(`${kind}: ${detail}`);
    this.kind = kind;
  }
}

/** {ufrag, pwd, fingerprint (bytes), candidates: [{kind, address, port}]} read from a local SDP of one data channel. */
export function localFields(sdp) {
  const line = (name) => {
    const found = sdp.split(/\r?\n/).find((l) => l.startsWith(`a=${name}:`));
    if (!found) throw new SignalError("damaged", `no ${name} in the local description`);
    return found.slice(name.length + 3).trim();
  };
  const [algorithm, hex] = line("fingerprint").split(" ");
  if (algorithm.toLowerCase() !== "sha-256") throw new SignalError("damaged", `fingerprint ${algorithm}`);
  const fingerprint = Uint8Array.from(hex.split(":"), (h) => parseInt(h, 16));
  return { ufrag: line("ice-ufrag"), pwd: line("ice-pwd"), fingerprint, candidates: hostCandidates(sdp) };
}

/** The host candidates of an SDP (component 1, UDP) a join code carries: up to MOST_CANDIDATES IPv4 ones, else one other. */
function hostCandidates(sdp) {
  const found = [];
  for (const l of sdp.split(/\r?\n/)) {
    const m = /^a=candidate:\S+ 1 udp \d+ (\S+) (\d+) typ host/i.exec(l);
    const kind = m && addressKind(m[1]);
    if (kind && !found.some((c) => c.address === m[1])) found.push({ kind, address: m[1], port: Number(m[2]) });
  }
  const ipv4 = found.filter((c) => c.kind === "ipv4");
  return ipv4.length ? ipv4.slice(0, MOST_CANDIDATES) : found.slice(0, 1);
}

function addressKind(address) {
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(address)) return "ipv4";
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.local$/i.test(address)) return "mdns";
  if (address.includes(":")) return "ipv6";
  return null;
}

/** The join code of a host's seat: {room (4 bytes), seat, game (its number), host (name)} and the host's local fields. */
export function packJoin({ room, seat, game, host, ufrag, pwd, fingerprint, candidates }) {
  const out = writer();
  out.byte(CODE_VERSION << 4 | JOIN);
  out.bytes(room, 4);
  out.byte(seat);
  out.byte(game);
  out.text(truncatedUtf8(host, MOST_NAME_BYTES));
  credentials(out, ufrag, pwd, fingerprint);
  out.byte(candidates.length);
  for (const c of candidates) {
    out.byte(ADDRESS[c.kind]);
    out.bytes(addressBytes(c), c.kind === "ipv4" ? 4 : 16);
    out.short(c.port);
  }
  return base64url(out.done());
}

/** The fields of a join code; throws SignalError. */
export function unpackJoin(code) {
  const read = reader(code, JOIN);
  const fields = { room: read.bytes(4), seat: read.byte(), game: read.byte(), host: read.text() };
  Object.assign(fields, readCredentials(read));
  const count = read.byte();
  if (count > MOST_CANDIDATES) throw new SignalError("damaged", `${count} candidates`);
  fields.candidates = [];
  for (let i = 0; i < count; i++) {
    const tag = read.byte();
    const kind = Object.keys(ADDRESS).find((k) => ADDRESS[k] === tag);
    if (!kind) throw new SignalError("damaged", "candidate address kind");
    const raw = read.bytes(kind === "ipv4" ? 4 : 16);
    fields.candidates.push({ kind, address: addressText(kind, raw), port: read.short() });
  }
  read.end();
  return fields;
}

/** A guest's reply: the room and seat it answers and its own local credentials (no candidates: the host learns them). */
export function packReply({ room, seat, ufrag, pwd, fingerprint }) {
  const out = writer();
  out.byte(CODE_VERSION << 4 | REPLY);
  out.bytes(room, 4);
  out.byte(seat);
  credentials(out, ufrag, pwd, fingerprint);
  return base64url(out.done());
}

/** The fields of a reply; throws SignalError. */
export function unpackReply(code) {
  const read = reader(code, REPLY);
  const fields = { room: read.bytes(4), seat: read.byte(), ...readCredentials(read) };
  read.end();
  return fields;
}

/** The remote description a side sets from the other's fields: the host's offer (its candidates) or the guest's answer. */
export function remoteDescription(fields, type) {
  const hex = Array.from(fields.fingerprint, (b) => b.toString(16).padStart(2, "0").toUpperCase()).join(":");
  const lines = [
    "v=0", "o=- 1 2 IN IP4 127.0.0.1", "s=-", "t=0 0", "a=group:BUNDLE 0", "a=msid-semantic: WMS",
    "m=application 9 UDP/DTLS/SCTP webrtc-datachannel", "c=IN IP4 0.0.0.0",
    `a=ice-ufrag:${fields.ufrag}`, `a=ice-pwd:${fields.pwd}`, "a=ice-options:trickle",
    `a=fingerprint:sha-256 ${hex}`, `a=setup:${type === "offer" ? "actpass" : "active"}`, "a=mid:0",
    "a=sctp-port:5000", "a=max-message-size:262144",
  ];
  (fields.candidates || []).forEach((c, i) => {
    lines.push(`a=candidate:${i + 1} 1 udp ${2122260223 - i} ${c.address} ${c.port} typ host generation 0`);
  });
  if (type === "offer" && fields.candidates) lines.push("a=end-of-candidates");
  return { type, sdp: lines.join("\r\n") + "\r\n" };
}

/** The 4-character code both phones show while connecting: a digest of the two fingerprints (host's first). */
export function checkCode(hostFingerprint, guestFingerprint) {
  let h = 0x811c9dc5; // FNV-1a
  for (const b of [...hostFingerprint, ...guestFingerprint]) h = Math.imul(h ^ b, 0x01000193) >>> 0;
  const letters = "ACDEFHJKMNPRTUVWXY34679"; // no look-alikes
  let code = "";
  for (let i = 0; i < 4; i++, h = Math.floor(h / letters.length)) code += letters[h % letters.length];
  return code;
}

function credentials(out, ufrag, pwd, fingerprint) {
  out.text(ufrag);
  out.text(pwd);
  out.bytes(fingerprint, FINGERPRINT_BYTES);
}

function readCredentials(read) {
  return { ufrag: read.text(), pwd: read.text(), fingerprint: read.bytes(FINGERPRINT_BYTES) };
}

function truncatedUtf8(text, most) {
  let bytes = new TextEncoder().encode(text);
  while (bytes.length > most) bytes = new TextEncoder().encode((text = text.slice(0, -1)));
  return text;
}

function addressBytes({ kind, address }) {
  if (kind === "ipv4") return address.split(".").map(Number);
  if (kind === "mdns") return hexBytes(address.slice(0, -".local".length).replace(/-/g, ""));
  const [head, tail = ""] = address.split("::");
  const groups = (part) => (part ? part.split(":") : []);
  const missing = 8 - groups(head).length - groups(tail).length;
  const all = [...groups(head), ...Array(address.includes("::") ? missing : 0).fill("0"), ...groups(tail)];
  return all.flatMap((g) => [parseInt(g, 16) >> 8, parseInt(g, 16) & 255]);
}

function addressText(kind, raw) {
  if (kind === "ipv4") return Array.from(raw).join(".");
  const hex = Array.from(raw, (b) => b.toString(16).padStart(2, "0")).join("");
  if (kind === "mdns") return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}.local`;
  return hex.match(/.{4}/g).map((g) => g.replace(/^0+(?=.)/, "")).join(":");
}

function hexBytes(hex) {
  return hex.match(/../g).map((h) => parseInt(h, 16));
}

function writer() {
  const out = [];
  return {
    byte: (b) => out.push(b & 255),
    short: (n) => out.push(n >> 8 & 255, n & 255),
    bytes(list, size) {
      if (list.length !== size) throw new SignalError("damaged", `${list.length} bytes where ${size} belong`);
      out.push(...list);
    },
    text(s) {
      const bytes = new TextEncoder().encode(s);
      if (bytes.length > 255) throw new SignalError("damaged", "a text over 255 bytes");
      out.push(bytes.length, ...bytes);
    },
    done: () => Uint8Array.from(out),
  };
}

function reader(code, kind) {
  let raw;
  try {
    raw = fromBase64url(String(code).trim());
  } catch {
    throw new SignalError("damaged", "not base64url");
  }
  let at = 0;
  const take = (n) => {
    if (at + n > raw.length) throw new SignalError("damaged", "too short");
    at += n;
    return raw.slice(at - n, at);
  };
  const head = take(1)[0];
  if (head >> 4 !== CODE_VERSION) throw new SignalError("version", `version ${head >> 4}`);
  if ((head & 15) !== kind) throw new SignalError("kind", `kind ${head & 15}`);
  return {
    byte: () => take(1)[0],
    short: () => { const [a, b] = take(2); return a << 8 | b; },
    bytes: (n) => take(n),
    text() {
      const bytes = take(take(1)[0]);
      try {
        return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
      } catch {
        throw new SignalError("damaged", "a text that is not UTF-8");
      }
    },
    end() {
      if (at !== raw.length) throw new SignalError("damaged", "too long");
    },
  };
}

function base64url(bytes) {
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64url(text) {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error("base64url");
  return Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));
}
