// The game log beside the board: one line per move, newest first, updated from each answer's new lines.

import { el } from "../dom.js";
import { fmt, t } from "../i18n.js";
import { say } from "./words.js";

export class GameLog {
  constructor({ open }) {
    this.list = say(el("ol", { class: "log-list", tabIndex: 0 }), () => ({ label: t("table.log.list") }));
    this.count = el("span", { class: "log-count" });
    this.root = el("details", { class: "log card", open }, el("summary", {}, say(el("span"), () => ({ text: t("table.log") })), " ", this.count), this.list);
    this.lines = 0;
  }

  /** Open the log and put the focus on it. */
  focus() {
    this.root.open = true;
    this.root.querySelector("summary").focus();
  }

  /**
   * Show the snapshot's lines (messages; seatName(i) names the seats); `start` is where the answer's new lines begin
   * (lines before it are kept; 0 draws them all again, as after a language change).
   */
  update(lines, start = 0, seatName = undefined) {
    const kept = Math.min(start, this.lines);
    while (this.lines > kept) {
      this.list.firstElementChild?.remove();
      this.lines--;
    }
    for (const line of lines.slice(kept)) {
      this.list.prepend(el("li", { text: fmt(line, seatName) }));
      this.lines++;
    }
    this.count.textContent = `(${this.lines})`;
  }
}
