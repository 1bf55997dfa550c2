// The lessons of every game in teaching order (data/lessons.json, written by the build), and `#lesson=` links.

import { lessonsDone } from "./progress.js";

const REF = /^([a-z0-9][a-z0-9-]{0,40})\/([A-Za-z0-9_-]{1,60})$/;
let list = null;

/** {game id: [{id, title, steps, rule}]} for every game, fetched once (rejects when the file cannot be read). */
export function lessonList() {
  if (!list) {
    list = fetch(new URL("../../data/lessons.json", import.meta.url)).then((r) => {
      if (!r.ok) throw new Error(`the lesson list is missing (${r.status})`);
      return r.json();
    });
    list.catch(() => { list = null; });
  }
  return list;
}

/** The lesson a hash names: {ref} for `#lesson=<game-id>/<lesson-id>`, {error} for a malformed one, null otherwise. */
export function lessonHashRef(hash) {
  const match = /^#lesson=(.*)$/.exec(hash || "");
  if (!match) return null;
  let ref;
  try {
    ref = decodeURIComponent(match[1]);
  } catch {
    ref = "";
  }
  return REF.test(ref) ? { ref } : { error: "This link does not name a lesson (#lesson=<game>/<lesson>)." };
}

/** Where a lesson sits in its game: {game, index, lessons, entry} (entry null when the game has no such lesson). */
export function placeOf(lessons, ref) {
  const [, game, id] = REF.exec(ref) || [];
  const ofGame = lessons[game] || [];
  const index = ofGame.findIndex((lesson) => lesson.id === id);
  return { game, index, lessons: ofGame, entry: ofGame[index] || null };
}

/** The ref of the lesson after `ref` in its game, or null after the last one. */
export function nextRef(lessons, ref) {
  const { game, index, lessons: ofGame } = placeOf(lessons, ref);
  return index >= 0 && index + 1 < ofGame.length ? `${game}/${ofGame[index + 1].id}` : null;
}

/** The game's first lesson not done on this device (the first lesson when every one is done); null without lessons. */
export function firstToLearn(lessons, game) {
  const ofGame = lessons[game] || [];
  if (!ofGame.length) return null;
  const done = lessonsDone();
  return `${game}/${(ofGame.find((lesson) => !done.has(`${game}/${lesson.id}`)) || ofGame[0]).id}`;
}
