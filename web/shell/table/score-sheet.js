// The final score sheet: a row per category, a column per player, totals and winners; a tapped cell
// asks the renderer to show on the board what earned it.

import { el } from "../dom.js";
import { t } from "../i18n.js";
import { seatName } from "./seat-names.js";

export class ScoreSheet {
  /** actions: {seatColor(snap, seat), highlight(category, seat) (null clears), leave(), replay({analyse}), rematch()}; embed: no buttons. */
  constructor({ embed, actions }) {
    this.embed = embed;
    this.actions = actions;
    this.root = el("section", { class: "score-sheet card", hidden: true });
  }

  /** Hide the sheet (the game is not over). */
  hide() {
    this.root.hidden = true;
  }

  /** Fill and show the sheet from a finished game's snapshot (in the current language). */
  show(snap) {
    const { score, seats } = snap;
    const categories = [];
    for (const entry of score.players) for (const key of Object.keys(entry.breakdown)) if (!categories.includes(key)) categories.push(key);
    const label = (category) => t(`${snap.game}.score.${category}`);
    const name = (seat) => seatName(seats, seat);
    const winners = new Set(score.winners);
    const headline = score.winners.length === 1 ? t("table.sheet.wins", { name: name(score.winners[0]) })
      : t("table.sheet.shared", { names: { list: score.winners.map(name) } });
    const cell = (category, seat, value) => el("td", {},
      el("button", { class: "score-cell", type: "button", text: String(value), title: t("table.sheet.show", { category: label(category), name: name(seat) }),
        onclick: (event) => this.toggle(category, seat, event.currentTarget) }));
    const table = el("table", { class: "score-table" },
      el("thead", {}, el("tr", {}, el("th", { text: "" }),
        seats.map((seat, i) => el("th", { class: winners.has(i) ? "winner" : "" },
          el("span", { class: "seat-dot", style: { background: this.actions.seatColor(snap, i) } }), name(i))))),
      el("tbody", {}, categories.map((category) => el("tr", { dataset: { category } },
        el("th", { scope: "row", text: label(category) }),
        score.players.map((entry, seat) => cell(category, seat, entry.breakdown[category] ?? 0))))),
      el("tfoot", {}, el("tr", {}, el("th", { scope: "row", text: t("table.sheet.total") }),
        score.players.map((entry, i) => el("td", { class: winners.has(i) ? "winner total" : "total", text: String(entry.total) })))));
    this.root.replaceChildren(...[
      el("h2", { class: "score-headline", text: headline }),
      el("p", { class: "muted small", text: t("table.sheet.hint") }),
      el("div", { class: "score-scroll" }, table),
      this.embed ? null : el("div", { class: "score-actions" },
        el("button", { class: "btn ghost", type: "button", text: t("table.back"), onclick: () => this.actions.leave() }),
        el("button", { class: "btn ghost replay-btn", type: "button", text: t("table.sheet.replay"), title: t("table.sheet.replay.title"), onclick: () => this.actions.replay({ analyse: false }) }),
        el("button", { class: "btn ghost analyse-game-btn", type: "button", text: t("table.sheet.analyse"), title: t("table.sheet.analyse.title"), onclick: () => this.actions.replay({ analyse: true }) }),
        el("button", { class: "btn primary", type: "button", text: t("table.sheet.rematch"), onclick: () => this.actions.rematch() })),
    ].filter(Boolean)); // replaceChildren would write a null as the text "null"
    this.root.hidden = false;
  }

  /** A score cell tapped: highlight what earned it (tapped again: cleared). */
  toggle(category, seat, button) {
    const again = button.classList.contains("active");
    for (const b of this.root.querySelectorAll(".score-cell.active")) b.classList.remove("active");
    if (again) this.actions.highlight(null, null);
    else {
      button.classList.add("active");
      this.actions.highlight(category, seat);
    }
  }
}
