// Paying for a route: the order of the payments the picker offers (from snap.legal; their words are
// in words.js), and the
// "Choose the cards…" composition where the player picks the cards of each substitution set
// (a ferry's 3 cards for a locomotive, Murmansk–Lieksa's 4 cards for a card). Python judges the
// payment sent: an invalid choice is refused with its message.

/** The number of cards in a card-count map. */
export function cardTotal(cards) {
  return Object.values(cards).reduce((a, b) => a + b, 0);
}

/** Payments with fewest cards, then fewest locomotives, first. */
export function paymentOrder(p, q) {
  const locos = (m) => m.cards.locomotive || 0;
  return cardTotal(p.cards) - cardTotal(q.cards) || locos(p) - locos(q);
}

/** The same card-count maps (key order aside). */
function sameCards(a, b) {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}

/** The view's set_payments entry of a claim move ({route, cards, sets, size, replaces}), or undefined for a payment without sets. */
export function setPayment(snap, move) {
  return snap.view.set_payments.find((p) => p.route === move.route && sameCards(p.cards, move.cards));
}

/**
 * How a payment with sets splits into the cards on the route's spaces and the cards of each set:
 * {spaces, sets: [[color, ...], ...]}. The view says how many sets a payment has, not which of
 * its cards make them up: this one function still knows that the spaces take one colour (the
 * route's own, any on a gray route) and, on a ferry, the locomotives its locomotive spaces need
 * beyond the sets. Any split that adds up to the payment will do: the player re-chooses the sets.
 */
export function setSplit(payment, route) {
  const { cards, sets: count, size, replaces } = payment;
  const onSpaces = route.length - count;
  const ferry = replaces === "locomotive";
  const needLocos = ferry ? Math.max(0, (route.locomotives || 0) - count) : 0;
  const held = Object.keys(cards).filter((c) => c !== "locomotive").sort((a, b) => cards[b] - cards[a]);
  const colors = route.color === "gray" ? held : held.filter((c) => c === route.color);
  for (const color of [...colors, null]) {
    for (let locos = needLocos; locos <= (ferry ? onSpaces : 0); locos++) {
      if (color === null && locos < onSpaces) continue;
      const spaces = {};
      if (onSpaces > locos) spaces[color] = onSpaces - locos;
      if (locos) spaces.locomotive = locos;
      if (!Object.entries(spaces).every(([c, n]) => (cards[c] || 0) >= n)) continue;
      const rest = Object.entries(cards).flatMap(([c, n]) => Array(n - (spaces[c] || 0)).fill(c));
      return { spaces, sets: Array.from({ length: count }, (_, i) => rest.slice(i * size, (i + 1) * size)) };
    }
  }
  return null;
}

/** The mixes a composition may start from: one per distinct (cards on the spaces, number of sets). */
function compositionMixes(snap, moves, route) {
  const mixes = new Map();
  for (const move of moves) {
    const payment = setPayment(snap, move);
    const split = payment && setSplit(payment, route);
    if (!split) continue;
    const key = `${JSON.stringify(Object.entries(split.spaces).sort())}/${split.sets.length}`;
    if (!mixes.has(key)) mixes.set(key, { ...split, size: payment.size, replaces: payment.replaces });
  }
  return [...mixes.values()];
}

/** A new composition for a route: {route, mixes, mix, sets} (the first mix, its sets as offered). */
export function startComposition(snap, moves, route) {
  const mixes = compositionMixes(snap, moves, route);
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
