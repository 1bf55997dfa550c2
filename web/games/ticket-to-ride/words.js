// Ticket to Ride's words on the page, in the current language: card, route and seat names, card
// counts, the payment picker's options. Kept apart from payment.js so that its logic runs in Node.

import { fmt, t } from "../../shell/i18n.js";
import { cardTotal, setPayment } from "./payment.js";

/** A card colour's name: "Red", "Locomotive" (a noun for chips and choices). */
export function cardName(color) {
  return t(`ticket-to-ride.card.${color}`);
}

/** A colour as a word in a sentence: "red", "grey". */
export function colorWord(color) {
  return t(`ticket-to-ride.color.${color}`);
}

/** A seat's name as the setup gave it, else the default seat name. */
export function seatName(snap, seat) {
  return snap.seats[seat]?.name || t("engine.seat.default", { n: seat + 1 });
}

/** Messages joined pairwise by joint(first, rest), a message, keeping their order (null for none). */
function chained(parts, joint) {
  return parts.reduceRight((rest, part) => (rest ? joint(part, rest) : part), null);
}

/** Cards as a message ("3 red + 2 locomotives"), in the data's colour order; null for no cards. */
export function cardsMessage(cards, order) {
  const parts = order.filter((c) => cards[c]).map((c) => [`ticket-to-ride.cards.${c}`, { n: cards[c] }]);
  return chained(parts, (first, rest) => ["ticket-to-ride.plus", { first, rest }]);
}

/** Messages as one message "a, b, c" (null for none). */
export function commaList(parts) {
  return chained(parts, (first, rest) => ["ticket-to-ride.comma", { first, rest }]);
}

/** Cards in words ("3 red + 2 locomotives"), in the data's colour order. */
export function describeCards(cards, order) {
  const message = cardsMessage(cards, order);
  return message ? fmt(message) : "";
}

/** "Denver – Omaha". */
export function routeName(route) {
  return t("ticket-to-ride.route.cities", { a: route.a, b: route.b });
}

/** "4 red tunnel", "2 grey ferry with 1 locomotive", "3 blue route": the colour as a word in a sentence. */
export function routeKind(route) {
  const args = { length: route.length, color: colorWord(route.color) };
  if (route.kind === "ferry") return t("ticket-to-ride.route-kind.ferry", { ...args, n: route.locomotives });
  return route.kind === "tunnel" ? t("ticket-to-ride.route-kind.tunnel", args) : t("ticket-to-ride.route-kind.normal", args);
}

/** The picker's options for a route's legal claims: the short list, and "Choose the cards…" when a payment has sets. */
export function paymentOptions(snap, moves, order) {
  const options = moves.map((move) => {
    const payment = setPayment(snap, move);
    const detail = payment ? t(`ticket-to-ride.payment.sets-for-${payment.replaces}`, {
      total: cardTotal(move.cards), n: payment.sets, size: payment.size,
    }) : undefined;
    return { label: describeCards(move.cards, order), detail, value: move };
  });
  const withSets = moves.map((m) => setPayment(snap, m)).filter(Boolean);
  if (withSets.length) {
    options.push({ label: t("ticket-to-ride.payment.compose"), detail: t("ticket-to-ride.payment.compose-help", { size: withSets[0].size }), value: "compose" });
  }
  return options;
}
