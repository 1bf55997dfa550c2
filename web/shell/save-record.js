// One stored game as the shelf lists it, read without trusting anything in it: every field is checked
// before it is shown, and a record that fails a check is listed as damaged with the reason.

import { t } from "./i18n.js";
import { SAVE_FORMAT, SAVE_VERSION } from "./protocol.js";
import { isMoveCount } from "./storage.js";

const GAME_ID = /^[a-z0-9][a-z0-9-]{0,40}$/;
const MAX_TEXT = 80;
const MAX_PLAYERS = 8;
const LATEST_TIME = 8.64e15; // the largest time a JavaScript Date can hold

/** Whether a value is a usable time stamp (finite milliseconds a Date can show). */
export function isTimestamp(value) {
  return typeof value === "number" && Number.isFinite(value) && value >= 0 && value <= LATEST_TIME;
}

/** A short text for the page: the string cut to `max` characters, or null when it is not a string. */
export function shortText(value, max = MAX_TEXT) {
  if (typeof value !== "string") return null;
  const text = value.trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** A readable problem with a save's setup fields, judged without Python; null when they look sound. */
export function setupProblem(save, knownGames) {
  if (!save || typeof save !== "object" || Array.isArray(save)) return t("shell.save.damaged");
  if (save.format !== SAVE_FORMAT) return t("shell.save.not-a-save");
  if (!Number.isInteger(save.version) || save.version < 1) return t("shell.save.no-version");
  if (save.version > SAVE_VERSION) return t("shell.save.newer");
  if (typeof save.game !== "string" || !GAME_ID.test(save.game) || (knownGames && !knownGames.has(save.game))) {
    return t("shell.save.unknown-game");
  }
  const seats = save.seats;
  if (!Array.isArray(seats) || !seats.length || seats.length > MAX_PLAYERS) return t("shell.save.no-players");
  if (!seats.every((s) => s && typeof s === "object" && typeof s.name === "string")) return t("shell.save.bad-players");
  return null;
}

/**
 * A save's title: the name its player gave it; else its game's name in the page's language (a game the shelf knows),
 * else its stored title or game id, with the move a continued game started after; else null.
 */
function gameTitle(save, labels, knownGames) {
  if (labels.name) return labels.name;
  const game = typeof save.game === "string" && GAME_ID.test(save.game) ? save.game : null;
  const title = game && knownGames?.has(game) ? t(`${game}.title`) : shortText(save.title) || game;
  return title && isMoveCount(labels.continued) ? t("shell.save.continued", { game: title, at: labels.continued }) : title;
}

/**
 * One stored game for the shelf: {id, title, named (when the title is a name its player gave: the game's own title),
 * players, status (a text or a message naming seats), moves, updated, over, problem}.
 * `problem` is null for a sound record; otherwise the other fields hold only what could be checked.
 * Never throws.
 */
export function readEntry(store, id, knownGames) {
  const entry = { id, title: t("shell.save.unreadable"), named: null, players: [], status: "", moves: 0, updated: 0, over: false, problem: null };
  try {
    const header = store.json("game", id);
    const save = header === null ? store.json("save", id) : store.json("setup", id);
    entry.problem = setupProblem(save, knownGames);
    const labels = store.labels(id);
    if (save && typeof save === "object") {
      entry.title = gameTitle(save, labels, knownGames) || entry.title;
      if (labels.name) entry.named = gameTitle(save, { continued: labels.continued }, knownGames);
    }
    if (entry.problem) return entry;
    const facts = header === null ? { ...save, count: Array.isArray(save.log) ? save.log.length : null } : header;
    if (!facts || typeof facts !== "object" || !Number.isInteger(facts.count) || facts.count < 0) {
      entry.problem = t("shell.save.no-moves");
      return entry;
    }
    if (facts.updated !== undefined && facts.updated !== null && !isTimestamp(facts.updated)) {
      entry.problem = t("shell.save.bad-date");
      return entry;
    }
    const status = header === null ? facts.summary && typeof facts.summary === "object" && facts.summary.status : facts.status;
    entry.moves = facts.count;
    entry.updated = isTimestamp(facts.updated) ? facts.updated : 0;
    entry.over = facts.over === true;
    entry.status = Array.isArray(status) ? status : shortText(status) || "";
    entry.players = save.seats.map((s) => shortText(s.name, 24) || "?");
  } catch {
    entry.problem = t("shell.save.damaged");
  }
  return entry;
}
