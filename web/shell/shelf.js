// The home screen: the game shelf and the saved games (resume, delete, export, import).

import { confirmDialog, el, modal } from "./dom.js";
import { fmt, lang, listWords, t } from "./i18n.js";
import { lessonsDone } from "./lesson/progress.js";
import { readEntry } from "./save-record.js";
import { MAX_NAME } from "./storage.js";

/** "2–5 players" / "2 players" in the page's language. */
export function playerCount(info) {
  return info.min_players === info.max_players ? t("shell.players", { n: info.min_players })
    : t("shell.players-range", { min: info.min_players, max: info.max_players });
}

/** The address of a game's rules page in the page's language (rules/<id>.html, rules/<id>.fr.html). */
export function rulesHref(gameId) {
  return lang() === "en" ? `rules/${gameId}.html` : `rules/${gameId}.${lang()}.html`;
}

/**
 * Words to show: a message ["id", {args}] formatted in the page's language (seatName(i) may name its seats), or a text
 * as it is (a name, Python's English).
 */
export function words(value, seatName) {
  return Array.isArray(value) ? fmt(value, seatName) : String(value ?? "");
}

export class Shelf {
  /**
   * host: element to fill; store: SaveStore;
   * hooks: {onNewGame(info), onLearn(info), onResume(id), onReplay(id), onExport(id), onImport(file), onHistory()}.
   */
  constructor(host, { store, hooks }) {
    this.store = store;
    this.hooks = hooks;
    this.catalog = null;
    this.lessons = {}; // game id -> [{id, title, steps, rule}]
    this.refusals = new Map(); // save id -> the error Python gave when it refused to load it (text or message)
    this.bannerText = null; // the banner's message, redrawn in a new language
    this.host = host;
    this.build();
  }

  /** Build the shelf's elements in the page's language (again after a language change). */
  build() {
    this.root?.remove();
    this.banner = el("div", { class: "banner", hidden: true, attrs: { role: "alert" } });
    const placeholder = () => el("div", { class: "game-card card skeleton", attrs: { "aria-hidden": "true" } });
    const preview = document.querySelector("[data-static-shelf]"); // the build's English cards, shown before any script ran
    const written = lang() === "en" ? [...(preview?.querySelectorAll("[data-static-game]") ?? [])] : [];
    preview?.remove();
    this.gameGrid = el("div", { class: "game-grid", attrs: { "aria-busy": "true", "aria-label": t("shell.shelf.loading") } },
      ...(written.length ? written : [placeholder(), placeholder(), placeholder()]));
    this.saveList = el("div", { class: "save-list" });
    const fileInput = el("input", { type: "file", accept: ".json,application/json", class: "visually-hidden", attrs: { "aria-label": t("shell.shelf.import-file") },
      onchange: () => {
        const file = fileInput.files[0];
        fileInput.value = "";
        if (file) this.hooks.onImport(file);
      } });
    this.fileInput = fileInput;
    this.root = el("main", { class: "shelf" },
      this.banner,
      el("section", { class: "shelf-section" }, el("h2", { class: "section-title", text: t("shell.shelf.games") }), this.gameGrid),
      el("section", { class: "shelf-section saves-section" },
        el("div", { class: "section-head" }, el("h2", { class: "section-title", text: t("shell.shelf.saves") }),
          el("div", { class: "section-actions" },
            el("button", { class: "btn ghost history-btn", type: "button", text: t("shell.shelf.history"), onclick: () => this.hooks.onHistory() }),
            el("button", { class: "btn ghost import-btn", type: "button", text: t("shell.shelf.import"), onclick: () => fileInput.click() }))),
        fileInput, this.saveList));
    this.host.append(this.root);
    if (this.bannerText) this.setBanner(...this.bannerText);
    if (this.catalog) this.setCatalog(this.catalog);
  }

  /** Show or clear the message at the top of the shelf: a message ["id", {args}] (or a text that is already words). */
  setBanner(message, kind = "error") {
    this.bannerText = message ? [message, kind] : null;
    this.banner.hidden = !message;
    this.banner.className = `banner banner-${kind}`;
    this.banner.textContent = message ? words(message) : "";
  }

  /** Set the catalog (list of game infos) and redraw; a hidden shelf is drawn when it is shown (a link to a game paints its board first). */
  setCatalog(games) {
    this.catalog = games;
    if (this.host.hidden) return;
    this.gameGrid.replaceChildren(...games.map((info) => this.gameCard(info)));
    this.gameGrid.removeAttribute("aria-busy");
    this.gameGrid.removeAttribute("aria-label");
    this.renderSaves();
  }

  /** Draw the shelf as it is now, when it is shown: the cards (with the lessons done since) and the saves. */
  show() {
    if (this.catalog) this.setCatalog(this.catalog);
    else this.renderSaves();
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
    const label = count ? t("shell.shelf.lessons-done", { done: count, n: lessons.length }) : t("shell.shelf.lessons", { n: lessons.length });
    return [
      el("button", { class: "btn learn-btn", type: "button", text: t("shell.shelf.learn"), attrs: { "aria-label": t("shell.shelf.learn-label", { game: info.title, progress: label }) }, onclick: () => this.hooks.onLearn(info) }),
      el("span", { class: `lesson-progress ${count === lessons.length ? "all-done" : ""}`, text: count === lessons.length ? `✓ ${label}` : label }),
    ];
  }

