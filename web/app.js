// The site: routes the URL hash to the shelf or a table, exposes window.gameshelf (the engine and the
// first board's files were started by start.js).

import { builtCatalog, engine, SITE_NAMESPACE } from "./start.js";
import { copyText, toast } from "./shell/dom.js";
import { newGameDialog } from "./shell/newgame.js";
import { linkTo, parseHash, setupHash } from "./shell/setup.js";
import { Shelf } from "./shell/shelf.js";
import { downloadText, exportName, readSaveFile } from "./shell/save-file.js";
import { shortText } from "./shell/save-record.js";
import { SaveStore, newSaveId } from "./shell/storage.js";
import { GameTable } from "./shell/table/game-table.js";
import { publicApi } from "./shell/table/public-api.js";
import { registerServiceWorker } from "./shell/update.js";

const CATALOG_KEY = "gameshelf:catalog";
const store = new SaveStore(SITE_NAMESPACE);

engine.ready.catch((err) => {
  shelf.setBanner(`The game engine could not start: ${err.message}. Reload the page to try again.`);
});

const shelfHost = document.getElementById("shelf-screen");
const tableHost = document.getElementById("table-screen");

const shelf = new Shelf(shelfHost, {
  store,
  hooks: {
    onNewGame: async (info) => {
      const setup = await newGameDialog(info);
      if (setup) await startGame(setup, info.title, { fromShelf: true });
    },
    onResume: (id) => navigate(`#play=${id}`),
    onExport: (id) => exportStored(id),
    onImport: (file) => importSave(file),
  },
});

const table = new GameTable(tableHost, {
  engine,
  store,
  hooks: {
    onLeave: () => leaveTable(),
    onShare: (setup) => copyText(linkTo(setupHash(setup)), "Setup link"),
    onExport: (save) => downloadText(exportName(save), JSON.stringify(save)),
    onStart: (id) => history.replaceState(history.state, "", `#play=${id}`),
    onGone: (message) => backToShelf(`That saved game cannot be resumed: ${message}`),
  },
});

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

let firstRouteDone;
const firstRoute = new Promise((resolve) => { firstRouteDone = resolve; });
window.gameshelf = publicApi(table, Promise.all([engine.ready, firstRoute, freshCatalog]).then(() => true));
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
  shelfHost.hidden = name !== "shelf";
  tableHost.hidden = name !== "table";
  document.body.dataset.screen = name;
}

/** Change the hash (with a history entry) and follow it; an entry pushed from the shelf is marked so. */
function navigate(hash) {
  history.pushState({ fromShelf: !hash }, "", hash || location.pathname + location.search);
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
  const parsed = parseHash(location.hash);
  const token = ++currentRoute;
  if (parsed.route === "shelf" || parsed.route === "error") {
    table.close();
    showScreen("shelf");
    shelf.renderSaves();
    shelf.setBanner(parsed.route === "error" ? parsed.message : "");
    if (parsed.route === "error") history.replaceState(null, "", location.pathname + location.search);
    return;
  }
  shelf.setBanner("");
  if (parsed.route === "play") return resumeGame(parsed.id);
  const info = await gameInfo(parsed.setup.game).catch(() => null);
  if (token !== currentRoute) return;
  if (!info) return backToShelf(`This link cannot start a game: the shelf has no game called “${parsed.setup.game}”.`);
  return startGame(parsed.setup, info.title);
}

function backToShelf(message) {
  history.replaceState(null, "", location.pathname + location.search);
  showScreen("shelf");
  shelf.renderSaves();
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
    if (err.kind !== "stale" && token === currentRoute) backToShelf(`The game could not start: ${err.message}`);
  }
}

async function resumeGame(id) {
  const token = ++currentRoute;
  showScreen("table");
  try {
    await table.resume(id);
  } catch (err) {
    if (err.kind === "stale" || token !== currentRoute) return;
    const reason = shortText(err.message, 120);
    if (err.kind) shelf.refuse(id, reason);
    backToShelf(`That saved game cannot be resumed: ${reason}`);
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
  const name = shortText(file.name, 40) || "The file";
  const refuse = (reason) => shelf.setBanner(`“${name}” cannot be imported: ${shortText(reason, 120).replace(/\.$/, "")}.`);
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
  if (!answer.ok) return refuse(String(answer.error || "the game engine refused it"));
  const problem = store.importSave(newSaveId(), save, answer);
  if (problem) return refuse(problem);
  shelf.setBanner("");
  toast(`Imported ${shortText(answer.title, 40)}`);
  shelf.renderSaves();
}

// ---- start ----------------------------------------------------------------------------------
// Back/forward and typed links all change the hash (popstate would fire too: listening to both runs routes twice).
window.addEventListener("hashchange", route);
// Another tab saved or deleted a game: the shelf's list follows (the table watches its own game).
window.addEventListener("storage", () => { if (!shelfHost.hidden) shelf.renderSaves(); });
route().finally(firstRouteDone);
registerServiceWorker(Promise.all([engine.ready, firstRoute])); // the precache waits until the first screen is up
