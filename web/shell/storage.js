// Saved games in localStorage, written incrementally. One game is several keys under `<namespace>:`:
//   setup:<id>      {format, version: 2, id, game, title, rules_version, options, seats, seed, created} (written once)
//   game:<id>       the header {rev, count, hash, status, over, updated, name?, continued?}, rewritten on every move
//                   (small); `name` (the player's, from Rename) and `continued` (the move a continued game started
//                   after) are kept by every write
//   moves:<id>:<n>  the n-th chunk of MOVE_CHUNK moves [[p, move], ...]; a move rewrites only the last chunk
//   view:<id>       the public view (for the shelf's preview), written now and then, not on every move
//   save:<id>       a version-1 save (the whole save in one key), read until Python migrates it
// `rev` grows by one on every write; a write never replaces a header whose rev is not the one it read.

import { t } from "./i18n.js";
import { MOVE_CHUNK, SAVE_FORMAT, SAVE_VERSION } from "./protocol.js";
const ID_PATTERN = /^[a-z0-9-]{1,40}$/;
export const MAX_NAME = 40; // the longest name a player can give a saved game
const KEPT = ["name", "continued"]; // header fields a write carries over from the stored header (or version-1 save)

/** A fresh save id: time plus randomness, safe in a key and a URL hash. */
export function newSaveId() {
  const random = Math.floor(Math.random() * 36 ** 6).toString(36).padStart(6, "0");
  return `${Date.now().toString(36)}-${random}`;
}

/** Whether a text can be a save id made by this page. */
export function isSaveId(text) {
  return typeof text === "string" && ID_PATTERN.test(text);
}

/** A game name a player typed, as stored: one line of plain text (controls dropped, spaces collapsed), at most MAX_NAME characters; "" for none. */
export function cleanName(value) {
  if (typeof value !== "string") return "";
  return [...value.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, " ").replace(/\s+/g, " ").trim()].slice(0, MAX_NAME).join("").trim();
}

/** Whether a value is a move number a continued game may have started after. */
export function isMoveCount(value) {
  return Number.isInteger(value) && value >= 0;
}

/** The reason a storage write failed, in words a player can read. */
function writeProblem(err) {
  const full = err && (err.name === "QuotaExceededError" || err.code === 22 || err.code === 1014);
  return full ? t("shell.storage.full") : t("shell.storage.failed", { reason: String((err && err.message) || err).slice(0, 60) });
}

/** The saves of one namespace ("gameshelf" for the site, "gameshelf-embed" for embedded boards). */
export class SaveStore {
  constructor(namespace, storage = globalThis.localStorage) {
    this.namespace = namespace;
    this.storage = storage;
  }

  /** The localStorage key of one part of a game ("game", "setup", "view", "save", "moves"). */
  key(part, id, chunk) {
    return chunk === undefined ? `${this.namespace}:${part}:${id}` : `${this.namespace}:${part}:${id}:${chunk}`;
  }

  /** Which part and id a storage key holds ({part, id} or null when it is not this namespace's). */
  parseKey(key) {
    const match = /^([^:]+):(game|setup|view|save|moves):([a-z0-9-]+)(?::\d+)?$/.exec(key || "");
    return match && match[1] === this.namespace ? { part: match[2], id: match[3] } : null;
  }

  /** The raw text of one key, or null. */
  text(part, id, chunk) {
    return this.storage.getItem(this.key(part, id, chunk));
  }

  /** The parsed JSON of one key; null when missing; throws when the text is not JSON. */
  json(part, id, chunk) {
    const text = this.text(part, id, chunk);
    return text === null ? null : JSON.parse(text);
  }

  /** The ids of every stored game, version 2 headers and version 1 saves alike (in storage order). */
  ids() {
    const ids = new Set();
    for (let i = 0; i < this.storage.length; i++) {
      const parsed = this.parseKey(this.storage.key(i));
      if (parsed && (parsed.part === "game" || parsed.part === "save")) ids.add(parsed.id);
    }
    return [...ids];
  }

  /** The stored header's revision of a game (0 when none, null when the header is unreadable). */
  storedRev(id) {
    try {
      const header = this.json("game", id);
      return header === null ? 0 : Number.isInteger(header.rev) ? header.rev : null;
    } catch {
      return null;
    }
  }

  /**
   * Write a game's changes: `setup` (first write only), `moves` (the whole list) from move index
   * `from` on, and the header. `rev` is the revision this tab last read or wrote: the write is
   * refused with {conflict: true} when storage holds another one. Returns null on success,
   * {conflict: true}, or {problem} (e.g. "Storage is full").
   */
  writeGame(id, { rev, setup = null, moves, from, header }) {
    if (this.storedRev(id) !== rev) return { conflict: true };
    const kept = this.labels(id);
    try {
      if (setup) {
        this.storage.setItem(this.key("setup", id), JSON.stringify(setup));
        this.storage.removeItem(this.key("save", id)); // a version-1 save, now migrated
      }
      const firstChunk = Math.floor(from / MOVE_CHUNK);
      const chunks = Math.ceil(moves.length / MOVE_CHUNK);
      for (let n = firstChunk; n < chunks; n++) {
        this.storage.setItem(this.key("moves", id, n), JSON.stringify(moves.slice(n * MOVE_CHUNK, (n + 1) * MOVE_CHUNK)));
      }
      this.removeChunks(id, chunks);
      this.storage.setItem(this.key("game", id), JSON.stringify({ ...kept, ...header, rev: rev + 1, count: moves.length }));
      return null;
    } catch (err) {
      return { problem: writeProblem(err) };
    }
  }

