// Paying for a route: the order of the payments the picker offers (from snap.legal; their words are
// in words.js), and the
// "Choose the cards…" composition where the player picks the cards of each substitution set
// (a ferry's 3 cards for a locomotive, Murmansk–Lieksa's 4 cards for a card), started from the split
// the view's set_payments give (spaces, set_cards). Python judges the payment sent: an invalid choice is refused with its message.

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

/** The view's set_payments entry of a claim move ({route, cards, sets, size, replaces, spaces, set_cards}), or undefined for a payment without sets. */
export function setPayment(snap, move) {
  return snap.view.set_payments.find((p) => p.route === move.route && sameCards(p.cards, move.cards));
}

/** The mixes a composition may start from: one per distinct (cards on the spaces, number of sets), split as the view's set_payments split them. */
function compositionMixes(snap, moves) {
  const mixes = new Map();
  for (const move of moves) {
    const payment = setPayment(snap, move);
    if (!payment) continue;
    const key = `${JSON.stringify(Object.entries(payment.spaces).sort())}/${payment.sets}`;
    if (!mixes.has(key)) mixes.set(key, { spaces: payment.spaces, sets: payment.set_cards, size: payment.size, replaces: payment.replaces });
  }
  return [...mixes.values()];
}

/** A new composition for a route: {route, mixes, mix, sets} (the first mix, its sets as offered). */
export function startComposition(snap, moves, route) {
  const mixes = compositionMixes(snap, moves);
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
