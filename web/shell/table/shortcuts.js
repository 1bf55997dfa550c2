// The table's keyboard shortcuts and the `?` dialog that lists them (the README's How to play says the same).

import { el, modal } from "../dom.js";
import { t } from "../i18n.js";

/** The keys as the `?` dialog lists them: [key name, or null for its name in the catalog (table.keys.<id>.key), id]. */
export const SHORTCUTS = [
  ["?", "help"], ["B", "board"], [null, "arrows"], [null, "home-end"], [null, "enter"], [null, "escape"],
  ["M", "moves"], ["P", "panel"], ["D", "describe"], ["L", "log"], ["U", "undo"], ["R", "rotate"], [null, "tab"],
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
    el("h2", { text: t("table.keys") }),
    el("table", { class: "shortcuts" },
      el("thead", {}, el("tr", {}, el("th", { text: t("table.keys.key"), attrs: { scope: "col" } }), el("th", { text: t("table.keys.what"), attrs: { scope: "col" } }))),
      el("tbody", {}, SHORTCUTS.map(([key, id]) => el("tr", {},
        el("th", { text: key ?? t(`table.keys.${id}.key`), attrs: { scope: "row" } }), el("td", { text: t(`table.keys.${id}.what`) }))))),
    el("div", { class: "modal-actions" }, el("button", { class: "btn primary", type: "button", text: t("table.close"), onclick: () => close(true) })),
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
