// Kingdom Builder renderer: the hex board on the canvas, the turn, players, tiles and goals in
// the panel. It only matches taps to moves in snap.legal; every rule is decided in Python.

import { HEX, R, cellAt, centre, drawLocation, drawSettlement, drawTerrainHex, worldSize } from "./draw.js";
import { t } from "../../shell/i18n.js";
import { buildPanel, describePlayer, key, seatName, terrainName, tileName } from "./panel.js";
import { CSS } from "./style.js";

const TAP_SLOP_PX = 10; // how far outside a highlighted hex a tap still plays it, in CSS px (hexes are ~17 px on a phone)

/** Legal moves of the viewer that a tap on the board would play now, by "r,c" key. */
function boardTargets(snap, selected) {
  const legal = snap.legal || [];
  const targets = new Map();
  const moves = legal.filter((m) => m.type === "move");
  if (moves.length) {
    for (const m of moves) targets.set(key(m.cell), m);
  } else if (selected) {
    for (const m of legal) if (m.type === "tile" && key(m.loc) === selected) targets.set(key(m.cell || m.from), m);
  } else {
    for (const m of legal) if (m.type === "build") targets.set(key(m.cell), m);
  }
  return targets;
}

/** The cell the events of the last answer put a settlement on (built or moved there), if any. */
function placedCell(events) {
  const placed = events.filter((e) => e.kind === "settlement_built" || e.kind === "settlement_moved").pop();
  return placed ? (placed.cell || placed.to) : null;
}

