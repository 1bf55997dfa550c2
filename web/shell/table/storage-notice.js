// What the table says when a save cannot be written: storage is full (offer to export this game or to
// delete finished ones, then write the whole game again) or another problem (export to keep the game).

import { confirmDialog, el } from "../dom.js";
import { fmt, t } from "../i18n.js";

/** The ids of the finished games in a store, except `keep`. */
function finishedGames(store, keep) {
  return store.ids().filter((id) => {
    if (id === keep) return false;
    try {
      return store.json("game", id)?.over === true;
    } catch {
      return false;
    }
  });
}

/**
 * The notice for a write problem (`problem`: text or a message): the reason, "Export this game" and, when there are finished games,
 * "Delete finished games" (then retry() writes the whole game again; onCleared() once it worked).
 */
export function storageNotice(problem, { store, keep, exportGame, retry, onCleared }) {
  const finished = finishedGames(store, keep);
  const text = finished.length ? t("table.storage.memory-only.or-delete", { problem: fmt(problem) }) : t("table.storage.memory-only", { problem: fmt(problem) });
  const freeSpace = async () => {
    const count = finishedGames(store, keep).length;
    const yes = await confirmDialog({ title: t("table.storage.delete.title"), text: t("table.storage.delete.text", { n: count }), action: t("table.storage.delete.action"), danger: true });
    if (!yes) return;
    for (const id of finishedGames(store, keep)) store.remove(id);
    if (!retry()) onCleared();
  };
  return [
    el("p", { text }),
    el("div", { class: "notice-actions" },
      el("button", { class: "btn primary", type: "button", text: t("table.menu.export"), onclick: exportGame }),
      finished.length ? el("button", { class: "btn ghost", type: "button", text: t("table.storage.delete"), onclick: freeSpace }) : null),
  ];
}
