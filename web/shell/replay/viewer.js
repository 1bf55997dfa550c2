// The replay viewer (#position=<code>): a position's board as it was at one move, its log, first / back /
// forward / last (keys Home, Left, Right, End), the seat it is seen from, and (on the site) Share and Continue.
// Python decodes the code once and answers each moment (op `replay`): the first in full, each step as what changed
// from the moment shown (`shown`); the page only draws what it is given.

import { el, toast } from "../dom.js";
import { AnalysisBox } from "./analysis.js";
import { IdleWaiters } from "../idle.js";
import { fmt, lang, onLangChange, ready, t } from "../i18n.js";
import { languageMenu } from "../language-menu.js";
import { errorText, refusal } from "../table/engine-errors.js";
import { GameLog } from "../table/log.js";
import { mountRenderer } from "../table/renderer-host.js";
import { ScoreSheet } from "../table/score-sheet.js";
import { SEAT_COLORS } from "../table/seat-colors.js";
import { seatName, seatNamer } from "../table/seat-names.js";
import { gameTitle } from "../table/topbar.js";
import { say } from "../table/words.js";

/** The error of a move sent to a replay (which takes none). */
function noMoves() {
  return Promise.reject(Object.assign(new Error("a replay takes no moves"), { words: ["table.replay.no-moves"] }));
}

/** "Move 12 of 40", "The start · 0 of 40". */
function moveText(at, count) {
  return at === 0 ? t("table.replay.start", { count }) : t("table.replay.move", { at, count });
}

/** Who is to play at a moment, or that the game is over. */
function momentText(moment) {
  if (moment.over) return t("table.turn.over");
  return t("table.turn.to-play", { names: { list: moment.to_act.map((p) => seatName(moment.seats, p)) } });
}

/** The moment a `replay` answer gives: a full answer as it is, a delta on top of `base`, the moment it was asked from. */
function mergeMoment(base, answer) {
  const kept = answer.full ? [] : base.log.slice(0, answer.log.start);
  return { ...(answer.full ? {} : base), ...answer, log: kept.concat(answer.log.lines) };
}

/** Whether a key press belongs to a form control (which keeps its own keys) or a dialog. */
function keyTaken(event) {
  return event.altKey || event.ctrlKey || event.metaKey || Boolean(event.target.closest?.("input, select, textarea, .modal-backdrop"))
    || Boolean(document.querySelector(".modal-backdrop"));
}

export class ReplayViewer {
  /**
   * host: element to fill; engine: {ready, call}; embed: no top bar, Share or Continue;
   * hooks: {onLeave(), onShare(code), onShareAnalysis(code, analysis), onContinue(moment), analyses: {load(code, seat),
   * keep(code, analysis)}} (site only),
   * onMoment(moment) (each moment shown).
   */
  constructor(host, { engine, embed = false, hooks = {} }) {
    this.engine = engine;
    this.embed = embed;
    this.hooks = hooks;
    this.code = null;
    this.linkedAnalysis = null; // the packed analysis of the link opened, kept in the address
    this.moment = null; // the last `replay` answer shown
    this.wanted = null; // {at, seat} of the last moment asked for (keys may run ahead of the answers)
    this.snap = null;
    this.gameId = null;
    this.renderer = null;
    this.board = null;
    this.active = false;
    this.pending = 0;
    this.idle = new IdleWaiters(() => this.pending === 0);
    this.generation = 0;
    this.build(host);
    document.addEventListener("keydown", (event) => this.onKey(event));
    onLangChange(() => { if (this.moment) this.redraw(); });
  }

