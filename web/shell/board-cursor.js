// The board's keyboard cursor: the focused board shows a ring on one of the renderer's targets; the arrow
// keys move it to the nearest target that way, Enter (or Space) taps it, Escape cancels a half-made choice,
// and a polite status line says what the ring is on (names from the view, the moves' words from Python).

import { el } from "./dom.js";
import { fmt, t } from "./i18n.js";

const ARROWS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/** The words for a target: its name, then the label of its one move or how many choices it opens. */
export function targetText(target, snap) {
  const moves = target.moves || [];
  if (!moves.length) return target.name;
  if (moves.length > 1) return t("shell.board.target-choices", { target: target.name, n: moves.length });
  const wanted = JSON.stringify(moves[0]);
  const at = (snap?.legal || []).findIndex((m) => JSON.stringify(m) === wanted);
  const label = at >= 0 ? snap.labels?.[at] : null;
  if (!label) return target.name;
  const words = Array.isArray(label) ? fmt(label, (i) => snap.seats?.[i]?.name) : String(label);
  return t("shell.board.target-move", { target: target.name, move: words });
}

/** The target nearest `from` in direction (dx, dy), weighing sideways distance double; null when none lies that way. */
function nextInDirection(targets, from, dx, dy) {
  let best = null;
  let bestCost = Infinity;
  for (const t of targets) {
    const vx = t.x - from.x;
    const vy = t.y - from.y;
    const ahead = vx * dx + vy * dy;
    if (ahead <= 1e-6) continue;
    const cost = ahead + 2 * Math.abs(vx * dy - vy * dx);
    if (cost < bestCost) [best, bestCost] = [t, cost];
  }
  return best;
}

/**
 * Give `board` a keyboard cursor over `source.targets()` ([{id, x, y, radius, name, moves}] in world units,
 * from the renderer's `cursorTargets()`); `source.snap()` is the snapshot shown (for the moves' labels) and
 * `source.cancel()` drops a half-made choice. Returns {refresh()} to call after each render.
 */
export function attachCursor(board, source) {
  const canvas = board.canvas;
  canvas.tabIndex = 0;
  canvas.setAttribute("role", "application");
  board.setCanvasWords(() => ({ label: t("shell.board.cursor-label"), role: t("shell.board.role") }));
  const status = el("div", { class: "sr-only board-cursor-status", attrs: { role: "status", "aria-live": "polite" } });
  board.element.append(status);
  let current = null; // the id of the target under the ring
  let said = "";

  /** The targets now, and the one under the ring (the first when the old one is gone). */
  function state() {
    const targets = source.targets() || [];
    const at = targets.find((t) => t.id === current) || targets[0] || null;
    current = at ? at.id : null;
    return { targets, at };
  }

  /** Say what the ring is on (only while the board has the focus, and only when the words change). */
  function announce(force = false) {
    if (document.activeElement !== canvas) return;
    const { targets, at } = state();
    const text = at ? targetText(at, source.snap()) : targets.length ? "" : t("shell.board.nothing");
    if (text && (force || text !== said)) status.textContent = text;
    said = text;
    canvas.dataset.cursor = at ? at.id : "";
  }

  /** Put the ring on target `t`, bring it into view and say it. */
  function moveTo(t) {
    current = t.id;
    if (!board.isVisible(t.x, t.y)) board.panTo(t.x, t.y);
    board.redraw();
    announce();
  }

  canvas.addEventListener("keydown", (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const { targets, at } = state();
    const arrow = ARROWS[event.key];
    if (arrow) {
      event.preventDefault();
      const next = at && nextInDirection(targets, at, arrow[0], arrow[1]);
      if (next) moveTo(next);
      else announce(true);
    } else if (event.key === "Home" || event.key === "End") {
      event.preventDefault();
      if (targets.length) moveTo(event.key === "Home" ? targets[0] : targets[targets.length - 1]);
    } else if ((event.key === "Enter" || event.key === " ") && at) {
      event.preventDefault();
      board.tap(at.x, at.y);
      announce(); // a stop that picks something (a tile) now says so
    } else if (event.key === "Escape") {
      source.cancel?.();
      board.redraw();
    }
  });
  canvas.addEventListener("focus", () => { board.redraw(); announce(true); });
  canvas.addEventListener("blur", () => board.redraw());

  board.onOverlay((ctx, info) => {
    if (document.activeElement !== canvas) return;
    const { at } = state();
    if (!at) return;
    const px = 1 / info.pxPerUnit;
    const radius = Math.max(at.radius + 3 * px, 14 * px); // at least 14 CSS px, however small the fitted board
    ctx.beginPath();
    ctx.arc(at.x, at.y, radius, 0, Math.PI * 2);
    ctx.lineWidth = 5 * px;
    ctx.strokeStyle = "#000";
    ctx.stroke();
    ctx.lineWidth = 2.5 * px;
    ctx.strokeStyle = "#ffeb3b";
    ctx.setLineDash([6 * px, 3 * px]);
    ctx.stroke();
  });

  return {
    /** Re-read the targets after a render: keep the ring where it was when it can, and say where it is. */
    refresh() {
      board.redraw();
      announce();
    },
  };
}
