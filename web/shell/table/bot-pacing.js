// Bot pacing: after a snapshot in which a bot must move, wait a readable moment, then ask Python for
// the move in time slices (`bot {slice}`): while the answer says `thinking`, report the progress and
// ask again. cancel() stops asking; the next request of any other kind drops the search in Python.

const DELAY_WITH_HUMANS = 700; // ms before a bot moves when people watch (they can follow the move)
const DELAY_BOTS_ONLY = 150;
const SLICE_SECONDS = 0.1;
const BUDGETS = { hard: 1 }; // seconds of search per move in the browser, by bot level

export class BotPacer {
  /** request(body) -> answer (throws on errors); onThinking(seat, progress); onAnswer(answer); onError(err). */
  constructor({ request, onThinking, onAnswer, onError }) {
    this.request = request;
    this.onThinking = onThinking;
    this.onAnswer = onAnswer;
    this.onError = onError;
    this.timer = 0;
    this.running = 0; // the token of the search being asked for (0: none)
    this.tokens = 0;
    this.pace = null; // ms before each bot move when set (setPace), else the defaults above
  }

  /** Set the pause before each bot move (ms; null restores the defaults). */
  setPace(ms) {
    this.pace = Number.isFinite(ms) && ms >= 0 ? ms : null;
  }

  /** Whether a bot move is waiting or being asked for. */
  get busy() {
    return Boolean(this.timer || this.running);
  }

  /** Plan the next bot move of `snap`, if a bot must move. */
  schedule(snap) {
    this.cancel();
    if (!snap || snap.over || snap.bot_to_act === null || snap.bot_to_act === undefined) return;
    const humans = snap.seats.some((s) => s.kind === "human");
    const level = snap.seats[snap.bot_to_act]?.bot;
    this.timer = setTimeout(() => this.run(level), this.pace ?? (humans ? DELAY_WITH_HUMANS : DELAY_BOTS_ONLY));
  }

  /** Ask for the move slice by slice until the bot has decided (or the pacing is cancelled). */
  async run(level) {
    this.timer = 0;
    const token = ++this.tokens;
    this.running = token;
    const body = { op: "bot", slice: SLICE_SECONDS };
    if (BUDGETS[level]) body.budget = BUDGETS[level];
    try {
      for (;;) {
        const answer = await this.request(body);
        if (this.running !== token) return;
        if (!answer.thinking) {
          this.running = 0;
          this.onAnswer(answer);
          return;
        }
        this.onThinking(answer.seat, Number(answer.progress) || 0);
      }
    } catch (err) {
      if (this.running === token) {
        this.running = 0;
        this.onError(err);
      }
    }
  }

  /** Stop: no bot move is asked for any more (an answer on its way is ignored). */
  cancel() {
    clearTimeout(this.timer);
    this.timer = 0;
    this.running = 0;
  }
}
