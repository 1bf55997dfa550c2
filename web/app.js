// The site: routes the URL hash to the shelf or a table, exposes window.gameshelf (the engine and the
// first board's files were started by start.js, the table by table-start.js).

import { builtCatalog, engine, publish, store } from "./start.js";
import { resumeOnTable, table } from "./table-start.js";
import { copyText, toast } from "./shell/dom.js";
import { fmt, hashLanguage, onLangChange, ready, t } from "./shell/i18n.js";
import { languageMenu } from "./shell/language-menu.js";
import { HistoryScreen } from "./shell/history/history-screen.js";
import { HistoryStore } from "./shell/history/history-store.js";
import { keepPageTranslated } from "./shell/page-text.js";
import { lessonApi } from "./shell/lesson/lesson-api.js";
import { firstToLearn, lessonHash, lessonHashRef, lessonList } from "./shell/lesson/lesson-list.js";
import { LessonScreen } from "./shell/lesson/lesson-screen.js";
import { onProgressChange } from "./shell/lesson/progress.js";
import { newGameDialog } from "./shell/newgame.js";
import { continueDialog } from "./shell/replay/continue-dialog.js";
import { shareDialog } from "./shell/replay/share-dialog.js";
import { ReplayViewer } from "./shell/replay/viewer.js";
import { linkTo, parseHash, positionHash, setupHash, withSeatNames } from "./shell/setup.js";
import { Shelf } from "./shell/shelf.js";
import { downloadText, exportName, readSaveFile } from "./shell/save-file.js";
import { shortText } from "./shell/save-record.js";
import { showOnly } from "./shell/screens.js";
import { newSaveId } from "./shell/storage.js";
import { publicApi } from "./shell/table/public-api.js";
import { registerServiceWorker } from "./shell/update.js";
import { measureDeviceSpeed } from "./shell/device-speed.js";

await ready; // the language's catalog: every screen below is drawn in it

const CATALOG_KEY = "gameshelf:catalog:2"; // 2: its words are messages (docs/i18n.md)

/** A refused answer's reason in the page's language: its message when Python sent one, else its English error. */
function answerReason(answer) {
  return shortText(answer.message ? fmt(answer.message) : String(answer.error), 120);
}

engine.ready.catch((err) => {
  shelf.setBanner(["shell.error.engine", { reason: err.message }]);
});

keepPageTranslated();
document.getElementById("site-header").append(languageMenu());

const shelfHost = document.getElementById("shelf-screen");
const viewerHost = document.getElementById("viewer-screen");
const lessonHost = document.getElementById("lesson-screen");
const gameHistory = new HistoryStore();
const historyScreen = new HistoryScreen(document.getElementById("history-screen"), {
  store: gameHistory,
  engine,
  hooks: { onLeave: () => leaveTable(), onReplay: (code, how) => navigate(positionHash(code, how)) },
});

const shelf = new Shelf(shelfHost, {
  store,
  hooks: {
    onNewGame: async (info) => {
      const setup = await newGameDialog(info);
      if (setup) await startGame(setup, info.title, { fromShelf: true });
    },
    onLearn: (info) => learn(info.id),
    onResume: (id) => navigate(`#play=${id}`),
    onReplay: (id) => replayStored(id),
    onExport: (id) => exportStored(id),
    onImport: (file) => importSave(file),
    onHistory: () => navigate("#history", { fromShelf: true }),
  },
});

table.hooks = {
  onLeave: () => leaveTable(),
  onShare: (setup) => copyText(linkTo(setupHash(setup)), ["shell.copy.setup-link"]),
  onSharePosition: (code, title) => shareDialog(code, title),
  onReplay: (code, how) => navigate(positionHash(code, how)),
  onExport: (save) => downloadText(exportName(save), JSON.stringify(save)),
  onStart: (id) => history.replaceState(history.state, "", `#play=${id}`),
  onGone: (message) => backToShelf(["shell.error.cannot-resume", { reason: message }]),
};

