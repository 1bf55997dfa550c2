// The lessons of every game in teaching order (data/lessons.json, written by the build), and `#lesson=` links.

import { lessonsDone } from "./progress.js";

const REF = /^([a-z0-9][a-z0-9-]{0,40})\/([A-Za-z0-9_-]{1,60})$/;
const BAD_LINK = ["shell.link.not-a-lesson"]; // a message: the shelf's banner, the embed's error
const lists = new Map(); // language -> promise of its list

/** {game id: [{id, title, steps, rule}]} for every game, titles in `lang` (data/lessons.json in English,
 * data/lessons.<lang>.json in another language), fetched once (rejects when the file cannot be read). */
export function lessonList(lang = "en") {
  if (!lists.has(lang)) {
    const name = lang === "en" ? "lessons.json" : `lessons.${lang}.json`;
    const list = fetch(new URL(`../../data/${name}`, import.meta.url)).then((r) => {
      if (!r.ok) throw new Error(`the lesson list is missing (${r.status})`);
      return r.json();
    });
    list.catch(() => { lists.delete(lang); });
    lists.set(lang, list);
  }
  return lists.get(lang);
}

/** The lesson a hash names: {ref} for `#lesson=<game-id>/<lesson-id>` (a `&lang=xx` after it is the language's,
 * see i18n.js), {error} (a message) for a malformed one, null otherwise. */
export function lessonHashRef(hash) {
  const match = /^#lesson=([^&]*)(?:&lang=[A-Za-z-]{2,12})?$/.exec(hash || "");
  if (!match) return /^#lesson=/.test(hash || "") ? { error: BAD_LINK } : null;
  let ref;
  try {
    ref = decodeURIComponent(match[1]);
  } catch {
    ref = "";
  }
  return REF.test(ref) ? { ref } : { error: BAD_LINK };
}

/** The `#lesson=` hash of a lesson, keeping the current hash's `&lang=xx` (so following lessons stay in it). */
export function lessonHash(ref) {
  const carried = /[#&](lang=[^&]*)/.exec(location.hash)?.[1];
  return `#lesson=${ref}${carried ? `&${carried}` : ""}`;
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
