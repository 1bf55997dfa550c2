// The table's top bar: back, title, whose turn (or which bot is thinking), undo and the menu.

import { el } from "../dom.js";
import { fmt, lang, ready, t } from "../i18n.js";
import { languageMenu } from "../language-menu.js";
import { seatName } from "./seat-names.js";
import { say } from "./words.js";

/** The game's name in the current language. */
export function gameTitle(gameId) {
  return t(`${gameId}.title`);
}

/** "Ann to play", "Your turn", "Bot 2 is thinking…", "Game over". */
export function turnText(snap) {
  if (snap.over) return t("table.turn.over");
  if (!snap.to_act.length) return "";
  const humans = snap.seats.filter((s) => s.kind === "human").length;
  const soleHuman = (p) => snap.seats[p].kind === "human" && humans === 1;
  if (snap.to_act.length === 1 && soleHuman(snap.to_act[0])) return t("table.turn.yours");
  const names = { list: snap.to_act.map((p) => (soleHuman(p) ? t("table.turn.you") : seatName(snap.seats, p))) };
  if (snap.to_act.every((p) => snap.seats[p].kind === "bot")) return t("table.turn.thinking", { names, n: snap.to_act.length });
  return t("table.turn.to-play", { names });
}

/** The address of a game's rules page in the current language (rules/<id>.html, rules/<id>.<lang>.html). */
function rulesPage(gameId) {
  return lang() === "en" ? `rules/${gameId}.html` : `rules/${gameId}.${lang()}.html`;
}

export class TopBar {
  /** actions: {guest (a guest phone: no sharing, no export), leave(), undo(), share(), sharePosition(), exportGame(), seats(), watch()}; `turn` is the element that says whose turn it is. */
  constructor(actions) {
    this.title = el("h1", { class: "table-title" });
    this.turn = el("div", { class: "table-turn", attrs: { "aria-live": "polite" } });
    this.gameId = null;
    this.undoBtn = say(el("button", { class: "btn icon-btn", type: "button", text: "↶", disabled: true, onclick: () => actions.undo() }),
      () => ({ title: t("table.undo.title"), label: t("table.undo") }));
    this.rulesLink = say(el("a", { class: "menu-item", attrs: { target: "_blank", rel: "noopener" } }), () => ({ text: t("table.menu.rules") }));
    const item = (words, action) => say(el("button", { class: "menu-item", type: "button", onclick: () => { this.closeMenu(); action(); } }), () => ({ text: fmt(words) }));
    this.menu = el("div", { class: "menu card", hidden: true },
      item(["table.back"], actions.leave), this.rulesLink, ...(actions.guest ? [] : [item(["table.menu.share-setup"], actions.share),
        item(["table.menu.share-position"], actions.sharePosition), item(["table.menu.export"], actions.exportGame),
        item(["table.menu.seats"], actions.seats), item(["together.watcher.add"], actions.watch)]));
    ready.then(() => this.menu.append(languageMenu({ className: "menu-item" }))); // switching redraws the table in place
    this.menuBtn = say(el("button", { class: "btn icon-btn", type: "button", text: "⋯", attrs: { "aria-haspopup": "true", "aria-expanded": "false" },
      onclick: () => this.setMenuOpen(this.menu.hidden) }), () => ({ title: t("table.menu"), label: t("table.menu") }));
    const backBtn = say(el("button", { class: "btn icon-btn back-btn", type: "button", text: "←", onclick: () => actions.leave() }),
      () => ({ title: t("table.back"), label: t("table.back") }));
    this.root = el("header", { class: "topbar table-topbar" }, backBtn,
      el("div", { class: "table-heading" }, this.title, this.turn),
      this.undoBtn, el("div", { class: "menu-wrap" }, this.menuBtn, this.menu));
    document.addEventListener("click", (event) => {
      if (!this.menu.hidden && !event.target.closest(".menu-wrap")) this.closeMenu();
    });
    document.addEventListener("keydown", (event) => {
      if (event.key !== "Escape" || this.menu.hidden) return;
      event.preventDefault();
      this.closeMenu();
      this.menuBtn.focus();
    });
  }

  /** Open or close the menu (its button says which). */
  setMenuOpen(open) {
    this.menu.hidden = !open;
    this.menuBtn.setAttribute("aria-expanded", String(open));
  }

  /** Close the menu. */
  closeMenu() {
    this.setMenuOpen(false);
  }

  /** A game is being set up: its title, rules link and a word on what is happening (a message). */
  opening(gameId, doing) {
    this.gameId = gameId;
    this.doing = doing;
    this.title.textContent = gameTitle(gameId);
    this.turn.textContent = fmt(doing);
    this.rulesLink.setAttribute("href", rulesPage(gameId));
    this.undoBtn.disabled = true;
  }

  /** Title, whose turn and undo from a snapshot (null: the game is still opening). */
  update(snap) {
    if (!snap) {
      if (this.gameId) this.opening(this.gameId, this.doing);
      return;
    }
    this.title.textContent = gameTitle(snap.game);
    this.rulesLink.setAttribute("href", rulesPage(snap.game));
    this.turn.textContent = turnText(snap);
    this.undoBtn.disabled = !snap.can_undo;
  }

  /** "<Bot> is thinking… 40%" while a searching bot reports progress. */
  thinking(name, progress) {
    this.turn.textContent = t("table.turn.progress", { name, percent: Math.round(Math.max(0, Math.min(1, progress)) * 100) });
  }
}
