// Game setups in the URL hash: `#new=<game>&seats=human,bot:random&names=Ann,Bob&seed=5&opts={...}&opt.<id>=v`,
// `#play=<save id>`, `#position=<code>[&at=<move>][&seat=<n>|spectator][&analyse=1][&analysis=<packed>]`. Parsing checks shapes only; Python judges
// the setup and the position itself.

import { fmt, t } from "./i18n.js";
import { isSaveId } from "./storage.js";

const GAME_ID = /^[a-z0-9][a-z0-9-]{0,40}$/;
const BOT_LEVEL = /^[a-z0-9_-]{1,30}$/;
const OPTION_ID = /^[A-Za-z0-9_-]{1,40}$/;
const MAX_SEATS = 8;
const POSITION_CODE = /^[A-Za-z0-9_-]{1,20000}$/; // base64url, as engine/positions.py writes it
const PACKED_ANALYSIS = /^[0-9a-z._~-]{1,20000}$/; // as engine/analysis_link.py writes it

/** Whether a text has the shape of a game id (the catalog decides whether the game exists). */
export function isGameId(text) {
  return typeof text === "string" && GAME_ID.test(text);
}

/** The default name of seat i (0-based) of a kind in the page's language: "Player 2", "Bot 3". */
export function seatDefaultName(kind, i) {
  return kind === "bot" ? t("shell.seat.bot", { n: i + 1 }) : t("engine.seat.default", { n: i + 1 });
}

/** A setup whose every seat has a name: the seats a link leaves unnamed get their default name in the page's language
 * (a save keeps names, never a language: Python's own defaults are English). */
export function withSeatNames(setup) {
  return { ...setup, seats: setup.seats.map((seat, i) => (seat.name ? seat : { ...seat, name: seatDefaultName(seat.kind, i) })) };
}

/** A random seed for a new game (fits easily in JSON and in a URL). */
export function randomSeed() {
  return Math.floor(Math.random() * 1_000_000_000);
}

/** A link's mistake: its words as a message (`words`); `message` is their text in the page's language when read. */
class LinkError extends Error {
  constructor(words) {
    super();
    this.words = words;
  }

  get message() {
    return fmt(this.words);
  }
}

/** A seat from its text form: "human", "remote" (a friend's phone), "bot" or "bot:<level>"; throws on anything else. */
export function parseSeat(text, name) {
  const [kind, level, extra] = String(text).trim().split(":");
  if (extra !== undefined || !(kind === "human" || kind === "remote" || kind === "bot")) throw new LinkError(["shell.link.not-a-seat", { text: String(text) }]);
  const seat = { kind };
  if (kind === "bot" && level !== undefined) {
    if (!BOT_LEVEL.test(level)) throw new LinkError(["shell.link.not-a-level", { level }]);
    seat.bot = level;
  } else if (level !== undefined) {
    throw new LinkError(["shell.link.level-without-bot"]);
  }
  if (name) seat.name = name.slice(0, 24);
  return seat;
}

/** The text form of a seat. */
function seatText(seat) {
  return seat.kind === "bot" && seat.bot ? `bot:${seat.bot}` : seat.kind;
}

