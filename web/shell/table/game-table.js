// The table: one game on screen. It lays out the parts (top bar, board, panel, log, score sheet,
// hand-over), sends requests to Python, and passes each answer on: the snapshot to the screen, the
// record to the saver, the next bot move to the pacer. Every rule question goes to Python.

import { el, toast } from "../dom.js";
import { fmt, onLangChange, t } from "../i18n.js";
import { IdleWaiters } from "../idle.js";
import { newSaveId } from "../storage.js";
import { randomSeed } from "../setup.js";
import { Announcer } from "./announcer.js";
import { BotPacer } from "./bot-pacing.js";
import { errorText, refusal } from "./engine-errors.js";
import { Handover } from "./handover.js";
import { HintBox } from "./hint.js";
import { GameLog } from "./log.js";
import { loadBoardViews, mountRenderer } from "./renderer-host.js";
import { GameSaver } from "./saving.js";
import { ScoreSheet } from "./score-sheet.js";
import { SEAT_COLORS } from "./seat-colors.js";
import { seatName, seatNamer } from "./seat-names.js";
import { MoveList } from "./move-list.js";
import { listenShortcuts } from "./shortcuts.js";
import { mergeAnswer, previewSnapshot } from "./snapshot.js";
import { HistoryStore, isYours, recordOf } from "../history/history-store.js";
import { TogetherHost } from "../together/host.js";
import { SeatsPanel } from "../together/seats-panel.js";
import { seatsDialog } from "./seats-dialog.js";
import { storageNotice } from "./storage-notice.js";
import { gameTitle, TopBar } from "./topbar.js";
import { say } from "./words.js";

// The requests whose answer may carry the words of the legal moves (`labels: true`: only while something reads them).
const LABELLED_OPS = new Set(["new", "load", "move", "bot", "undo", "state"]);
const MOVING_OPS = new Set(["move", "bot", "undo"]); // their answers change the position (the saver may ask for the public view)

export class GameTable {
  /**
   * host: element to fill; engine: {ready, call}; store: SaveStore; embed: no menus, no hand-over; guest: a guest phone's
   * table (its engine asks the host's phone; no saves, no bots driven here, no positions);
   * hooks: {onLeave(), onShare(setup), onSharePosition(code, title), onReplay(code), onExport(save), onStart(id),
   * onAnswer(snap), onGone(message)}.
   * Everything is drawn in the current language, and again from the snapshot when the language changes.
   */
  constructor(host, { engine, store, embed = false, guest = false, hooks = {} }) {
    this.engine = engine;
    this.store = store;
    this.embed = embed;
    this.guest = guest;
    this.together = null; // the TogetherHost of a game with remote seats
    this.hooks = hooks;
    this.snap = null;
    this.saveId = null;
    this.gameId = null;
    this.renderer = null;
    this.board = null;
    this.inFlight = 0;
    this.moving = 0; // move, bot and undo requests in flight
    this.opening = 0; // start() and resume() calls under way
    this.storingViews = 0; // public views asked for on hide or leave, not stored yet
    this.idle = new IdleWaiters(() => !this.bots.busy && this.inFlight === 0 && this.opening === 0 && this.storingViews === 0);
    this.generation = 0; // bumps on every new game, so late answers for an old game are ignored
    this.engineUp = false; // whether Python has booted (before that, a new game shows its board from the build)
    engine?.ready.then(() => { this.engineUp = true; }, () => {});
    this.saver = new GameSaver(store);
    this.history = guest || embed ? null : new HistoryStore(); // the games finished here (Your games)
    this.bots = new BotPacer({
      request: (body) => this.request(body),
      onThinking: (seat, progress) => this.topbar.thinking(seatName(this.snap.seats, seat), progress),
      onAnswer: (answer) => this.accept(answer),
      onError: (err) => { if (err.kind !== "stale") toast(t("table.toast.bot-failed", { error: this.errorText(err) }), "error"); },
    });
    this.build(host);
    onLangChange(() => this.redraw());
    if (guest) return; // a guest phone stores nothing
    window.addEventListener("storage", (event) => this.onStorage(event));
    window.addEventListener("pagehide", () => this.storeFreshView());
    document.addEventListener("visibilitychange", () => { if (document.visibilityState === "hidden") this.storeFreshView(); });
  }

