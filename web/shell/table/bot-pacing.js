// Bot pacing: after a snapshot in which a bot must move, wait a readable moment, then ask Python for
// the move in time slices (`bot {slice}`): while the answer says `thinking`, report the progress and
// ask again. A move Python has made is always taken (answers come in the order Python played them),
// so the page and the save never miss one; a newer snapshot or cancel() only stops the asking.

const DELAY_WITH_HUMANS = 700; // ms before a bot moves when people watch (they can follow the move)
const DELAY_BOTS_ONLY = 150;
const SLICE_SECONDS = 0.1;

export class BotPacer {
  /** request(body) -> answer (throws on errors); onThinking(seat, progress); onAnswer(answer); onError(err). */
  constructor({ request, onThinking, onAnswer, onError }) {
    this.request = request;
    this.onThinking = onThinking;
    this.onAnswer = onAnswer;
    this.onError = onError;
    this.timer = 0;
    this.running = false; // a bot request is on its way
    this.latest = null; // the snapshot to plan from (null after cancel)
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

  /** Plan the next bot move of `snap`, if a bot must move (after the answer of a bot request on its way). */
  schedule(snap) {
    clearTimeout(this.timer);
    this.timer = 0;
    this.latest = snap;
    if (this.running || !snap || snap.over || snap.bot_to_act === null || snap.bot_to_act === undefined) return;
    const humans = snap.seats.some((s) => s.kind === "human");
    this.timer = setTimeout(() => this.run(), this.pace ?? (humans ? DELAY_WITH_HUMANS : DELAY_BOTS_ONLY));
  }

  /** Ask for the move slice by slice until the bot has moved, or the snapshot it was asked for is no longer the latest. */
  async run() {
    this.timer = 0;
    this.running = true;
    const asked = this.latest;
    const body = { op: "bot", slice: SLICE_SECONDS };
    try {
      for (;;) {
        const answer = await this.request(body);
        if (!answer.thinking) {
          this.running = false;
          this.onAnswer(answer);
          return;
        }
        if (this.latest !== asked) break;
        this.onThinking(answer.seat, Number(answer.progress) || 0);
      }
    } catch (err) {
      if (this.latest === asked) {
        this.running = false;
        this.onError(err);
        return;
      }
    }
    // Something else was played or undone meanwhile (Python then dropped the search): plan from what it left.
    this.running = false;
    this.schedule(this.latest);
  }

  /** Stop asking: no bot move is planned, a search on its way is not asked for again (a move it made is still taken). */
  cancel() {
    clearTimeout(this.timer);
    this.timer = 0;
    this.latest = null;
  }
}