  /** Build the viewer's DOM inside `host`. */
  build(host) {
    const button = (text, words, onclick) => say(el("button", { class: "btn icon-btn", type: "button", text, onclick }), () => ({ title: fmt(words), label: fmt(words) }));
    this.firstBtn = button("⇤", ["table.replay.first"], () => this.go(0));
    this.backBtn = button("◀", ["table.replay.back"], () => this.step(-1));
    this.forwardBtn = button("▶", ["table.replay.forward"], () => this.step(1));
    this.lastBtn = button("⇥", ["table.replay.last"], () => this.go(this.moment.count));
    this.slider = say(el("input", { class: "replay-slider", type: "range", min: "0", max: "0", value: "0",
      oninput: () => this.go(Number(this.slider.value)) }), () => ({ label: t("table.replay.slider") }));
    this.where = el("span", { class: "replay-where", attrs: { "aria-live": "polite" } });
    this.seatPicker = say(el("select", { class: "input replay-seat",
      onchange: () => this.setSeat(this.seatPicker.value === "spectator" ? null : Number(this.seatPicker.value)) }), () => ({ label: t("table.replay.seen-by") }));
    this.continueBtn = say(el("button", { class: "btn primary continue-btn", type: "button", onclick: () => this.continueHere() }), () => ({ text: t("table.continue") }));
    const actions = this.embed ? null : el("div", { class: "replay-actions" },
      say(el("button", { class: "btn ghost share-position-btn", type: "button", onclick: () => this.share() }), () => ({ text: t("table.replay.share") })), this.continueBtn);
    this.bar = say(el("div", { class: "replay-bar card", attrs: { role: "toolbar" } },
      el("div", { class: "replay-steps" }, this.firstBtn, this.backBtn, this.slider, this.forwardBtn, this.lastBtn),
      el("div", { class: "replay-info" }, this.where,
        el("label", { class: "replay-seen" }, say(el("span", { class: "muted small" }), () => ({ text: t("table.replay.seen-by") })), this.seatPicker), actions)),
    () => ({ label: t("table.replay") }));
    this.boardHost = el("div", { class: "board-host" });
    this.scoreSheet = new ScoreSheet({
      embed: true,
      actions: { seatColor: (snap, seat) => this.seatColor(seat), highlight: (category, seat) => this.renderer?.highlight?.(category, seat) },
    });
    this.panel = el("div", { class: "game-panel" });
    this.log = new GameLog({ open: window.innerWidth > 760 });
    this.analysis = this.embed ? null : new AnalysisBox({
      request: (body) => this.ask(body.op === "analyse_stop" ? body : { ...body, code: this.code }, this.generation),
      seat: () => this.moment.seat,
      count: () => this.moment.count,
      goTo: (at) => this.go(at),
      seatName: (seat) => seatName(this.moment.seats, seat),
      onError: (err) => { if (err.kind !== "stale") toast(errorText(err, seatNamer(this.snap)), "error"); },
      store: {
        load: (seat) => this.hooks.analyses?.load(this.code, seat) ?? null,
        keep: (analysis) => this.hooks.analyses?.keep(this.code, analysis),
      },
      share: (analysis) => this.hooks.onShareAnalysis?.(this.code, analysis),
    });
    this.side = el("aside", { class: "side" }, this.scoreSheet.root, this.analysis?.root, this.panel, this.log.root);
    // In an embed the side is an overlay over the board (opened from the bar), so the frame is the board's height.
    const boardArea = el("div", { class: "replay-board" }, this.boardHost, this.embed ? this.side : null);
    this.stage = el("div", { class: "stage" }, el("div", { class: "replay-main" }, boardArea, this.bar), this.embed ? null : this.side);
    this.title = el("h1", { class: "table-title" });
    this.turn = el("div", { class: "table-turn" });
    const topbar = this.embed ? null : el("header", { class: "topbar table-topbar viewer-topbar" },
      say(el("button", { class: "btn icon-btn back-btn", type: "button", text: "←", onclick: () => this.hooks.onLeave?.() }),
        () => ({ title: t("table.back"), label: t("table.back") })),
      el("div", { class: "table-heading" }, this.title, this.turn));
    if (topbar) ready.then(() => topbar.append(languageMenu())); // switching redraws the moment in place
    if (this.embed) {
      const sideToggle = say(el("button", { class: "btn side-toggle", type: "button", onclick: () => this.root.classList.toggle("side-open") }),
        () => ({ text: t("table.replay.side-toggle") }));
      this.bar.querySelector(".replay-info").append(sideToggle);
    }
    this.root = el("div", { class: `table replay ${this.embed ? "table-embed replay-embed" : ""}` }, topbar, this.stage);
    host.append(this.root);
  }

