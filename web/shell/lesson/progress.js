// Lessons done on this device: one localStorage key of their own, a list of "<game-id>/<lesson-id>".
// Damaged data reads as nothing done; a full or refused storage keeps the progress for this page only.

const KEY = "gameshelf-lessons:done";
const REF = /^[a-z0-9][a-z0-9-]{0,40}\/[A-Za-z0-9_-]{1,60}$/;
const MAX_KEPT = 500;
let memory = null; // the progress of this page when storage refuses it

/** The refs of every lesson done on this device (a Set; empty on damaged or missing data). */
export function lessonsDone() {
  if (memory) return new Set(memory);
  try {
    const list = JSON.parse(localStorage.getItem(KEY));
    return new Set(Array.isArray(list) ? list.filter((ref) => typeof ref === "string" && REF.test(ref)) : []);
  } catch {
    return new Set();
  }
}

/** Remember that the lesson `ref` is done (a no-op when it already is). */
export function markDone(ref) {
  const done = lessonsDone();
  if (done.has(ref) || !REF.test(ref)) return;
  done.add(ref);
  const list = [...done].slice(-MAX_KEPT);
  try {
    localStorage.setItem(KEY, JSON.stringify(list));
    memory = null;
  } catch {
    memory = list;
  }
}

/** Call `fn()` when another tab changes the lessons done. */
export function onProgressChange(fn) {
  window.addEventListener("storage", (event) => { if (event.key === KEY || event.key === null) fn(); });
}
