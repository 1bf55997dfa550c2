// The site: boots the Python worker, routes the URL hash to the shelf or a table, exposes window.gameshelf.

import { createEngine } from "./engine-client.js";
import { copyText, toast } from "./shell/dom.js";
import { newGameDialog } from "./shell/newgame.js";
import { linkTo, parseHash, setupHash } from "./shell/setup.js";
import { Shelf } from "./shell/shelf.js";
import { SaveStore, downloadText, exportName, newSaveId, saveProblem } from "./shell/storage.js";
import { GameTable, publicApi } from "./shell/table.js";
import { registerServiceWorker } from "./shell/update.js";

const CATALOG_KEY = "gameshelf:catalog";
const store = new SaveStore("gameshelf");
const progressBar = document.getElementById("boot-bar");
const progressLabel = document.getElementById("boot-label");
const bootBox = document.getElementById("boot");

/** Show the worker's boot progress in the header. */
function showProgress({ stage, fraction }) {
  progressBar.style.width = `${Math.round(Math.max(0.04, Math.min(1, fraction)) * 100)}%`;
  const text = stage === "ready" ? "Ready" : `${stage || "Loading"}…`;
  progressLabel.textContent = text.charAt(0).toUpperCase() + text.slice(1);
  if (stage === "ready") setTimeout(() => bootBox.classList.add("done"), 400);
}

const engine = createEngine(showProgress);
engine.ready.catch((err) => {
  bootBox.classList.add("failed");
  progressLabel.textContent = "The game engine could not start";
  shelf.setBanner(`The game engine could not start: ${err.message}. Reload the page to try again.`);
});

const shelfHost = document.getElementById("shelf-screen");
const tableHost = document.getElementById("table-screen");

const shelf = new Shelf(shelfHost, {
  store,
  hooks: {
    onNewGame: async (info) => {
      const setup = await newGameDialog(info);
      if (setup) await startGame(setup, info.title);
    },
    onResume: (id) => navigate(`#play=${id}`),
    onExport: (id) => {
      const text = store.readText(id);
      let save = {};
      try { save = JSON.parse(text); } catch { /* a damaged save is exported as it is */ }
      downloadText(exportName(save || {}), text);
    },
    onImport: (file) => importSave(file),
  },
});

const table = new GameTable(tableHost, {
  engine,
  store,
  hooks: {
    onLeave: () => navigate(""),
    onShare: (snap) => copyText(linkTo(setupHash(snap.save)), "Setup link"),
    onExport: (snap) => downloadText(exportName(snap.save), JSON.stringify(snap.save)),
    onStart: (id) => history.replaceState(null, "", `#play=${id}`),
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

const freshCatalog = engine.ready.then(async () => {
  const answer = await engine.call({ op: "catalog" });
  if (!answer.ok) throw new Error(answer.error);
  try { localStorage.setItem(CATALOG_KEY, JSON.stringify(answer.games)); } catch { /* the cache is optional */ }
  shelf.setCatalog(answer.games);
  return answer.games;
});
freshCatalog.catch(() => {});
const cached = cachedCatalog();
if (cached) shelf.setCatalog(cached);
else {
  shelf.renderSaves();
  builtCatalog().then((games) => { if (games && !shelf.catalog) shelf.setCatalog(games); });
}

/** The catalog the build wrote beside the site, so a first visit paints the shelf before Python boots. */
async function builtCatalog() {
  try {
    const response = await fetch("./data/catalog.json");
    const games = response.ok ? await response.json() : null;
    return Array.isArray(games) ? games : null;
  } catch {
    return null;
  }
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

/** Change the hash (with a history entry) and follow it. */
function navigate(hash) {
  history.pushState(null, "", hash || location.pathname + location.search);
  return route();
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

async function startGame(setup, title) {
  const token = ++currentRoute;
  showScreen("table");
  try {
    const id = await table.start(setup, title);
    if (token === currentRoute) history.replaceState(null, "", `#play=${id}`);
  } catch (err) {
    if (err.kind !== "stale" && token === currentRoute) backToShelf(`The game could not start: ${err.message}`);
  }
}

async function resumeGame(id) {
  const save = store.read(id);
  const problem = save ? saveProblem(save, null) : "That saved game is not on this device.";
  if (problem) return backToShelf(problem);
  const token = ++currentRoute;
  showScreen("table");
  try {
    await table.resume(id, save);
  } catch (err) {
    if (err.kind === "stale" || token !== currentRoute) return;
    shelf.refuse(id, err.message);
    backToShelf(`That saved game cannot be resumed: ${err.message}`);
  }
}

// ---- import ---------------------------------------------------------------------------------
async function importSave(file) {
  let save;
  try {
    save = JSON.parse(await file.text());
  } catch {
    shelf.setBanner(`“${file.name}” is not a Gameshelf save file.`);
    return;
  }
  const problem = saveProblem(save, null);
  if (problem) {
    shelf.setBanner(`“${file.name}” cannot be imported: ${problem}`);
    return;
  }
  await engine.ready;
  const answer = await engine.call({ op: "load", save });
  if (!answer.ok) {
    shelf.setBanner(`“${file.name}” cannot be imported: ${answer.error}.`);
    return;
  }
  const id = newSaveId();
  const failure = store.write(id, { ...save, id });
  if (failure) shelf.setBanner(`“${file.name}” cannot be imported: ${failure}.`);
  else {
    shelf.setBanner("");
    toast(`Imported ${save.title || save.game}`);
  }
  shelf.renderSaves();
}

// ---- start ----------------------------------------------------------------------------------
// Back/forward and typed links all change the hash (popstate would fire too: listening to both runs routes twice).
window.addEventListener("hashchange", route);
const firstRoute = route();

registerServiceWorker();

window.gameshelf = publicApi(table, Promise.all([engine.ready, firstRoute, freshCatalog]).then(() => true));
