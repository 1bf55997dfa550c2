// The replay viewer's Analyse box: Python's `analyse` of the seat shown, asked slice by slice (a progress bar and
// Stop meanwhile), then the seat's win chance (or score) over the game as an SVG line with its marked decisions as
// focusable dots that go to their moment, a legend in words, and the same decisions in a table. A finished analysis is
// kept with the game's history record (`store`), and shown at once when the game is opened again.

import { el } from "../dom.js";
import { fmt, t } from "../i18n.js";
import { frame, HEIGHT, PAD, svg, WIDTH } from "../history/charts.js";
import { say } from "../table/words.js";
import { markText, valueText } from "./analysis-words.js";
import { RetryBox } from "./retry.js";

const SLICE_SECONDS = 0.1;
const BUDGET_SECONDS = 0.5; // search per decision (at most analysis.WORLDS worlds): a whole Ticket to Ride game in about half a minute
const MARKS = ["inaccuracy", "mistake", "blunder"];
const RADIUS = { none: 2.5, inaccuracy: 4, mistake: 5, blunder: 6 }; // a worse move is a bigger dot

export class AnalysisBox {
  /**
   * request(body) -> answer (throws on errors); seat() -> the seat shown (null: spectator); count() -> the moves; goTo(at);
   * seatName(seat); onError(err); store: {load(seat) -> a kept analysis or null, keep(analysis)}; share(analysis): its link.
   */
  constructor({ request, seat, count, goTo, seatName, onError, store, share }) {
    Object.assign(this, { request, seat, count, goTo, seatName, onError, store, share });
    this.running = false;
    this.stopped = false;
    this.analysis = null;
    this.startBtn = say(el("button", { class: "btn analyse-btn", type: "button", onclick: () => this.start() }),
      () => ({ text: t("table.replay.analysis.start"), title: t("table.replay.analysis.help") }));
    this.stopBtn = say(el("button", { class: "btn ghost analyse-stop", type: "button", hidden: true, onclick: () => this.stop() }),
      () => ({ text: t("table.replay.analysis.stop") }));
    this.bar = say(el("progress", { class: "analysis-progress", max: 1, value: 0, hidden: true }),
      () => ({ label: t("table.replay.analysis.progress") }));
    this.result = el("div", { class: "analysis-result", attrs: { "aria-live": "polite" } });
    this.root = el("section", { class: "analysis card" },
      el("div", { class: "analysis-controls" }, this.startBtn, this.bar, this.stopBtn), this.result);
  }

  /** Forget the analysis shown (another position was opened). */
  reset() {
    if (this.running) this.stop();
    this.analysis = null;
    this.result.replaceChildren();
  }

  /** After a position or seat is opened: show the analysis of a link (`link`: packed by Python), else the seat's kept
   * analysis, else run one when `start` asks (else offer it). */
  offer(start, link = null) {
    if (this.running) return;
    this.reset();
    if (link) return this.openLink(link);
    const seat = this.seat();
    const kept = seat === null ? null : this.store.load(seat);
    if (kept) {
      try {
        return this.show(kept);
      } catch {
        this.reset(); // a kept analysis that does not draw is run again on request
      }
    }
    if (start) this.start();
  }

  /** Show the analysis a link carries, once Python has checked it against the game (a bad one: an error, no analysis). */
  async openLink(link) {
    try {
      const answer = await this.request({ op: "analyse", link });
      this.show({ ...answer.analysis, link: answer.link });
    } catch (err) {
      this.onError(err);
    } finally {
      this.root.dispatchEvent(new CustomEvent("analysis-end", { bubbles: true }));
    }
  }

  /** Ask Python for the analysis of the seat shown, slice by slice, until it is done or stopped. */
  async start() {
    if (this.running) return;
    const seat = this.seat();
    const body = { op: "analyse", budget: BUDGET_SECONDS, slice: SLICE_SECONDS, ...(seat === null ? {} : { seat }) };
    Object.assign(this, { running: true, stopped: false, analysis: null });
    this.result.replaceChildren();
    this.draw(0);
    try {
      let answer = await this.request(body);
      while (answer.thinking && !this.stopped) {
        this.draw(Number(answer.progress) || 0);
        answer = await this.request(body);
      }
      if (!answer.thinking && !this.stopped) {
        const analysis = { ...answer.analysis, link: answer.link };
        this.show(analysis);
        this.store.keep(analysis);
      }
    } catch (err) {
      if (!this.stopped) this.onError(err);
    } finally {
      this.running = false;
      this.draw(0);
      this.root.dispatchEvent(new CustomEvent("analysis-end", { bubbles: true }));
    }
  }

  /** Stop the analysis under way (Python drops it). */
  stop() {
    if (!this.running) return;
    this.stopped = true;
    this.request({ op: "analyse_stop" }).catch((err) => this.onError(err));
  }

  /** The controls: Analyse, or the progress and Stop while it runs. */
  draw(progress) {
    this.startBtn.hidden = this.running;
    this.bar.hidden = this.stopBtn.hidden = !this.running;
    this.bar.value = progress;
  }