// ---- the catalog: cached from the last visit so the shelf paints at once ------------------
function cachedCatalog() {
  try {
    const games = JSON.parse(localStorage.getItem(CATALOG_KEY));
    return Array.isArray(games) ? games : null;
  } catch {
    return null;
  }
}

// The build's own catalog (Python is asked only when it cannot be read): a link opens its game
// while Python boots, and the worker's first request is the game itself.
const freshCatalog = builtCatalog.then(async (built) => {
  let games = built;
  if (!games) {
    await engine.ready;
    const answer = await engine.call({ op: "catalog" });
    if (!answer.ok) throw new Error(answer.error);
    games = answer.games;
  }
  try { localStorage.setItem(CATALOG_KEY, JSON.stringify(games)); } catch { /* the cache is optional */ }
  shelf.setCatalog(games);
  return games;
});
freshCatalog.catch(() => {});

let viewer = null; // the replay viewer, built when a position is first opened

/** The replay viewer (built on first use, so a page that never opens a position has no second board). */
function replayViewer() {
  viewer ??= new ReplayViewer(viewerHost, {
    engine,
    hooks: {
      onLeave: () => leaveTable(),
      onShare: (code) => shareDialog(code, viewer.moment.title),
      onShareAnalysis: (code, analysis) => copyText(linkTo(positionHash(code, { seat: analysis.seat, analysis: analysis.link })), ["table.replay.analysis.link"]),
      onContinue: (moment) => continueFrom(moment),
      onMoment: (moment) => keepMomentInLink(moment),
      analyses: { load: (code, seat) => gameHistory.analysis(code, seat), keep: (code, analysis) => gameHistory.keepAnalysis(code, analysis) },
    },
  });
  return viewer;
}

/** Keep the address on the moment shown, so that a reload or a copied address opens it again (its lang= stays). */
function keepMomentInLink(moment) {
  if (!location.hash.startsWith("#position=")) return;
  const lang = hashLanguage();
  const hash = positionHash(viewer.code, { at: moment.at, seat: moment.seat, analysis: viewer.linkedAnalysis }) + (lang ? `&lang=${encodeURIComponent(lang)}` : "");
  if (hash !== location.hash) history.replaceState(history.state, "", hash);
}

let firstRouteDone;
const firstRoute = new Promise((resolve) => { firstRouteDone = resolve; });
const tableApi = publicApi(table, Promise.all([engine.ready, firstRoute, freshCatalog]).then(() => true),
  () => (document.body.dataset.screen === "viewer" ? viewer : table));
publish({
  ...tableApi,
  ...lessonApi(() => lessons.current()),
  pointOf: (target) => (lessons.current() ? lessons.current().pointOf(target) : tableApi.pointOf(target)),
  /** The games finished on this device (newest first), as Your games shows them. */
  history: () => gameHistory.read().records,
});
onLangChange(() => {
  shelf.build();
  if (document.body.dataset.screen === "history") historyScreen.show();
}); // the table and the viewer redraw themselves; the shelf is rebuilt in the new language

// The cached catalog (a shelf hidden behind a #play= link's table is drawn only when it is shown).
const cached = cachedCatalog();
if (cached) {
  try { shelf.setCatalog(cached); } catch { shelf.renderSaves(); } // a damaged cache waits for the fresh catalog
} else {
  shelf.renderSaves();
}

/** The catalog entry of a game id, from the freshest catalog known. */
async function gameInfo(gameId) {
  const games = await freshCatalog;
  return games.find((g) => g.id === gameId) || null;
}

// ---- screens and routes ---------------------------------------------------------------------
function showScreen(name) {
  showOnly(name);
  if (name !== "viewer") viewer?.close();
  if (name !== "lesson") lessons.close();
  if (name === "shelf") shelf.show(); // drawn only while shown: lessons done and saves changed since
}

/** Change the hash (with a history entry) and follow it; an entry pushed from the shelf is marked so. */
function navigate(hash, { fromShelf = !hash } = {}) {
  history.pushState({ fromShelf }, "", hash || location.pathname + location.search);
  return route();
}

