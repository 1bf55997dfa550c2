// The host's panel of remote seats: for each, whether its phone is connected; for a seat still waiting
// for its phone, the join link as a QR code (with Copy and Share) and the guest's reply, pasted or scanned.

import { copyText, el, toast } from "../dom.js";
import { t } from "../i18n.js";
import { botLevelName } from "../seat-kinds.js";
import { say } from "../table/words.js";
import { FIRST_WATCHER } from "./host.js";
import { scanner } from "./scanner.js";

const LINK_ERRORS = new Set(["room", "seat", "used", "timeout", "damaged", "version", "kind", "closed"]); // LinkError kinds with words

/** The words of a LinkError's reason (the timeout one says what to try). */
export function linkErrorText(err, name) {
  const kind = LINK_ERRORS.has(err.kind) ? err.kind : "damaged";
  return t(`together.error.${kind}`, { name });
}

export class SeatsPanel {
  constructor() {
    this.root = say(el("section", { class: "seats-panel card", hidden: true, attrs: { role: "region" } }), () => ({ label: t("together.panel") }));
    this.host = null;
    this.cards = new Map(); // seat -> {root, state, code}
  }

  /** Show the panel of a TogetherHost (null hides it; so does a game with no remote seat and no watching screen); `color(seat)` is a seat's colour. */
  show(host, color = () => "") {
    for (const card of this.cards.values()) card.stopScan?.();
    this.host = host;
    this.color = color;
    this.cards.clear();
    this.root.replaceChildren();
    const slots = host ? [...host.friendSeats(), ...host.watcherSlots()] : [];
    this.root.hidden = !slots.length;
    if (!slots.length) return;
    this.root.append(el("h2", { class: "seats-title", text: t("together.panel") }));
    for (const seat of slots) {
      const card = { seat, root: el("div", { class: "seat-card" }) };
      this.cards.set(seat, card);
      this.root.append(card.root);
      this.draw(card);
    }
  }

  /** The seats' connection states changed: draw each card again. */
  update() {
    for (const card of this.cards.values()) this.draw(card);
  }

  /** A seat's name, or the words for a watching screen. */
  name(seat) {
    return seat >= FIRST_WATCHER ? t("together.watcher.name", { n: seat - FIRST_WATCHER + 1 }) : this.host.table.snap.seats[seat].name;
  }

  /** Give a new screen a code to watch the game: its card, with its join code shown. */
  addWatcher() {
    const slot = this.host.addWatcher();
    this.show(this.host, this.color);
    this.showCode(this.cards.get(slot));
  }

  /** A friend's seat as the host's phone plays it now: its phone's state (TogetherHost.seatState), "here" (this device) or "bot". */
  seatState(seat) {
    const kind = seat >= FIRST_WATCHER ? "remote" : this.host.table.snap.seats[seat].kind;
    return kind === "remote" ? this.host.seatState(seat) : kind === "bot" ? "bot" : "here";
  }

  /** A seat's card: its state; while it has no phone, the button that shows its join code and the choice to play it here or by a bot; once handed over, the button that gives it back. */
  draw(card) {
    const { seat } = card;
    const name = this.name(seat);
    const state = this.seatState(seat);
    if (card.drawn === state) return; // a code on screen stays while the phone joins
    card.drawn = state;
    card.stopScan?.();
    const watcher = seat >= FIRST_WATCHER;
    const level = state === "bot" ? botLevelName(this.host.table.snap.seats[seat].bot) : "";
    const heading = el("div", { class: "seat-card-state", attrs: { "aria-live": "polite" } },
      watcher ? null : el("span", { class: "seat-dot", style: { background: this.color(seat) } }), watcher ? t(`together.watcher.${state}`, { name }) : t(`together.seat.${state}`, { name, level }));
    if (state === "here" || state === "bot") {
      const back = el("button", { class: "btn", type: "button", text: t("together.hand.back", { name }), onclick: () => this.handOver(seat, "remote") });
      card.root.replaceChildren(heading, back);
      return;
    }
    const showCode = el("button", { class: "btn primary", type: "button", text: t("together.join.show", { name }), onclick: () => this.showCode(card) });
    const online = state === "connected" || state === "back" || state === "other"; // a phone plays the seat
    card.root.replaceChildren(heading, ...(online ? [] : [showCode]), ...(watcher ? [] : [this.handOverRow(seat, name)]));
  }

