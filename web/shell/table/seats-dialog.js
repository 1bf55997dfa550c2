// The Who plays each seat dialog of a game under way: each seat to this device, a friend's phone or a bot level (its name and cards stay).

import { el, modal } from "../dom.js";
import { t } from "../i18n.js";
import { chooseSeatKind, seatKindSelect } from "../seat-kinds.js";
import { seatName } from "./seat-names.js";

/** Ask who plays each seat of the game on the table (`info`: {bots}; `color(seat)`: a seat's colour); resolves to the seats that change, [{seat, kind, bot}], or null. */
export function seatsDialog(info, seats, color) {
  const chosen = seats.map((seat) => ({ ...seat }));
  return modal((close) => [
    el("h2", { text: t("table.seats.title") }),
    el("p", { class: "muted", text: t("table.seats.text") }),
    el("div", { class: "seat-list" }, chosen.map((seat, i) => {
      const kind = seatKindSelect(info, seat, t("table.continue.who", { name: seatName(seats, i) }));
      kind.addEventListener("change", () => chooseSeatKind(seat, kind.value, i));
      return el("div", { class: "seat-row continue-seat" }, el("span", { class: "seat-dot", style: { background: color(i) } }),
        el("span", { class: "seat-name", text: seatName(seats, i) }), kind);
    })),
    el("div", { class: "modal-actions" },
      el("button", { class: "btn ghost", type: "button", text: t("table.cancel"), onclick: () => close(null) }),
      el("button", { class: "btn primary", type: "button", text: t("table.seats.apply"), onclick: () => close(
        chosen.flatMap((seat, i) => (seat.kind === seats[i].kind && seat.bot === seats[i].bot ? [] : [{ seat: i, kind: seat.kind, bot: seat.bot }]))) })),
  ], { className: "newgame continue-dialog" });
}
