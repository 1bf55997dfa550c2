// Seat names as the page shows them: the seat's given name, else the catalog's default ("Player 3").

import { t } from "../i18n.js";

/** The display name of seat `i` of `seats`. */
export function seatName(seats, i) {
  return seats?.[i]?.name || t("engine.seat.default", { n: i + 1 });
}

/** seatName bound to a snapshot's seats: the `seatName(i)` that fmt() takes for {"seat": i} arguments. */
export function seatNamer(snap) {
  return (i) => seatName(snap?.seats, i);
}
