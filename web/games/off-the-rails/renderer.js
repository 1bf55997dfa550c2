// Off the Rails renderer: the mine on the canvas (track, jewels, carts, chasm), the tools and the
// decisions in the panel. It only matches taps to moves in snap.legal; every rule is decided in Python.

import { MARGIN, S, boardIndex, centre, drawChasm, drawCart, drawGround, drawLabels, drawPile, drawPreview, drawTile, key, ring, unkey } from "./draw.js";
import { t } from "../../shell/i18n.js";
import { buildPanel, colorName, describePlayer, dirName, jewelCount, squareName } from "./panel.js";
import { COLOR, CSS } from "./style.js";

const STEP_MS = 170; // animation time per square a cart moves
const REDUCED_MOTION = window.matchMedia("(prefers-reduced-motion: reduce)"); // carts then jump to where they stop
const NEXT = { N: [-1, 0], E: [0, 1], S: [1, 0], W: [0, -1] };

/** The square beyond edge `dir` of square `k`, as a key. */
function beyond(k, dir) {
  const [r, c] = unkey(k);
  return `${r + NEXT[dir][0]},${c + NEXT[dir][1]}`;
}

/** Legal moves a tap on each square would play now: "r,c" -> [move, ...]. */
function boardTargets(snap, ui, rotations) {
  const targets = new Map();
  const add = (k, move) => {
    if (!targets.has(k)) targets.set(k, []);
    targets.get(k).push(move);
  };
  const view = snap.view;
  const pending = view.pending;
  for (const move of snap.legal || []) {
    if (move.type === "exit") add(beyond(view.carts[pending.cart].at, move.dir), move);
    else if (move.type === "go") add(view.carts[move.cart].at, move);
    else if (move.type === "chasm") add(key(move.at), move);
    else if (move.type === "place" && ui.tool === "track" && move.exits === rotations[ui.kind][ui.rotation]) add(key(move.at), move);
    else if (move.type === "upgrade" && ui.tool === "upgrade") add(key(move.at), move);
    else if (move.type === "cart" && ui.tool === "cart") add(key(move.at), move);
  }
  return targets;
}

/** The square the events of an answer laid track on, upgraded, put a cart or a chasm token on, if any. */
function changedSquare(events) {
  const kinds = ["track_laid", "track_upgraded", "cart_placed", "chasm_token"];
  const change = events.filter((e) => kinds.includes(e.kind)).pop();
  return change ? change.at : null;
}

/** World point of a square's centre (the squares start after the margin of their labels). */
function worldCentre(r, c) {
  const p = centre(r, c);
  return { x: p.x + MARGIN, y: p.y + MARGIN };
}

/** The direction from one square to the next one (for an animated cart's facing). */
function heading(a, b) {
  const [r1, c1] = unkey(a);
  const [r2, c2] = unkey(b);
  if (r2 < r1) return "N";
  if (r2 > r1) return "S";
  return c2 > c1 ? "E" : "W";
}

