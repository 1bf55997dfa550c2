// The Continue from here dialog: who plays each seat of the new game (a human, a friend's phone or a bot level), and its names.

import { el, modal } from "../dom.js";
import { fmt, t } from "../i18n.js";
import { chooseSeatKind, seatKindSelect } from "../seat-kinds.js";
import { SEAT_COLORS } from "../table/seat-colors.js";
import { seatName } from "../table/seat-names.js";
import { gameTitle } from "../table/topbar.js";

/** Ask who plays a game continued at move `at` of game `info` (a catalog entry); resolves to the seats or null. */
export function continueDialog(info, seats, at) {
  const chosen = seats.map((seat) => ({ ...seat }));
  return modal((close) => [
    el("h2", { text: t("table.continue") }),
    el("p", { class: "muted", text: at ? t("table.continue.after", { game: gameTitle(info.id), at }) : t("table.continue.start", { game: gameTitle(info.id) }) }),
    el("h3", { text: t("table.continue.players") }),
    el("div", { class: "seat-list" }, chosen.map((seat, i) => {
      const kind = seatKindSelect(info, seat, t("table.continue.who", { name: seatName(seats, i) }));
      kind.addEventListener("change", () => chooseSeatKind(seat, kind.value, i));
      const name = el("input", { class: "input seat-name", value: seat.name, maxLength: 24, placeholder: seatName([], i), attrs: { "aria-label": t("table.continue.name", { n: i + 1 }), autocomplete: "off" },
        oninput: () => { seat.name = name.value; } });
      return el("div", { class: "seat-row continue-seat" }, el("span", { class: "seat-dot", style: { background: SEAT_COLORS[i % SEAT_COLORS.length] } }), name, kind);
    })),
    el("div", { class: "modal-actions" },
      el("button", { class: "btn ghost", type: "button", text: t("table.cancel"), onclick: () => close(null) }),
      el("button", { class: "btn primary start-btn", type: "button", text: t("table.continue.play"), onclick: () => close(
        chosen.map((seat) => ({ ...seat, name: seat.name.trim() }))) })),
  ], { className: "newgame continue-dialog" });
}
