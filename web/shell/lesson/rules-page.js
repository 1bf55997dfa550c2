// The live lessons of a rules page: each [data-lesson] section (its text already readable) boots a lesson board
// when the reader scrolls it into view or taps "Try it on the board". One worker, started by the first board,
// serves every board of the page. Lessons done on this device are marked. The boards speak the page's language.

import { createEngine } from "../../engine-client.js";
import { el } from "../dom.js";
import { ready, t } from "../i18n.js";
import { lessonApi } from "./lesson-api.js";
import { LessonBoard } from "./lesson-board.js";
import { lessonsDone, onProgressChange } from "./progress.js";

await ready; // the page's language (its <html data-lang>) and its catalog
const sections = [...document.querySelectorAll("section[data-lesson]")];
const boards = new Map(); // lesson ref -> LessonBoard
let engine = null;
let current = null; // the board the reader used last (window.gameshelf.lesson() reports it)

/** Mark the sections of the lessons done on this device. */
function markDone() {
  const done = lessonsDone();
  for (const section of sections) section.classList.toggle("is-done", done.has(section.dataset.lesson));
}

/** The page's one engine, started on the first boot; its progress shows on the boards still loading. */
function pageEngine() {
  engine ??= createEngine(({ stage, fraction }) => {
    const text = stage === "ready" ? t("shell.lesson.setting-up") : t("shell.lesson.loading-engine", { percent: Math.round(fraction * 100) });
    for (const board of boards.values()) if (!board.lesson) board.prompt.textContent = text;
  });
  return engine;
}

/** Boot the board of a lesson section (once). */
function boot(section) {
  const ref = section.dataset.lesson;
  if (boards.has(ref)) return boards.get(ref);
  observer.unobserve(section);
  section.classList.add("is-live");
  section.querySelector(".rules-lesson-start")?.remove();
  const board = new LessonBoard(section, {
    engine: pageEngine(), ref, headingLevel: 0,
    hooks: { onStatus: (status) => { if (status.status === "done") markDone(); } },
  });
  boards.set(ref, board);
  current ??= board;
  const use = () => { current = board; };
  section.addEventListener("pointerdown", use);
  section.addEventListener("focusin", use);
  board.open().catch(() => {});
  return board;
}

const observer = new IntersectionObserver((entries) => {
  for (const entry of entries) if (entry.isIntersecting) boot(entry.target);
}, { rootMargin: "0px 0px -15% 0px" });

for (const section of sections) {
  const start = el("button", {
    class: "btn primary rules-lesson-start", type: "button", text: t("shell.lesson.try-it"),
    onclick: () => { current = boot(section); current.root.querySelector("button:not([disabled])")?.focus({ preventScroll: true }); },
  });
  section.append(start);
  observer.observe(section);
}
markDone();
onProgressChange(markDone);

window.gameshelf = {
  ready: Promise.resolve(true),
  ...lessonApi(() => current),
  /** The learner's view on the board of lesson `ref` (default: the board used last). */
  view: (ref) => (ref ? boards.get(ref) : current)?.snap?.view ?? null,
  /** Client coordinates of a renderer target on the board of lesson `ref` (default: the board used last). */
  pointOf: (target, ref) => (ref ? boards.get(ref) : current)?.pointOf(target) ?? null,
};