  /** The choice to play a seat whose phone is not here on this device or by a bot instead. */
  handOverRow(seat, name) {
    const choice = el("select", { class: "input hand-kind", attrs: { "aria-label": t("together.hand.label", { name }) } },
      el("option", { value: "human", text: t("together.hand.here") }));
    this.host.table.botLevels().then((levels) => choice.append(
      ...levels.map((bot) => el("option", { value: `bot:${bot}`, text: t("shell.newgame.bot", { level: botLevelName(bot) }) }))));
    const hand = el("button", { class: "btn", type: "button", text: t("together.hand.go", { name }), onclick: () => {
      const [kind, bot] = choice.value.split(":");
      this.handOver(seat, kind, bot);
    } });
    return el("div", { class: "seat-card-actions hand-over" }, el("span", { class: "hand-label", text: t("together.hand.label", { name }) }), choice, hand);
  }

  /** Hand a seat to this device, a bot, or back to its friend's phone (whose join code is then shown). */
  async handOver(seat, kind, bot) {
    await this.host.table.setSeatKind(seat, kind, bot);
    const card = this.cards.get(seat);
    if (kind === "remote" && card) this.showCode(card);
  }

  /** The join link of a seat as a QR code with Copy and Share, and where its reply goes. */
  async showCode(card) {
    const { seat } = card;
    const name = this.name(seat);
    let url;
    try {
      url = await this.host.joinLink(seat);
    } catch (err) {
      toast(linkErrorText(err, name), "error");
      return;
    }
    const { drawQr } = await import("./qr.js");
    const canvas = el("canvas", { class: "join-qr", attrs: { role: "img", "aria-label": t("together.join.qr", { name }) } });
    drawQr(canvas, url, 4);
    const link = el("input", { class: "input join-link", type: "text", readOnly: true, value: url, attrs: { "aria-label": t("together.join.link", { name }) } });
    const copy = el("button", { class: "btn", type: "button", text: t("together.join.copy"), onclick: () => copyText(url) });
    const share = navigator.share
      ? el("button", { class: "btn", type: "button", text: t("together.join.share"), onclick: () => navigator.share({ url }).catch(() => {}) })
      : null;
    const reply = el("textarea", { class: "input reply-text", rows: 2, attrs: { "aria-label": t("together.reply.paste", { name }), placeholder: t("together.reply.paste", { name }) } });
    const status = el("p", { class: "seat-card-status", attrs: { "aria-live": "polite" } });
    const connect = el("button", { class: "btn primary", type: "button", text: t("together.reply.connect"), onclick: () => this.connect(card, reply.value, status) });
    const camera = el("div", { class: "reply-camera" });
    const scan = el("button", { class: "btn", type: "button", text: t("together.reply.scan"), onclick: () => this.scan(card, camera, status) });
    card.root.replaceChildren(card.root.firstChild,
      el("p", { class: "seat-card-hint", text: t("together.join.hint", { name }) }), canvas, link,
      el("div", { class: "seat-card-actions" }, copy, share),
      reply, el("div", { class: "seat-card-actions" }, connect, scan), camera, status, ...(seat >= FIRST_WATCHER ? [] : [this.handOverRow(seat, name)]));
  }

  /** Read a reply (pasted or scanned): the check code while connecting, then the card says connected (or why not). */
  async connect(card, text, status) {
    const name = this.name(card.seat);
    card.stopScan?.();
    try {
      const check = await this.host.acceptReply(text.trim(), (code) => { status.textContent = t("together.checking", { code, name }); });
      status.textContent = t("together.check", { code: check, name });
      this.update();
    } catch (err) {
      status.textContent = linkErrorText(err, name);
    }
  }

  /** Scan the reply from the guest's screen with this phone's camera. */
  async scan(card, camera, status) {
    card.stopScan?.();
    try {
      card.stopScan = await scanner(camera, (text) => this.connect(card, text, status));
    } catch {
      status.textContent = t("together.error.camera");
    }
  }
}
