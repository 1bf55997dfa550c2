// The snapshot flow: full and delta answers of the bridge merged into the one snapshot renderers see.
// A snapshot holds {game, title, has_secrets, seats, viewer, to_act, bot_to_act, can_undo, over, score,
// view, legal, labels (the legal moves in words; null unless asked for), log (every line), events (this answer's)}: never the save record, never raw moves.

import { STATIC_FIELDS, TURN_FIELDS } from "../protocol.js";

/** The snapshot after `answer` (a full answer, or a delta answer applied to `previous`). */
export function mergeAnswer(previous, answer) {
  const snap = {};
  const base = answer.full ? answer : previous;
  for (const field of STATIC_FIELDS) snap[field] = base[field];
  for (const field of TURN_FIELDS) snap[field] = answer[field] ?? null;
  const log = answer.log || { start: 0, lines: [] };
  const kept = answer.full || !previous ? [] : previous.log.slice(0, log.start);
  snap.log = kept.concat(log.lines);
  snap.events = answer.full ? [] : answer.events || [];
  return snap;
}

/** The snapshot drawn from a stored public view before Python has checked the save (no moves possible). */
export function previewSnapshot(game, title, seats, view) {
  return {
    preview: true, game, title, has_secrets: true, seats, viewer: null, to_act: [], bot_to_act: null,
    can_undo: false, over: false, score: null, view, legal: [], labels: [], log: [], events: [],
  };
}
