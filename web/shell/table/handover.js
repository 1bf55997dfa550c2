// Pass-and-play: the screen that covers the table until the next human holds the device, so that a
// snapshot meant for one player never reaches the renderer while another may be looking.

import { el } from "../dom.js";
import { t } from "../i18n.js";
import { seatName } from "./seat-names.js";

export class Handover {
  /** stage: the element hidden while the screen shows; seatColor(snap, seat); onEnd(snap): the held snapshot may show. */
  constructor({ stage, seatColor, onEnd }) {
    this.stage = stage;
    this.seatColor = seatColor;
    this.onEnd = onEnd;
    this.root = el("div", { class: "handover", hidden: true });
    this.shownViewer = null; // the human whose private view is on screen
    this.held = null; // the snapshot held back behind the screen
  }

  /** Forget the previous game's viewer and lift the screen. */
  reset() {
    this.shownViewer = null;
    this.held = null;
    this.root.hidden = true;
    this.stage.classList.remove("concealed");
  }

  /** Note which human's view is now on screen. */
  shown(snap) {
    if (snap.viewer !== null && snap.viewer !== undefined) this.shownViewer = snap.viewer;
  }

  /** Whether `snap` must wait behind the screen (true: it is held, and the screen shows or stays). */
  hold(snap) {
    const humans = snap.seats.filter((s) => s.kind === "human").length;
    const change = snap.has_secrets && humans >= 2 && !snap.over && snap.viewer !== null && snap.viewer !== this.shownViewer;
    if (change) this.cover(snap);
    else if (this.held) this.held = snap;
    return change || this.held !== null;
  }

  /** Cover the table with "pass the device" for the snapshot's viewer. */
  cover(snap) {
    this.held = snap;
    const name = seatName(snap.seats, snap.viewer);
    this.stage.classList.add("concealed");
    const ready = el("button", { class: "btn primary big", type: "button", text: t("table.handover.ready", { name }), onclick: () => this.end() });
    this.root.replaceChildren(el("div", { class: "handover-card card" },
      el("div", { class: "handover-dot", style: { background: this.seatColor(snap, snap.viewer) } }),
      el("h2", { text: t("table.handover.pass", { name }) }),
      el("p", { class: "muted", text: t("table.handover.hint") }),
      ready));
    this.root.hidden = false;
    ready.focus({ preventScroll: true });
  }

  /** Draw the screen again in the current language while it shows. */
  redraw() {
    if (!this.root.hidden && this.held) this.cover(this.held);
  }

  /** The right player tapped: show the snapshot held back. */
  end() {
    const snap = this.held;
    this.held = null;
    this.root.hidden = true;
    this.stage.classList.remove("concealed");
    if (snap) this.onEnd(snap);
  }
}
