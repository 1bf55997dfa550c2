// Saving the game on the table: the bridge's `record` (never shown to renderers) kept in memory and
// written to the SaveStore incrementally: a move rewrites the small header and the last move chunk;
// the public view travels only on the answers the saver asks it on (wantsView) and is written only now
// and then (flushView), or fetched fresh when the page is hidden or the table left (storeFreshView).

import { SAVE_FORMAT, SAVE_VERSION } from "../protocol.js";
import { isTimestamp } from "../save-record.js";

const VIEW_EVERY = 80; // moves between two writes of the public view while the page stays open
let persistAsked = false;

/** Ask the browser once per visit not to evict saves, now that the player has one. */
function askPersistence() {
  if (persistAsked) return;
  persistAsked = true;
  navigator.storage?.persist?.().catch(() => {});
}

export class GameSaver {
  constructor(store) {
    this.store = store;
    this.id = null;
  }

  /**
   * Take over the record of a full answer (`new` or `load`). `rev` is the stored revision the save
   * was read at; `stored` says the game is already in storage in the current format (nothing to write).
   * Returns what write() returns.
   */
  begin(id, answer, { rev = 0, stored = false, created } = {}) {
    const record = answer.record;
    this.id = id;
    this.rev = rev;
    this.setup = {
      format: SAVE_FORMAT, version: SAVE_VERSION, id, ...record.setup, title: answer.title,
      created: isTimestamp(created) ? created : Date.now(),
    };
    this.moves = record.moves.slice();
    this.view = null;
    this.take(record, answer.over);
    this.sinceView = 0;
    this.dirtyFrom = stored ? null : 0;
    this.setupWritten = stored;
    if (stored) return null;
    const result = this.write();
    if (!result) this.flushView();
    return result;
  }

  /** Remember the facts of a record that the header and the view keys hold (the view only when the record has one). */
  take(record, over) {
    this.hash = record.hash;
    this.summary = record.summary;
    this.viewFresh = "public_view" in record;
    if (this.viewFresh) this.takeView(record.public_view);
    this.over = Boolean(over);
  }

  /** Keep a public view of the position held, to be written by the next flushView. */
  takeView(view) {
    this.view = view;
    this.viewDirty = true;
  }

  /** Whether the next move's request should ask for the public view (the answer the saver writes it from). */
  wantsView() {
    return this.id !== null && this.sinceView + 1 >= VIEW_EVERY;
  }

  /** Apply a delta answer's record (moves[:start] + moves; a new setup when a seat was handed over) and write it; returns what write() returns. */
  update(answer) {
    const record = answer.record;
    if (record.setup) {
      this.setup = { ...this.setup, ...record.setup };
      this.setupWritten = false;
    }
    this.moves.length = Math.min(this.moves.length, record.start);
    this.moves.push(...record.moves);
    this.take(record, answer.over);
    this.dirtyFrom = Math.min(this.dirtyFrom ?? record.start, record.start);
    const result = this.write();
    this.sinceView += record.moves.length;
    if (!result && (this.over || this.sinceView >= VIEW_EVERY)) this.flushView();
    return result;
  }

  /** Take a setup changed without a move (a hint was given: `hinted: true`) and write it; returns what write() returns. */
  markSetup(setup) {
    this.setup = { ...this.setup, ...setup };
    this.setupWritten = false;
    this.dirtyFrom = this.dirtyFrom ?? this.moves.length;
    return this.write();
  }

  /** Write what changed since the last good write: null, {conflict: true} or {problem}. */
  write() {
    if (this.dirtyFrom === null) return null;
    const result = this.store.writeGame(this.id, {
      rev: this.rev, setup: this.setupWritten ? null : this.setup, moves: this.moves, from: this.dirtyFrom,
      header: { hash: this.hash, status: this.summary?.status, over: this.over, updated: Date.now() },
    });
    if (!result) {
      this.rev += 1;
      this.dirtyFrom = null;
      this.setupWritten = true;
      askPersistence();
    }
    return result;
  }

  /** Write the whole game again (after the player freed some storage); returns what write() returns. */
  rewrite() {
    this.dirtyFrom = 0;
    this.setupWritten = false;
    const result = this.write();
    if (!result) this.flushView();
    return result;
  }

  /** Write the public view if it changed (page hidden, table left, game over, every VIEW_EVERY moves). */
  flushView() {
    if (!this.id || !this.viewDirty || this.dirtyFrom !== null) return;
    if (!this.store.writeView(this.id, this.view)) {
      this.viewDirty = false;
      this.sinceView = 0;
    }
  }

  /**
   * Write the newest view held at once (a closing page may not wait), then, unless it is the position's own,
   * ask Python for the position's (`call(request)`: the engine's) and write that; resolves once done.
   */
  async storeFreshView(call) {
    this.flushView();
    if (!this.id || this.viewFresh) return;
    const { id, hash } = this;
    let answer;
    try {
      answer = await call({ op: "public_view" });
    } catch {
      return; // a failed worker: the view written above stays
    }
    if (!answer.ok || this.id !== id || this.hash !== answer.hash) return; // another game, or a move since
    this.viewFresh = true;
    this.takeView(answer.public_view);
    this.flushView();
  }

  /** The complete v2 save of the game (for an export). */
  assemble() {
    return {
      ...this.setup, moves: this.moves, hash: this.hash, summary: this.summary, public_view: this.view,
      updated: Date.now(), rev: this.rev,
    };
  }

  /** Whether a stored header revision is newer than the one this tab holds. */
  isNewer(rev) {
    return this.id !== null && Number.isInteger(rev) && rev > this.rev;
  }
}
