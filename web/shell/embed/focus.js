// Centring an embedded board on a renderer target (the `gameshelf:focus` message of every embed mode with a board).

/**
 * Centre `screen`'s board (a GameTable or a ReplayViewer) on a renderer target ({route: 12}, {city: "Omaha"}...)
 * at `zoom` times the fitted scale; throws a readable error for a bad message or a board not drawn yet.
 */
export function focusBoard(screen, target, zoom = 2) {
  if (!screen.snap || !screen.renderer.targetPoint) throw new Error("no board to focus yet");
  if (!target || typeof target !== "object" || Array.isArray(target)) throw new Error("a focus message needs a target object");
  if (typeof zoom !== "number" || !(zoom >= 0.5 && zoom <= 8)) throw new Error("zoom must be a number between 0.5 and 8");
  const point = screen.renderer.targetPoint(screen.snap, target);
  if (!point) throw new Error("the board has no such target");
  screen.board.centerOn(point.x, point.y, zoom);
}
