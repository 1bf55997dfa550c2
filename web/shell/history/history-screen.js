// Your games (#history): the games finished on this device, filtered by game, opponent and result; per game and
// per opponent level the games, wins, win rate, best and average score and longest streak; a chart of the win
// rate against each level and of the score game after game (each with its figures in a table); the player's
// estimated rating per game against the rated bots; Replay of any game; export, import and clearing of the history.

import { confirmDialog, el, toast } from "../dom.js";
import { lang, t } from "../i18n.js";
import { downloadText } from "../save-file.js";
import { botLevelName } from "../seat-kinds.js";
import { gameTitle } from "../table/topbar.js";
import { barChart, lineChart } from "./charts.js";
import { isYours } from "./history-store.js";
import { figures, filtered, opponentOf, resultOf, summary, yourScore } from "./stats.js";

const PAGE = 50; // games listed at first, and more each time
const dateFormats = new Map(); // language -> its Intl.DateTimeFormat (made once: making one is slow)

/** An opponent level's words ("people": friends only). */
function opponentName(opponent) {
  return opponent === "people" ? t("shell.history.people") : botLevelName(opponent);
}

/** A share as a percentage in the page's language ("—" when there is none). */
function percent(rate) {
  return rate === null ? "—" : new Intl.NumberFormat(lang(), { style: "percent" }).format(rate);
}

/** A number to show ("—" for none), averages to one decimal. */
function number(value) {
  return value === null ? "—" : Number.isInteger(value) ? String(value) : value.toFixed(1);
}

export class HistoryScreen {
  /** host: element to fill; store: HistoryStore; engine: the Python worker (it works out the estimates);
   * hooks: {onLeave(), onReplay(code, {analyse})}. */
  constructor(host, { store, engine, hooks }) {
    this.host = host;
    this.store = store;
    this.engine = engine;
    this.hooks = hooks;
    this.filter = { game: "", opponent: "", result: "" };
    this.listed = PAGE; // how many games the list shows
    this.drawn = 0; // counts the screen's drawings: an estimate that comes after a newer one is dropped
    this.estimated = null; // {key: the games' ids, answer: Python's estimates of them (a promise)}
  }

  /** Your games' records (newest first), read again. */
  records() {
    const { records, damaged } = this.store.read();
    this.damaged = damaged;
    return records.filter(isYours);
  }

  /** Draw the screen from the stored history. */
  show() {
    this.drawn += 1;
    const all = this.records();
    const shown = filtered(all, this.filter);
    const back = el("button", { class: "btn icon-btn back-btn", type: "button", text: "←", attrs: { "aria-label": t("table.back"), title: t("table.back") }, onclick: () => this.hooks.onLeave() });
    const parts = [
      el("header", { class: "topbar history-topbar" }, back, el("h1", { class: "history-title", text: t("shell.history.title") })),
      this.damaged ? el("p", { class: "banner banner-error", attrs: { role: "status" }, text: t("shell.history.damaged", { n: this.damaged }) }) : null,
    ];
    if (!all.length) parts.push(el("p", { class: "muted history-empty", text: t("shell.history.empty") }));
    else parts.push(this.filters(all), this.figures(shown), this.estimates(all), this.charts(shown), this.list(shown));
    parts.push(this.actions(all.length > 0));
    this.host.replaceChildren(el("main", { class: "history" }, parts));
    back.focus({ preventScroll: true });
  }

  /** The three filters (game, opponent, result); a change draws the screen again. */
  filters(all) {
    const select = (key, label, options) => {
      const node = el("select", { class: "input", attrs: { "aria-label": label }, onchange: () => { this.filter[key] = node.value; this.listed = PAGE; this.show(); } },
        el("option", { value: "", text: t("shell.history.any") }), options.map(([value, text]) => el("option", { value, text })));
      node.value = this.filter[key];
      return el("label", { class: "history-filter" }, el("span", { text: label }), node);
    };
    const games = [...new Set(all.map((r) => r.game))].sort().map((g) => [g, gameTitle(g)]);
    const opponents = ["random", "easy", "heuristic", "hard", "people"].filter((o) => all.some((r) => opponentOf(r) === o)).map((o) => [o, opponentName(o)]);
    const results = ["won", "lost", "solo"].filter((x) => all.some((r) => resultOf(r) === x)).map((x) => [x, t(`shell.history.result.${x}`)]);
    return el("div", { class: "history-filters card" },
      select("game", t("shell.history.game"), games), select("opponent", t("shell.history.opponent"), opponents), select("result", t("shell.history.result"), results));
  }

