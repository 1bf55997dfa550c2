// The legal moves as buttons, in the words Python gives them (snap.labels, messages, asked for while the list is open): every decision of every game
// can be made from this list with the keyboard or a screen reader. Up and Down move between the buttons.

import { el } from "../dom.js";
import { fmt, lang, t } from "../i18n.js";
import { seatNamer } from "./seat-names.js";
import { say } from "./words.js";

export class MoveList {
  /** play(move): send a move (the table's play; errors are already shown); onOpen(): the list was opened (it needs the words). */
  constructor({ play, onOpen }) {
    this.play = play;
    this.onOpen = onOpen;
    this.count = el("span", { class: "moves-count" });
    this.list = say(el("ul", { class: "moves-list" }), () => ({ label: t("table.moves.list") }));
    this.empty = say(el("p", { class: "muted moves-empty" }), () => ({ text: t("table.moves.none") }));
    this.summary = el("summary", {}, say(el("span"), () => ({ text: t("table.moves") })), " ", this.count);
    this.root = el("details", { class: "moves card", id: "your-moves" }, this.summary, this.empty, this.list);
    this.list.addEventListener("keydown", (event) => this.onKey(event));
    this.root.addEventListener("toggle", () => { if (this.root.open) onOpen(); });
    this.key = "";
    this.focusFirst = false; // focus() found no button yet: the first one to come takes the focus
  }

  /** Show the snapshot's legal moves (the list is rebuilt only when they or the language change; the focus stays in the list). */
  update(snap) {
    const live = Boolean(snap) && !snap.over;
    const labels = live ? snap.labels || [] : [];
    const count = live ? snap.legal.length : 0;
    const key = JSON.stringify([lang(), snap?.seats, count, labels]);
    if (key === this.key) return;
    this.key = key;
    const hadFocus = this.root.contains(document.activeElement) && (document.activeElement !== this.summary || this.focusFirst);
    const moves = snap ? snap.legal : [];
    const seatName = seatNamer(snap);
    this.list.replaceChildren(...labels.map((label, i) => el("li", {},
      el("button", { class: "move-btn", type: "button", text: fmt(label, seatName), onclick: () => this.choose(moves[i]) }))));
    this.count.textContent = `(${count})`;
    this.empty.hidden = count > 0;
    if (hadFocus) this.focus();
  }

  /** Play a move from the list; the buttons are off until the answer. */
  async choose(move) {
    if (this.list.classList.contains("moves-busy")) return;
    this.list.classList.add("moves-busy");
    try {
      await this.play(move);
    } catch {
      // the table has shown the error
    } finally {
      this.list.classList.remove("moves-busy");
    }
  }

  /** Open the list and focus its first move (or the summary when there is none). */
  focus() {
    this.root.open = true;
    this.onOpen();
    const first = this.list.querySelector("button");
    this.focusFirst = !first;
    (first || this.summary).focus();
  }

  /** Up/Down/Home/End move the focus between the buttons. */
  onKey(event) {
    const buttons = [...this.list.querySelectorAll("button")];
    const at = buttons.indexOf(document.activeElement);
    const to = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: buttons.length - 1 }[event.key];
    if (to === undefined || at < 0) return;
    event.preventDefault();
    buttons[Math.max(0, Math.min(buttons.length - 1, to))].focus();
  }
}
