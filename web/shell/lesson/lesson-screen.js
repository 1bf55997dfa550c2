// The full-page lesson player (index.html#lesson=<game-id>/<lesson-id>): a way back to the shelf, the game's
// lessons in order (done ones marked), the lesson board, and Next lesson once it is done; in the page's language.

import { el } from "../dom.js";
import { lang, ready, t } from "../i18n.js";
import { LessonBoard } from "./lesson-board.js";
import { lessonHash, lessonList, nextRef, placeOf } from "./lesson-list.js";
import { lessonsDone } from "./progress.js";

/** The game's rules page in the page's language (every game has a French page; see tools/rules_pages.py). */
function rulesHref(game) {
  return lang() === "en" ? `rules/${game}.html` : `rules/${game}.${lang()}.html`;
}

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
    await ready;
    const lessons = await lessonList(lang());
    const place = placeOf(lessons, ref);
    if (!place.entry) throw new Error(t("shell.lesson.not-found")); // the shelf's banner says it
    const next = nextRef(lessons, ref);
    const nav = el("ol", { class: "lesson-nav", attrs: { "aria-label": t("shell.lesson.nav") } });
    const finished = el("div", { class: "lesson-finished", hidden: true },
      el("p", { text: t("shell.lesson.last") }),
      el("div", { class: "lesson-controls" },
        el("a", { class: "btn primary", href: `#new=${place.game}`, text: t("shell.lesson.play") }),
        el("button", { class: "btn ghost", type: "button", text: t("shell.lesson.back"), onclick: () => this.hooks.onLeave() })));
    const gameName = el("span", { class: "lesson-crumb-game" });
    const crumb = el("span", { class: "lesson-crumb" }, gameName, t("shell.lesson.position", { number: place.index + 1, count: place.lessons.length }));
    const bar = el("div", { class: "lesson-bar" },
      el("button", { class: "btn ghost back-btn", type: "button", text: t("shell.lesson.shelf"), attrs: { "aria-label": t("shell.lesson.back") }, onclick: () => this.hooks.onLeave() }),
      crumb, el("a", { class: "btn ghost", href: rulesHref(place.game), text: t("shell.lesson.rules") }));
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
    const titleId = `${place.game}.title`; // the game's name in the page's language (every game's catalog has it)
    const gameTitle = t(titleId);
    gameName.textContent = `${gameTitle === titleId ? this.board.snap.title : gameTitle} · `;
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
          href: lessonHash(target), class: `lesson-link ${done.has(target) ? "is-done" : ""}`, text: `${mark}${i + 1}. ${lesson.title}`,
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