/** The Kingdom Builder renderer for the shell's `table`. */
export default function createRenderer(table) {
  table.addStyles("kb-styles", CSS);
  let snap = null;
  let selected = null; // "r,c" of the tile the player picked
  let targets = new Map();
  let hover = null;
  let finalHighlight = null; // Set of "r,c" behind the final score being shown
  let askedDiscard = "";
  let ppu = 1; // CSS px per world unit at the last paint

  const size = worldSize();
  table.board.setWorld(size.width, size.height);
  table.board.onDraw(draw);
  table.board.onTap(onTap);
  table.board.onHover(onHover);

  // ---- drawing ------------------------------------------------------------------------
  /** Paint the board: terrain, locations, settlements, then the rings on top. */
  function draw(ctx, info) {
    if (!snap) return;
    const view = snap.view;
    const grid = view.board.terrain;
    ppu = info.pxPerUnit;
    const px = 1 / ppu;
    ctx.fillStyle = "#2c3e50";
    ctx.fillRect(0, 0, size.width, size.height);
    const left = new Map(view.locations.map((l) => [key(l.cell), l]));
    const owner = new Map();
    view.players.forEach((pl, seat) => pl.settlements.forEach((s) => owner.set(key(s), seat)));
    const pendingFrom = view.pending && view.pending.from ? key(view.pending.from) : null;
    const last = placedCell(snap.events);
    for (let r = 0; r < grid.length; r++) {
      for (let c = 0; c < grid[r].length; c++) {
        const p = centre(r, c);
        const k = `${r},${c}`;
        ctx.save();
        ctx.translate(p.x, p.y);
        drawTerrainHex(ctx, grid[r][c], Math.max(px, 0.25));
        const loc = left.get(k);
        if (loc) drawLocation(ctx, loc.kind, loc.left);
        if (owner.has(k)) drawSettlement(ctx, table.colors[owner.get(k) % table.colors.length], owner.get(k));
        if (finalHighlight && !finalHighlight.has(k)) {
          ctx.fillStyle = "rgba(20, 24, 30, 0.62)";
          ctx.fill(HEX);
        }
        ctx.restore();
      }
    }
    for (const [k] of targets) ring(ctx, k, "target", px);
    if (finalHighlight) for (const k of finalHighlight) ring(ctx, k, "score", px);
    if (pendingFrom) ring(ctx, pendingFrom, "lifted", px);
    if (last && !finalHighlight) ring(ctx, key(last), "last", px);
    if (hover && targets.has(hover)) ring(ctx, hover, "hover", px);
  }

  /** Outline one hex: legal target, lifted settlement, last placement, hover or scoring hex. */
  function ring(ctx, k, kind, px) {
    const [r, c] = k.split(",").map(Number);
    const p = centre(r, c);
    ctx.save();
    ctx.translate(p.x, p.y);
    if (kind === "target" || kind === "hover") {
      ctx.fillStyle = kind === "hover" ? "rgba(255, 255, 255, 0.55)" : "rgba(255, 255, 255, 0.28)";
      ctx.fill(HEX);
      ctx.setLineDash([2.2, 1.4]);
      ctx.lineWidth = Math.max(1.4, 2.5 * px);
      ctx.strokeStyle = "#111";
      ctx.stroke(HEX);
      ctx.setLineDash([]);
      ctx.beginPath();
      ctx.arc(0, 0, R * 0.18, 0, Math.PI * 2);
      ctx.fillStyle = "#111";
      ctx.fill();
    } else {
      const color = { lifted: "#ff7a00", last: "#ffffff", score: "#ffd400" }[kind];
      ctx.lineWidth = Math.max(1.2, 3 * px);
      ctx.strokeStyle = "#111";
      ctx.stroke(HEX);
      ctx.lineWidth = Math.max(0.7, 1.6 * px);
      ctx.strokeStyle = color;
      ctx.stroke(HEX);
    }
    ctx.restore();
  }

  // ---- input --------------------------------------------------------------------------
  /** Play the legal move on the tapped hex, or pick the tile of a tapped location hex; a tap just beside a
   * highlighted hex plays that hex. */
  function onTap(x, y) {
    if (!snap || table.busy) return;
    const cell = cellAt(x, y);
    const k = cell ? key(cell) : null;
    const move = targets.get(k);
    if (move) {
      table.submit(move);
      return;
    }
    if (snap.legal.some((m) => m.type === "tile" && key(m.loc) === k)) {
      select(selected === k ? null : k);
      return;
    }
    const near = nearestTarget(x, y, R + TAP_SLOP_PX / ppu);
    if (near) table.submit(near);
    else if (cell && targets.size) table.toast(t("kingdom-builder.ui.tap-highlighted"));
  }

  /** The move of the highlighted hex whose centre is nearest the world point and within `reach`, or null. */
  function nearestTarget(x, y, reach) {
    let best = null;
    let bestDist = reach;
    for (const move of targets.values()) {
      const cell = move.cell || move.from;
      const p = centre(cell[0], cell[1]);
      const d = Math.hypot(p.x - x, p.y - y);
      if (d <= bestDist) [best, bestDist] = [move, d];
    }
    return best;
  }

  /** Ring the legal hex under the mouse. */
  function onHover(x, y) {
    const cell = x === null ? null : cellAt(x, y);
    const k = cell ? key(cell) : null;
    if (k !== hover) {
      hover = k;
      if (table.board.canvas) table.board.canvas.style.cursor = k && targets.has(k) ? "pointer" : "";
      table.board.redraw();
    }
  }


  /** Pick (or drop, with null) the tile whose targets the board shows. */
  function select(k) {
    selected = k;
    refresh();
  }

  /** Ask which of two alike tiles to give up, then play that choice. */
  async function askDiscard() {
    const view = snap.view;
    const tiles = view.players[snap.viewer].tiles;
    const options = snap.legal.filter((m) => m.type === "discard-tile").map((m) => {
      const tile = tiles.find((t) => key(t.loc) === key(m.loc));
      const state = tile.used ? "used" : tile.fresh ? "fresh" : "ready";
      return { label: t(`kingdom-builder.ui.give-up.${state}`, { tile: tileName(tile.kind) }), value: m };
    });
    const move = await table.choose({ title: t("kingdom-builder.ui.which-tile"), text: t("kingdom-builder.ui.which-tile-text"), options });
    if (move) table.submit(move);
  }

  // ---- snapshot -----------------------------------------------------------------------
  /** Recompute the board targets and rebuild the panel. */
  function refresh() {
    if (selected && !snap.legal.some((m) => m.type === "tile" && key(m.loc) === selected)) selected = null;
    targets = snap.over ? new Map() : boardTargets(snap, selected);
    table.panel.replaceChildren(...buildPanel(table, snap, { selected }, { submit: table.submit, select, askDiscard }).filter(Boolean));
    table.board.redraw();
  }

  /** Show a new snapshot. */
  function render(next) {
    const fresh = !snap; // the first snapshot of this renderer (one renderer per game id)
    snap = next;
    if (!snap.over) finalHighlight = null;
    if (fresh) table.board.fit();
    refresh();
    const discardKey = `${snap.log.length}`;
    if (snap.legal.some((m) => m.type === "discard-tile") && askedDiscard !== discardKey) {
      askedDiscard = discardKey;
      askDiscard();
    }
  }

  /** Show the hexes behind one score of the final sheet (null clears). */
  function highlight(category, seat) {
    if (!snap || !snap.score || category === null || seat === null) finalHighlight = null;
    else {
      const cells = ((snap.score.hexes || [])[seat] || {})[category] || [];
      finalHighlight = new Set(cells.map(key));
    }
    table.board.redraw();
  }

  /** World point of {cell: [r, c]}, for tests. */
  function targetPoint(current, target) {
    if (target && Array.isArray(target.cell)) return centre(target.cell[0], target.cell[1]);
    return null;
  }

  /** The keyboard cursor's stops: the hexes a tap plays now and the tiles that may be picked, named from the view. */
  function cursorTargets() {
    if (!snap || snap.over || table.busy) return [];
    const grid = snap.view.board.terrain;
    const owner = new Map();
    snap.view.players.forEach((pl, seat) => pl.settlements.forEach((c) => owner.set(key(c), seat)));
    const hexName = ([r, c]) => {
      const seat = owner.get(key([r, c]));
      const where = { terrain: terrainName(table.static, grid[r][c]), row: r + 1, col: c + 1 };
      if (seat === undefined) return t("kingdom-builder.ui.hex-name", where);
      if (seat === snap.viewer) return t("kingdom-builder.ui.hex-name-yours", where);
      return t("kingdom-builder.ui.hex-name-of", { ...where, seat: seatName(snap, seat) });
    };
    const stops = [];
    for (const [k, move] of targets) {
      const cell = move.cell || move.from;
      stops.push({ id: k, ...centre(cell[0], cell[1]), radius: R, name: hexName(cell), moves: [move] });
    }
    const tiles = new Map();
    for (const m of snap.legal) if (m.type === "tile" && !tiles.has(key(m.loc))) tiles.set(key(m.loc), m.loc);
    for (const [k, loc] of tiles) {
      const tile = snap.view.players[snap.viewer].tiles.find((t) => key(t.loc) === k);
      const words = { tile: tileName(tile.kind), hex: hexName(loc) };
      const name = selected === k ? t("kingdom-builder.ui.tile-stop-picked", words) : t("kingdom-builder.ui.tile-stop", words);
      if (!targets.has(k)) stops.push({ id: `tile ${k}`, ...centre(loc[0], loc[1]), radius: R, name, moves: [] });
    }
    return stops;
  }

  return {
    render, highlight, targetPoint, cursorTargets, cancel: () => select(null),
    describePlayer: (shown, seat) => describePlayer(table.static, shown, seat),
  };
}
