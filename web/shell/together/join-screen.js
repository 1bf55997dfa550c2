// A guest phone's page (#join=<code>): whose game it joins and as which seat, this phone's reply (a QR
// code and its text), and once the host's phone has read it, the table of this phone's seat. No Python
// runs here: the host's phone answers every request for this seat.

import { copyText, el, toast } from "../dom.js";
import { t } from "../i18n.js";
import { JOIN_GAMES } from "../protocol.js";
import { showOnly } from "../screens.js";
import { GameTable } from "../table/game-table.js";
import { publicApi } from "../table/public-api.js";
import { loadGameAssets } from "../table/renderer-host.js";
import { registerServiceWorker } from "../update.js";
import { GuestEngine } from "./guest.js";
import { FIRST_WATCHER } from "./host.js";
import { GuestLink, LinkError } from "./peer-link.js";
import { markUsed, phoneToken, usedBefore } from "./phone-memory.js";
import { linkErrorText } from "./seats-panel.js";

/** Open the join screen of a join code inside `host`; returns the page API (window.gameshelf's) for tests and host pages. */
export function joinScreen(host, code) {
  let link;
  try {
    link = new GuestLink(code);
  } catch (err) {
    host.replaceChildren(el("div", { class: "join-card card" }, el("p", { class: "banner banner-error", text: linkErrorText(err, "") })));
    const refused = Promise.reject(err);
    refused.catch(() => {});
    return { ready: Promise.resolve(), together: { reply: () => refused, seat: () => null } };
  }
  const watching = link.join.seat >= FIRST_WATCHER;
  const seat = watching ? null : link.join.seat;
  const hostName = link.join.host;
  const game = JOIN_GAMES[link.join.game];
  loadGameAssets(game).catch(() => {}); // the renderer loads while the host reads the reply
  const words = { host: hostName || t("together.the-host"), game: t(`${game}.title`), n: seat + 1 };
  const title = watching ? t("together.guest.watching", words) : t("together.guest.joining", words);
  if (usedBefore(code)) { // this phone joined with it already: the host's phone has a new one for it
    host.replaceChildren(el("div", { class: "join-card card" }, el("h1", { class: "join-title", text: title }),
      el("p", { class: "banner banner-error", text: t("together.guest.used", words) })));
    const used = Promise.reject(new LinkError("used", "this join code was used already"));
    used.catch(() => {});
    return { ready: Promise.resolve(), together: { reply: () => used, seat: () => seat, connected: () => used } };
  }
  const status = el("p", { class: "join-status", attrs: { "aria-live": "polite" }, text: t("together.guest.making-reply") });
  const qr = el("canvas", { class: "join-qr", attrs: { role: "img", "aria-label": t("together.guest.reply-qr", words) } });
  const text = el("input", { class: "input reply-text", type: "text", readOnly: true, attrs: { "aria-label": t("together.guest.reply-text") } });
  const copy = el("button", { class: "btn", type: "button", text: t("together.guest.copy"), onclick: () => copyText(text.value, ["together.reply.what"]) });
  const card = el("div", { class: "join-card card" },
    el("h1", { class: "join-title", text: title }),
    el("p", { text: t("together.guest.show-reply", words) }), qr, text, copy, status);
  host.replaceChildren(card);
  showOnly("table");

  const replying = link.reply();
  const tableHost = el("div", { class: "join-table" });
  let table = null;
  const engine = new GuestEngine(link, { // listening from now on: the host speaks first as soon as the channel opens
    onPush: (answer) => table?.takePush(answer), // before the table asks for its first state, a push has nothing to add
    onGone: (reason) => {
      const why = reason === "handed" ? reason : "gone"; // the host plays this seat now, or its phone went away
      table?.setNotice(() => t(`together.guest.${why}`, words));
    },
  });
  const notYet = () => Promise.reject(new Error("not connected to the host's phone yet"));
  const waiting = { snap: null, waitIdle: () => Promise.resolve(), play: notYet, positionCode: notYet, bots: { setPace() {} } };
  const connected = replying.then(async (reply) => {
    text.value = reply;
    const { drawQr } = await import("./qr.js");
    drawQr(qr, reply, 5);
    status.textContent = t("together.guest.waiting", { ...words, code: link.check });
    await link.opening;
    engine.welcomed.then(() => {
      markUsed(code);
      link.send({ t: "hello", token: phoneToken() }); // the host's phone tells a phone that comes back from a new one
    }, () => {});
    table = new GameTable(tableHost, { engine, store: null, guest: true, hooks: { onLeave: () => location.replace(location.pathname) } });
    host.replaceChildren(tableHost);
    await table.joinGame(game);
  });
  registerServiceWorker(connected); // the offline copy of the site, once the board is up
  connected.catch((err) => {
    status.textContent = linkErrorText(err, words.host);
    toast(status.textContent, "error");
  });
  const api = publicApi(waiting, replying.then(() => {}, () => {}), () => table || waiting);
  return { ...api, together: { reply: () => replying, seat: () => seat, connected: () => connected } };
}