  /** One game on the shelf: title, players, play time, lessons done, new game, learn and rules. */
  gameCard(info) {
    const [learn, progress] = this.learnParts(info);
    const title = fmt(info.title);
    return el("article", { class: "game-card card", dataset: { game: info.id } },
      el("div", { class: "game-art", attrs: { "aria-hidden": "true" } }, el("span", { text: title.charAt(0) })),
      el("div", { class: "game-body" },
        el("h3", { text: title }),
        el("p", { class: "game-meta" },
          el("span", { text: playerCount(info) }),
          info.play_time ? el("span", { text: fmt(info.play_time) }) : null,
          progress),
        info.blurb ? el("p", { class: "game-blurb", text: fmt(info.blurb) }) : null,
        el("div", { class: "card-actions" },
          el("button", { class: "btn primary new-game-btn", type: "button", text: t("shell.shelf.new-game"), onclick: () => this.hooks.onNewGame(info) }),
          learn,
          el("a", { class: "btn ghost", href: rulesHref(info.id), text: t("shell.shelf.rules") }))));
  }

  /** Redraw the saved-games list from storage (a hidden shelf: when it is shown); each record is read and drawn on its own, a bad one as damaged. */
  renderSaves() {
    if (this.host.hidden) return; // drawn with the catalog when the shelf is shown
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
      this.saveList.replaceChildren(el("p", { class: "muted empty", text: t("shell.shelf.no-saves") }));
      return;
    }
    this.saveList.replaceChildren(...entries.map((entry) => {
      try {
        return this.saveCard(entry);
      } catch {
        return this.saveCard({ ...entry, title: ["shell.save.unreadable"], problem: ["shell.save.damaged"] });
      }
    }));
  }

  /** One saved game (an entry of readEntry): resume, export, delete; a save that cannot be used says why. */
  saveCard(entry) {
    const { id } = entry;
    const refused = this.refusals.get(id);
    const problem = entry.problem || (refused ? ["shell.save.refused", { reason: refused }] : null);
    const del = el("button", { class: "btn ghost danger-text", type: "button", text: t("shell.shelf.delete"), onclick: () => this.remove(id, entry.problem ? null : entry.title) });
    const exp = el("button", { class: "btn ghost", type: "button", text: t("shell.shelf.export"), onclick: () => this.hooks.onExport(id) });
    if (problem) {
      return el("article", { class: "save-card card broken", dataset: { save: id } },
        el("div", { class: "save-main" }, el("h3", { text: words(entry.title) }), el("p", { class: "save-problem", text: words(problem) })),
        el("div", { class: "card-actions" }, exp, del));
    }
    const when = entry.updated ? new Intl.DateTimeFormat(lang(), { dateStyle: "medium", timeStyle: "short" }).format(new Date(entry.updated)) : "";
    return el("article", { class: "save-card card", dataset: { save: id } },
      el("div", { class: "save-main" },
        el("h3", { text: words(entry.title) }),
        entry.named ? el("p", { class: "save-game muted small", text: entry.named }) : null,
        el("p", { class: "save-players", text: listWords(entry.players) }),
        el("p", { class: "save-status" },
          entry.status ? el("span", { text: words(entry.status, (i) => entry.players[i]) }) : null,
          el("span", { class: "muted", text: t("shell.save.moves", { n: entry.moves }) }),
          when ? el("span", { class: "muted", text: when }) : null)),
      el("div", { class: "card-actions" },
        el("button", { class: "btn primary resume-btn", type: "button", text: t("shell.shelf.resume"), onclick: () => this.hooks.onResume(id) }),
        entry.over ? el("button", { class: "btn ghost replay-btn", type: "button", text: t("shell.shelf.replay"), title: t("shell.shelf.replay-help"), onclick: () => this.hooks.onReplay(id) }) : null,
        el("button", { class: "btn ghost rename-btn", type: "button", text: t("shell.shelf.rename"), onclick: () => this.rename(entry) }),
        exp, del));
  }

  /** Ask for a saved game's new name (empty: its own title again) and store it. */
  async rename(entry) {
    const name = await modal((close) => {
      const field = el("input", { class: "input rename-field", value: entry.named ? entry.title : "", maxLength: MAX_NAME, placeholder: entry.named || entry.title,
        attrs: { "aria-label": t("shell.shelf.rename-field"), autocomplete: "off" }, onkeydown: (event) => { if (event.key === "Enter") close(field.value); } });
      queueMicrotask(() => field.focus());
      return [
        el("h2", { text: t("shell.shelf.rename-title") }),
        el("label", { class: "rename-row" }, el("span", { class: "muted small", text: t("shell.shelf.rename-hint", { n: MAX_NAME }) }), field),
        el("div", { class: "modal-actions" },
          el("button", { class: "btn ghost", type: "button", text: t("shell.dialog.cancel"), onclick: () => close(null) }),
          el("button", { class: "btn primary", type: "button", text: t("shell.shelf.rename-save"), onclick: () => close(field.value) })),
      ];
    }, { className: "rename-dialog" });
    if (name === null) return;
    const problem = this.store.rename(entry.id, name);
    if (problem) this.setBanner(problem);
    this.renderSaves();
  }

  /** Delete a save after the player confirms. */
  async remove(id, title) {
    const text = title ? t("shell.shelf.delete-game", { game: words(title) }) : t("shell.shelf.delete-save");
    if (!(await confirmDialog({ title: t("shell.shelf.delete-title"), text, action: t("shell.shelf.delete"), danger: true }))) return;
    this.store.remove(id);
    this.refusals.delete(id);
    this.renderSaves();
  }

  /** Remember that Python refused a save (its answer's message, else its error text), so the list says why. */
  refuse(id, error) {
    this.refusals.set(id, Array.isArray(error) ? error : String(error).slice(0, 120));
    this.renderSaves();
  }
}