  /** A seat's colour: the game's own when its renderer says, else the shelf's. */
  seatColor(seat) {
    return this.renderer?.seatColor?.(this.snap, seat) ?? SEAT_COLORS[seat % SEAT_COLORS.length];
  }

  // ---- opening --------------------------------------------------------------------------
  /**
   * Open a position code at move `at` (null: the last) seen from `seat` (a seat, null: spectator, "default": the
   * seat a table would show); `analyse`: run the seat's analysis unless one is kept; `analysis`: the packed analysis of a
   * link, shown instead. Throws the engine's error (with its `kind`) and then shows nothing new.
   */
  async open(code, { at = null, seat = "default", analyse = false, analysis = null } = {}) {
    const generation = ++this.generation;
    const moment = mergeMoment(null, await this.ask({ op: "replay", code, at, seat }, generation));
    await this.loadRenderer(moment.game);
    if (generation !== this.generation) throw Object.assign(new Error("that replay was closed"), { kind: "stale" });
    this.analysis?.reset();
    this.code = code;
    this.moment = null;
    this.log.update([], 0);
    this.slider.max = String(moment.count);
    this.linkedAnalysis = analysis;
    this.show(moment);
    this.analysis?.offer(analyse, analysis);
    return moment;
  }

  /** Draw the moment on screen again in the current language (the position and the seat stay). */
  redraw() {
    const moment = this.moment;
    this.moment = null;
    this.show(moment);
  }

  /** The renderer and board of a game (loaded once per game id). */
  async loadRenderer(gameId) {
    if (this.gameId === gameId && this.renderer) return;
    this.renderer?.destroy?.();
    this.board?.destroy();
    Object.assign(this, { gameId: null, board: null, renderer: null });
    const { board, renderer } = await mountRenderer(gameId, {
      boardHost: this.boardHost, panel: this.panel, sendMove: noMoves,
    });
    Object.assign(this, { gameId, board, renderer });
  }

  /** Stop answering for the position on screen (late answers are ignored). */
  close() {
    this.generation++;
    this.active = false;
  }

  // ---- stepping -------------------------------------------------------------------------
  /** Show move `at` (clamped to the replay). */
  async go(at) {
    if (!this.moment) return;
    const target = Math.max(0, Math.min(this.moment.count, at));
    if (target !== this.wanted.at) await this.showMoment({ at: target, seat: this.wanted.seat });
  }

  /** One move back (-1) or forward (+1). */
  step(delta) {
    return this.moment ? this.go(this.wanted.at + delta) : undefined;
  }

  /** See the same moment from another seat (null: the spectator). */
  async setSeat(seat) {
    if (!this.moment) return;
    await this.showMoment({ at: this.wanted.at, seat });
    this.analysis?.offer(false, this.linkedAnalysis);
  }

  /** Ask Python for a moment of the open code and show it (unless a later one was asked for meanwhile). */
  async showMoment(wanted) {
    this.wanted = wanted;
    const base = this.moment;
    try {
      const answer = await this.ask({ op: "replay", code: this.code, ...wanted, shown: base.at }, this.generation);
      if (this.wanted === wanted) this.show(mergeMoment(base, answer));
    } catch (err) {
      if (err.kind !== "stale") toast(errorText(err, seatNamer(this.snap)), "error");
    }
  }

