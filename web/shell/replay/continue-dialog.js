// The Continue from here dialog: who plays each seat of the new game (a human or a bot level), and its names.

import { el, modal } from "../dom.js";
import { seatKindSelect } from "../newgame.js";
import { SEAT_COLORS } from "../table/seat-colors.js";

/** Ask who plays a game continued at move `at` of game `info` (a catalog entry); resolves to the seats or null. */
export function continueDialog(info, seats, at) {
  const chosen = seats.map((seat) => ({ ...seat }));
  return modal((close) => [
    el("h2", { text: "Continue from here" }),
    el("p", { class: "muted", text: `A new saved game of ${info.title} starts ${at ? `after move ${at}` : "from the first move"}. Your other saved games stay as they are.` }),
    el("h3", { text: "Players" }),
    el("div", { class: "seat-list" }, chosen.map((seat, i) => {
      const kind = seatKindSelect(info, seat, `${seat.name}: who plays`);
      kind.addEventListener("change", () => {
        seat.kind = kind.value === "human" ? "human" : "bot";
        if (seat.kind === "bot") seat.bot = kind.value.slice(4);
        else delete seat.bot;
      });
      const name = el("input", { class: "input seat-name", value: seat.name, maxLength: 24, attrs: { "aria-label": `Player ${i + 1} name`, autocomplete: "off" },
        oninput: () => { seat.name = name.value; } });
      return el("div", { class: "seat-row continue-seat" }, el("span", { class: "seat-dot", style: { background: SEAT_COLORS[i % SEAT_COLORS.length] } }), name, kind);
    })),
    el("div", { class: "modal-actions" },
      el("button", { class: "btn ghost", type: "button", text: "Cancel", onclick: () => close(null) }),
      el("button", { class: "btn primary start-btn", type: "button", text: "Start playing", onclick: () => close(
        chosen.map((seat, i) => ({ ...seat, name: seat.name.trim() || `Player ${i + 1}` }))) })),
  ], { className: "newgame continue-dialog" });
}
