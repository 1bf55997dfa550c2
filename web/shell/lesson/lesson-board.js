// A lesson board: one lesson played on the game's own renderer. The engine's lesson_* ops answer it
// ({board} names it, so one worker serves every board of a page); Python checks every move. It shows the
// title, the step's text and prompt, feedback (a wrong move is taken back), Show me / Reset / Next, and the
// step's hint targets: ringed on the canvas (renderer.targetPoint) or marked in the panel
// (renderer.hintSelector). It never touches the table's match or a saved game. Its words are the catalog's
// (shell.lesson.*) and the lesson's texts come in the page's language (await i18n's `ready` before building one).

import { el, toast } from "../dom.js";
import { fmt, lang, t } from "../i18n.js";
import { clientPoint } from "../table/public-api.js";
import { mountRenderer } from "../table/renderer-host.js";
import { mergeAnswer } from "../table/snapshot.js";
import { drawHintRings } from "./hint-ring.js";
import { markDone } from "./progress.js";

const SHOW_ME_PAUSE_MS = 650; // the hint glows this long before Show me plays its move
const HINT_CLASS = "lesson-hint";
const REDUCED_MOTION = window.matchMedia("(prefers-reduced-motion: reduce)"); // then the feedback is brought into view without a glide
let boardCount = 0;

/** The public status of a lesson answer: {game, id, step, steps, status} (step counts from 0). */
export function publicStatus(lesson) {
  return lesson ? { game: lesson.game, id: lesson.id, step: lesson.step, steps: lesson.steps, status: lesson.status } : null;
}

export class LessonBoard {
  /**
   * host: element to fill; engine: {ready, call}; ref: "<game-id>/<lesson-id>"; title: the heading shown before
   * Python answers (headingLevel: its h level, 0 for none); hooks: {onStatus(status), onNextLesson()} (with
   * onNextLesson a finished lesson offers Next lesson).
   */
  constructor(host, { engine, ref, title = "", headingLevel = 2, hooks = {} }) {
    this.engine = engine;
    this.ref = ref;
    this.hooks = hooks;
    this.name = `lesson-${++boardCount}`;
    this.snap = null;
    this.lesson = null;
    this.renderer = null;
    this.pending = 0;
    this.emphasis = false; // Show me is about to play: the hint glows
    this.build(host, title, headingLevel);
  }

  /** Build the lesson's DOM inside `host`. */
  build(host, title, headingLevel) {
    this.title = headingLevel ? el(`h${headingLevel}`, { class: "lesson-title", text: title }) : null;
    this.counter = el("span", { class: "lesson-counter" });
    this.text = el("p", { class: "lesson-text" });
    this.prompt = el("p", { class: "lesson-prompt" });
    this.feedback = el("p", { class: "lesson-feedback", hidden: true, attrs: { role: "status", "aria-live": "polite" } });
    this.hintButton = el("button", { class: "btn ghost", type: "button", dataset: { control: "hint" }, text: t("table.hint"), title: t("shell.lesson.hint-help"), onclick: () => this.hintMe() });
    this.hintLine = el("p", { class: "lesson-hint-line", hidden: true, attrs: { role: "status", "aria-live": "polite" } });
    this.showButton = el("button", { class: "btn", type: "button", dataset: { control: "show" }, text: t("shell.lesson.show-me"), onclick: () => this.showMe().catch(() => {}) });
    this.resetButton = el("button", { class: "btn ghost", type: "button", dataset: { control: "reset" }, text: t("shell.lesson.reset"), onclick: () => this.reset().catch(() => {}) });
    this.nextButton = el("button", { class: "btn primary", type: "button", dataset: { control: "next" }, text: t("shell.lesson.next"), onclick: () => this.onNext() });
    this.boardHost = el("div", { class: "lesson-board-host" });
    this.panel = el("div", { class: "game-panel lesson-panel" });
    const controls = el("div", { class: "lesson-controls" }, this.hintButton, this.showButton, this.resetButton, this.nextButton);
    this.side = el("div", { class: "lesson-side" }, this.text, this.prompt, this.feedback, controls, this.hintLine, this.panel);
    this.stage = el("div", { class: "lesson-stage" }, this.boardHost, this.side);
    this.root = el("div", { class: "lesson-player", dataset: { lesson: this.ref, status: "loading" } },
      el("div", { class: "lesson-head" }, this.title, this.counter), this.stage);
    this.prompt.textContent = t("shell.lesson.loading");
    this.setButtons();
    host.append(this.root);
    new MutationObserver(() => this.markPanelHints()).observe(this.panel, { childList: true, subtree: true });
  }