/** Back to the shelf from a table: the shelf's own history entry when the table was opened from it. */
function leaveTable() {
  if (history.state?.fromShelf) history.back();
  else navigate("");
}

/** Show what the current hash asks for. */
let currentRoute = 0; // bumps whenever the screen is asked for something else: late answers are then ignored

async function route() {
  const named = lessonHashRef(location.hash);
  const parsed = named ? (named.error ? { route: "error", message: named.error } : { route: "lesson", ref: named.ref }) : parseHash(location.hash);
  const token = ++currentRoute;
  if (parsed.route === "shelf" || parsed.route === "error") {
    table.close();
    showScreen("shelf");
    shelf.setBanner(parsed.route === "error" ? parsed.message : "");
    if (parsed.route === "error") history.replaceState(null, "", location.pathname + location.search);
    return;
  }
  shelf.setBanner("");
  if (parsed.route === "join") return location.reload(); // a guest phone's page starts without Python (start.js)
  if (parsed.route === "lesson") return openLesson(parsed.ref, token);
  if (parsed.route === "history") {
    table.close();
    showScreen("history");
    return historyScreen.show();
  }
  if (parsed.route === "play") return resumeGame(parsed.id);
  if (parsed.route === "position") return openPosition(parsed, token);
  const info = await gameInfo(parsed.setup.game).catch(() => null);
  if (token !== currentRoute) return;
  if (!info) return backToShelf(["shell.link.unknown-game", { game: parsed.setup.game }]);
  return startGame(withSeatNames(parsed.setup), info.title);
}

function backToShelf(message) {
  history.replaceState(null, "", location.pathname + location.search);
  showScreen("shelf");
  if (message) shelf.setBanner(message);
}

/** Start a setup on the table; from the shelf's dialog it gets a history entry of its own (Back returns to the shelf). */
async function startGame(setup, title, { fromShelf = false } = {}) {
  const token = ++currentRoute;
  showScreen("table");
  try {
    const id = await table.start(setup, title);
    if (token !== currentRoute) return;
    if (fromShelf) history.pushState({ fromShelf: true }, "", `#play=${id}`);
    else history.replaceState(null, "", `#play=${id}`);
  } catch (err) {
    if (err.kind !== "stale" && token === currentRoute) backToShelf(["shell.error.cannot-start", { reason: err.message }]);
  }
}

async function resumeGame(id) {
  const token = ++currentRoute;
  showScreen("table");
  try {
    await resumeOnTable(id);
  } catch (err) {
    if (err.kind === "stale" || token !== currentRoute) return;
    const reason = shortText(err.message, 120);
    if (err.kind) shelf.refuse(id, reason);
    backToShelf(["shell.error.cannot-resume", { reason }]);
  }
}

// ---- positions: the replay viewer, Replay of a stored game, Continue from here -------------
/** Open a position code in the viewer; a code Python refuses opens nothing and the shelf says why. */
async function openPosition({ code, at, seat, analyse, analysis }, token) {
  table.close();
  if (document.body.dataset.screen === "shelf") shelf.setBanner(["shell.position.opening"], "info");
  try {
    await replayViewer().open(code, { at, seat, analyse, analysis });
  } catch (err) {
    if (err.kind !== "stale" && token === currentRoute) backToShelf(["shell.link.bad-position", { reason: shortText(err.message, 160).replace(/\.$/, "") }]);
    return;
  }
  if (token !== currentRoute) return;
  shelf.setBanner("");
  showScreen("viewer");
}

/** Replay a stored (finished) game: its code from Python (after a full replay of the save), then the viewer. */
async function replayStored(id) {
  let answer;
  try {
    const save = store.assemble(id);
    await engine.ready;
    answer = await engine.call({ op: "position", save });
  } catch (err) {
    answer = { ok: false, error: err.message };
  }
  if (!answer.ok) return shelf.setBanner(["shell.error.cannot-replay", { reason: answerReason(answer) }]);
  navigate(positionHash(answer.code), { fromShelf: true });
}

