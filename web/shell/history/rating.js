// The player's estimated rating in a game, from his results against rated bot levels: the model of
// gameshelf.engine.ratings.fit_player (Elo's scale, one unknown, one virtual draw against the opponents' mean).

export const MIN_GAMES = 3; // no estimate from fewer games
const SCALE = 400;
const SLOPE = Math.LN10 / SCALE;
const Z95 = 1.959964;
const STEPS = 100;
const MAX_STEP = 400;

/** The chance (score) of a side rated `rating` against one rated `other`. */
export function expected(rating, other) {
  return 1 / (1 + 10 ** ((other - rating) / SCALE));
}

/** One player's rating from results [[opponent's rating, points 1 / 0.5 / 0]]: {rating, low, high}, or null without any. */
export function fitPlayer(results) {
  if (!results.length) return null;
  const mean = results.reduce((sum, [r]) => sum + r, 0) / results.length;
  const games = [...results.map(([r, points]) => [r, points, 1]), [mean, 0.5, 1]];
  let rating = mean, info = 0;
  for (let i = 0; i < STEPS; i++) {
    let grad = 0;
    info = 0;
    for (const [other, points, n] of games) {
      const p = expected(rating, other);
      grad += SLOPE * (points - n * p);
      info += n * p * (1 - p) * SLOPE * SLOPE;
    }
    const step = Math.max(-MAX_STEP, Math.min(MAX_STEP, grad / info));
    rating += step;
    if (Math.abs(step) < 1e-9) break;
  }
  const spread = Z95 / Math.sqrt(info);
  return { rating, low: rating - spread, high: rating + spread };
}

/** Whether seat q placed above seat s: a winner above a non-winner, then the higher total (tournament.ranks). */
function above(record, q, s) {
  const won = (x) => record.winners.includes(x);
  return (won(q) && !won(s)) || (!won(q) && !won(s) && record.totals[q] > record.totals[s]);
}

/** A record's results of its one person at the device against each rated bot ([[rating, points]]), [] when it does not count. */
export function resultsOf(record, levels) {
  const people = record.seats.flatMap((s, i) => (s.kind === "human" ? [i] : []));
  if (record.hints || people.length !== 1) return [];
  const [you] = people;
  return record.seats.flatMap((s, b) => (s.kind === "bot" && Number.isFinite(levels[s.bot])
    ? [[levels[s.bot], above(record, you, b) ? 1 : above(record, b, you) ? 0 : 0.5]] : []));
}

/** Per game, the estimate from MIN_GAMES counted games on: {game: {rating, low, high, games}}; `ratings`: {game: {level: rating}}. */
export function estimates(records, ratings) {
  const out = {};
  for (const game of new Set(records.map((r) => r.game))) {
    const counted = records.filter((r) => r.game === game).map((r) => resultsOf(r, ratings[game] || {})).filter((x) => x.length);
    if (counted.length >= MIN_GAMES) out[game] = { ...fitPlayer(counted.flat()), games: counted.length };
  }
  return out;
}
