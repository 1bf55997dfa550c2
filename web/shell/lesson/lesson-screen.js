// The full-page lesson player (index.html#lesson=<game-id>/<lesson-id>): a way back to the shelf, the game's
// lessons in order (done ones marked), the lesson board, and Next lesson once it is done.

import { el } from "../dom.js";
import { LessonBoard } from "./lesson-board.js";
import { lessonList, nextRef, placeOf } from "./lesson-list.js";
import { lessonsDone } from "./progress.js";

export class LessonScreen {
  /** host: element to fill; engine: {ready, call}; hooks: {onLeave(), onOpen(ref)} (onOpen follows a lesson link). */
  constructor(host, { engine, hooks }) {
    this.host = host;
    this.engine = engine;
    this.hooks = hooks;
    this.board = null;
  }

  /** Show the lesson `ref`; rejects with a readable reason when it cannot be opened. */
  async open(ref) {
    this.close();
    const lessons = await lessonList();
    const place = placeOf(lessons, ref);
    if (!place.entry) throw new Error("the shelf has no such lesson");
    const next = nextRef(lessons, ref);
    const nav = el("ol", { class: "lesson-nav", attrs: { "aria-label": "Lessons of this game" } });
    const finished = el("div", { class: "lesson-finished", hidden: true },
      el("p", { text: "That was the last lesson of this game: you know the rules." }),
      el("div", { class: "lesson-controls" },
        el("a", { class: "btn primary", href: `#new=${place.game}`, text: "Play a game" }),
        el("button", { class: "btn ghost", type: "button", text: "Back to the shelf", onclick: () => this.hooks.onLeave() })));
    const gameName = el("span", { class: "lesson-crumb-game" });
    const crumb = el("span", { class: "lesson-crumb" }, gameName, `Lesson ${place.index + 1} of ${place.lessons.length}`);
    const bar = el("div", { class: "lesson-bar" },
      el("button", { class: "btn ghost back-btn", type: "button", text: "← Shelf", attrs: { "aria-label": "Back to the shelf" }, onclick: () => this.hooks.onLeave() }),
      crumb, el("a", { class: "btn ghost", href: `rules/${place.game}.html`, text: "Rules" }));
    const body = el("main", { class: "lesson-page" });
    this.host.replaceChildren(bar, body);
    this.board = new LessonBoard(body, {
      engine: this.engine, ref, title: place.entry.title, headingLevel: 1,
      hooks: {
        onStatus: (status) => {
          finished.hidden = !(status.status === "done" && !next);
          if (status.status === "done") this.fillNav(nav, place, ref);
        },
        onNextLesson: next ? () => this.hooks.onOpen(next) : null,
      },
    });
    this.fillNav(nav, place, ref);
    body.append(finished, nav);
    await this.board.open();
    gameName.textContent = `${this.board.snap.title} · `;
    const title = this.board.root.querySelector(".lesson-title");
    title.tabIndex = -1;
    title.focus({ preventScroll: true }); // a keyboard or screen-reader user starts at the new lesson
  }

  /** The game's lessons as links, the current one marked and the ones done ticked. */
  fillNav(nav, place, ref) {
    const done = lessonsDone();
    nav.replaceChildren(...place.lessons.map((lesson, i) => {
      const target = `${place.game}/${lesson.id}`;
      const mark = done.has(target) ? "✓ " : "";
      return el("li", {},
        el("a", {
          href: `#lesson=${target}`, class: `lesson-link ${done.has(target) ? "is-done" : ""}`, text: `${mark}${i + 1}. ${lesson.title}`,
          attrs: target === ref ? { "aria-current": "page" } : {},
        }));
    }));
  }

  /** Leave the lesson: its board is forgotten by the engine. */
  close() {
    if (this.board) this.engine.call({ op: "lesson_close", board: this.board.name }).catch(() => {});
    this.board = null;
    this.host.replaceChildren();
  }

  /** The lesson board in play (null when none). */
  current() {
    return this.board;
  }
}
