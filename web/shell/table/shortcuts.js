// The table's keyboard shortcuts and the `?` dialog that lists them (the README's How to play says the same).

import { el, modal } from "../dom.js";

/** [keys, what they do], as the `?` dialog shows them. */
export const SHORTCUTS = [
  ["?", "Show these keys"],
  ["B", "Go to the board"],
  ["Arrow keys", "On the board: move the cursor to the nearest place you can play that way"],
  ["Home / End", "On the board: the first / last place you can play"],
  ["Enter or Space", "On the board: play there (or open the choice it offers)"],
  ["Escape", "Cancel a half-made choice; close a dialog"],
  ["M", "Go to the list of all your moves (Up / Down to move, Enter to play)"],
  ["P", "Go to the panel: cards, hand, tools and actions"],
  ["D", "Go to the table in words (for screen readers)"],
  ["L", "Go to the game log"],
  ["U", "Undo your last move"],
  ["R", "Off the Rails: turn the track tile to lay"],
  ["Tab / Shift+Tab", "Top bar, board, panel, moves, log in turn"],
];

/** Whether a key press belongs to a text field, a dialog or a menu rather than to the table. */
function notForTable(event) {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return true;
  if (event.target.closest?.("input, textarea, select, [contenteditable]")) return true;
  return Boolean(document.querySelector(".modal-backdrop"));
}

/** Show the list of keys in a dialog. */
export function showShortcuts() {
  return modal((close) => [
    el("h2", { text: "Keyboard" }),
    el("table", { class: "shortcuts" },
      el("thead", {}, el("tr", {}, el("th", { text: "Key", attrs: { scope: "col" } }), el("th", { text: "What it does", attrs: { scope: "col" } }))),
      el("tbody", {}, SHORTCUTS.map(([keys, what]) => el("tr", {}, el("th", { text: keys, attrs: { scope: "row" } }), el("td", { text: what }))))),
    el("div", { class: "modal-actions" }, el("button", { class: "btn primary", type: "button", text: "Close", onclick: () => close(true) })),
  ], { className: "shortcuts-dialog" });
}

/** Listen for the table's keys while `isShown()`; `go` maps a letter to an action ({b, m, p, d, l, u}). */
export function listenShortcuts({ isShown, go }) {
  document.addEventListener("keydown", (event) => {
    if (!isShown() || notForTable(event)) return;
    const action = event.key === "?" ? showShortcuts : go[event.key.toLowerCase()];
    if (!action || event.key.length !== 1) return;
    event.preventDefault();
    action();
  });
}