  /** The table of figures per game and per opponent level. */
  figures(records) {
    const head = ["game", "opponent", "games", "wins", "rate", "best", "average", "streak"].map((c) => el("th", { attrs: { scope: "col" }, text: t(`shell.history.col.${c}`) }));
    const rows = summary(records).map((row) => el("tr", { class: row.opponent ? "history-level-row" : "history-game-row" },
      el("th", { attrs: { scope: "row" }, text: row.opponent ? "" : gameTitle(row.game) }),
      el("td", { text: row.opponent ? opponentName(row.opponent) : t("shell.history.all") }),
      el("td", { text: row.games }), el("td", { text: row.wins }), el("td", { text: percent(row.rate) }),
      el("td", { text: number(row.best) }), el("td", { text: number(row.average) }), el("td", { text: row.streak })));
    return el("section", { class: "history-section card" }, el("h2", { text: t("shell.history.figures") }),
      el("div", { class: "table-scroll" }, el("table", { class: "history-table" }, el("caption", { class: "visually-hidden", text: t("shell.history.figures") }),
        el("thead", {}, el("tr", {}, head)), el("tbody", {}, rows))));
  }

  /** A place for each game's estimated rating from the player's games against rated bots, filled once Python has
   * worked them out (engine/player_ratings.py: none before 3 counted games), said to be an estimate. */
  estimates(records) {
    const slot = el("div", { class: "history-ratings-slot" });
    const drawing = this.drawn;
    const key = records.map((r) => r.id).join(" "); // the same games (a filter changed): the same estimates, not asked again
    if (this.estimated?.key !== key) {
      const sent = records.map(({ game, seats, winners, totals, hints }) => ({ game, seats: seats.map(({ kind, bot }) => ({ kind, bot })), winners, totals, hints }));
      this.estimated = { key, answer: this.engine.call({ op: "rating_estimates", records: sent }) };
    }
    this.estimated.answer.then((answer) => {
      const found = answer.ok ? Object.entries(answer.estimates) : [];
      if (drawing !== this.drawn || !found.length) return;
      slot.replaceChildren(el("section", { class: "history-section card history-ratings" }, el("h2", { text: t("shell.history.rating.title") }),
        el("ul", { class: "history-rating-list" }, found.map(([game, e]) => el("li", { dataset: { game } },
          el("strong", { text: `${gameTitle(game)} ` }),
          el("span", { class: "history-rating", text: t("shell.history.rating.line", { rating: String(Math.round(e.rating)), spread: String(Math.round((e.high - e.low) / 2)), n: e.games }) })))),
        el("p", { class: "muted", text: t("shell.history.rating.note") })));
    }).catch(() => {}); // no estimate without Python: the rest of the screen stands
    return slot;
  }

  /** The win rate against each level, and each game's score game after game (the figures of each in a table beside it). */
  charts(records) {
    const levels = ["random", "easy", "heuristic", "hard", "people"].map((o) => [o, figures(records.filter((r) => opponentOf(r) === o))]).filter(([, f]) => f.decided);
    const parts = [];
    if (levels.length) {
      const label = t("shell.history.chart.rate");
      parts.push(el("figure", { class: "history-chart" }, el("figcaption", { text: label }),
        barChart(levels.map(([o, f]) => ({ label: opponentName(o), value: f.rate, text: percent(f.rate) })), label),
        this.dataTable([t("shell.history.col.opponent"), t("shell.history.col.rate"), t("shell.history.col.games")],
          levels.map(([o, f]) => [opponentName(o), percent(f.rate), String(f.decided)]), label)));
    }
    for (const game of [...new Set(records.map((r) => r.game))].sort()) {
      const scored = records.filter((r) => r.game === game && yourScore(r) !== null).sort((a, b) => a.ended - b.ended);
      if (scored.length < 2) continue;
      const label = t("shell.history.chart.score", { game: gameTitle(game) });
      parts.push(el("figure", { class: "history-chart" }, el("figcaption", { text: label }),
        lineChart(scored.map(yourScore), label),
        this.dataTable([t("shell.history.col.date"), t("shell.history.col.score")], scored.map((r) => [this.date(r.ended), String(yourScore(r))]), label)));
    }
    return parts.length ? el("section", { class: "history-section card history-charts" }, el("h2", { text: t("shell.history.charts") }), parts) : null;
  }

