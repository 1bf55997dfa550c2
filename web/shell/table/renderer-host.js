// The renderer of a game: its module and static data loaded once per game id, and the `table` object
// it is given (the renderer API of docs/interfaces.md).

import { createBoard } from "../board.js";
import { attachCursor } from "../board-cursor.js";
import { choose, el, toast } from "../dom.js";
import { t } from "../i18n.js";
import { SEAT_COLORS } from "./seat-colors.js";

const BUILD = { renderer_modules: {} }; // filled in by the build: {game id: the site paths of its renderer's modules}

/** Ask for every module of a game's renderer at once (not import by import), when the build listed them. */
function preloadRendererModules(gameId) {
  for (const path of BUILD.renderer_modules[gameId] || []) {
    document.head.append(el("link", { rel: "modulepreload", href: new URL(`../../${path}`, import.meta.url).href }));
  }
}

/** `load(gameId)`'s promise, kept per game id in `cache` (a failure is forgotten: a later call tries again). */
function oncePerGame(cache, gameId, load) {
  if (!cache.has(gameId)) {
    const promise = load(gameId);
    promise.catch(() => cache.delete(gameId));
    cache.set(gameId, promise);
  }
  return cache.get(gameId);
}

/** A JSON file of the build's data folder; rejects with the words of `failed(status)` when it cannot be read. */
function dataFile(name, failed) {
  return fetch(new URL(`../../data/${name}`, import.meta.url)).then((r) => {
    if (!r.ok) throw new Error(failed(String(r.status)));
    return r.json();
  });
}

/** The renderer module and static data of a game, loaded once per game id. */
const loaded = new Map();
export function loadGameAssets(gameId) {
  return oncePerGame(loaded, gameId, () => {
    preloadRendererModules(gameId);
    const module = import(new URL(`../../games/${gameId}/renderer.js`, import.meta.url).href);
    const data = dataFile(`${gameId}.json`, (status) => t("table.error.board-data", { status }));
    return Promise.all([module, data]).then(([mod, staticData]) => ({ createRenderer: mod.default, staticData }));
  });
}

/** The build's board views of a game (data/<game-id>.board.json: {seat count: the board of a new game with no deal}),
 * fetched once per game id; rejects when they cannot be read. */
const boardViews = new Map();
export function loadBoardViews(gameId) {
  return oncePerGame(boardViews, gameId, () => dataFile(`${gameId}.board.json`, (status) => `no board views (${status})`));
}

/**
 * A game's renderer on a new board in `boardHost`, its panel drawn in `panel` (emptied first), with the board's
 * keyboard cursor: {board, renderer}. `sendMove(move)` is what the renderer's submit calls; throws a readable
 * error when the game cannot be loaded.
 */
export async function mountRenderer(gameId, { boardHost, panel, sendMove, statusBar = false }) {
  let assets;
  try {
    assets = await loadGameAssets(gameId);
  } catch (err) {
    throw new Error(t("table.error.board", { error: err.message }));
  }
  const board = createBoard(boardHost, { statusBar });
  panel.replaceChildren();
  return { board, renderer: withCursor(assets.createRenderer, rendererApi({ board, panel, staticData: assets.staticData, sendMove })) };
}

/** Add a renderer's stylesheet to the document once (a constructed sheet: the CSP allows no inline style). */
const sheets = new Set();
function addStyles(id, css) {
  if (sheets.has(id)) return;
  sheets.add(id);
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

/**
 * The `table` a renderer is given. `submit(move)` sends a move unless one is on its way; it resolves
 * to the new snapshot, or null (an error is already shown, or a move was in flight).
 */
export function rendererApi({ board, panel, staticData, sendMove }) {
  const toasts = new Set(); // the renderer's toasts still on screen
  const api = {
    board, panel, static: staticData, colors: SEAT_COLORS, el, addStyles,
    over: false, // whether the snapshot drawn is a finished game's: a renderer's toasts (news of the play) are then not shown
    toast: (text) => {
      if (!api.over) toasts.add(toast(text));
    },
    /** Draw a finished game or not: once it is over, the renderer's toasts still on screen go. */
    setOver(over) {
      api.over = Boolean(over);
      if (!api.over) return;
      for (const item of toasts) item.remove();
      toasts.clear();
    },
    choose: (spec) => choose(spec),
    busy: false,
    async submit(move) {
      if (api.busy) return null;
      api.busy = true;
      try {
        return await sendMove(move);
      } catch {
        return null;
      } finally {
        api.busy = false;
      }
    },
  };
  return api;
}

/** Create a game's renderer on `api` (from rendererApi) with the board's keyboard cursor over the renderer's
 * `cursorTargets()`: any page that mounts a renderer this way gets the cursor (and `refreshCursor()`). */
export function withCursor(createRenderer, api) {
  const renderer = createRenderer(api);
  let shown = null;
  const cursor = attachCursor(api.board, {
    targets: () => (shown && !shown.preview && renderer.cursorTargets ? renderer.cursorTargets() : []),
    snap: () => shown,
    cancel: () => renderer.cancel?.(),
  });
  const render = renderer.render;
  renderer.render = (snap) => {
    shown = snap;
    api.setOver(snap?.over);
    render(snap);
    cursor.refresh();
  };
  renderer.refreshCursor = () => cursor.refresh(); // the shown snapshot got its moves' words
  return renderer;
}
