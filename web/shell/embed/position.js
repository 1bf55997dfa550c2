// The embed's position mode (embed.html#position=<code>[&at=<move>][&seat=<n>|spectator]): a read-only replay with
// first / back / forward / last and the seat it is seen from, scriptable by the host page.
// Host -> board: {type: "gameshelf:goto", at} (a move index; "last" for the end) | {type: "gameshelf:seat", seat}
// (a seat index, or null for the spectator) | {type: "gameshelf:get"} | {type: "gameshelf:focus", target, zoom}.
// Board -> host: {type: "gameshelf:ready"} once the position is drawn, {type: "gameshelf:replay", game, at, count,
// seat, to_act, over, score, view} whenever the moment shown changes (by the reader or the host) and after get,
// {type: "gameshelf:error", request, error} when a message is refused.

import { createEngine } from "../../engine-client.js";
import { el } from "../dom.js";
import { fmt, ready as languageReady, t } from "../i18n.js";
import { parseHash } from "../setup.js";
import { ReplayViewer } from "../replay/viewer.js";
import { publicApi } from "../table/public-api.js";
import { focusBoard } from "./focus.js";
import { listen, loadingLine, tell } from "./parent.js";

/** The message that tells the host which moment is shown (what the seat shown may see, as on screen). */
function replayMessage(moment) {
  const { game, at, count, seat, to_act, over, score, view } = moment;
  return { type: "gameshelf:replay", game, at, count, seat, to_act, over, score, view };
}

/** Fill `host` with the replay viewer of the hash's code, answer the parent's messages and set `window.gameshelf`. */
export async function start(host) {
  await languageReady;
  const loading = loadingLine(el, t("shell.embed.loading-position"));
  host.append(loading);
  const engine = createEngine(({ stage, fraction }) => {
    loading.say(stage === "ready" ? t("shell.embed.opening-position") : t("shell.embed.loading-position-percent", { percent: Math.round(fraction * 100) }));
  });
  const viewer = new ReplayViewer(host, { engine, embed: true, hooks: { onMoment: (moment) => tell(replayMessage(moment)) } });
  viewer.root.hidden = true;

  function fail(text) {
    loading.remove();
    host.replaceChildren(el("p", { class: "embed-error", text }));
    throw new Error(text);
  }

  /** Open the code the hash names. */
  async function openFromHash() {
    const parsed = parseHash(location.hash);
    if (parsed.route === "error") fail(fmt(parsed.message));
    try {
      await viewer.open(parsed.code, { at: parsed.at, seat: parsed.seat });
    } catch (err) {
      fail(t("shell.embed.cannot-show-position", { reason: String(err.message).slice(0, 160) }));
    }
    loading.remove();
    viewer.root.hidden = false;
  }

  /** Answer one message from the parent page; shapes are checked before anything reaches Python. */
  async function answer(data) {
    if (!viewer.moment) throw new Error("no position is shown yet");
    if (data.type === "gameshelf:goto") {
      const at = data.at === "last" ? viewer.moment.count : data.at;
      if (!Number.isInteger(at) || at < 0 || at > viewer.moment.count) throw new Error(`at must be a move from 0 to ${viewer.moment.count} or "last"`);
      if (at === viewer.wanted.at) tell(replayMessage(viewer.moment));
      else await viewer.go(at);
    } else if (data.type === "gameshelf:seat") {
      const seat = data.seat;
      if (seat !== null && !(Number.isInteger(seat) && seat >= 0 && seat < viewer.moment.seats.length)) throw new Error("seat must be a seat index or null");
      if (seat === viewer.wanted.seat) tell(replayMessage(viewer.moment));
      else await viewer.setSeat(seat);
    } else if (data.type === "gameshelf:focus") {
      focusBoard(viewer, data.target, data.zoom);
    } else if (data.type === "gameshelf:get") {
      tell(replayMessage(viewer.moment));
    } else {
      throw new Error(`unknown message type ${data.type.slice(0, 40)}`);
    }
  }

  listen(answer);
  engine.ready.catch((err) => fail(t("shell.embed.engine-failed", { reason: err.message }))).catch(() => {});
  const ready = Promise.all([engine.ready, openFromHash()]).then(() => true);
  ready.then(() => tell({ type: "gameshelf:ready" }), () => {});
  window.gameshelf = publicApi(viewer, ready);
}
