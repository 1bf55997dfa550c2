// `window.gameshelf` for tests and host pages: the snapshot on screen (never a save), moves and board points.

/** The page's public API over a GameTable; `ready` resolves once the first screen is up. */
export function publicApi(table, ready) {
  return {
    ready,
    snapshot: () => table.snap,
    view: () => (table.snap ? table.snap.view : null),
    legalMoves: () => (table.snap ? table.snap.legal : []),
    play: (move) => table.play(move),
    waitIdle: () => table.waitIdle(),
    /** The pause before each bot move in ms (null: the readable default). */
    setBotPace: (ms) => table.bots.setPace(ms),
    /** Client coordinates of a renderer target, through the board's current transform. */
    pointOf: (target) => clientPoint(table.renderer, table.board, table.snap, target),
  };
}

/** Client coordinates of a renderer target on a board (fitted first when it is out of sight); null when none. */
export function clientPoint(renderer, board, snap, target) {
  if (!renderer || !renderer.targetPoint || !snap) return null;
  const point = renderer.targetPoint(snap, target);
  if (!point) return null;
  if (!board.isVisible(point.x, point.y)) board.fit();
  return board.toClient(point.x, point.y);
}
