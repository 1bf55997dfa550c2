// `window.gameshelf` for tests and host pages: the snapshot on screen (never a save), moves and board points.

/**
 * The page's public API over a GameTable; `ready` resolves once the first screen is up. `shown()` is the screen
 * on display (the table, or a replay viewer with the same snap/renderer/board/play/waitIdle/positionCode).
 */
export function publicApi(table, ready, shown = () => table) {
  return {
    ready,
    snapshot: () => shown().snap,
    view: () => (shown().snap ? shown().snap.view : null),
    legalMoves: () => (shown().snap ? shown().snap.legal : []),
    play: (move) => shown().play(move),
    waitIdle: () => shown().waitIdle(),
    /** The position code of what is on screen (in a replay: cut at the move shown); a promise. */
    positionCode: () => shown().positionCode(),
    /** The pause before each bot move in ms (null: the readable default). */
    setBotPace: (ms) => table.bots.setPace(ms),
    /** Client coordinates of a renderer target, through the board's current transform. */
    pointOf(target) {
      const screen = shown();
      if (!screen.renderer || !screen.renderer.targetPoint || !screen.snap) return null;
      const point = screen.renderer.targetPoint(screen.snap, target);
      if (!point) return null;
      if (!screen.board.isVisible(point.x, point.y)) screen.board.fit();
      return screen.board.toClient(point.x, point.y);
    },
  };
}