  /** Build the table's DOM inside `host`. */
  build(host) {
    this.topbar = new TopBar({
      guest: this.guest, leave: () => this.leave(), undo: () => this.undo(), watch: () => this.watchElsewhere(), seats: () => this.chooseSeats(),
      share: () => { if (this.snap) this.hooks.onShare?.(this.saver.setup); },
      sharePosition: () => this.withPositionCode((code) => this.hooks.onSharePosition?.(code, gameTitle(this.snap.game))),
      exportGame: () => this.exportGame(),
    });
    this.boardHost = el("div", { class: "board-host" });
    this.notice = el("div", { class: "table-notice", hidden: true });
    this.scoreSheet = new ScoreSheet({
      embed: this.embed || this.guest,
      actions: {
        seatColor: (snap, seat) => this.seatColor(snap, seat),
        highlight: (category, seat) => this.renderer?.highlight?.(category, seat),
        leave: () => this.leave(), rematch: () => this.rematch(),
        replay: (how) => this.withPositionCode((code) => this.hooks.onReplay?.(code, how)),
      },
    });
    this.panel = say(el("div", { class: "game-panel", id: "game-panel", tabIndex: -1, attrs: { role: "region" } }), () => ({ label: t("table.panel") }));
    this.log = new GameLog({ open: window.innerWidth > 760 });
    this.seatsPanel = new SeatsPanel();
    this.moves = new MoveList({ play: (move) => this.play(move), onOpen: () => this.ensureLabels() });
    this.announcer = new Announcer();
    this.hintBox = new HintBox({
      request: (body) => this.request(body),
      parts: () => ({ renderer: this.renderer, board: this.board, panel: this.panel }),
      announce: (text) => this.announcer.say(text),
      onGiven: (setup) => this.markSetup(setup),
      onError: (err) => { if (err.kind !== "stale") toast(this.errorText(err), "error"); },
    });
    this.side = say(el("aside", { class: "side" }, this.notice, this.seatsPanel.root, this.scoreSheet.root, this.hintBox.root, this.panel, this.moves.root,
      this.embed ? null : this.log.root), () => ({ label: t("table.side") }));
    this.stage = el("div", { class: "stage" }, this.boardHost, this.side);
    this.handover = new Handover({
      stage: this.stage,
      seatColor: (snap, seat) => this.seatColor(snap, seat),
      onEnd: (snap) => { this.show(snap); this.panel.focus({ preventScroll: true }); this.checkIdle(); },
    });
    this.stage.append(this.handover.root);
    this.root = el("div", { class: `table ${this.embed ? "table-embed" : ""}` }, this.embed ? null : this.topbar.root, this.announcer.root, this.stage);
    listenShortcuts({
      isShown: () => Boolean(this.snap) && this.root.getClientRects().length > 0,
      go: {
        b: () => this.board?.canvas.focus(),
        m: () => this.moves.focus(),
        p: () => this.panel.focus(),
        d: () => this.announcer.root.focus(),
        l: () => this.log.focus(),
        u: () => this.undo(),
      },
    });
    if (this.embed) {
      const sideToggle = say(el("button", { class: "btn side-toggle", type: "button", onclick: () => this.root.classList.toggle("side-open") }),
        () => ({ text: t("table.side.toggle") }));
      this.stage.append(el("div", { class: "embed-status" }, this.topbar.turn, sideToggle));
    }
    host.append(this.root);
  }

  /** Show or clear a lasting message above the panel: `make()` gives its text or nodes (again after a language change). */
  setNotice(make) {
    this.makeNotice = make;
    const content = make ? make() : "";
    this.notice.hidden = !content;
    if (typeof content === "string") this.notice.textContent = content;
    else this.notice.replaceChildren(...content);
  }

  /** What to show for an error, the seats named as on the table. */
  errorText(err) {
    return errorText(err, seatNamer(this.snap));
  }

  /** Draw everything again in the current language from the snapshot: the game and its position stay. */
  redraw() {
    this.topbar.update(this.snap);
    if (this.makeNotice) this.setNotice(this.makeNotice);
    if (!this.snap) return;
    this.log.update(this.snap.log, 0, seatNamer(this.snap));
    this.announcer.update(this.snap, [], this.renderer?.describePlayer);
    if (this.handover.held) this.handover.redraw();
    else this.show(this.snap);
  }

  /** A seat's colour: the game's own when its renderer says (e.g. Off the Rails sides), else the shelf's. */
  seatColor(snap, seat) {
    return this.renderer?.seatColor?.(snap, seat) ?? SEAT_COLORS[seat % SEAT_COLORS.length];
  }

