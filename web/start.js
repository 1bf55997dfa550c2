// The page's first script (index.html runs it before app.js, whose larger module graph is still
// loading): starts the Python worker, the build's catalog and the board files (renderer modules and
// static data) of the game the link opens, so that all of them load while Pyodide boots.

import { createEngine } from "./engine-client.js";
import { isGameId, parseHash } from "./shell/setup.js";
import { SaveStore } from "./shell/storage.js";
import { loadGameAssets } from "./shell/table/renderer-host.js";

export const SITE_NAMESPACE = "gameshelf"; // the site's SaveStore namespace

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

/** The engine of the page: the Python worker, booting from now on. */
export const engine = createEngine(showProgress);
engine.ready.catch(() => {
  bootBox.classList.add("failed");
  progressLabel.textContent = "The game engine could not start";
});

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