  /** The player's labels of a stored game, {name?, continued?}, each only when it is sound ({} when none or unreadable). */
  labels(id) {
    let stored = null;
    try {
      stored = this.json("game", id) ?? this.json("save", id);
    } catch {
      return {};
    }
    const labels = {};
    for (const field of KEPT) if (stored && typeof stored === "object" && field in stored) labels[field] = stored[field];
    if (cleanName(labels.name) !== labels.name || !labels.name) delete labels.name;
    if (!isMoveCount(labels.continued)) delete labels.continued;
    return labels;
  }

  /**
   * Give a stored game a name (cleaned by cleanName; "" takes the name away). The header's revision stays, so a tab
   * playing the game goes on writing (and keeps the name). Returns null or the problem.
   */
  rename(id, name) {
    const part = this.text("game", id) !== null ? "game" : "save";
    try {
      const stored = this.json(part, id);
      if (!stored || typeof stored !== "object" || Array.isArray(stored)) return t("shell.storage.missing");
      const clean = cleanName(name);
      if (clean) stored.name = clean;
      else delete stored.name;
      this.storage.setItem(this.key(part, id), JSON.stringify(stored));
      return null;
    } catch (err) {
      return err instanceof SyntaxError ? t("shell.save.damaged") : writeProblem(err);
    }
  }

  /**
   * Store an imported save that Python has checked (`checked`: the `check` answer, whose title and
   * summary replace the file's). A v2 save is stored in parts, a v1 save whole (Python migrates it on
   * resume); the file's public view is not kept. `continued`: the move a continued game starts after (its title
   * says so). Returns null or the problem.
   */
  importSave(id, save, checked, { continued } = {}) {
    const now = Date.now();
    const created = Number.isFinite(save.created) && save.created >= 0 && save.created <= now ? save.created : now;
    if (save.version === 1) {
      try {
        const legacy = { ...save, id, title: checked.title, summary: checked.summary, public_view: null, created, updated: now };
        this.storage.setItem(this.key("save", id), JSON.stringify(legacy));
        return null;
      } catch (err) {
        return writeProblem(err);
      }
    }
    const { rules_version, options, seats, seed } = save;
    const setup = { format: SAVE_FORMAT, version: SAVE_VERSION, id, game: checked.game, title: checked.title, rules_version, options, seats, seed, created };
    const header = { hash: save.hash, status: checked.summary?.status, over: checked.over === true, updated: now,
      ...(isMoveCount(continued) ? { continued } : {}) };
    const result = this.writeGame(id, { rev: 0, setup, moves: save.moves, from: 0, header });
    return result && (result.problem || t("shell.storage.other-tab"));
  }

  /** Store the public view the shelf previews; returns null or the problem. */
  writeView(id, view) {
    try {
      this.storage.setItem(this.key("view", id), JSON.stringify(view));
      return null;
    } catch (err) {
      return writeProblem(err);
    }
  }

  /** Delete the move chunks of a game from chunk `first` on. */
  removeChunks(id, first) {
    for (let n = first; this.text("moves", id, n) !== null; n++) this.storage.removeItem(this.key("moves", id, n));
  }

  /**
   * The whole save of a game as one v2 object (or a v1 save as it was stored). Throws an Error
   * with a readable message when a part is missing or unreadable.
   */
  assemble(id) {
    const header = this.json("game", id);
    if (header === null) {
      const legacy = this.json("save", id);
      if (legacy === null) throw new Error(t("shell.storage.missing"));
      return legacy;
    }
    const setup = this.json("setup", id);
    if (!setup || !Number.isInteger(header.count) || header.count < 0) throw new Error(t("shell.storage.no-setup"));
    const moves = [];
    for (let n = 0; n * MOVE_CHUNK < header.count; n++) {
      const chunk = this.json("moves", id, n);
      if (!Array.isArray(chunk)) throw new Error(t("shell.storage.lost-moves"));
      moves.push(...chunk);
    }
    if (moves.length !== header.count) throw new Error(t("shell.storage.lost-moves"));
    let publicView = null;
    try { publicView = this.json("view", id); } catch { /* the preview is optional */ }
    const players = Array.isArray(setup.seats) ? setup.seats.map((s) => s && s.name) : [];
    return {
      ...setup, format: SAVE_FORMAT, version: SAVE_VERSION, id, moves, hash: header.hash,
      summary: { moves: moves.length, status: header.status, players }, public_view: publicView, updated: header.updated, rev: header.rev,
    };
  }

  /** Delete every key of one game. */
  remove(id) {
    for (const part of ["game", "setup", "view", "save"]) this.storage.removeItem(this.key(part, id));
    this.removeChunks(id, 0);
  }

  /** Keep only the `keep` most recently updated games (embedded boards must not pile up games). */
  prune(keep, protectedId) {
    const updated = (id) => {
      try {
        const header = this.json("game", id) || this.json("save", id);
        return Number.isFinite(header && header.updated) ? header.updated : 0;
      } catch {
        return 0;
      }
    };
    const ids = this.ids().sort((a, b) => updated(b) - updated(a));
    for (const id of ids.slice(keep)) if (id !== protectedId) this.remove(id);
  }
}