  /** A chart's figures as a table, folded under it. */
  dataTable(columns, rows, label) {
    return el("details", { class: "chart-data" }, el("summary", { text: t("shell.history.chart.data") }),
      el("table", { class: "history-table" }, el("caption", { class: "visually-hidden", text: label }),
        el("thead", {}, el("tr", {}, columns.map((c) => el("th", { attrs: { scope: "col" }, text: c })))),
        el("tbody", {}, rows.map((cells) => el("tr", {}, cells.map((c) => el("td", { text: c })))))));
  }

  /** A date in the page's language. */
  date(ms) {
    if (!dateFormats.has(lang())) dateFormats.set(lang(), new Intl.DateTimeFormat(lang(), { dateStyle: "medium", timeStyle: "short" }));
    return dateFormats.get(lang()).format(new Date(ms));
  }

  /** The games, newest first (PAGE at a time): when, which game, who played (levels and scores), the result, and Replay. */
  list(records) {
    const item = (r) => {
      const players = r.seats.map((s, i) => `${s.name}${s.kind === "bot" ? ` (${botLevelName(s.bot)})` : ""} ${r.totals[i]}`).join(" · ");
      const result = resultOf(r);
      return el("li", { class: "history-item card", dataset: { record: r.id } },
        el("div", { class: "history-item-head" }, el("strong", { text: gameTitle(r.game) }), el("span", { class: `history-result result-${result}`, text: t(`shell.history.result.${result}`) })),
        el("p", { class: "history-players", text: players }),
        el("p", { class: "muted", text: t("shell.history.when", { date: this.date(r.ended), n: r.moves }) }),
        el("div", { class: "history-item-actions" },
          el("button", { class: "btn", type: "button", text: t("shell.history.replay"), attrs: { "aria-label": t("shell.history.replay-label", { game: gameTitle(r.game), date: this.date(r.ended) }) }, onclick: () => this.hooks.onReplay(r.code, { analyse: false }) }),
          el("button", { class: "btn analyse-game-btn", type: "button", text: t("shell.history.analyse"), attrs: { "aria-label": t("shell.history.analyse-label", { game: gameTitle(r.game), date: this.date(r.ended) }) }, onclick: () => this.hooks.onReplay(r.code, { analyse: true }) })));
    };
    const list = el("ul", { class: "history-list" }, records.slice(0, this.listed).map(item));
    const more = el("button", { class: "btn", type: "button", text: t("shell.history.more", { n: Math.min(PAGE, records.length - this.listed) }), onclick: () => {
      list.append(...records.slice(this.listed, this.listed + PAGE).map(item));
      this.listed += PAGE;
      if (this.listed >= records.length) more.remove();
      else more.textContent = t("shell.history.more", { n: Math.min(PAGE, records.length - this.listed) });
    } });
    return el("section", { class: "history-section" }, el("h2", { text: t("shell.history.games", { n: records.length }) }),
      records.length ? list : el("p", { class: "muted", text: t("shell.history.none-shown") }), records.length > this.listed ? more : null);
  }

  /** Export, import and Clear history. */
  actions(any) {
    const file = el("input", { type: "file", accept: ".json,application/json", class: "visually-hidden", attrs: { "aria-label": t("shell.history.import") },
      onchange: async () => {
        const chosen = file.files[0];
        file.value = "";
        if (chosen) this.importFile(await chosen.text());
      } });
    return el("div", { class: "history-actions" }, file,
      any ? el("button", { class: "btn", type: "button", text: t("shell.history.export"), onclick: () => downloadText("gameshelf-history.json", this.store.exportText()) }) : null,
      el("button", { class: "btn", type: "button", text: t("shell.history.import"), onclick: () => file.click() }),
      any ? el("button", { class: "btn danger", type: "button", text: t("shell.history.clear"), onclick: () => this.clear() }) : null);
  }

  /** Merge a history file into this device's (no game twice), and say what was added. */
  importFile(text) {
    try {
      const { added, skipped, refused } = this.store.importText(text);
      toast(t("shell.history.imported", { n: added, skipped, refused }));
    } catch (err) {
      const kind = err.kind === "json" ? "json" : "format";
      toast(t(`shell.history.bad-file.${kind}`), "error");
    }
    this.show();
  }

  /** Clear the history, once the player confirms (saved games stay). */
  async clear() {
    if (!(await confirmDialog({ title: t("shell.history.clear-title"), text: t("shell.history.clear-text"), action: t("shell.history.clear"), danger: true }))) return;
    this.store.clear();
    this.show();
  }
}
