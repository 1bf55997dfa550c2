// What a screen reader gets of the table besides its controls: an off-screen description of the position
// (whose turn, the players with their counts or, once the game is over, their points, the last move, what to do) and a polite live
// region that says every move once, in the words of the game log. The panel (P) has the rest.

import { el } from "../dom.js";
import { fmt, t } from "../i18n.js";
import { seatName, seatNamer } from "./seat-names.js";
import { gameTitle, turnText } from "./topbar.js";
import { say } from "./words.js";

export class Announcer {
  constructor() {
    this.live = el("div", { class: "sr-only", id: "move-announcer", attrs: { role: "log", "aria-live": "polite", "aria-relevant": "additions" } });
    this.turn = el("p");
    this.players = el("ul");
    this.last = el("p");
    this.prompt = el("p");
    this.root = say(el("section", { class: "sr-only table-description", id: "table-description", tabIndex: -1 },
      say(el("h2"), () => ({ text: t("table.describe") })), this.turn, this.players, this.last, this.prompt, this.live),
    () => ({ label: t("table.describe") }));
  }

  /** Describe the snapshot; `fresh` are the log lines the answer added (said once; none for a new or loaded game);
   * describePlayer(snap, seat) is the renderer's words for a seat (its counts, and what the viewer may see of its hand). */
  update(snap, fresh = [], describePlayer = null) {
    const seatNames = seatNamer(snap);
    const soleHuman = snap.seats.filter((x) => x.kind === "human").length === 1;
    const names = snap.seats.map((s, i) => (i === snap.viewer && soleHuman ? t("table.describe.you", { name: seatName(snap.seats, i) }) : seatName(snap.seats, i)));
    this.turn.textContent = t("table.describe.turn", { game: gameTitle(snap.game), turn: turnText(snap) || t("table.describe.waiting") });
    this.players.replaceChildren(...names.map((name, i) => {
      const words = snap.over ? t("table.describe.points", { n: snap.score?.players?.[i]?.total ?? 0 }) : describePlayer?.(snap, i);
      return el("li", { text: words ? t("table.describe.player", { name, words }) : name });
    }));
    this.last.textContent = snap.log.length ? t("table.describe.last", { move: fmt(snap.log[snap.log.length - 1], seatNames) }) : t("table.describe.no-move");
    const n = snap.over ? 0 : snap.legal.length;
    this.prompt.textContent = snap.over ? t("table.describe.over") : n ? t("table.describe.moves", { n }) : "";
    for (const line of fresh) this.say(fmt(line, seatNames));
  }

  /** Say one sentence in the live region (a hint given). */
  say(text) {
    this.live.append(el("p", { text }));
    while (this.live.childElementCount > 20) this.live.firstElementChild.remove();
  }

  /** Forget what was said (a new game on the table). */
  reset() {
    this.live.replaceChildren();
  }
}
