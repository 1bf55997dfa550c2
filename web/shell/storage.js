// Saved games in localStorage, one key per game: `<namespace>:save:<id>`.

export const SAVE_FORMAT = "gameshelf-save";
export const SAVE_VERSION = 1;
const ID_PATTERN = /^[a-z0-9-]{1,40}$/;

/** A fresh save id: time plus randomness, safe in a key and a URL hash. */
export function newSaveId() {
  const random = Math.floor(Math.random() * 36 ** 6).toString(36).padStart(6, "0");
  return `${Date.now().toString(36)}-${random}`;
}

/** Whether a text can be a save id made by this page. */
export function isSaveId(text) {
  return typeof text === "string" && ID_PATTERN.test(text);
}

/** A problem a player can read for a save text, judged without Python; null when it looks sound. */
export function saveProblem(save, knownGames) {
  if (!save || typeof save !== "object" || Array.isArray(save)) return "This save is damaged and cannot be read.";
  if (save.format !== SAVE_FORMAT) return "This is not a Gameshelf save.";
  if (!Number.isInteger(save.version) || save.version < 1) return "This save has no valid format version.";
  if (save.version > SAVE_VERSION) return "This save comes from a newer version of Gameshelf.";
  if (knownGames && !knownGames.has(save.game)) return "This save is for a game this shelf does not have.";
  if (!Array.isArray(save.seats) || !Array.isArray(save.log)) return "This save is damaged (players or moves missing).";
  return null;
}

/** The saves of one namespace ("gameshelf" for the site, "gameshelf-embed" for embedded boards). */
export class SaveStore {
  constructor(namespace, storage = globalThis.localStorage) {
    this.prefix = `${namespace}:save:`;
    this.storage = storage;
  }

  /** The localStorage key of a save id. */
  key(id) {
    return this.prefix + id;
  }

  /** Every stored save as {id, text, save|null, parseError} (newest first by `updated`). */
  list() {
    const entries = [];
    for (let i = 0; i < this.storage.length; i++) {
      const key = this.storage.key(i);
      if (!key || !key.startsWith(this.prefix)) continue;
      const text = this.storage.getItem(key);
      let save = null;
      try {
        save = JSON.parse(text);
      } catch {
        save = null;
      }
      entries.push({ id: key.slice(this.prefix.length), text, save });
    }
    const when = (entry) => (entry.save && Number.isFinite(entry.save.updated) ? entry.save.updated : 0);
    return entries.sort((a, b) => when(b) - when(a));
  }

  /** The parsed save under an id, or null when missing or unreadable. */
  read(id) {
    const text = this.storage.getItem(this.key(id));
    if (text === null) return null;
    try {
      return JSON.parse(text);
    } catch {
      return null;
    }
  }

  /** The raw text under an id (exported as is), or null. */
  readText(id) {
    return this.storage.getItem(this.key(id));
  }

  /** Store a save; returns null on success or the reason it could not be written (quota full...). */
  write(id, save) {
    try {
      this.storage.setItem(this.key(id), JSON.stringify(save));
      return null;
    } catch (err) {
      const full = err && (err.name === "QuotaExceededError" || err.code === 22 || err.code === 1014);
      return full ? "Storage is full" : `Saving failed (${err && err.message ? err.message : err})`;
    }
  }

  /** Delete one save. */
  remove(id) {
    this.storage.removeItem(this.key(id));
  }

  /** Keep only the `keep` most recent saves (embedded boards must not pile up games). */
  prune(keep, protectedId) {
    const entries = this.list();
    for (const entry of entries.slice(keep)) if (entry.id !== protectedId) this.remove(entry.id);
  }
}

/** The file name of an exported save: `<game>-<date>.gameshelf.json`. */
export function exportName(save) {
  const game = typeof save.game === "string" && /^[a-z0-9-]+$/.test(save.game) ? save.game : "game";
  const stamp = Number.isFinite(save.updated) ? new Date(save.updated) : new Date();
  const date = stamp.toISOString().slice(0, 19).replace("T", "_").replaceAll(":", "-");
  return `${game}-${date}.gameshelf.json`;
}

/** Offer a text as a downloaded file. */
export function downloadText(name, text) {
  const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
