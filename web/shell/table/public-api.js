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
    /** Playing together, on the host: a remote seat's join link, and a guest's reply (a promise of the check code once connected). */
    together: {
      joinLink: (seat) => (table.together ? table.together.joinLink(seat) : Promise.reject(new Error("no remote seat in this game"))),
      acceptReply: (text) => (table.together ? table.together.acceptReply(text) : Promise.reject(new Error("no remote seat in this game"))),
    },
    /** The pause before each bot move in ms (null: the readable default). */
    setBotPace: (ms) => table.bots.setPace(ms),
    /** Client coordinates of a renderer target, through the board's current transform. */
    pointOf: (target) => {
      const screen = shown();
      return clientPoint(screen.renderer, screen.board, screen.snap, target);
    },
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
