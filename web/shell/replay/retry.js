// Learn from your mistakes: the marked decisions of an analysis one by one. At each, the viewer goes to that moment,
// the seat's moves there (from Python) are offered, and the move tried is judged by Python as the analysis judged the
// move played, in the same worlds: as good as the best found, or still marked.

import { el } from "../dom.js";
import { fmt, t } from "../i18n.js";
import { markText, valueText } from "./analysis-words.js";

const SLICE_SECONDS = 0.1;
const BUDGET_SECONDS = 1; // one move weighed: as long as a Hard bot's turn

export class RetryBox {
  /** analysis: a finished analysis with marked decisions; request(body) -> answer; goTo(at); seatName(seat); onError(err); onClose(). */
  constructor({ analysis, request, goTo, seatName, onError, onClose }) {
    Object.assign(this, { analysis, request, goTo, seatName, onError, onClose });
    this.marked = analysis.decisions.filter((d) => d.mark);
    this.index = 0;
    this.busy = false;
    this.heading = el("h3", { class: "retry-heading" });
    this.prompt = el("p", { class: "retry-prompt" });
    this.choice = el("select", { class: "input retry-move" });
    this.tryBtn = el("button", { class: "btn primary retry-try", type: "button", text: t("table.replay.retry.try"), onclick: () => this.tryMove() });
    this.bar = el("progress", { class: "analysis-progress retry-progress", max: 1, value: 0, hidden: true,
      attrs: { "aria-label": t("table.replay.retry.thinking") } });
    this.verdict = el("p", { class: "retry-verdict", attrs: { "aria-live": "polite" } });
    const nav = (cls, text, onclick) => el("button", { class: `btn ghost ${cls}`, type: "button", text, onclick });
    this.prevBtn = nav("retry-previous", t("table.replay.retry.previous"), () => this.open(this.index - 1));
    this.nextBtn = nav("retry-next", t("table.replay.retry.next"), () => this.open(this.index + 1));
    this.doneBtn = nav("retry-done", t("table.replay.retry.done"), () => this.onClose());
    this.root = el("section", { class: "retry", attrs: { "aria-label": t("table.replay.retry.start") } },
      this.heading, this.prompt,
      el("div", { class: "retry-controls" },
        el("label", { class: "retry-choice" }, el("span", { class: "muted small", text: t("table.replay.retry.choose") }), this.choice),
        this.tryBtn, this.bar),
      this.verdict,
      el("div", { class: "retry-nav" }, this.prevBtn, this.nextBtn, this.doneBtn));
  }

  /** The marked decision shown now. */
  get decision() {
    return this.marked[this.index];
  }

  /** Go to marked decision `index`: its moment on the board, its words, the seat's moves there. */
  async open(index) {
    if (this.busy || index < 0 || index >= this.marked.length) return;
    this.index = index;
    const d = this.decision;
    this.heading.textContent = t("table.replay.retry.heading", { n: index + 1, total: this.marked.length, at: d.at + 1 });
    this.prompt.textContent = t("table.replay.retry.played", { seat: this.seatName(this.analysis.seat), move: fmt(d.played_label), mark: markText(d.mark) });
    this.verdict.textContent = "";
    this.choice.replaceChildren();
    this.draw(true);
    this.goTo(d.at);
    try {
      const { moves } = await this.request({ op: "analyse_try", seat: this.analysis.seat, at: d.at });
      if (this.decision !== d) return;
      this.moves = moves;
      this.choice.replaceChildren(...moves.map((m, i) => el("option", { value: String(i), text: fmt(m.label) })));
    } catch (err) {
      this.onError(err);
    } finally {
      this.draw(false);
    }
  }

  /** Ask Python to judge the chosen move at this decision, slice by slice; then say how it compares with the best. */
  async tryMove() {
    const d = this.decision;
    const chosen = this.moves[Number(this.choice.value)];
    if (this.busy || !chosen) return;
    const body = { op: "analyse_try", seat: this.analysis.seat, at: d.at, move: chosen.move, budget: BUDGET_SECONDS, slice: SLICE_SECONDS };
    this.verdict.textContent = "";
    this.draw(true, 0);
    try {
      let answer = await this.request(body);
      while (answer.thinking) {
        this.bar.value = Number(answer.progress) || 0;
        answer = await this.request(body);
      }
      this.verdict.textContent = this.verdictText(answer.decision);
      this.verdict.dataset.mark = answer.decision.mark ?? "none";
    } catch (err) {
      this.onError(err);
    } finally {
      this.draw(false);
      this.root.dispatchEvent(new CustomEvent("retry-judged", { bubbles: true }));
    }
  }

  /** The words of a judged try: the best found, as good as the best, or still marked and how far behind. */
  verdictText(tried) {
    const best = fmt(tried.best_label);
    if (tried.mark) return t("table.replay.retry.worse", { mark: markText(tried.mark), cost: valueText(tried.cost, this.analysis.measure), best });
    return JSON.stringify(tried.best) === JSON.stringify(tried.played) ? t("table.replay.retry.best") : t("table.replay.retry.good", { best });
  }

  /** The controls while Python works (`busy`) and after. */
  draw(busy, progress = 0) {
    this.busy = busy;
    this.bar.hidden = !busy;
    this.bar.value = progress;
    this.tryBtn.disabled = busy || !this.choice.options.length;
    this.prevBtn.disabled = busy || this.index === 0;
    this.nextBtn.disabled = busy || this.index === this.marked.length - 1;
  }
}
