// The embed's lesson mode (embed.html#lesson=<game-id>/<lesson-id>, `&lang=fr` for French): one lesson board, no saves.
// Board -> host: {type: "gameshelf:ready"} once the lesson is open, {type: "gameshelf:lesson", game, id, step,
// steps, status} whenever the status changes (and the height, from embed.js), {type: "gameshelf:error", request: "open",
// error} when the lesson cannot be opened. Host -> board:
// {type: "gameshelf:get"} (answered with the lesson message), {type: "gameshelf:show"}, {type: "gameshelf:reset"},
// {type: "gameshelf:next"}; anything else is answered with {type: "gameshelf:error", request, error}.

import { createEngine } from "../../engine-client.js";
import { el } from "../dom.js";
import { fmt, ready as languageReady, t } from "../i18n.js";
import { lessonApi } from "../lesson/lesson-api.js";
import { LessonBoard } from "../lesson/lesson-board.js";
import { lessonHashRef } from "../lesson/lesson-list.js";
import { listen, loadingLine, tell } from "./parent.js";

/** Fill `host` with the lesson the hash names (in the page's language), tell the parent its status and answer its
 * messages (from the start: before the lesson is open they get "the lesson is not open yet"). */
export function start(host) {
  const named = lessonHashRef(location.hash);
  if (named.error) {
    languageReady.then(() => host.append(el("p", { class: "embed-error", text: fmt(named.error) })));
    return;
  }
  let board = null; // made once the page's catalog is loaded
  let told = "";
  const tellStatus = (status) => {
    const key = JSON.stringify(status);
    if (key !== told) tell({ type: "gameshelf:lesson", ...status });
    told = key;
  };
  const ready = languageReady.then(() => {
    const loading = loadingLine(el, t("shell.lesson.loading"));
    host.append(loading);
    const engine = createEngine(({ stage, fraction }) => {
      loading.say(stage === "ready" ? t("shell.lesson.setting-up") : t("shell.lesson.loading-percent", { percent: Math.round(fraction * 100) }));
    });
    board = new LessonBoard(host, { engine, ref: named.ref, headingLevel: 1, hooks: { onStatus: tellStatus } });
    const opened = board.open().then(() => true);
    opened.then(() => { loading.remove(); tell({ type: "gameshelf:ready" }); }, (err) => {
      loading.remove();
      tell({ type: "gameshelf:error", request: "open", error: String(err.message).slice(0, 120) }); // the board shows why too
    });
    return opened;
  });
  ready.catch(() => {}); // a lesson that cannot open is shown and told, not thrown: `ready` still rejects for whoever awaits it

  listen(async (data) => {
    if (!board?.status()) throw new Error("the lesson is not open yet");
    if (data.type === "gameshelf:get") tell({ type: "gameshelf:lesson", ...board.status() });
    else if (data.type === "gameshelf:show") await board.showMe();
    else if (data.type === "gameshelf:reset") await board.reset();
    else if (data.type === "gameshelf:next") await board.request({ op: "lesson_next" });
    else throw new Error(`unknown message type ${data.type.slice(0, 40)}`);
  });
  window.gameshelf = { ready, ...lessonApi(() => board), pointOf: (target) => board?.pointOf(target) ?? null };
}
