// What a history says about the player: each game's result, the level it was played against, and per game and
// per level the games, wins, win rate, best and average score and longest winning streak.

const LEVELS = ["random", "easy", "heuristic", "hard"]; // weakest first

/** The best score of the people in a game (the one the player is judged by; a game of bots only has none). */
export function yourScore(record) {
  const scores = record.seats.flatMap((s, i) => (s.kind === "bot" ? [] : [record.totals[i]]));
  return scores.length ? Math.max(...scores) : null;
}

/** "won" (a person won), "lost", or "solo" (one seat: a score, no opponent to beat). */
export function resultOf(record) {
  if (record.seats.length === 1) return "solo";
  return record.winners.some((w) => record.seats[w].kind !== "bot") ? "won" : "lost";
}

/** The strongest bot level a game was played against, or "people" when every seat was a person. */
export function opponentOf(record) {
  const levels = record.seats.filter((s) => s.kind === "bot").map((s) => s.bot);
  if (!levels.length) return "people";
  return levels.reduce((best, level) => (LEVELS.indexOf(level) > LEVELS.indexOf(best) ? level : best));
}

/** The records that pass a filter {game, opponent, result} ("" or absent: any). */
export function filtered(records, { game = "", opponent = "", result = "" } = {}) {
  return records.filter((r) => (!game || r.game === game) && (!opponent || opponentOf(r) === opponent) && (!result || resultOf(r) === result));
}

/** The figures of some records: {games, wins, decided (games with a winner to beat), rate (null: none decided), best, average, streak}. */
export function figures(records) {
  const chronological = [...records].sort((a, b) => a.ended - b.ended);
  let wins = 0, decided = 0, streak = 0, run = 0, sum = 0, scored = 0, best = null;
  for (const record of chronological) {
    const result = resultOf(record);
    if (result !== "solo") decided++;
    if (result === "won") {
      wins++;
      run++;
      streak = Math.max(streak, run);
    } else if (result === "lost") run = 0;
    const score = yourScore(record);
    if (score !== null) {
      sum += score;
      scored++;
      best = best === null ? score : Math.max(best, score);
    }
  }
  return { games: records.length, wins, decided, rate: decided ? wins / decided : null, best, average: scored ? sum / scored : null, streak };
}

/** Rows of figures per game, and per game and opponent level: [{game, opponent ("" for the game's whole row), ...figures}]. */
export function summary(records) {
  const rows = [];
  for (const game of [...new Set(records.map((r) => r.game))].sort()) {
    const ofGame = records.filter((r) => r.game === game);
    rows.push({ game, opponent: "", ...figures(ofGame) });
    const opponents = [...new Set(ofGame.map(opponentOf))].sort((a, b) => LEVELS.indexOf(a) - LEVELS.indexOf(b));
    for (const opponent of opponents) rows.push({ game, opponent, ...figures(ofGame.filter((r) => opponentOf(r) === opponent)) });
  }
  return rows;
}
