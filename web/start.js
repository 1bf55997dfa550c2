// The page's first script (index.html runs it before app.js, whose larger module graph is still
// loading): starts the Python worker, the build's catalog and the board files (renderer modules and
// static data) of the game the link opens, so that all of them load while Pyodide boots.

import { createEngine } from "./engine-client.js";
import { fmt, ready, t } from "./shell/i18n.js";
import { isGameId, parseHash } from "./shell/setup.js";
import { SaveStore } from "./shell/storage.js";
import { loadGameAssets } from "./shell/table/renderer-host.js";

export const SITE_NAMESPACE = "gameshelf"; // the site's SaveStore namespace

const progressBar = document.getElementById("boot-bar");
const progressLabel = document.getElementById("boot-label");
const bootBox = document.getElementById("boot");

// The worker's boot stages (web/worker.js) and their words.
const STAGE_WORDS = {
  "Fetching runtime": ["shell.boot.fetching"],
  "Starting Python": ["shell.boot.starting"],
  "Installing rules": ["shell.boot.installing"],
  ready: ["shell.boot.ready"],
};

/** Show the worker's boot progress in the header (in words once the language's catalog is loaded). */
function showProgress(progress) {
  ready.then(() => drawProgress(progress));
}

/** Draw one boot progress report. */
function drawProgress({ stage, fraction }) {
  progressBar.style.width = `${Math.round(Math.max(0.04, Math.min(1, fraction)) * 100)}%`;
  progressLabel.textContent = STAGE_WORDS[stage] ? fmt(STAGE_WORDS[stage]) : t("shell.boot.loading");
  if (stage === "ready") setTimeout(() => bootBox.classList.add("done"), 400);
}

/** The engine of the page: the Python worker, booting from now on. */
export const engine = createEngine(showProgress);
engine.ready.catch(() => ready.then(() => {
  bootBox.classList.add("failed");
  progressLabel.textContent = t("shell.boot.failed");
}));

/**
 * The catalog this build wrote beside the site (data/catalog.json: what Python's `catalog` op answers,
 * made by the same build), or null when it cannot be read.
 */
export const builtCatalog = fetch("./data/catalog.json")
  .then((response) => (response.ok ? response.json() : null))
  .then((games) => (Array.isArray(games) ? games : null))
  .catch(() => null);

/** The game id the link opens (a new game's, or a stored game's), or null. */
function linkedGame() {
  const parsed = parseHash(location.hash);
  if (parsed.route === "new") return parsed.setup.game;
  if (parsed.route !== "play") return null;
  try {
    const store = new SaveStore(SITE_NAMESPACE);
    const game = (store.json("setup", parsed.id) || store.json("save", parsed.id))?.game;
    return isGameId(game) ? game : null;
  } catch {
    return null; // the table reports a damaged save when it opens it
  }
}

const game = linkedGame();
if (game) loadGameAssets(game).catch(() => {}); // a failure is reported when the table opens the game