/** Continue from here: ask who plays, store the new game (other saves untouched), then open it on the table. */
async function continueFrom({ code, at, seats, game }) {
  const info = await gameInfo(game).catch(() => null);
  if (!info) return toast(t("shell.error.no-such-game"), "error");
  const chosen = await continueDialog(info, seats, at);
  if (!chosen) return;
  const answer = await engine.call({ op: "continue", code, at, seats: chosen });
  if (!answer.ok) return toast(t("shell.error.cannot-start", { reason: answerReason(answer) }), "error");
  const id = newSaveId();
  const problem = store.importSave(id, answer.save, answer, { continued: at });
  if (problem) return toast(t("shell.error.cannot-save", { reason: problem }), "error");
  navigate(`#play=${id}`);
}

// ---- lessons ----------------------------------------------------------------------------------
const lessons = new LessonScreen(lessonHost, {
  engine,
  hooks: { onLeave: () => leaveTable(), onOpen: (ref) => navigate(lessonHash(ref)) },
});
lessonList().then((list) => shelf.setLessons(list), () => {});
onProgressChange(() => lessonList().then((list) => shelf.setLessons(list), () => {}));

/** Learn on the shelf: the game's first lesson not done yet. */
async function learn(gameId) {
  const ref = firstToLearn(await lessonList(), gameId);
  if (ref) navigate(lessonHash(ref));
}

/** Show a lesson full page (it never touches the table's game or the saves). */
async function openLesson(ref, token) {
  table.close();
  showScreen("lesson");
  try {
    await lessons.open(ref);
  } catch (err) {
    if (token === currentRoute) backToShelf(["shell.error.cannot-open-lesson", { reason: shortText(err.message, 120) }]);
  }
}

// ---- export and import ----------------------------------------------------------------------
/** Download a stored game as one v2 file (a damaged version-1 save as the text it holds). */
function exportStored(id) {
  try {
    const save = store.assemble(id);
    downloadText(exportName(save), JSON.stringify(save));
  } catch (err) {
    const raw = store.text("save", id);
    if (raw !== null) downloadText("damaged.gameshelf.json", raw);
    else shelf.setBanner(shortText(err.message, 120));
  }
}

/** Import a save file: checked by Python (a full replay) before anything is stored. */
async function importSave(file) {
  const name = shortText(file.name, 40) || "?";
  const refuse = (reason) => shelf.setBanner(["shell.import.refused", { name, reason: shortText(reason, 120).replace(/\.$/, "") }]);
  let save;
  try {
    save = await readSaveFile(file);
  } catch (err) {
    return refuse(err.message);
  }
  let answer;
  try {
    await engine.ready;
    answer = await engine.call({ op: "check", save });
  } catch (err) {
    answer = { ok: false, error: err.message };
  }
  if (!answer.ok) return refuse(answer.error ? answerReason(answer) : t("shell.import.engine-refused"));
  const problem = store.importSave(newSaveId(), save, answer);
  if (problem) return refuse(problem);
  shelf.setBanner("");
  toast(t("shell.import.done", { game: [`${answer.game}.title`] }));
  shelf.renderSaves();
}

// ---- start ----------------------------------------------------------------------------------
// Back/forward and typed links all change the hash (popstate would fire too: listening to both runs routes twice).
window.addEventListener("hashchange", route);
// Another tab saved or deleted a game: the shelf's list follows (the table watches its own game).
window.addEventListener("storage", () => shelf.renderSaves()); // drawn only while the shelf is shown
route().finally(firstRouteDone);
registerServiceWorker(Promise.all([engine.ready, firstRoute])); // the precache waits until the first screen is up
// How fast this device searches, measured once the first screen is up and idle (before the worker's snapshot maker).
Promise.all([engine.ready, firstRoute]).then(() => table.waitIdle()).then(() => measureDeviceSpeed(engine, engine.timings?.version ?? ""))
  .catch(() => {});
