// What the table says when a save cannot be written: storage is full (offer to export this game or to
// delete finished ones, then write the whole game again) or another problem (export to keep the game).

import { confirmDialog, el } from "../dom.js";

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
 * The notice for a write problem: the reason, "Export this game" and, when there are finished games,
 * "Delete finished games" (then retry() writes the whole game again; onCleared() once it worked).
 */
export function storageNotice(problem, { store, keep, exportGame, retry, onCleared }) {
  const finished = finishedGames(store, keep);
  const text = `${problem}: this game goes on in memory only, and a reload would lose it. Export it to keep it${finished.length ? ", or delete finished games to make room" : ""}.`;
  const freeSpace = async () => {
    const count = finishedGames(store, keep).length;
    const yes = await confirmDialog({ title: "Delete finished games?", text: `Delete ${count} finished game${count === 1 ? "" : "s"} from this device? This cannot be undone.`, action: "Delete", danger: true });
    if (!yes) return;
    for (const id of finishedGames(store, keep)) store.remove(id);
    if (!retry()) onCleared();
  };
  return [
    el("p", { text }),
    el("div", { class: "notice-actions" },
      el("button", { class: "btn primary", type: "button", text: "Export this game", onclick: exportGame }),
      finished.length ? el("button", { class: "btn ghost", type: "button", text: "Delete finished games", onclick: freeSpace }) : null),
  ];
}
