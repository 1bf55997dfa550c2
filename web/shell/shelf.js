// The home screen: the game shelf and the saved games (resume, delete, export, import).

import { confirmDialog, el } from "./dom.js";
import { lessonsDone } from "./lesson/progress.js";
import { readEntry } from "./save-record.js";

const DATE_FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** "2–5 players" / "2 players". */
function playerCount(info) {
  return info.min_players === info.max_players ? `${info.min_players} players` : `${info.min_players}–${info.max_players} players`;
}

export class Shelf {
  /**
   * host: element to fill; store: SaveStore;
   * hooks: {onNewGame(info), onLearn(info), onResume(id), onReplay(id), onExport(id), onImport(file)}.
   */
  constructor(host, { store, hooks }) {
    this.store = store;
    this.hooks = hooks;
    this.catalog = null;
    this.lessons = {}; // game id -> [{id, title, steps, rule}]
    this.refusals = new Map(); // save id -> the error Python gave when it refused to load it
    this.banner = el("div", { class: "banner", hidden: true, attrs: { role: "alert" } });
    const placeholder = () => el("div", { class: "game-card card skeleton", attrs: { "aria-hidden": "true" } });
    this.gameGrid = el("div", { class: "game-grid", attrs: { "aria-busy": "true", "aria-label": "Loading the games" } },
      placeholder(), placeholder(), placeholder());
    this.saveList = el("div", { class: "save-list" });
    const fileInput = el("input", { type: "file", accept: ".json,application/json", class: "visually-hidden", attrs: { "aria-label": "Import a saved game file" },
      onchange: () => {
        const file = fileInput.files[0];
        fileInput.value = "";
        if (file) this.hooks.onImport(file);
      } });
    this.fileInput = fileInput;
    this.root = el("main", { class: "shelf" },
      this.banner,
      el("section", { class: "shelf-section" }, el("h2", { class: "section-title", text: "Games" }), this.gameGrid),
      el("section", { class: "shelf-section saves-section" },
        el("div", { class: "section-head" }, el("h2", { class: "section-title", text: "Saved games" }),
          el("button", { class: "btn ghost import-btn", type: "button", text: "Import a game…", onclick: () => fileInput.click() })),
        fileInput, this.saveList));
    host.append(this.root);
  }

  /** Show or clear the message at the top of the shelf. */
  setBanner(text, kind = "error") {
    this.banner.hidden = !text;
    this.banner.className = `banner banner-${kind}`;
    this.banner.textContent = text || "";
  }

  /** Set the catalog (list of game infos) and redraw. */
  setCatalog(games) {
    this.catalog = games;
    this.gameGrid.replaceChildren(...games.map((info) => this.gameCard(info)));
    this.gameGrid.removeAttribute("aria-busy");
    this.gameGrid.removeAttribute("aria-label");
    this.renderSaves();
  }

  /** Set the lessons of every game (data/lessons.json) and redraw the cards with Learn and the lessons done. */
  setLessons(lessons) {
    this.lessons = lessons;
    if (this.catalog) this.setCatalog(this.catalog);
  }

  /** The Learn button of a game with lessons, and how many of them are done on this device. */
  learnParts(info) {
    const lessons = this.lessons[info.id] || [];
    if (!lessons.length) return [null, null];
    const done = lessonsDone();
    const count = lessons.filter((lesson) => done.has(`${info.id}/${lesson.id}`)).length;
    const label = count ? `${count} of ${lessons.length} lessons done` : `${lessons.length} short lessons`;
    return [
      el("button", { class: "btn learn-btn", type: "button", text: "Learn", attrs: { "aria-label": `Learn ${info.title}: ${label}` }, onclick: () => this.hooks.onLearn(info) }),
      el("span", { class: `lesson-progress ${count === lessons.length ? "all-done" : ""}`, text: count === lessons.length ? `✓ ${label}` : label }),
    ];
  }

