// The table: one game on screen. Owns the renderer, the top bar, undo, the log, bot pacing,
// pass-and-play hand-overs, the final score sheet and autosaving. Every rule question goes to Python.

import { createBoard } from "./board.js";
import { choose, el, toast } from "./dom.js";
import { newSaveId } from "./storage.js";
import { randomSeed } from "./setup.js";

export const SEAT_COLORS = ["#d2483f", "#2f6ccf", "#2c9a5a", "#e2a81f", "#7d52c6", "#3b4048"];
export const SEAT_COLOR_NAMES = ["Red", "Blue", "Green", "Yellow", "Purple", "Black"];
const BOT_DELAY_WITH_HUMANS = 700;
const BOT_DELAY_BOTS_ONLY = 150;

/** A readable label for a score category key ("longest_path" -> "Longest path"). */
export function categoryLabel(key) {
  const text = String(key).replace(/[_-]+/g, " ").trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Add a renderer's stylesheet to the page once (by element id). */
function addStyles(id, css) {
  if (document.getElementById(id)) return;
  const style = document.createElement("style");
  style.id = id;
  style.textContent = css;
  document.head.append(style);
}

/** The renderer module and static data of a game, loaded once per game id. */
const loaded = new Map();
function loadGameAssets(gameId) {
  if (!loaded.has(gameId)) {
    const module = import(new URL(`../games/${gameId}/renderer.js`, import.meta.url).href);
    const data = fetch(new URL(`../data/${gameId}.json`, import.meta.url)).then((r) => {
      if (!r.ok) throw new Error(`board data missing (${r.status})`);
      return r.json();
    });
    const both = Promise.all([module, data]).then(([mod, staticData]) => ({ createRenderer: mod.default, staticData }));
    both.catch(() => loaded.delete(gameId));
    loaded.set(gameId, both);
  }
  return loaded.get(gameId);
}

/** The snapshot-like object a save's cached public view gives, drawn before Python is up. */
export function previewSnapshot(save) {
  return {
    ok: true, preview: true, game: save.game, title: save.title || save.game, has_secrets: true,
    seats: save.seats, viewer: null, to_act: [], bot_to_act: null, view: save.public_view,
    legal: [], log: [], can_undo: false, over: false, score: null, save,
  };
}

export class GameTable {
  /**
   * host: element to fill; engine: {ready, call}; store: SaveStore; embed: no menus, no hand-over;
   * hooks: {onLeave(), onShare(snap), onExport(snap), onMove(snap), onSnapshot(snap), onStart(saveId)}.
   */
  constructor(host, { engine, store, embed = false, hooks = {} }) {
    this.engine = engine;
    this.store = store;
    this.embed = embed;
    this.hooks = hooks;
    this.snap = null;
    this.saveId = null;
    this.gameId = null;
    this.renderer = null;
    this.board = null;
    this.shownViewer = null; // the human whose private view is on screen
    this.waitingSnap = null; // a snapshot held back behind the hand-over screen
    this.botTimer = 0;
    this.inFlight = 0;
    this.idleWaiters = [];
    this.storageWarned = false;
    this.generation = 0; // bumps on every new game, so late answers for an old game are ignored
    this.build(host);
  }

  // ---- DOM ------------------------------------------------------------------------------
  /** Build the table's DOM inside `host`. */
  build(host) {
    this.titleEl = el("h1", { class: "table-title" });
    this.turnEl = el("div", { class: "table-turn", attrs: { "aria-live": "polite" } });
    this.undoBtn = el("button", { class: "btn icon-btn", type: "button", text: "↶", title: "Undo your last move", attrs: { "aria-label": "Undo" }, disabled: true, onclick: () => this.undo() });
    this.rulesLink = el("a", { class: "menu-item", text: "Rules of this game", attrs: { target: "_blank", rel: "noopener" } });
    this.menu = el("div", { class: "menu card", hidden: true },
      el("button", { class: "menu-item", type: "button", text: "Back to the shelf", onclick: () => { this.closeMenu(); this.leave(); } }),
      this.rulesLink,
      el("button", { class: "menu-item", type: "button", text: "Share this setup", onclick: () => { this.closeMenu(); if (this.snap) this.hooks.onShare?.(this.snap); } }),
      el("button", { class: "menu-item", type: "button", text: "Export this game", onclick: () => { this.closeMenu(); if (this.snap) this.hooks.onExport?.(this.snap); } }));
    this.menuBtn = el("button", { class: "btn icon-btn", type: "button", text: "⋯", title: "Menu", attrs: { "aria-label": "Menu", "aria-haspopup": "true" }, onclick: () => this.toggleMenu() });
    this.topbar = el("header", { class: "topbar table-topbar" },
      el("button", { class: "btn icon-btn back-btn", type: "button", text: "←", title: "Back to the shelf", attrs: { "aria-label": "Back to the shelf" }, onclick: () => this.leave() }),
      el("div", { class: "table-heading" }, this.titleEl, this.turnEl),
      this.undoBtn, el("div", { class: "menu-wrap" }, this.menuBtn, this.menu));

    this.boardHost = el("div", { class: "board-host" });
    this.notice = el("div", { class: "table-notice", hidden: true });
    this.scoreHost = el("section", { class: "score-sheet card", hidden: true });
    this.panel = el("div", { class: "game-panel" });
    this.logList = el("ol", { class: "log-list" });
    this.logCount = el("span", { class: "log-count" });
    this.log = el("details", { class: "log card", open: window.innerWidth > 760 },
      el("summary", {}, "Game log ", this.logCount), this.logList);
    this.side = el("aside", { class: "side" }, this.notice, this.scoreHost, this.panel, this.embed ? null : this.log);
    this.handover = el("div", { class: "handover", hidden: true });
    this.stage = el("div", { class: "stage" }, this.boardHost, this.side, this.handover);
    this.root = el("div", { class: `table ${this.embed ? "table-embed" : ""}` }, this.embed ? null : this.topbar, this.stage);
    if (this.embed) {
      this.sideToggle = el("button", { class: "btn side-toggle", type: "button", text: "Cards & actions", onclick: () => this.root.classList.toggle("side-open") });
      this.embedStatus = el("div", { class: "embed-status" }, this.turnEl, this.sideToggle);
      this.stage.append(this.embedStatus);
    }
    host.append(this.root);
    document.addEventListener("click", (event) => {
      if (!this.menu.hidden && !event.target.closest(".menu-wrap")) this.closeMenu();
    });
  }

  /** Open or close the top bar's menu. */
  toggleMenu() {
    this.menu.hidden = !this.menu.hidden;
  }

  /** Close the top bar's menu. */
  closeMenu() {
    this.menu.hidden = true;
  }

  /** Show or clear a lasting message above the panel. */
  setNotice(text) {
    this.notice.hidden = !text;
    this.notice.textContent = text || "";
  }

  // ---- game lifecycle -------------------------------------------------------------------
  /** Load the renderer of `gameId` (once per table); throws a readable error when it cannot. */
  async open(gameId, title) {
    this.stopBots();
    this.generation++;
    this.snap = null;
    this.waitingSnap = null;
    this.shownViewer = null;
    this.storageWarned = false;
    this.scoreHost.hidden = true;
    this.handover.hidden = true;
    this.stage.classList.remove("concealed");
    this.setNotice("");
    this.titleEl.textContent = title || gameId;
    this.turnEl.textContent = "Setting up the table…";
    this.rulesLink.setAttribute("href", `rules/${gameId}.html`);
    this.root.classList.toggle("game-over", false);
    if (this.gameId === gameId && this.renderer) return;
    this.destroyRenderer();
    this.gameId = gameId;
    let assets;
    try {
      assets = await loadGameAssets(gameId);
    } catch (err) {
      this.gameId = null;
      throw new Error(`The board of this game could not be loaded (${err.message}).`);
    }
    this.board = createBoard(this.boardHost, { statusBar: this.embed });
    this.panel.replaceChildren();
    const table = {
      board: this.board,
      panel: this.panel,
      static: assets.staticData,
      colors: SEAT_COLORS,
      el,
      toast: (text) => toast(text),
      choose: (spec) => choose(spec),
      addStyles,
      play: (move) => this.play(move),
      busy: false,
      /** Send a move unless one is on its way; resolves to the snapshot, or null (the error is shown). */
      send: async (move) => {
        if (table.busy) return null;
        table.busy = true;
        try {
          return await this.play(move);
        } catch {
          return null;
        } finally {
          table.busy = false;
        }
      },
    };
    table.submit = table.send; // the shell branch's name for it (renderers use submit)
    this.renderer = assets.createRenderer(table);
  }

  /** Drop the current renderer and its board. */
  destroyRenderer() {
    if (this.renderer && this.renderer.destroy) this.renderer.destroy();
    if (this.board) this.board.destroy();
    this.renderer = null;
    this.board = null;
    this.gameId = null;
  }

  /** Start a new game from a setup {game, seats, seed, options}; returns the save id. */
  async start(setup, title) {
    await this.open(setup.game, title);
    await this.engine.ready;
    const id = newSaveId();
    const snap = await this.request({ op: "new", game: setup.game, seats: setup.seats, seed: setup.seed, options: setup.options, id, now: Date.now() });
    this.saveId = id;
    this.accept(snap);
    return id;
  }

  /** Resume a stored game: its cached board at once, then the live game once Python has checked it. */
  async resume(id, save) {
    await this.open(save.game, save.title);
    if (save.public_view) {
      this.turnEl.textContent = "Loading the rules…";
      this.renderer.render(previewSnapshot(save));
    }
    await this.engine.ready;
    const snap = await this.request({ op: "load", save });
    this.saveId = id;
    this.accept(snap, { store: false });
    return id;
  }

  /** Send one request to Python; resolves to the snapshot, or throws its error. */
  async request(body) {
    const generation = this.generation;
    this.inFlight++;
    try {
      const answer = await this.engine.call(body);
      if (!answer.ok) {
        const err = new Error(answer.error || "the game engine refused that");
        err.kind = answer.kind;
        throw err;
      }
      if (generation !== this.generation) {
        const err = new Error("that game was closed");
        err.kind = "stale";
        throw err;
      }
      return answer;
    } finally {
      this.inFlight--;
      // Checked after the caller has taken the answer (and perhaps scheduled the next bot move).
      setTimeout(() => this.checkIdle(), 0);
    }
  }

  // ---- moves ----------------------------------------------------------------------------
  /** A human move (the renderer's and the test hook's only way to play). */
  async play(move) {
    if (!this.snap) {
      toast("The game is still loading", "error");
      throw new Error("the game is still loading");
    }
    try {
      const snap = await this.request({ op: "play", move, now: Date.now() });
      this.accept(snap);
      return snap;
    } catch (err) {
      if (err.kind !== "stale") toast(err.message, "error");
      throw err;
    }
  }

  /** Take back the viewer's last move (the button is enabled from snap.can_undo). */
  async undo() {
    if (!this.snap || !this.snap.can_undo) return;
    try {
      this.accept(await this.request({ op: "undo", now: Date.now() }));
    } catch (err) {
      if (err.kind !== "stale") toast(err.message, "error");
    }
  }

  /** Take a new snapshot: store it, update the chrome, then show it (or hold it behind a hand-over). */
  accept(snap, { store = true } = {}) {
    this.snap = snap;
    if (store) this.autosave(snap);
    this.updateChrome(snap);
    if (this.needsHandover(snap)) {
      this.waitingSnap = snap;
      this.showHandover(snap);
    } else if (!this.waitingSnap) {
      this.show(snap);
    } else {
      this.waitingSnap = snap;
    }
    if (snap.last) this.hooks.onMove?.(snap);
    this.hooks.onSnapshot?.(snap);
    this.scheduleBot();
  }

  /** Hand the snapshot to the renderer and show the score sheet once the game is over. */
  show(snap) {
    if (snap.viewer !== null && snap.viewer !== undefined) this.shownViewer = snap.viewer;
    this.renderer.render(snap);
    this.root.classList.toggle("game-over", Boolean(snap.over));
    if (snap.over) this.showScore(snap);
    else this.scoreHost.hidden = true;
  }

  /** Store the snapshot's save; a failure (a full quota) is shown once and play goes on in memory. */
  autosave(snap) {
    const problem = this.store.write(this.saveId, snap.save);
    if (problem && !this.storageWarned) {
      this.storageWarned = true;
      const text = `${problem}: this game goes on in memory only. Use “Export this game” in the menu to keep it.`;
      this.setNotice(text);
      toast(text, "error");
    } else if (!problem && this.storageWarned) {
      this.storageWarned = false;
      this.setNotice("");
    }
  }

  /** Title, whose turn, undo and the log (newest first) from a snapshot. */
  updateChrome(snap) {
    this.titleEl.textContent = snap.title;
    this.turnEl.textContent = turnText(snap);
    this.undoBtn.disabled = !snap.can_undo;
    this.logCount.textContent = `(${snap.log.length})`;
    this.logList.replaceChildren(...snap.log.slice().reverse().map((line) => el("li", { text: line })));
  }

  // ---- pass-and-play --------------------------------------------------------------------
  /** A seat's colour: the game's own when its renderer says (e.g. Off the Rails sides), else the shelf's. */
  seatColor(snap, seat) {
    return this.renderer?.seatColor?.(snap, seat) ?? SEAT_COLORS[seat % SEAT_COLORS.length];
  }

  /** Whether the device must change hands before this snapshot may be shown. */
  needsHandover(snap) {
    const humans = snap.seats.filter((s) => s.kind === "human").length;
    return !this.embed && snap.has_secrets && humans >= 2 && !snap.over
      && snap.viewer !== null && snap.viewer !== this.shownViewer;
  }

  /** Cover the table with the "pass the device" screen for the snapshot's viewer. */
  showHandover(snap) {
    const name = snap.seats[snap.viewer].name;
    this.stage.classList.add("concealed");
    this.handover.replaceChildren(el("div", { class: "handover-card card" },
      el("div", { class: "handover-dot", style: { background: this.seatColor(snap, snap.viewer) } }),
      el("h2", { text: `Pass the device to ${name}` }),
      el("p", { class: "muted", text: "The cards in hand stay hidden until the right player is holding the device." }),
      el("button", { class: "btn primary big", type: "button", text: `I am ${name}: show my cards`, onclick: () => this.endHandover() })));
    this.handover.hidden = false;
  }

  /** The right player tapped: show the snapshot held back. */
  endHandover() {
    const snap = this.waitingSnap;
    this.waitingSnap = null;
    this.handover.hidden = true;
    this.stage.classList.remove("concealed");
    if (snap) this.show(snap);
    this.checkIdle();
  }

  // ---- bots -----------------------------------------------------------------------------
  /** After a snapshot a bot must answer, ask for its move at a readable pace. */
  scheduleBot() {
    this.stopBots();
    const snap = this.snap;
    if (!snap || snap.over || snap.bot_to_act === null || snap.bot_to_act === undefined) {
      this.checkIdle();
      return;
    }
    const humans = snap.seats.some((s) => s.kind === "human");
    this.botTimer = setTimeout(() => this.runBot(), humans ? BOT_DELAY_WITH_HUMANS : BOT_DELAY_BOTS_ONLY);
  }

  /** Ask Python for the next bot move. */
  async runBot() {
    this.botTimer = 0;
    try {
      this.accept(await this.request({ op: "bot", now: Date.now() }));
    } catch (err) {
      if (err.kind !== "stale") toast(`The bot could not move: ${err.message}`, "error");
    }
  }

  /** Cancel a bot move that has not been asked for yet. */
  stopBots() {
    clearTimeout(this.botTimer);
    this.botTimer = 0;
  }

  /** Resolves when no bot move and no request is pending. */
  waitIdle() {
    return new Promise((resolve) => {
      this.idleWaiters.push(resolve);
      this.checkIdle();
    });
  }

  /** Whether no bot move is waiting and no request is in flight. */
  isIdle() {
    return !this.botTimer && this.inFlight === 0;
  }

  /** Resolve the waitIdle() promises when the table is idle. */
  checkIdle() {
    if (!this.isIdle()) return;
    for (const resolve of this.idleWaiters.splice(0)) resolve();
  }

  // ---- the end --------------------------------------------------------------------------
  /** The final score sheet: a row per category, a column per player, totals and winners. */
  showScore(snap) {
    const score = snap.score;
    const seats = snap.seats;
    const categories = [];
    for (const entry of score.players) for (const key of Object.keys(entry.breakdown)) if (!categories.includes(key)) categories.push(key);
    const label = (category) => score.labels?.[category] ?? categoryLabel(category);
    const winners = new Set(score.winners);
    const names = score.winners.map((w) => seats[w].name);
    const headline = names.length === 1 ? `${names[0]} wins!` : `${names.join(" & ")} share the win!`;
    const cell = (category, seat, value) => el("td", {},
      el("button", { class: "score-cell", type: "button", text: String(value), title: `Show ${label(category)} of ${seats[seat].name}`,
        onclick: (event) => this.highlight(category, seat, event.currentTarget) }));
    const table = el("table", { class: "score-table" },
      el("thead", {}, el("tr", {}, el("th", { text: "" }),
        seats.map((seat, i) => el("th", { class: winners.has(i) ? "winner" : "" },
          el("span", { class: "seat-dot", style: { background: this.seatColor(snap, i) } }), seat.name)))),
      el("tbody", {}, categories.map((category) => el("tr", { dataset: { category } },
        el("th", { scope: "row", text: label(category) }),
        score.players.map((entry, seat) => cell(category, seat, entry.breakdown[category] ?? 0))))),
      el("tfoot", {}, el("tr", {}, el("th", { scope: "row", text: "Total" }),
        score.players.map((entry, i) => el("td", { class: winners.has(i) ? "winner total" : "total", text: String(entry.total) })))));
    this.scoreHost.replaceChildren(
      el("h2", { class: "score-headline", text: headline }),
      el("p", { class: "muted small", text: "Tap a score to see on the board what earned it." }),
      el("div", { class: "score-scroll" }, table),
      this.embed ? null : el("div", { class: "score-actions" },
        el("button", { class: "btn ghost", type: "button", text: "Back to the shelf", onclick: () => this.leave() }),
        el("button", { class: "btn primary", type: "button", text: "Rematch", onclick: () => this.rematch() })));
    this.scoreHost.hidden = false;
  }

  /** A score cell tapped: the renderer shows what earned it (tapped again: cleared). */
  highlight(category, seat, button) {
    const again = button.classList.contains("active");
    for (const b of this.scoreHost.querySelectorAll(".score-cell.active")) b.classList.remove("active");
    if (!this.renderer.highlight) return;
    if (again) this.renderer.highlight(null, null);
    else {
      button.classList.add("active");
      this.renderer.highlight(category, seat);
    }
  }

  /** The same seats and options with a new seed. */
  async rematch() {
    const save = this.snap.save;
    const setup = { game: save.game, seats: save.seats, options: save.options, seed: randomSeed() };
    try {
      const id = await this.start(setup, save.title);
      this.hooks.onStart?.(id);
    } catch (err) {
      toast(err.message, "error");
    }
  }

  /** Stop everything pending for the game on screen (answers still on their way are ignored). */
  close() {
    this.stopBots();
    this.generation++;
    this.checkIdle();
  }

  /** Close the game and go back to the shelf. */
  leave() {
    this.close();
    this.hooks.onLeave?.();
  }
}

/** "Ann to play", "Bot 2 is thinking…", "Game over". */
export function turnText(snap) {
  if (snap.over) return "Game over";
  const acting = snap.to_act.map((p) => snap.seats[p]);
  if (!acting.length) return "";
  const humans = snap.seats.filter((s) => s.kind === "human").length;
  const names = acting.map((seat, i) => (seat.kind === "human" && humans === 1 ? "You" : seat.name));
  if (acting.every((s) => s.kind === "bot")) return `${names.join(" & ")} ${names.length > 1 ? "are" : "is"} thinking…`;
  if (names.length === 1 && names[0] === "You") return "Your turn";
  return `${names.join(" & ")} to play`;
}

/** `window.gameshelf` for tests and host pages: the table's snapshot, moves and board points. */
export function publicApi(table, ready) {
  return {
    ready,
    snapshot: () => table.snap,
    view: () => (table.snap ? table.snap.view : null),
    legalMoves: () => (table.snap ? table.snap.legal : []),
    play: (move) => table.play(move),
    waitIdle: () => table.waitIdle(),
    /** Client coordinates of a renderer target, through the board's current transform. */
    pointOf(target) {
      if (!table.renderer || !table.renderer.targetPoint || !table.snap) return null;
      const point = table.renderer.targetPoint(table.snap, target);
      if (!point) return null;
      if (!table.board.isVisible(point.x, point.y)) table.board.fit();
      return table.board.toClient(point.x, point.y);
    },
  };
}