  /** Load the game's renderer and open the lesson at its start; rejects (and says so) when it cannot. */
  async open() {
    const gameId = this.ref.split("/")[0];
    try {
      const [{ board, renderer }] = await Promise.all([
        mountRenderer(gameId, { boardHost: this.boardHost, panel: this.panel, sendMove: (move) => this.move(move) }),
        this.engine.ready,
      ]);
      Object.assign(this, { board, renderer });
      await this.request({ op: "lesson_open", lesson: this.ref, lang: lang() });
      this.board.onDraw((ctx, info) => this.drawHints(ctx, info)); // after the renderer's first paint: drawn on top
    } catch (err) {
      this.root.dataset.status = "failed";
      this.prompt.textContent = t("shell.lesson.cannot-start", { reason: String(err.message).slice(0, 160) });
      this.setButtons();
      throw err;
    }
  }

  /** Send one lesson op for this board and show the answer; rejects with the engine's reason. */
  async request(body) {
    this.pending++;
    this.setButtons();
    try {
      const answer = await this.engine.call({ ...body, board: this.name });
      if (!answer.ok) throw new Error(answer.message ? fmt(answer.message) : answer.error);
      this.show(answer);
      return this.snap;
    } finally {
      this.pending--;
      this.setButtons();
    }
  }

  /** Draw an answer: the renderer gets a snapshot (with the events of the replies), the text the status. */
  show(answer) {
    this.snap = { ...mergeAnswer(null, answer), events: answer.events || [] };
    this.lesson = answer.lesson;
    this.emphasis = false;
    this.hintLine.hidden = true; // a hint belongs to the position it was asked in
    this.renderer.render(this.snap);
    const { step, steps, status } = this.lesson;
    if (this.title) this.title.textContent = this.lesson.title;
    this.counter.textContent = steps > 1 ? t("shell.lesson.step-of", { step: step + 1, n: steps }) : t("shell.lesson.one-step");
    this.text.textContent = this.lesson.text;
    this.prompt.textContent = this.lesson.prompt;
    this.showFeedback(status, this.lesson.feedback);
    this.root.dataset.status = status;
    this.markPanelHints();
    this.board.redraw();
    if (status === "done") markDone(this.ref);
    this.hooks.onStatus?.(publicStatus(this.lesson));
  }

  /** The feedback line: why a move was wrong, the word for a solved step, or the engine's note on a new step. */
  showFeedback(status, text) {
    const words = status === "solved" ? text || t("shell.lesson.solved")
      : status === "done" ? `${text ? `${text} ` : ""}${t("shell.lesson.complete")}` : text;
    this.feedback.hidden = !words;
    this.feedback.textContent = words || "";
    this.feedback.className = `lesson-feedback lesson-${status}`;
    // the learner is looking at the board: bring the line into view when it falls outside the window (no scroll if it shows)
    if (words) this.feedback.scrollIntoView({ block: "nearest", behavior: REDUCED_MOTION.matches ? "auto" : "smooth" });
  }

  /** The learner's move from the renderer: the snapshot after it, or null when the engine refused it. */
  async move(move) {
    try {
      return await this.request({ op: "lesson_move", move });
    } catch (err) {
      toast(String(err.message).slice(0, 160), "error");
      return null;
    }
  }

