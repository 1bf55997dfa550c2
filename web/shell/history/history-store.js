// The games finished on this device, each in a small record of its own (localStorage `gameshelf:history:<id>`,
// the id of its save), kept when the save is deleted. A record that does not read is set aside under
// `gameshelf:history-damaged:<id>`, never deleted, and the others still load. A game's analysis of a seat is kept
// beside its record (`gameshelf:analysis:<id>:<seat>`), as Python gave it.

export const HISTORY_FORMAT = "gameshelf-history";
export const HISTORY_VERSION = 1;
const PREFIX = "gameshelf:history:";
const DAMAGED = "gameshelf:history-damaged:";
const ANALYSIS = "gameshelf:analysis:";
const KINDS = new Set(["human", "remote", "bot"]);
const ID = /^[A-Za-z0-9_-]{1,40}$/;

const isCount = (n) => Number.isSafeInteger(n) && n >= 0;
const isText = (s, most) => typeof s === "string" && s.length <= most;

/** Why a history record cannot be shown (a short English phrase), or null when it is sound. */
export function recordProblem(r) {
  if (!r || typeof r !== "object" || Array.isArray(r)) return "not an object";
  if (!ID.test(r.id ?? "")) return "no id";
  if (!/^[a-z][a-z0-9-]{0,39}$/.test(r.game ?? "")) return "no game";
  if (!isCount(r.ended) || !isCount(r.moves)) return "no date or move count";
  if (!Array.isArray(r.seats) || !r.seats.length || r.seats.length > 8) return "no seats";
  if (!r.seats.every((s) => s && isText(s.name, 40) && KINDS.has(s.kind) && (s.kind !== "bot" || isText(s.bot, 20)))) return "a bad seat";
  if (!Array.isArray(r.totals) || r.totals.length !== r.seats.length || !r.totals.every(Number.isFinite)) return "bad scores";
  if (!Array.isArray(r.winners) || !r.winners.every((w) => isCount(w) && w < r.seats.length)) return "bad winners";
  if (!isText(r.code, 20000) || typeof r.hints !== "boolean") return "no position code";
  return null;
}

/** The record of a game just finished on the table: `snap` its last snapshot, `code` its position code, `id` its save's,
 * `hinted` whether a hint was used in it (its save's setup says). */
export function recordOf(snap, code, id, hinted = false, ended = Date.now()) {
  return {
    id, game: snap.game, ended, moves: snap.log.length, code, hints: Boolean(hinted),
    seats: snap.seats.map((s) => (s.kind === "bot" ? { name: s.name, kind: s.kind, bot: s.bot } : { name: s.name, kind: s.kind })),
    totals: snap.score.players.map((p) => p.total), winners: snap.score.winners.slice(),
  };
}

/** Whether a game is one of "your games": a person played in it on this device or from a friend's phone. */
export function isYours(record) {
  return record.seats.some((s) => s.kind !== "bot");
}

export class HistoryStore {
  constructor(storage = globalThis.localStorage) {
    this.storage = storage;
  }

  /** Record a finished game (a record with the same id replaces it); returns a problem text, or null once written. */
  add(record) {
    const problem = recordProblem(record);
    if (problem) return problem;
    try {
      this.storage.setItem(PREFIX + record.id, JSON.stringify(record));
      return null;
    } catch (err) {
      return err?.name === "QuotaExceededError" ? "storage is full" : String(err?.message || err);
    }
  }

  /** Whether a game's record is here already. */
  has(id) {
    try {
      return this.storage.getItem(PREFIX + id) !== null;
    } catch {
      return false;
    }
  }

  /** The storage keys that start with `prefix`. */
  keys(prefix) {
    const keys = [];
    for (let i = 0; i < this.storage.length; i++) {
      const key = this.storage.key(i);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    return keys;
  }

  /** {records (newest first), damaged: how many records are set aside (this read's and earlier ones)}. */
  read() {
    const records = [];
    for (const key of this.keys(PREFIX)) {
      let record = null;
      try {
        record = JSON.parse(this.storage.getItem(key));
      } catch { /* set aside below */ }
      if (!recordProblem(record) && PREFIX + record.id === key) records.push(record);
      else this.setAside(key);
    }
    records.sort((a, b) => b.ended - a.ended || (a.id < b.id ? -1 : 1));
    return { records, damaged: this.keys(DAMAGED).length };
  }

  /** Move a record that does not read out of the history, keeping its text. */
  setAside(key) {
    try {
      this.storage.setItem(DAMAGED + key.slice(PREFIX.length), this.storage.getItem(key) ?? "");
      this.storage.removeItem(key);
    } catch { /* it stays where it is and is skipped again next time */ }
  }

  /** Delete the whole history (the damaged records set aside and the analyses too). */
  clear() {
    for (const key of [...this.keys(PREFIX), ...this.keys(DAMAGED), ...this.keys(ANALYSIS)]) this.storage.removeItem(key);
  }

  /** The id of the recorded game whose position code is `code`, or null. */
  idOf(code) {
    return this.read().records.find((r) => r.code === code)?.id ?? null;
  }

  /** The analysis of `seat` kept with the recorded game of `code`, or null (none, or not readable). */
  analysis(code, seat) {
    const id = this.idOf(code);
    if (id === null) return null;
    try {
      const analysis = JSON.parse(this.storage.getItem(`${ANALYSIS}${id}:${seat}`));
      return analysis?.seat === seat && Array.isArray(analysis.decisions) && Array.isArray(analysis.curve) ? analysis : null;
    } catch {
      return null;
    }
  }

  /** Keep an analysis with the recorded game of `code` (a game not in the history keeps none); whether it was kept. */
  keepAnalysis(code, analysis) {
    const id = this.idOf(code);
    if (id === null) return false;
    try {
      this.storage.setItem(`${ANALYSIS}${id}:${analysis.seat}`, JSON.stringify(analysis));
      return true;
    } catch {
      return false; // a full storage keeps the records; the analysis can be run again
    }
  }

  /** The history as one JSON text (an export file). */
  exportText() {
    return JSON.stringify({ format: HISTORY_FORMAT, version: HISTORY_VERSION, records: this.read().records });
  }

  /** Merge an export file's records (by id: a game already here is skipped); {added, skipped, refused}, or throws an error of kind "json" or "format". */
  importText(text) {
    let file;
    try {
      file = JSON.parse(text);
    } catch {
      throw Object.assign(new Error("not a JSON file"), { kind: "json" });
    }
    if (file?.format !== HISTORY_FORMAT || file.version !== HISTORY_VERSION || !Array.isArray(file.records)) {
      throw Object.assign(new Error("not a Gameshelf history file"), { kind: "format" });
    }
    const here = new Set(this.read().records.map((r) => r.id));
    const counts = { added: 0, skipped: 0, refused: 0 };
    for (const record of file.records) {
      if (recordProblem(record)) counts.refused++;
      else if (here.has(record.id)) counts.skipped++;
      else if (this.add(record)) counts.refused++;
      else {
        here.add(record.id);
        counts.added++;
      }
    }
    return counts;
  }
}
