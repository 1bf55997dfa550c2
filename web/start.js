// The page's first script (async, and its module graph is small, so it runs early): starts the Python worker, the
// build's catalog and the board files (renderer modules, static data, and a new game's board views) of the game the
// link opens, so that all of them load while Pyodide boots; then loads app.js (after table-start.js has drawn the
// board of a link to a stored game or a new game).

import { createEngine } from "./engine-client.js";
import { downloadWords } from "./shell/download-words.js";
import { fmt, ready, t } from "./shell/i18n.js";
import { isGameId, parseHash } from "./shell/setup.js";
import { SaveStore } from "./shell/storage.js";
import { loadBoardViews, loadGameAssets } from "./shell/table/renderer-host.js";

const SITE_NAMESPACE = "gameshelf"; // the site's SaveStore namespace

// index.html runs this script as soon as it has arrived (async), maybe before the body is parsed: the boot
// bar is drawn once the body and the language's words are there.
const parsed = document.readyState === "loading"
  ? new Promise((resolve) => document.addEventListener("DOMContentLoaded", resolve, { once: true }))
  : Promise.resolve();
const drawable = Promise.all([ready, parsed]);

// The worker's boot stages (web/worker.js) and their words.
const STAGE_WORDS = {
  "Fetching runtime": ["shell.boot.fetching"],
  "Starting Python": ["shell.boot.starting"],
  "Installing rules": ["shell.boot.installing"],
  ready: ["shell.boot.ready"],
};

/** Show the worker's boot progress in the header (in words once the language's catalog is loaded). */
function showProgress(progress) {
  drawable.then(() => drawProgress(progress));
}

/** Draw one boot progress report (with the bytes of the runtime's download while it comes). */
function drawProgress({ stage, fraction, received, total }) {
  document.getElementById("boot-bar").style.width = `${Math.round(Math.max(0.04, Math.min(1, fraction)) * 100)}%`;
  document.getElementById("boot-label").textContent = STAGE_WORDS[stage] ? fmt(STAGE_WORDS[stage]) : t("shell.boot.loading");
  const detail = total ? downloadWords(received, total, performance.now() - engineStarted) : "";
  document.getElementById("boot-detail").textContent = detail;
  document.getElementById("boot").setAttribute("aria-valuetext", detail || document.getElementById("boot-label").textContent);
  if (stage === "ready") setTimeout(() => document.getElementById("boot").classList.add("done"), 400);
}

/** What the page's link asks for (see setup.js parseHash). */
export const link = parseHash(location.hash);

const engineStarted = performance.now(); // when the runtime's download starts (the time estimate's clock)

/** The engine of the page: the Python worker, booting from now on (none on a guest phone: the host's phone runs the rules). */
export const engine = link.route === "join" ? null : createEngine(showProgress);
engine?.ready.catch(() => drawable.then(() => {
  document.getElementById("boot").classList.add("failed");
  document.getElementById("boot-label").textContent = t("shell.boot.failed");
}));

/**
 * The catalog this build wrote beside the site (data/catalog.json: what Python's `catalog` op answers,
 * made by the same build), or null when it cannot be read.
 */
export const builtCatalog = fetch("./data/catalog.json")
  .then((response) => (response.ok ? response.json() : null))
  .then((games) => (Array.isArray(games) ? games : null))
  .catch(() => null);

/** The site's saved games. */
export const store = new SaveStore(SITE_NAMESPACE);

/** The game id the link opens (a new game's, or a stored game's), or null. */
function linkedGame() {
  if (link.route === "new") return link.setup.game;
  if (link.route !== "play") return null;
  try {
    const game = (store.json("setup", link.id) || store.json("save", link.id))?.game;
    return isGameId(game) ? game : null;
  } catch {
    return null; // the table reports a damaged save when it opens it
  }
}

const game = linkedGame();
if (game) loadGameAssets(game).catch(() => {}); // a failure is reported when the table opens the game
if (link.route === "new") loadBoardViews(game).catch(() => {}); // its board before Python is up (none when unreadable)

// window.gameshelf exists from the first script on; app.js adds the rest (publish), and `ready` resolves once
// that is done and the first screen is up (docs/interfaces.md).
let resolveReady;
window.gameshelf = { ready: new Promise((resolve) => { resolveReady = resolve; }) };

/** Add app.js's API to window.gameshelf; its `ready` follows the API's own. */
export function publish({ ready: apiReady, ...api }) {
  Object.assign(window.gameshelf, api);
  resolveReady(apiReady);
}

/** Load the rest of the site (app.js: routes, the shelf, the rest of window.gameshelf) once. */
let appLoading = null;
export function loadApp() {
  appLoading ??= import("./app.js").catch((err) => console.error("the site's scripts could not be loaded", err));
}

// A link to a stored game or a new game draws its board first (table-start.js): the rest of the site loads after its
// first frame. A join link is a guest phone's page: its join screen, and no Python.
if (link.route === "join") {
  drawable.then(async () => {
    document.getElementById("boot").classList.add("done");
    const { joinScreen } = await import("./shell/together/join-screen.js");
    publish(joinScreen(document.getElementById("table-screen"), link.code));
  });
} else if (link.route !== "play" && link.route !== "new") loadApp();

