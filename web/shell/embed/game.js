// The embed's game mode (embed.html#new=... or #play=...): one live table, no menus, its own save namespace, driven by postMessage.
// Host -> board: {type: "gameshelf:play", move} | {type: "gameshelf:new", setup} | {type: "gameshelf:get"}
// | {type: "gameshelf:focus", target, zoom} (centre the board on a renderer target, e.g. {route: 58}).
// Board -> host: {type: "gameshelf:ready"} once Python is up, {type: "gameshelf:move", events, view, legal, to_act,
// over, score} after each move (events are public facts; the view is the shown seat's), {type: "gameshelf:state",
// game, view, legal, to_act, over, score} after new/get, {type: "gameshelf:error", request, error} when a message
// is refused. Only messages from the parent window are read, and answers go to the parent's origin only.

import { createEngine } from "../../engine-client.js";
import { el } from "../dom.js";
import { fmt, ready as languageReady, t } from "../i18n.js";
import { checkSetup, parseHash, withSeatNames } from "../setup.js";
import { SaveStore } from "../storage.js";
import { GameTable } from "../table/game-table.js";
import { publicApi } from "../table/public-api.js";
import { focusBoard } from "./focus.js";
import { listen, loadingLine, tell } from "./parent.js";

const KEEP_SAVES = 12;

/** What the seat shown may see of a snapshot: its view and moves, public facts (never a save or a raw move). */
function seatFacts(snap) {
  return { view: snap.view, legal: snap.legal, to_act: snap.to_act, over: snap.over, score: snap.score };
}

/** The answer to `new` and `get`. */
function stateMessage(snap) {
  return { type: "gameshelf:state", game: snap.game, ...seatFacts(snap) };
}

/** Fill `host` with the live table, follow the hash, answer the parent's messages and set `window.gameshelf`. */
export async function start(host) {
  await languageReady;
  const store = new SaveStore("gameshelf-embed");
  const loading = loadingLine(el, t("shell.embed.loading-game"));
  host.append(loading);
  const engine = createEngine(({ stage, fraction }) => {
    loading.say(stage === "ready" ? t("shell.embed.setting-up") : t("shell.embed.loading-game-percent", { percent: Math.round(fraction * 100) }));
  });

  const table = new GameTable(host, {
    engine,
    store,
    embed: true,
    hooks: {
      onAnswer: (snap) => { if (snap.events.length) tell({ type: "gameshelf:move", events: snap.events, ...seatFacts(snap) }); },
      onGone: (message) => fail(t("shell.embed.cannot-resume", { reason: message })),
    },
  });

  function fail(text) {
    loading.remove();
    host.replaceChildren(el("p", { class: "embed-error", text }));
  }

  /** Start a setup, keep it under a fresh id and point the hash at it (a reload resumes it). */
  async function startSetup(setup) {
    const id = await table.start(withSeatNames(setup));
    loading.remove();
    history.replaceState(null, "", `#play=${id}`);
    store.prune(KEEP_SAVES, id);
    return table.snap;
  }

  /** Follow the hash the page was opened with. */
  async function openFromHash() {
    const parsed = parseHash(location.hash);
    if (parsed.route === "error") return fail(fmt(parsed.message));
    if (parsed.route === "new") return startSetup(parsed.setup).catch((err) => fail(t("shell.embed.cannot-start", { reason: err.message })));
    if (parsed.route === "play") {
      return table.resume(parsed.id).then(() => loading.remove(), (err) => fail(t("shell.embed.cannot-resume", { reason: String(err.message).slice(0, 120) })));
    }
    loading.say(t("shell.embed.waiting"));
    return null;
  }

  /** Answer one message from the parent page; shapes are checked before anything reaches Python. */
  async function answer(data) {
    if (data.type === "gameshelf:play") {
      if (!("move" in data)) throw new Error("a play message needs a move");
      JSON.stringify(data.move);
      await table.play(data.move);
    } else if (data.type === "gameshelf:new") {
      tell(stateMessage(await startSetup(checkSetup(data.setup))));
    } else if (data.type === "gameshelf:focus") {
      focusBoard(table, data.target, data.zoom);
    } else if (data.type === "gameshelf:get") {
      if (!table.snap) throw new Error("no game is on the board yet");
      tell(stateMessage(table.snap));
    } else {
      throw new Error(`unknown message type ${data.type.slice(0, 40)}`);
    }
  }

  listen(answer);
  engine.ready.catch((err) => fail(t("shell.embed.engine-failed", { reason: err.message })));
  const firstOpen = openFromHash();
  const ready = Promise.all([engine.ready, firstOpen]).then(() => true);
  ready.then(() => tell({ type: "gameshelf:ready" }), () => {});
  window.gameshelf = publicApi(table, ready);
}