  // ---- opening a game -------------------------------------------------------------------
  /** Clear the table for a game of `gameId` (`doing`: the message the top bar says meanwhile) and load its renderer (once per game id); throws a readable error. */
  async open(gameId, doing) {
    this.close();
    this.snap = null;
    this.handover.reset();
    this.scoreSheet.hide();
    this.setNotice(null);
    this.topbar.opening(gameId, doing);
    this.log.update([], 0);
    this.announcer.reset();
    this.moves.update(null);
    this.root.classList.toggle("game-over", false);
    delete this.root.dataset.preview;
    if (this.gameId === gameId && this.renderer) return;
    this.destroyRenderer();
    const { board, renderer } = await mountRenderer(gameId, {
      boardHost: this.boardHost, panel: this.panel, statusBar: this.embed, sendMove: (move) => this.play(move),
    });
    Object.assign(this, { gameId, board, renderer });
    board.canvas.addEventListener("focus", () => this.ensureLabels()); // the cursor says the moves' words
    board.onOverlay((ctx, info) => this.hintBox.drawOnBoard(ctx, info)); // the ring of a hint shown
  }

  /** Drop the current renderer and its board. */
  destroyRenderer() {
    this.renderer?.destroy?.();
    this.board?.destroy();
    this.renderer = null;
    this.board = null;
    this.gameId = null;
  }

  /** Run `opening` (a start or a resume) while waitIdle() waits for it. */
  async whileOpening(opening) {
    this.opening++;
    try {
      return await opening();
    } finally {
      this.opening--;
      setTimeout(() => this.checkIdle(), 0);
    }
  }

  /** Start a new game from a setup {game, seats, seed, options, hints?}; returns the save id. */
  start(setup) {
    return this.whileOpening(() => this.startGame(setup));
  }

  /** Resume a stored game (see openStored); returns the id. */
  resume(id, options) {
    return this.whileOpening(() => this.openStored(id, options));
  }

  /** Show a setup's board before Python is up, as start() does, without starting the game (the page's `#new=` link). */
  showSetup(setup) {
    return this.whileOpening(async () => {
      await this.open(setup.game, ["table.opening.new"]);
      await this.previewBoard(setup);
    });
  }

  /** The work of start(). */
  async startGame(setup) {
    await this.open(setup.game, ["table.opening.new"]);
    if (!this.engineUp) this.previewBoard(setup);
    await this.engine.ready;
    const answer = await this.request({
      op: "new", game: setup.game, seats: setup.seats, seed: setup.seed, options: setup.options, hints: Boolean(setup.hints), public_view: true,
    });
    this.saveId = newSaveId();
    this.accept(answer, { begin: { stored: false } });
    return this.saveId;
  }

  /**
   * Resume a stored game: its stored board at once, then the live game once Python has checked the save.
   * `onPreview()` is called once the stored board is drawn (or there is none to draw).
   */
  async openStored(id, { notice = null, onPreview = null } = {}) {
    const save = this.store.assemble(id); // throws a readable error for a missing or damaged save
    await this.open(save.game, ["table.opening.load"]);
    this.setNotice(notice);
    if (save.public_view && typeof save.public_view === "object" && Array.isArray(save.seats)) {
      this.preview(previewSnapshot(save.game, save.title, save.seats, save.public_view));
    }
    onPreview?.();
    await this.engine.ready;
    const answer = await this.request({ op: "load", save, public_view: true });
    this.saveId = id;
    const stored = save.version === 2;
    this.accept(answer, { begin: { stored, rev: stored ? save.rev : 0, created: save.created } });
    return id;
  }

  /** Join the game of the host's phone as a guest (this table's engine is a GuestEngine): its seat's board once connected. */
  joinGame(gameId) {
    return this.whileOpening(async () => {
      await this.open(gameId, ["together.opening"]);
      await this.engine.ready;
      this.accept(await this.request({ op: "state" }));
    });
  }

  /** An answer the host's phone sent unasked (another player's move): taken like any other; a refusal is shown. */
  takePush(answer) {
    if (!answer.ok) toast(this.errorText(refusal(answer)), "error");
    else if (this.snap) this.accept(answer);
  }