  /** One game on the shelf: title, players, play time, lessons done, new game, learn and rules. */
  gameCard(info) {
    const [learn, progress] = this.learnParts(info);
    return el("article", { class: "game-card card", dataset: { game: info.id } },
      el("div", { class: "game-art", attrs: { "aria-hidden": "true" } }, el("span", { text: info.title.charAt(0) })),
      el("div", { class: "game-body" },
        el("h3", { text: info.title }),
        el("p", { class: "game-meta" },
          el("span", { text: playerCount(info) }),
          info.play_time ? el("span", { text: info.play_time }) : null,
          progress),
        info.blurb ? el("p", { class: "game-blurb", text: info.blurb }) : null,
        el("div", { class: "card-actions" },
          el("button", { class: "btn primary new-game-btn", type: "button", text: "New game", onclick: () => this.hooks.onNewGame(info) }),
          learn,
          el("a", { class: "btn ghost", href: `rules/${info.id}.html`, text: "Rules" }))));
  }

  /** Redraw the saved-games list from storage; each record is read and drawn on its own, a bad one as damaged. */
  renderSaves() {
    const known = this.catalog ? new Set(this.catalog.map((g) => g.id)) : null;
    let entries = [];
    try {
      entries = this.store.ids().map((id) => readEntry(this.store, id, known));
    } catch {
      entries = []; // storage itself cannot be read (blocked by the browser)
    }
    entries.sort((a, b) => b.updated - a.updated);
    this.root.classList.toggle("has-saves", entries.length > 0);
    if (!entries.length) {
      this.saveList.replaceChildren(el("p", { class: "muted empty", text: "No saved games yet. Start one above — every move is saved on this device." }));
      return;
    }
    this.saveList.replaceChildren(...entries.map((entry) => {
      try {
        return this.saveCard(entry);
      } catch {
        return this.saveCard({ ...entry, title: "Unreadable save", problem: "This save is damaged and cannot be shown." });
      }
    }));
  }

  /** One saved game (an entry of readEntry): resume, export, delete; a save that cannot be used says why. */
  saveCard(entry) {
    const { id } = entry;
    const refused = this.refusals.get(id);
    const problem = entry.problem || (refused ? `This save cannot be resumed: ${refused}` : null);
    const del = el("button", { class: "btn ghost danger-text", type: "button", text: "Delete", onclick: () => this.remove(id, entry.problem ? null : entry.title) });
    const exp = el("button", { class: "btn ghost", type: "button", text: "Export", onclick: () => this.hooks.onExport(id) });
    if (problem) {
      return el("article", { class: "save-card card broken", dataset: { save: id } },
        el("div", { class: "save-main" }, el("h3", { text: entry.title }), el("p", { class: "save-problem", text: problem })),
        el("div", { class: "card-actions" }, exp, del));
    }
    const when = entry.updated ? DATE_FORMAT.format(new Date(entry.updated)) : "";
    return el("article", { class: "save-card card", dataset: { save: id } },
      el("div", { class: "save-main" },
        el("h3", { text: entry.title }),
        el("p", { class: "save-players", text: entry.players.join(", ") }),
        el("p", { class: "save-status" },
          el("span", { text: entry.status }),
          el("span", { class: "muted", text: `${entry.moves} move${entry.moves === 1 ? "" : "s"}` }),
          when ? el("span", { class: "muted", text: when }) : null)),
      el("div", { class: "card-actions" },
        el("button", { class: "btn primary resume-btn", type: "button", text: "Resume", onclick: () => this.hooks.onResume(id) }),
        entry.over ? el("button", { class: "btn ghost replay-btn", type: "button", text: "Replay", title: "Step through this game move by move", onclick: () => this.hooks.onReplay(id) }) : null,
        exp, del));
  }

  /** Delete a save after the player confirms. */
  async remove(id, title) {
    const what = title ? `this game of ${title}` : "this save";
    if (!(await confirmDialog({ title: "Delete this saved game?", text: `Delete ${what}? This cannot be undone.`, action: "Delete", danger: true }))) return;
    this.store.remove(id);
    this.refusals.delete(id);
    this.renderSaves();
  }

  /** Remember that Python refused a save, so the list says why. */
  refuse(id, error) {
    this.refusals.set(id, String(error).slice(0, 120));
    this.renderSaves();
  }
}