  /** Draw a finished analysis: its summary, the chart with its legend, the table. */
  show(analysis) {
    this.analysis = analysis;
    const { summary } = analysis;
    this.result.replaceChildren(
      el("p", { class: "analysis-summary", text: t("table.replay.analysis.summary", {
        seat: this.seatName(analysis.seat), judged: summary.judged, inaccuracy: summary.inaccuracy, mistake: summary.mistake, blunder: summary.blunder,
      }) }),
      this.chart(analysis),
      el("ul", { class: "analysis-legend" }, MARKS.map((mark) => el("li", { class: `mark-${mark}` },
        el("span", { class: "analysis-swatch", attrs: { "aria-hidden": "true" } }), markText(mark)))),
      this.table(analysis),
      el("div", { class: "analysis-actions" }, this.learning(analysis),
        analysis.link ? el("button", { class: "btn ghost analysis-share", type: "button", text: t("table.replay.analysis.share"),
          title: t("table.replay.analysis.share.title"), onclick: () => this.share(analysis) }) : null));
  }

  /** "Learn from your mistakes" when some decision is marked: it opens the first marked one in a RetryBox here. */
  learning(analysis) {
    if (!analysis.decisions.some((d) => d.mark)) return el("p", { class: "muted small retry-none", text: t("table.replay.retry.none") });
    const button = el("button", { class: "btn retry-start", type: "button", text: t("table.replay.retry.start"), onclick: () => {
      const retry = new RetryBox({ analysis, request: this.request, goTo: this.goTo, seatName: this.seatName, onError: this.onError,
        onClose: () => retry.root.replaceWith(button) });
      button.replaceWith(retry.root);
      retry.open(0);
    } });
    return button;
  }

  /** The decision judged at move `at`, if any. */
  decisionAt(at) {
    return this.analysis.decisions.find((d) => d.at === at);
  }

  /** The curve as an SVG line over the game's moves, a dot per point (marked ones coloured, focusable, named). */
  chart(analysis) {
    const { curve, measure } = analysis;
    const values = curve.map((p) => p.value);
    const [low, high] = measure === "win" ? [0, 1] : [Math.min(...values), Math.max(...values)];
    const span = high - low || 1;
    const x = (at) => PAD + (at / Math.max(this.count(), 1)) * (WIDTH - 2 * PAD);
    const y = (v) => HEIGHT - PAD - ((v - low) / span) * (HEIGHT - 2 * PAD);
    const chart = frame(t(`table.replay.analysis.chart.${measure}`));
    chart.classList.add("analysis-chart");
    chart.append(
      svg("line", { x1: PAD, y1: HEIGHT - PAD, x2: WIDTH - PAD, y2: HEIGHT - PAD, class: "chart-axis" }),
      measure === "win" ? svg("line", { x1: PAD, y1: y(0.5), x2: WIDTH - PAD, y2: y(0.5), class: "chart-axis chart-half" }) : null,
      svg("text", { x: 2, y: y(high) + 4, class: "chart-label" }, valueText(high, measure)),
      svg("text", { x: 2, y: y(low) + 4, class: "chart-label" }, valueText(low, measure)),
      svg("polyline", { points: curve.map((p) => `${x(p.at)},${y(p.value)}`).join(" "), class: "chart-line" }),
      ...curve.map((p) => this.dot(p, x(p.at), y(p.value), measure)));
    return chart;
  }

  /** One point of the curve: a click goes to its moment; a marked one is also a focusable button with its words. */
  dot(point, cx, cy, measure) {
    const mark = this.decisionAt(point.at)?.mark ?? null;
    const attrs = { cx, cy, r: RADIUS[mark ?? "none"], class: `chart-dot analysis-dot${mark ? ` mark-${mark}` : ""}`, "data-at": point.at };
    if (mark) Object.assign(attrs, { tabindex: 0, role: "button", "aria-label": this.pointWords(point, mark, measure) });
    const dot = svg("circle", attrs, mark ? svg("title", {}, attrs["aria-label"]) : null);
    dot.addEventListener("click", () => this.goTo(point.at));
    dot.addEventListener("keydown", (event) => {
      if (event.key !== "Enter" && event.key !== " ") return;
      event.preventDefault();
      this.goTo(point.at);
    });
    return dot;
  }

  /** "Move 12: Blunder, 35 %" (what a marked point says). */
  pointWords(point, mark, measure) {
    return t("table.replay.analysis.point", { at: point.at + 1, mark: markText(mark), value: valueText(point.value, measure) });
  }

  /** The decisions as a table (move, played, best, cost, mark), each move a button to its moment. */
  table({ decisions, measure }) {
    const head = ["move", "played", "best", "cost", "mark"].map((c) => el("th", { attrs: { scope: "col" }, text: t(`table.replay.analysis.col.${c}`) }));
    const rows = decisions.map((d) => el("tr", { class: `analysis-row${d.mark ? ` mark-${d.mark}` : ""}`, dataset: { at: String(d.at) } },
      el("td", {}, el("button", { class: "btn ghost small analysis-go", type: "button", text: String(d.at + 1),
        attrs: { "aria-label": t("table.replay.analysis.go", { at: d.at + 1 }) }, onclick: () => this.goTo(d.at) })),
      el("td", { text: fmt(d.played_label) }),
      el("td", { text: d.forced ? t("table.replay.analysis.forced") : fmt(d.best_label) }),
      el("td", { text: d.forced ? "–" : valueText(d.cost, measure) }),
      el("td", { text: markText(d.mark) })));
    return el("details", { class: "chart-data analysis-data" },
      el("summary", { text: t("table.replay.analysis.table") }),
      el("table", { class: "analysis-table" }, el("thead", {}, el("tr", {}, head)), el("tbody", {}, rows)));
  }
}