  /** The board of a new game of `setup` while Python is not up yet: the build's board view for its seat count (none
   * when it cannot be read, or once the game's answer is there). */
  async previewBoard(setup) {
    const generation = this.generation;
    const views = await loadBoardViews(setup.game).catch(() => null);
    const view = views?.[String(setup.seats.length)];
    if (view && generation === this.generation && !this.snap) this.preview(previewSnapshot(setup.game, gameTitle(setup.game), setup.seats, view));
  }

  /** Draw a preview snapshot (a stored game's public view, or a new game's board) while Python is not up yet, marked
   * `data-preview` on the table (a view the renderer cannot draw is skipped). */
  preview(snap) {
    try {
      this.renderer.render(snap);
      this.root.dataset.preview = "";
    } catch {
      this.panel.replaceChildren();
    }
  }

  // ---- requests and answers -------------------------------------------------------------
  /** Send one request to Python; resolves to the answer, or throws its error (kind "stale" once the game was closed). */
  async request(body) {
    if (LABELLED_OPS.has(body.op) && this.wantsLabels()) body = { ...body, labels: true };
    const moving = MOVING_OPS.has(body.op);
    if (moving && this.saver.wantsView()) body = { ...body, public_view: true };
    const generation = this.generation;
    this.inFlight++;
    if (moving) this.moving++;
    try {
      const answer = await this.engine.call(body);
      if (generation !== this.generation) throw Object.assign(new Error("that game was closed"), { kind: "stale" });
      if (!answer.ok) throw refusal(answer);
      return answer;
    } finally {
      this.inFlight--;
      if (moving) this.moving--;
      // Checked after the caller has taken the answer (and perhaps planned the next bot move).
      setTimeout(() => this.checkIdle(), 0);
    }
  }

  /** A human move (renderers through submit, the page's API): resolves to the snapshot or rejects with the error shown. */
  async play(move) {
    if (!this.snap) {
      toast(t("table.toast.loading"), "error");
      throw new Error("the game is still loading");
    }
    try {
      this.accept(await this.request({ op: "move", move }));
      return this.snap;
    } catch (err) {
      if (err.kind !== "stale") toast(this.errorText(err), "error");
      throw err;
    }
  }

  /** A remote seat's move, sent on by its phone (`replyTo`: the request of that phone it answers): taken like any answer; throws the refusal (shown on that phone). */
  async playFor(player, move, replyTo) {
    this.accept(await this.request({ op: "move", player, move }), { replyTo });
  }

  /** Take back a remote seat's last move for its phone (the undo policy decides); throws the refusal. */
  async undoFor(player, replyTo) {
    this.bots.cancel();
    try {
      this.accept(await this.request({ op: "undo", player }), { replyTo });
    } catch (err) {
      if (err.kind !== "stale") this.bots.schedule(this.snap);
      throw err;
    }
  }

  /** The bot levels of the game on the table (from Python's catalog, asked once a game). */
  botLevels() {
    const game = this.snap.game;
    if (this.levels?.game !== game) {
      const levels = this.request({ op: "catalog" }).then((a) => a.games.find((g) => g.id === game)?.bots || [], () => []);
      this.levels = { game, levels };
    }
    return this.levels.levels;
  }

  /** Hand a seat to another kind ("human": played on this device, "remote": a friend's phone, "bot" of level `bot`): the save's seats change, the moves stay. */
  async setSeatKind(seat, kind, bot) {
    this.bots.cancel();
    try {
      this.accept(await this.request({ op: "seat", seat, kind, bot }));
    } catch (err) {
      if (err.kind === "stale") return;
      toast(this.errorText(err), "error");
      this.bots.schedule(this.snap);
      return;
    }
    this.together?.seatsChanged();
    this.seatsPanel.show(this.together, (s) => this.seatColor(this.snap, s));
  }

  /** Ask who plays each seat now (this device, a friend's phone, a bot level) and hand over the seats that change. */
  async chooseSeats() {
    if (!this.snap || this.snap.over) return;
    const bots = await this.botLevels();
    const changes = await seatsDialog({ bots }, this.snap.seats, (seat) => this.seatColor(this.snap, seat));
    for (const { seat, kind, bot } of changes || []) await this.setSeatKind(seat, kind, bot);
  }

  /** Take back the viewer's last move (the button is enabled from snap.can_undo); a bot's search stops. */
  async undo() {
    if (!this.snap || !this.snap.can_undo) return;
    this.bots.cancel();
    try {
      this.accept(await this.request({ op: "undo" }));
    } catch (err) {
      if (err.kind === "stale") return;
      toast(this.errorText(err), "error");
      this.bots.schedule(this.snap); // nothing was taken back: a bot still due moves
    }
  }