  /** Send one request; resolves to the answer or throws its error (kind "stale" once another code was opened). */
  async ask(body, generation) {
    this.pending++;
    try {
      await this.engine.ready;
      const answer = await this.engine.call(body);
      if (generation !== this.generation) throw Object.assign(new Error("that replay was closed"), { kind: "stale" });
      if (!answer.ok) throw refusal(answer);
      return answer;
    } finally {
      this.pending--;
      setTimeout(() => this.idle.check(), 0);
    }
  }

  /** Draw a moment: the board, panel and score through the renderer, the log, the controls. */
  show(moment) {
    const previous = this.moment;
    this.moment = moment;
    this.wanted = { at: moment.at, seat: moment.seat };
    this.active = true;
    this.snap = {
      game: moment.game, title: moment.title, has_secrets: moment.has_secrets, seats: moment.seats, viewer: moment.seat,
      to_act: moment.to_act, bot_to_act: null, can_undo: false, over: moment.over, score: moment.score, view: moment.view,
      legal: [], log: moment.log, events: [],
    };
    this.renderer.render(this.snap);
    this.log.update(moment.log, previous ? Math.min(previous.at, moment.at) : 0, seatNamer(this.snap));
    this.title.textContent = t("table.replay.title", { game: gameTitle(moment.game) });
    const pickerKey = JSON.stringify([lang(), moment.seats]);
    if (pickerKey !== this.pickerKey) {
      this.pickerKey = pickerKey;
      this.seatPicker.replaceChildren(
        el("option", { value: "spectator", text: t("table.replay.spectator") }),
        ...moment.seats.map((seat, i) => el("option", { value: String(i), text: seatName(moment.seats, i) })));
    }
    this.root.classList.toggle("game-over", moment.over);
    if (moment.over) this.scoreSheet.show(this.snap);
    else this.scoreSheet.hide();
    const { at, count } = moment;
    this.slider.value = String(at);
    this.where.textContent = moveText(at, count);
    this.turn.textContent = `${moveText(at, count)} · ${momentText(moment)}`;
    this.firstBtn.disabled = this.backBtn.disabled = at === 0;
    this.forwardBtn.disabled = this.lastBtn.disabled = at === count;
    this.continueBtn.disabled = moment.over;
    this.continueBtn.title = moment.over ? t("table.replay.continue.over") : t("table.replay.continue.title");
    this.seatPicker.value = moment.seat === null ? "spectator" : String(moment.seat);
    this.hooks.onMoment?.(moment);
  }

  /** Home, Left, Right and End step through the replay while it is on screen. */
  onKey(event) {
    if (!this.active || !this.moment || this.root.closest("[hidden]") || keyTaken(event)) return;
    const moves = { Home: () => this.go(0), End: () => this.go(this.moment.count), ArrowLeft: () => this.step(-1), ArrowRight: () => this.step(1) };
    if (!Object.hasOwn(moves, event.key)) return;
    event.preventDefault();
    moves[event.key]();
  }

  // ---- sharing and continuing -----------------------------------------------------------
  /** The code of the moment on screen (the open code cut at the shown move). */
  async positionCode() {
    if (!this.moment) throw Object.assign(new Error("no position is open"), { words: ["table.error.no-position"] });
    const answer = await this.ask({ op: "position", code: this.code, at: this.moment.at }, this.generation);
    return answer.code;
  }

  /** Share the moment on screen. */
  async share() {
    try {
      this.hooks.onShare?.(await this.positionCode());
    } catch (err) {
      if (err.kind !== "stale") toast(errorText(err, seatNamer(this.snap)), "error");
    }
  }

  /** Start a new game from the moment on screen (the site asks who plays). */
  continueHere() {
    if (this.moment) this.hooks.onContinue?.({ code: this.code, at: this.moment.at, seats: this.moment.seats, game: this.moment.game });
  }

  // ---- idleness (for tests and host pages) ----------------------------------------------
  /** Resolves when no request is pending. */
  waitIdle() {
    return this.idle.wait();
  }

  /** The viewer takes no moves (for `window.gameshelf.play`). */
  play() {
    return noMoves();
  }
}
