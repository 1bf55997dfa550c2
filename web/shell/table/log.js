// The game log beside the board: one line per move, newest first, updated from each answer's new lines.

import { el } from "../dom.js";

export class GameLog {
  constructor({ open }) {
    this.list = el("ol", { class: "log-list", tabIndex: 0, attrs: { "aria-label": "Moves so far, newest first" } });
    this.count = el("span", { class: "log-count" });
    this.root = el("details", { class: "log card", open }, el("summary", {}, "Game log ", this.count), this.list);
    this.lines = 0;
  }

  /** Open the log and put the focus on it. */
  focus() {
    this.root.open = true;
    this.root.querySelector("summary").focus();
  }

  /** Show the snapshot's lines; `start` is where the answer's new lines begin (lines before it are kept). */
  update(lines, start = 0) {
    const kept = Math.min(start, this.lines);
    while (this.lines > kept) {
      this.list.firstElementChild?.remove();
      this.lines--;
    }
    for (const line of lines.slice(kept)) {
      this.list.prepend(el("li", { text: line }));
      this.lines++;
    }
    this.count.textContent = `(${this.lines})`;
  }
}