  /** Take an answer: save its record, update the chrome, show the snapshot (or hold it behind a hand-over). */
  accept(answer, { begin = null, replyTo = null } = {}) {
    const wasOver = Boolean(this.snap?.over) && !begin;
    this.snap = mergeAnswer(this.snap, answer);
    delete this.root.dataset.preview;
    if (!this.guest) {
      const written = begin ? this.saver.begin(this.saveId, answer, begin) : this.saver.update(answer);
      if (written?.conflict) {
        this.reloadChanged(true);
        return;
      }
      this.showWriteProblem(written?.problem);
    }
    this.topbar.update(this.snap);
    this.log.update(this.snap.log, answer.full ? 0 : answer.log.start, seatNamer(this.snap));
    this.announcer.update(this.snap, answer.full ? [] : answer.log.lines, this.renderer?.describePlayer);
    if (this.embed || !this.handover.hold(this.snap)) this.show(this.snap);
    this.hooks.onAnswer?.(this.snap);
    if (begin) this.startTogether();
    this.together?.broadcast(this.snap, replyTo);
    if (this.snap.over && !wasOver) this.recordFinished();
    if (!this.guest) this.bots.schedule(this.snap);
  }

  /** Keep the record of the game that just ended in the history (once per save; a game of bots only is nobody's). */
  async recordFinished() {
    const id = this.saveId;
    const snap = this.snap;
    if (!this.history || !id || this.history.has(id) || !isYours(snap)) return;
    try {
      const problem = this.history.add(recordOf(snap, await this.positionCode(), id, this.saver.setup.hinted));
      if (problem) toast(t("shell.history.not-kept", { reason: problem }), "error");
    } catch (err) {
      if (err.kind !== "stale") toast(t("shell.history.not-kept", { reason: this.errorText(err) }), "error");
    }
  }

  /** A game gets its links to the friends' phones and the screens that watch it, and the panel with their join codes (none on a guest phone or in an embed). */
  startTogether() {
    this.together?.close();
    this.together = null;
    if (this.guest || this.embed) return;
    const host = this.snap.seats.find((s) => s.kind === "human");
    this.together = new TogetherHost(this, { site: location.origin + location.pathname, hostName: host ? host.name : "", onChange: () => this.seatsPanel.update() });
    this.seatsPanel.show(this.together, (seat) => this.seatColor(this.snap, seat));
  }

  /** Show the game on another screen: a join code for a screen that watches (the public view only). */
  watchElsewhere() {
    if (this.together) this.seatsPanel.addWatcher();
  }

  /** Hand the snapshot to the renderer and show the score sheet once the game is over. */
  show(snap) {
    const focusWasHere = this.root.contains(document.activeElement);
    this.handover.shown(snap);
    this.renderer.render(snap);
    this.moves.update(snap);
    this.ensureLabels();
    // A panel rebuilt under the focused button must not drop the focus to the page: it goes to the panel.
    if (focusWasHere && !this.root.contains(document.activeElement)) this.panel.focus({ preventScroll: true });
    this.hintBox.update(snap, !this.guest && Boolean(this.saver.setup?.hints));
    this.root.classList.toggle("game-over", Boolean(snap.over));
    if (snap.over) this.scoreSheet.show(snap);
    else this.scoreSheet.hide();
  }

  // ---- the moves' words (sent only while the moves list is open or the board's cursor has the focus) ------
  /** Whether anything on screen reads the words of the legal moves now. */
  wantsLabels() {
    return this.moves.root.open || (Boolean(this.board) && document.activeElement === this.board.canvas);
  }

  /** Ask Python for the words of the shown snapshot's legal moves when they are wanted and missing. */
  async ensureLabels() {
    const snap = this.snap;
    if (!snap || snap.labels || !snap.legal.length || this.handover.held || this.labelsAsked === snap || !this.wantsLabels()) return;
    this.labelsAsked = snap;
    try {
      const { labels } = await this.request({ op: "labels" });
      if (this.snap !== snap || this.handover.held) return;
      snap.labels = labels;
      this.renderer.refreshCursor();
      this.moves.update(snap);
    } catch {
      // a closed game or a failed worker: the list stays without words, the table says the rest
    }
  }

