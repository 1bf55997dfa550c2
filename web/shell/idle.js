// Waiting until a screen has nothing pending (what `window.gameshelf.waitIdle()` resolves on).

export class IdleWaiters {
  /** `isIdle()` says whether nothing is pending now. */
  constructor(isIdle) {
    this.isIdle = isIdle;
    this.waiters = [];
  }

  /** A promise that resolves once the screen is idle (now, or at a later check()). */
  wait() {
    return new Promise((resolve) => {
      this.waiters.push(resolve);
      this.check();
    });
  }

  /** Resolve every waiting promise when the screen is idle. */
  check() {
    if (!this.isIdle()) return;
    for (const resolve of this.waiters.splice(0)) resolve();
  }
}