/** The Off the Rails renderer for the shell's `table`. */
export default function createRenderer(table) {
  table.addStyles("otr-styles", CSS);
  const index = boardIndex(table.static);
  const rotations = table.static.rotations; // each tile kind's exits in quarter-turn order
  const ui = { tool: "track", kind: "straight", rotation: 0, focus: null, proposal: null }; // proposal: "r,c" a touch chose to lay on
  const bar = table.el("div", { class: "otr-lay-bar", hidden: true }); // rotate, lay or cancel the proposed tile, by it
  table.board.element.append(bar);
  let snap = null;
  let targets = new Map();
  let hover = null;
  let anims = []; // [{cart, squares, start}]
  let lastChange = null; // [r, c] of the square the last answer's move changed
  let frame = 0;

  table.board.setWorld(index.width * S + MARGIN, index.height * S + MARGIN);
  table.board.onDraw(draw);
  table.board.onTap(onTap);
  table.board.onHover(onHover);
  document.addEventListener("keydown", onKey);

  // ---- drawing ------------------------------------------------------------------------
  /** Paint the board: ground, track, chasm, jewels, targets, carts (animated ones between squares). */
  function draw(ctx, info) {
    if (!snap) return;
    const view = snap.view;
    const px = 1 / info.pxPerUnit;
    placeBar();
    ctx.translate(MARGIN, MARGIN);
    drawGround(ctx, index, px);
    drawLabels(ctx, index);
    for (const [k, exits] of Object.entries(view.tiles)) drawTile(ctx, exits, ...unkey(k));
    for (const [k, color] of Object.entries(view.chasm)) drawChasm(ctx, color, ...unkey(k));
    const occupied = new Set(view.carts.filter((c) => c.status === "board").map((c) => c.at));
    for (const [k, pile] of Object.entries(view.jewels)) {
      const p = centre(...unkey(k));
      drawPile(ctx, pile, p.x, p.y, occupied.has(k));
    }
    if (ui.focus !== null) {
      const side = table.static.surface[view.colors[ui.focus]] || [];
      for (const sq of side) ring(ctx, sq[0], sq[1], "focus", px);
    }
    const many = targets.size > 24; // a whole board of empty squares: dots, not frames
    const ghost = ui.proposal || hover;
    for (const k of targets.keys()) ring(ctx, ...unkey(k), k === ghost ? "hover" : many ? "spot" : "target", px);
    for (const preview of view.previews || []) drawPreview(ctx, preview, view.carts[preview.cart].color, px);
    if (ghost && targets.has(ghost) && ui.tool === "track" && !view.pending) {
      drawTile(ctx, rotations[ui.kind][ui.rotation], ...unkey(ghost), true);
    }
    const now = performance.now();
    const moving = new Set(anims.map((a) => a.cart.id));
    for (const cart of view.carts) {
      if (cart.status !== "board" || moving.has(cart.id)) continue;
      const p = centre(...unkey(cart.at));
      drawCart(ctx, cart, p.x, p.y, cart.facing);
    }
    for (const anim of anims) {
      const t = Math.min((now - anim.start) / STEP_MS, anim.squares.length - 1);
      const i = Math.min(Math.floor(t), anim.squares.length - 2);
      const a = centre(...unkey(anim.squares[i]));
      const b = centre(...unkey(anim.squares[i + 1]));
      const f = t - i;
      drawCart(ctx, anim.cart, a.x + (b.x - a.x) * f, a.y + (b.y - a.y) * f, heading(anim.squares[i], anim.squares[i + 1]));
    }
    const pending = view.pending;
    if (pending && pending.cart !== undefined && view.carts[pending.cart].at) ring(ctx, ...unkey(view.carts[pending.cart].at), "last", px);
    else if (lastChange && ui.focus === null) ring(ctx, ...lastChange, "last", px);
  }

  /** Animate the carts that moved in the events of the last answer (one path per cart, its moves joined). */
  function animate(events) {
    if (REDUCED_MOTION.matches) return;
    const paths = new Map();
    for (const event of events) {
      if (event.kind !== "cart_moved") continue;
      const squares = event.path.map(key);
      const before = paths.get(event.cart) || [];
      paths.set(event.cart, before.length ? before.concat(squares.slice(1)) : squares);
    }
    const start = performance.now();
    for (const [id, squares] of paths) {
      if (squares.length < 2) continue;
      anims = anims.filter((a) => a.cart.id !== id);
      anims.push({ cart: snap.view.carts[id], squares, start });
    }
    if (anims.length && !frame) frame = requestAnimationFrame(tick);
  }

  /** One animation frame: drop finished animations and repaint while any is running. */
  function tick() {
    frame = 0;
    const now = performance.now();
    anims = anims.filter((a) => now - a.start < STEP_MS * (a.squares.length - 1));
    table.board.redraw();
    if (anims.length) frame = requestAnimationFrame(tick);
  }

  // ---- input --------------------------------------------------------------------------
  /** The "r,c" key of the square under a world point, or null off the board. */
  function squareAt(x, y) {
    const r = Math.floor((y - MARGIN) / S);
    const c = Math.floor((x - MARGIN) / S);
    return r >= 0 && c >= 0 && r < index.height && c < index.width ? `${r},${c}` : null;
  }

  /** A tap plays the legal move of that square (asking which one when an upgrade has two); a touch on a square to
   * lay track on first shows the tile there, to turn and confirm (a second touch on it confirms too). */
  async function onTap(x, y, pointerType) {
    if (!snap || table.busy) return;
    const k = squareAt(x, y);
    const moves = k ? targets.get(k) : null;
    if (!moves) {
      if (targets.size) table.toast(t("off-the-rails.ui.tap-highlighted"));
      if (ui.proposal) actions.cancel();
      return;
    }
    if (pointerType === "touch" && moves[0].type === "place" && k !== ui.proposal) {
      ui.proposal = k;
      refresh();
      return;
    }
    if (moves.length === 1) {
      table.submit(moves[0]);
      return;
    }
    const move = await table.choose({
      title: t("off-the-rails.ui.upgrade-title", { square: squareName(k) }),
      text: t("off-the-rails.ui.upgrade-text"),
      options: moves.map((m) => ({ label: t("off-the-rails.ui.add-exit", { dir: dirName([...m.exits].find((d) => !snap.view.tiles[k].includes(d))) }), value: m })),
    });
    if (move) table.submit(move);
  }

  /** Track the square under the pointer (for the ghost tile and the cursor). */
  function onHover(x, y) {
    const k = x === null ? null : squareAt(x, y);
    if (k !== hover) {
      hover = k;
      if (table.board.canvas) table.board.canvas.style.cursor = k && targets.has(k) ? "pointer" : "";
      table.board.redraw();
    }
  }

  /** Keyboard: R turns the tile to lay (when no text field has the focus). */
  function onKey(event) {
    const typing = event.target.closest && event.target.closest("input, textarea, select");
    if (typing || event.ctrlKey || event.metaKey || event.altKey || !snap || ui.tool !== "track") return;
    if (event.key === "r" || event.key === "R") actions.rotate();
  }


  const actions = {
    submit: table.submit,
    /** Pick the board tool: lay track, upgrade or bring out a cart. */
    setTool(tool) {
      ui.tool = tool;
      ui.proposal = null;
      refresh();
    },
    /** Pick straight or corner (picking it again turns it). */
    setKind(kind) {
      if (ui.kind === kind) ui.rotation = (ui.rotation + 1) % rotations[kind].length;
      else {
        ui.kind = kind;
        ui.rotation = 0;
      }
      refresh();
    },
    /** Turn the tile to lay a quarter turn. */
    rotate() {
      ui.rotation = (ui.rotation + 1) % rotations[ui.kind].length;
      refresh();
    },
    /** Lay the tile shown on the proposed square, as it is turned now. */
    lay() {
      const move = (targets.get(ui.proposal) || [])[0];
      ui.proposal = null;
      if (move) table.submit(move);
      else refresh();
    },
    /** Drop the proposed tile. */
    cancel() {
      ui.proposal = null;
      refresh();
    },
  };

  /** The bar by the proposed tile: turn it, lay it, or cancel. */
  function fillBar() {
    bar.hidden = !ui.proposal;
    if (!ui.proposal) return;
    const button = (cls, text, label, onclick) => table.el("button", { class: `btn ${cls}`, type: "button", text, title: label, attrs: label ? { "aria-label": label } : null, onclick });
    bar.replaceChildren(
      button("otr-bar-rotate", "⟳", t("off-the-rails.ui.rotate-title"), () => actions.rotate()),
      button("primary otr-bar-lay", t("off-the-rails.ui.lay-here", { square: squareName(ui.proposal) }), null, () => actions.lay()),
      button("otr-bar-cancel", "✕", t("off-the-rails.ui.lay-cancel"), () => actions.cancel()));
    placeBar(); // now, not at the next paint: the click that follows a touch must not find it where it last stood
  }

  /** Keep the bar just below the proposed square (above it near the bottom edge), inside the board. */
  function placeBar() {
    if (!ui.proposal) return;
    const [r, c] = unkey(ui.proposal);
    const box = table.board.element.getBoundingClientRect();
    const below = table.board.toClient(MARGIN + c * S + S / 2, MARGIN + (r + 1) * S);
    const above = table.board.toClient(MARGIN + c * S + S / 2, MARGIN + r * S);
    const gap = 6;
    let top = below.y - box.top + gap;
    if (top + bar.offsetHeight > box.height) top = above.y - box.top - bar.offsetHeight - gap;
    const left = Math.min(Math.max(below.x - box.left - bar.offsetWidth / 2, gap), box.width - bar.offsetWidth - gap);
    bar.style.left = `${left}px`;
    bar.style.top = `${top}px`;
  }

  // ---- snapshot -----------------------------------------------------------------------
  /** Keep the chosen tool usable: fall back to one the legal moves allow. */
  function settleTool() {
    const types = new Set((snap.legal || []).map((m) => m.type));
    const needs = { track: "place", upgrade: "upgrade", cart: "cart" };
    if (types.has(needs[ui.tool])) return;
    ui.tool = ["track", "cart", "upgrade"].find((t) => types.has(needs[t])) || ui.tool;
  }

  /** Recompute the tap targets, rebuild the panel and repaint. */
  function refresh() {
    settleTool();
    targets = snap.over ? new Map() : boardTargets(snap, ui, rotations);
    if (ui.proposal && !targets.has(ui.proposal)) ui.proposal = null;
    fillBar();
    table.panel.replaceChildren(...buildPanel(table, snap, ui, actions, drawTile));
    table.board.redraw();
  }

  /** Show a new snapshot, animating the carts its events moved. */
  function render(next) {
    const fresh = !snap; // the first snapshot of this renderer (one renderer per game id)
    if (next !== snap) ui.proposal = null;
    snap = next;
    lastChange = changedSquare(next.events);
    if (!snap.over) ui.focus = null;
    if (fresh) table.board.fit();
    animate(next.events);
    refresh();
  }

  /** Final score sheet: outline the chosen player's side and panel entry (null clears). */
  function highlight(category, seat) {
    ui.focus = category === null || seat === null ? null : seat;
    refresh();
  }

  /** World point of a test target: {square: [r, c]} or {cart: id}. */
  function targetPoint(current, target) {
    if (target && Array.isArray(target.square)) return worldCentre(target.square[0], target.square[1]);
    if (target && target.cart !== undefined) {
      const cart = current.view.carts[target.cart];
      return cart && cart.at ? worldCentre(...unkey(cart.at)) : null;
    }
    return null;
  }

  /** Stop the animation loop and the keyboard listener. */
  function destroy() {
    if (frame) cancelAnimationFrame(frame);
    frame = 0;
    document.removeEventListener("keydown", onKey);
    bar.remove();
  }

  /** A seat's side colour, for the shell's hand-over screen and score sheet. */
  function seatColor(snap, seat) {
    return COLOR[snap.view.colors?.[seat]];
  }

  /** The keyboard cursor's stops: the squares a tap plays now, named with what lies there (from the view). */
  function cursorTargets() {
    if (!snap || snap.over || table.busy) return [];
    const view = snap.view;
    return [...targets].map(([k, moves]) => {
      const exits = view.tiles[k];
      const parts = [t("off-the-rails.ui.square", { square: squareName(k) })];
      if (exits) parts.push(t("off-the-rails.ui.track-exits", { exits: [...exits].map(dirName).join("–") }));
      for (const cart of view.carts) if (cart.status === "board" && cart.at === k) parts.push(t("off-the-rails.ui.cart-of", { color: colorName(cart.color) }));
      const pile = Object.entries(view.jewels[k] || {}).filter(([, n]) => n > 0);
      parts.push(...pile.map(([jewel, n]) => jewelCount(jewel, n)));
      return { id: k, ...worldCentre(...unkey(k)), radius: S / 2, name: parts.join(", "), moves };
    });
  }

  return { render, highlight, targetPoint, cursorTargets, seatColor, describePlayer, destroy, cancel: () => ui.proposal && actions.cancel() };
}
