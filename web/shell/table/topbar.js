// The table's top bar: back, title, whose turn (or which bot is thinking), undo and the menu.

import { el } from "../dom.js";

/** "Ann to play", "Your turn", "Bot 2 is thinking…", "Game over". */
export function turnText(snap) {
  if (snap.over) return "Game over";
  const acting = snap.to_act.map((p) => snap.seats[p]);
  if (!acting.length) return "";
  const humans = snap.seats.filter((s) => s.kind === "human").length;
  const names = acting.map((seat) => (seat.kind === "human" && humans === 1 ? "You" : seat.name));
  if (acting.every((s) => s.kind === "bot")) return `${names.join(" & ")} ${names.length > 1 ? "are" : "is"} thinking…`;
  if (names.length === 1 && names[0] === "You") return "Your turn";
  return `${names.join(" & ")} to play`;
}

export class TopBar {
  /** actions: {leave(), undo(), share(), sharePosition(), exportGame()}; `turn` is the element that says whose turn it is. */
  constructor(actions) {
    this.title = el("h1", { class: "table-title" });
    this.turn = el("div", { class: "table-turn", attrs: { "aria-live": "polite" } });
    this.undoBtn = el("button", { class: "btn icon-btn", type: "button", text: "↶", title: "Undo your last move", attrs: { "aria-label": "Undo" }, disabled: true, onclick: () => actions.undo() });
    this.rulesLink = el("a", { class: "menu-item", text: "Rules of this game", attrs: { target: "_blank", rel: "noopener" } });
    const item = (text, action) => el("button", { class: "menu-item", type: "button", text, onclick: () => { this.closeMenu(); action(); } });
    this.menu = el("div", { class: "menu card", hidden: true },
      item("Back to the shelf", actions.leave), this.rulesLink, item("Share this setup", actions.share),
      item("Share this position", actions.sharePosition), item("Export this game", actions.exportGame));
    const menuBtn = el("button", { class: "btn icon-btn", type: "button", text: "⋯", title: "Menu", attrs: { "aria-label": "Menu", "aria-haspopup": "true" }, onclick: () => { this.menu.hidden = !this.menu.hidden; } });
    this.root = el("header", { class: "topbar table-topbar" },
      el("button", { class: "btn icon-btn back-btn", type: "button", text: "←", title: "Back to the shelf", attrs: { "aria-label": "Back to the shelf" }, onclick: () => actions.leave() }),
      el("div", { class: "table-heading" }, this.title, this.turn),
      this.undoBtn, el("div", { class: "menu-wrap" }, menuBtn, this.menu));
    document.addEventListener("click", (event) => {
      if (!this.menu.hidden && !event.target.closest(".menu-wrap")) this.closeMenu();
    });
  }

  /** Close the menu. */
  closeMenu() {
    this.menu.hidden = true;
  }

  /** A game is being set up: its title, rules link and a word on what is happening. */
  opening(gameId, title, text) {
    this.title.textContent = title || gameId;
    this.turn.textContent = text;
    this.rulesLink.setAttribute("href", `rules/${gameId}.html`);
    this.undoBtn.disabled = true;
  }

  /** Title, whose turn and undo from a snapshot. */
  update(snap) {
    this.title.textContent = snap.title;
    this.turn.textContent = turnText(snap);
    this.undoBtn.disabled = !snap.can_undo;
  }

  /** "<Bot> is thinking… 40%" while a searching bot reports progress. */
  thinking(name, progress) {
    this.turn.textContent = `${name} is thinking… ${Math.round(Math.max(0, Math.min(1, progress)) * 100)}%`;
  }
}
