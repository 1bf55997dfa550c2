// Paying for a route: the short list of payments the picker offers (from snap.legal), and the
// "Choose the cards…" composition where the player picks the cards of each substitution set
// (a ferry's 3 cards for a locomotive, Murmansk–Lieksa's 4 cards for a card). Python judges the
// payment sent: an invalid choice is refused with its message.

import { describeCards } from "./cards.js";

/** The number of cards in a card-count map. */
export function cardTotal(cards) {
  return Object.values(cards).reduce((a, b) => a + b, 0);
}

/** Payments with fewest cards, then fewest locomotives, first. */
export function paymentOrder(p, q) {
  const locos = (m) => m.cards.locomotive || 0;
  return cardTotal(p.cards) - cardTotal(q.cards) || locos(p) - locos(q);
}

/**
 * How an offered payment splits into the cards on the route's spaces and its substitution sets:
 * {spaces: cards, sets: [cards, ...]}, or null for a payment without sets.
 * The only place that knows how the sets of a route stand in (see the report: the engine could
 * send this split with the legal moves); any split that adds up to the payment will do, since
 * the player re-chooses the sets' cards.
 */
export function setSplit(cards, route) {
  const set = route.card_set;
  if (!set) return null;
  const count = (cardTotal(cards) - route.length) / (set.size - 1);
  if (!Number.isInteger(count) || count < 1) return null;
  const onSpaces = route.length - count;
  const needLocos = set.replaces === "locomotive" ? Math.max(0, (route.locomotives || 0) - count) : 0;
  const held = Object.keys(cards).filter((c) => c !== "locomotive").sort((a, b) => cards[b] - cards[a]);
  const colors = route.color === "gray" ? held : held.filter((c) => c === route.color);
  for (const color of [...colors, null]) {
    for (let locos = needLocos; locos <= (set.replaces === "locomotive" ? onSpaces : 0); locos++) {
      const spaces = {};
      if (onSpaces - locos > 0) spaces[color] = onSpaces - locos;
      if (locos) spaces.locomotive = locos;
      if (color === null && onSpaces - locos > 0) continue;
      if (!Object.entries(spaces).every(([c, n]) => (cards[c] || 0) >= n)) continue;
      const rest = Object.entries(cards).flatMap(([c, n]) => Array(n - (spaces[c] || 0)).fill(c));
      const sets = Array.from({ length: count }, (_, i) => rest.slice(i * set.size, (i + 1) * set.size));
      return { spaces, sets };
    }
  }
  return null;
}

/** The picker's options for a route: the short list, and "Choose the cards…" when a payment has sets. */
export function paymentOptions(moves, route, order) {
  const set = route.card_set;
  const options = moves.map((move) => {
    const split = setSplit(move.cards, route);
    const stands = set && set.replaces === "locomotive" ? "a locomotive" : "a missing card";
    const n = split ? split.sets.length : 0;
    const detail = n ? `${cardTotal(move.cards)} cards: ${n} set${n > 1 ? "s" : ""} of ${set.size} cards ${n > 1 ? "each " : ""}stand${n > 1 ? "" : "s"} in for ${stands}` : undefined;
    return { label: describeCards(move.cards, order), detail, value: move };
  });
  if (moves.some((m) => setSplit(m.cards, route))) {
    options.push({ label: "Choose the cards…", detail: `Pick the cards of each set of ${set.size} yourself`, value: "compose" });
  }
  return options;
}

/** The mixes a composition may start from: one per distinct (cards on the spaces, number of sets). */
export function compositionMixes(moves, route) {
  const mixes = new Map();
  for (const move of moves) {
    const split = setSplit(move.cards, route);
    if (!split) continue;
    const key = `${JSON.stringify(Object.entries(split.spaces).sort())}/${split.sets.length}`;
    if (!mixes.has(key)) mixes.set(key, split);
  }
  return [...mixes.values()];
}

/** A new composition for a route: {route, mixes, mix, sets} (the first mix, its sets as offered). */
export function startComposition(moves, route) {
  const mixes = compositionMixes(moves, route);
  return { route, mixes, mix: 0, sets: mixes[0].sets.map((s) => [...s]) };
}

/** The cards a composition pays: the spaces of its mix plus every card chosen in its sets. */
export function composedCards(composition) {
  const cards = { ...composition.mixes[composition.mix].spaces };
  for (const card of composition.sets.flat()) cards[card] = (cards[card] || 0) + 1;
  return cards;
}

/** The colors the composition asks for beyond what the hand holds ("Blue" ...), for a hint. */
export function shortOf(cards, hand) {
  return Object.keys(cards).filter((c) => cards[c] > ((hand && hand[c]) || 0));
}