/** An option value from a URL: JSON when it reads as JSON (true, 3, "x"), otherwise the text itself. */
function optionValue(text) {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Split `a=1&b=2` into [[key, raw value], ...] without decoding (lists are split before decoding). */
function rawPairs(text) {
  return text.split("&").filter(Boolean).map((part) => {
    const at = part.indexOf("=");
    return at < 0 ? [part, ""] : [part.slice(0, at), part.slice(at + 1)];
  });
}

/** Decode one URL component; throws a readable error on bad escapes. */
function decode(text) {
  try {
    return decodeURIComponent(text.replaceAll("+", " "));
  } catch {
    throw new LinkError(["shell.link.bad-escape"]);
  }
}

/**
 * Read a location hash. Returns {route: "shelf"} | {route: "play", id} | {route: "new", setup}
 * | {route: "position", code, at, seat, analyse, analysis} | {route: "history"} | {route: "join", code} (a guest phone joining a host's game) | {route: "error", message}. `setup` = {game, seats: [{kind, bot?, name?}],
 * seed, options}; `at` is a move index or null (the last), `seat` a seat, null (the spectator) or "default".
 * A `lang=xx` pair anywhere is the page's language (web/shell/i18n.js reads it) and no part of the route.
 */
export function parseHash(hash) {
  const text = (hash || "").replace(/^#/, "");
  if (!text) return { route: "shelf" };
  try {
    const pairs = rawPairs(text).filter(([key]) => key !== "lang"); // the page's language (i18n.js), on any route
    if (!pairs.length) return { route: "shelf" };
    const [firstKey, firstValue] = pairs[0];
    if (firstKey === "play") {
      const id = decode(firstValue);
      if (!isSaveId(id) || pairs.length > 1) throw new LinkError(["shell.link.not-a-save"]);
      return { route: "play", id };
    }
    if (firstKey === "position") return positionRoute(pairs);
    if (firstKey === "join") return { route: "join", code: decode(firstValue) };
    if (firstKey === "history" && pairs.length === 1) return { route: "history" };
    if (firstKey !== "new") throw new LinkError(["shell.link.unknown-route"]);
    return { route: "new", setup: parseSetupPairs(pairs) };
  } catch (err) {
    return { route: "error", message: ["shell.link.cannot-start", { reason: err.words || err.message }] };
  }
}

/** The route of `#position=...` pairs (an error route when malformed). */
function positionRoute(pairs) {
  const fail = (why) => ({ route: "error", message: ["shell.link.bad-position", { reason: why }] });
  const [, code] = pairs[0];
  if (!POSITION_CODE.test(code)) return fail(["shell.link.no-code"]);
  const route = { route: "position", code, at: null, seat: "default", analyse: false, analysis: null };
  for (const [key, raw] of pairs.slice(1)) {
    const value = decode(raw);
    if (key === "at" && /^\d{1,5}$/.test(value)) route.at = Number(value);
    else if (key === "seat" && /^\d$/.test(value)) route.seat = Number(value);
    else if (key === "seat" && value === "spectator") route.seat = null;
    else if (key === "analyse" && value === "1") route.analyse = true;
    else if (key === "analysis" && PACKED_ANALYSIS.test(value)) route.analysis = value;
    else return fail(["shell.link.bad-position-field", { field: `${decode(key).slice(0, 30)}=${value.slice(0, 30)}` }]);
  }
  return route;
}

/** The `#position=...` hash of a code (`at`: a move, else the last; `seat`: a seat, null for the spectator; `analyse`: open its
 * analysis; `analysis`: a packed analysis to show). */
export function positionHash(code, { at = null, seat = "default", analyse = false, analysis = null } = {}) {
  let hash = `#position=${code}`;
  if (at !== null) hash += `&at=${at}`;
  if (seat !== "default") hash += `&seat=${seat === null ? "spectator" : seat}`;
  if (analyse) hash += "&analyse=1";
  if (analysis) hash += `&analysis=${analysis}`;
  return hash;
}

/** The setup of `#new=...` pairs; throws a readable error. */
function parseSetupPairs(pairs) {
  const setup = { game: decode(pairs[0][1]), seats: null, seed: null, options: {} };
  if (!isGameId(setup.game)) throw new LinkError(["shell.link.bad-game"]);
  let names = [];
  const seen = new Set();
  for (const [key, raw] of pairs.slice(1)) {
    if (seen.has(key)) throw new LinkError(["shell.link.twice", { key }]);
    seen.add(key);
    if (key === "seats") {
      const list = raw.split(",");
      if (!raw || list.length > MAX_SEATS) throw new LinkError(["shell.link.seat-count", { max: MAX_SEATS }]);
      setup.seats = list.map((s) => parseSeat(decode(s)));
    } else if (key === "names") {
      names = raw.split(",").map(decode);
    } else if (key === "seed") {
      const seed = decode(raw);
      if (!/^-?\d{1,15}$/.test(seed)) throw new LinkError(["shell.link.bad-seed"]);
      setup.seed = Number(seed);
    } else if (key === "hints") {
      if (raw !== "1") throw new LinkError(["shell.link.bad-hints"]);
      setup.hints = true;
    } else if (key === "opts") {
      const opts = optionValue(decode(raw));
      if (!opts || typeof opts !== "object" || Array.isArray(opts)) throw new LinkError(["shell.link.bad-opts"]);
      Object.assign(setup.options, opts);
    } else if (key.startsWith("opt.") && OPTION_ID.test(key.slice(4))) {
      setup.options[key.slice(4)] = optionValue(decode(raw));
    } else {
      throw new LinkError(["shell.link.unknown-field", { key: decode(key).slice(0, 30) }]);
    }
  }
  if (!setup.seats) setup.seats = [{ kind: "human" }, { kind: "bot" }];
  if (names.length > setup.seats.length) throw new LinkError(["shell.link.too-many-names"]);
  names.forEach((name, i) => { if (name.trim()) setup.seats[i].name = name.trim().slice(0, 24); });
  if (setup.seed === null) setup.seed = randomSeed();
  return setup;
}

/** The `#new=...` hash that starts a setup (what "share setup" copies). */
export function setupHash(setup) {
  const parts = [`new=${encodeURIComponent(setup.game)}`, `seats=${setup.seats.map(seatText).join(",")}`];
  if (setup.seats.some((s) => s.name)) parts.push(`names=${setup.seats.map((s) => encodeURIComponent(s.name || "")).join(",")}`);
  parts.push(`seed=${setup.seed}`);
  if (setup.options && Object.keys(setup.options).length) parts.push(`opts=${encodeURIComponent(JSON.stringify(setup.options))}`);
  if (setup.hints) parts.push("hints=1");
  return "#" + parts.join("&");
}

/** The absolute link of a page with a hash, for sharing. */
export function linkTo(hash, page = "index.html") {
  return new URL(page + hash, document.baseURI).href;
}

/** A setup message from a host page (postMessage) checked into the same shape as a parsed hash. */
export function checkSetup(value) {
  if (!value || typeof value !== "object" || Array.isArray(value)) throw new Error("the setup must be an object");
  if (!isGameId(value.game)) throw new Error("the setup needs a game id");
  if (!Array.isArray(value.seats) || value.seats.length < 1 || value.seats.length > MAX_SEATS) throw new Error("the setup needs a list of seats");
  const seats = value.seats.map((seat) => {
    if (typeof seat === "string") return parseSeat(seat);
    if (!seat || typeof seat !== "object") throw new Error("a seat must be a string or an object");
    const name = typeof seat.name === "string" ? seat.name : undefined;
    return parseSeat(seat.kind === "bot" && typeof seat.bot === "string" ? `bot:${seat.bot}` : String(seat.kind), name);
  });
  const seed = value.seed === undefined ? randomSeed() : value.seed;
  if (!Number.isSafeInteger(seed)) throw new Error("the seed must be a whole number");
  const options = value.options === undefined ? {} : value.options;
  if (!options || typeof options !== "object" || Array.isArray(options)) throw new Error("options must be an object");
  if (value.hints !== undefined && typeof value.hints !== "boolean") throw new Error("hints must be true or false");
  return { game: value.game, seats, seed, options, hints: Boolean(value.hints) };
}