  /** Hint: the move Show me would play and why, said below the controls; the step's targets glow, nothing is played. */
  async hintMe() {
    this.pending++;
    this.setButtons();
    try {
      const answer = await this.engine.call({ op: "lesson_hint", board: this.name });
      if (!answer.ok) throw new Error(answer.message ? fmt(answer.message) : answer.error);
      this.hintLine.textContent = t("table.hint.said", { move: fmt(answer.label), reason: fmt(answer.reason) });
      this.hintLine.hidden = false;
      this.emphasis = true;
      this.board.redraw();
    } catch (err) {
      toast(String(err.message).slice(0, 160), "error");
    } finally {
      this.pending--;
      this.setButtons();
    }
  }

  /** Show me: the hint glows, then a move that solves the step is played. */
  async showMe() {
    if (!this.lesson || !["playing", "wrong"].includes(this.lesson.status)) throw new Error("there is no step to show");
    this.emphasis = true;
    this.pending++;
    this.setButtons();
    this.board.redraw();
    this.markPanelHints();
    await new Promise((resolve) => { setTimeout(resolve, SHOW_ME_PAUSE_MS); });
    this.pending--;
    return this.request({ op: "lesson_show" });
  }

  /** Back to the lesson's start. */
  reset() {
    return this.request({ op: "lesson_reset" });
  }

  /** Next: the next step of a solved one, or the next lesson once this one is done. */
  onNext() {
    if (this.lesson?.status === "done") this.hooks.onNextLesson?.();
    else this.request({ op: "lesson_next" }).catch((err) => toast(String(err.message).slice(0, 160), "error"));
  }

  /** Enable the controls the status allows (all off while a request is on its way). */
  setButtons() {
    const status = this.lesson?.status;
    const idle = this.pending === 0 && Boolean(this.lesson);
    this.showButton.disabled = this.hintButton.disabled = !idle || !["playing", "wrong"].includes(status);
    this.resetButton.disabled = !idle;
    const nextLesson = status === "done" && this.hooks.onNextLesson;
    this.nextButton.hidden = status === "done" && !nextLesson;
    this.nextButton.textContent = nextLesson ? t("shell.lesson.next-lesson") : t("shell.lesson.next");
    this.nextButton.disabled = !idle || !(status === "solved" || nextLesson);
  }

  /** The step's hint targets. */
  hints() {
    return this.lesson?.hint || [];
  }

  /** Ring every hint target the canvas shows; counts, with the panel's marks, the targets drawn. */
  drawHints(ctx, info) {
    if (!this.snap) return;
    const points = this.hints().map((target) => this.renderer.targetPoint?.(this.snap, target)).filter(Boolean);
    drawHintRings(ctx, points, info.pxPerUnit, this.emphasis);
  }

  /** Mark the panel elements that show hint targets (renderer.hintSelector) and note how many targets are drawn. */
  markPanelHints() {
    for (const node of this.panel.querySelectorAll(`.${HINT_CLASS}`)) node.classList.remove(HINT_CLASS, "lesson-hint-strong");
    let drawn = 0;
    for (const target of this.hints()) {
      const selector = this.renderer?.hintSelector?.(target);
      const marked = selector ? [...this.panel.querySelectorAll(selector)] : [];
      for (const node of marked) node.classList.add(HINT_CLASS, ...(this.emphasis ? ["lesson-hint-strong"] : []));
      if (marked.length || (this.snap && this.renderer?.targetPoint?.(this.snap, target))) drawn++;
    }
    this.root.dataset.hints = `${drawn}/${this.hints().length}`;
  }

  /** Client coordinates of a renderer target on this board (for tests and host pages). */
  pointOf(target) {
    return clientPoint(this.renderer, this.board, this.snap, target);
  }

  /** {game, id, step, steps, status} of the lesson, or null before it is open. */
  status() {
    return publicStatus(this.lesson);
  }
}
