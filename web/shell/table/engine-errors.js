// A refusal of the game engine as an Error: the English `error` as its message (logs, tests) and the `message`
// (an id and arguments) that the page shows in the player's language when Python sent one.

import { fmt } from "../i18n.js";

/** The Error for a refused answer ({ok: false, error, kind, message}). */
export function refusal(answer) {
  const words = answer.message || (answer.error ? null : ["table.error.refused"]);
  return Object.assign(new Error(answer.error || "the game engine refused that"), { kind: answer.kind, words });
}

/** What to show the player for an error: its message in their language when it has one, else its text. */
export function errorText(err, seatName) {
  return err?.words ? fmt(err.words, seatName) : String(err?.message ?? err);
}