  // ---- saving ---------------------------------------------------------------------------
  /** Save a setup a hint changed (now `hinted: true`), as the answers' records are saved. */
  markSetup(setup) {
    if (this.guest) return;
    const written = this.saver.markSetup(setup);
    if (written?.conflict) this.reloadChanged(true);
    else this.showWriteProblem(written?.problem);
  }

  /** Show (or clear) why the last write failed; play goes on in memory. */
  showWriteProblem(problem) {
    if (!problem) {
      if (this.writeProblem) this.setNotice(null);
      this.writeProblem = null;
      return;
    }
    if (this.writeProblem === problem) return;
    this.writeProblem = problem;
    toast(t("table.storage.not-saved", { problem: fmt(problem) }), "error");
    this.setNotice(() => storageNotice(problem, {
      store: this.store, keep: this.saveId, exportGame: () => this.exportGame(),
      retry: () => this.saver.rewrite()?.problem || null,
      onCleared: () => this.showWriteProblem(null),
    }));
  }

  /** Offer the game on the table as a file (with the public view of its position). */
  async exportGame() {
    if (!this.snap) return;
    await this.storeFreshView();
    this.hooks.onExport?.(this.saver.assemble());
  }

  /** Store the public view of the game's position (see GameSaver.storeFreshView); resolves once stored. */
  async storeFreshView() {
    this.storingViews++;
    try {
      await this.saver.storeFreshView((body) => this.engine.call(body));
    } finally {
      this.storingViews--;
      this.checkIdle();
    }
  }

  /** Another tab wrote this game: reload it from storage (saying so when a move of ours was lost). */
  onStorage(event) {
    if (!this.saveId || event.storageArea !== this.store.storage || event.key !== this.store.key("game", this.saveId)) return;
    let rev = null;
    try { rev = JSON.parse(event.newValue)?.rev; } catch { /* an unreadable header is judged on resume */ }
    if (event.newValue === null || this.saver.isNewer(rev)) this.reloadChanged(this.moving > 0);
  }

  /** Load the stored game again, after another tab changed it. */
  reloadChanged(midMove) {
    const id = this.saveId;
    const notice = midMove ? () => t("table.changed-elsewhere.reloaded") : null;
    if (midMove) toast(t("table.changed-elsewhere"), "error");
    this.resume(id, { notice }).catch((err) => {
      if (err.kind !== "stale") this.hooks.onGone?.(this.errorText(err));
    });
  }

  // ---- positions ------------------------------------------------------------------------
  /** The position code of the game on the table (Python encodes its setup and moves). */
  async positionCode() {
    if (!this.snap) throw Object.assign(new Error("no game is on the table"), { words: ["table.error.no-game"] });
    return (await this.request({ op: "position" })).code;
  }

  /** Call `use(code)` with the table's position code (an error is shown, not thrown). */
  async withPositionCode(use) {
    try {
      use(await this.positionCode());
    } catch (err) {
      if (err.kind !== "stale") toast(this.errorText(err), "error");
    }
  }

  // ---- idleness (for tests and host pages) ----------------------------------------------
  /** Resolves when no bot move and no request is pending. */
  waitIdle() {
    return this.idle.wait();
  }

  /** Resolve the waitIdle() promises when the table is idle. */
  checkIdle() {
    this.idle.check();
  }

  // ---- leaving --------------------------------------------------------------------------
  /** The same seats, options and hints setting with a new seed. */
  async rematch() {
    const { game, seats, options, hints } = this.saver.setup;
    try {
      const id = await this.start({ game, seats, options, hints, seed: randomSeed() });
      this.hooks.onStart?.(id);
    } catch (err) {
      if (err.kind !== "stale") toast(this.errorText(err), "error");
    }
  }

  /** Stop everything pending for the game on screen (answers still on their way are ignored); resolves once its public view is stored. */
  close() {
    this.bots.cancel();
    this.together?.close();
    this.together = null;
    this.seatsPanel.show(null);
    const stored = this.guest ? Promise.resolve() : this.storeFreshView();
    this.generation++;
    this.checkIdle();
    return stored;
  }

  /** Close the game and go back to the shelf once its public view is stored (a second tap meanwhile does nothing). */
  async leave() {
    if (this.leaving) return;
    this.leaving = true;
    try {
      await this.close();
    } finally {
      this.leaving = false;
    }
    this.saveId = null;
    this.hooks.onLeave?.();
  }
}
