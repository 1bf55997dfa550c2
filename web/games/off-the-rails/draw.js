// Off the Rails board drawing: squares of 10 world units, Surface sides, mines, rails, jewels,
// carts and chasm tokens. Each colour also has a shape, so nothing depends on hue alone.

import { COLOR, JEWEL, SHAPE } from "./style.js";

export const S = 10; // world units per square
export const MARGIN = 4; // world units above and left of the squares for their column letters and row numbers
export const COLUMNS = "ABCDEFGHIJKL"; // column letters of the squares' names (D3: column D, row 3)

const STEP = { N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0] };
const OPPOSITE = { N: "S", E: "W", S: "N", W: "E" };

/** "r,c" key of [r, c]. */
export const key = (rc) => `${rc[0]},${rc[1]}`;
/** [r, c] of an "r,c" key. */
export const unkey = (k) => k.split(",").map(Number);
/** World centre of a square. */
export const centre = (r, c) => ({ x: c * S + S / 2, y: r * S + S / 2 });

/** Trace one of the colour shapes (or jewel shapes) of radius `s` around (x, y). */
export function shapePath(ctx, shape, x, y, s) {
  ctx.beginPath();
  if (shape === "triangle") {
    ctx.moveTo(x, y - s);
    ctx.lineTo(x + s * 0.95, y + s * 0.75);
    ctx.lineTo(x - s * 0.95, y + s * 0.75);
  } else if (shape === "circle" || shape === "blob") {
    ctx.ellipse(x, y, s, shape === "blob" ? s * 0.78 : s, shape === "blob" ? 0.5 : 0, 0, Math.PI * 2);
  } else if (shape === "square") {
    ctx.rect(x - s * 0.8, y - s * 0.8, s * 1.6, s * 1.6);
  } else if (shape === "diamond") {
    ctx.moveTo(x, y - s);
    ctx.lineTo(x + s * 0.8, y);
    ctx.lineTo(x, y + s);
    ctx.lineTo(x - s * 0.8, y);
  } else if (shape === "hexagon") {
    for (let i = 0; i < 6; i++) {
      const a = Math.PI / 6 + (i * Math.PI) / 3;
      ctx[i ? "lineTo" : "moveTo"](x + s * Math.cos(a), y + s * Math.sin(a));
    }
  } else if (shape === "bar") {
    ctx.moveTo(x - s * 0.6, y - s * 0.55);
    ctx.lineTo(x + s * 0.6, y - s * 0.55);
    ctx.lineTo(x + s, y + s * 0.55);
    ctx.lineTo(x - s, y + s * 0.55);
  }
  ctx.closePath();
}

/** A filled, outlined shape. */
export function mark(ctx, shape, x, y, s, fill, edge, width) {
  shapePath(ctx, shape, x, y, s);
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.lineWidth = width;
  ctx.strokeStyle = edge;
  ctx.stroke();
}

/** Square kinds of the static board: surface side, mine centre, numbered square. */
export function boardIndex(data) {
  const surface = new Map();
  for (const [color, squares] of Object.entries(data.surface)) for (const sq of squares) surface.set(key(sq), color);
  for (const sq of data.neutral_corners) surface.set(key(sq), null);
  const centres = new Map();
  const numbered = new Map();
  for (const mine of data.mines) {
    centres.set(key(mine.centre), mine.color);
    for (const [n, sq] of Object.entries(mine.squares)) numbered.set(key(sq), { color: mine.color, n: Number(n) });
  }
  return { surface, centres, numbered, width: data.width, height: data.height };
}

/** The static ground: rock, Surface sides with their shapes, mines and their numbers. */
export function drawGround(ctx, index, px) {
  ctx.fillStyle = "#2e241e";
  ctx.fillRect(0, 0, index.width * S, index.height * S);
  for (let r = 0; r < index.height; r++) {
    for (let c = 0; c < index.width; c++) {
      const k = `${r},${c}`;
      const x = c * S;
      const y = r * S;
      if (index.surface.has(k)) {
        const color = index.surface.get(k);
        ctx.fillStyle = color ? tint(COLOR[color], 0.55) : "#d9d2c3";
        ctx.fillRect(x, y, S, S);
        if (color) mark(ctx, SHAPE[color], x + S / 2, y + S / 2, 1.5, COLOR[color], "rgba(0,0,0,0.45)", 0.35);
      } else if (index.centres.has(k)) {
        const color = index.centres.get(k);
        ctx.fillStyle = "#120d0a";
        ctx.fillRect(x + 0.6, y + 0.6, S - 1.2, S - 1.2);
        mark(ctx, SHAPE[color], x + S / 2, y + S / 2, 2.6, COLOR[color], "#000", 0.4);
      } else {
        ctx.fillStyle = (r + c) % 2 ? "#3a2d24" : "#362a22";
        ctx.fillRect(x, y, S, S);
      }
      const num = index.numbered.get(k);
      if (num) {
        ctx.strokeStyle = COLOR[num.color];
        ctx.lineWidth = 0.55;
        ctx.setLineDash([1.2, 0.8]);
        ctx.strokeRect(x + 0.5, y + 0.5, S - 1, S - 1);
        ctx.setLineDash([]);
        ctx.fillStyle = "#f4e9d8";
        ctx.font = "bold 2.3px system-ui, sans-serif";
        ctx.textAlign = "left";
        ctx.textBaseline = "top";
        ctx.fillText(String(num.n), x + 1.0, y + 0.9);
      }
    }
  }
  ctx.strokeStyle = "rgba(255,255,255,0.07)";
  ctx.lineWidth = Math.max(px, 0.12);
  for (let i = 1; i < index.width; i++) line(ctx, i * S, 0, i * S, index.height * S);
  for (let i = 1; i < index.height; i++) line(ctx, 0, i * S, index.width * S, i * S);
}

/** The column letters above the board and the row numbers left of it, in the margin (drawn at negative world units). */
export function drawLabels(ctx, index) {
  ctx.fillStyle = "#6b5a4c";
  ctx.font = "600 2.6px system-ui, sans-serif";
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  for (let c = 0; c < index.width; c++) ctx.fillText(COLUMNS[c], c * S + S / 2, -MARGIN / 2);
  for (let r = 0; r < index.height; r++) ctx.fillText(String(r + 1), -MARGIN / 2, r * S + S / 2);
}

/** A straight stroke. */
function line(ctx, x1, y1, x2, y2) {
  ctx.beginPath();
  ctx.moveTo(x1, y1);
  ctx.lineTo(x2, y2);
  ctx.stroke();
}

/** A colour mixed toward white by `amount`. */
export function tint(hex, amount) {
  const n = parseInt(hex.slice(1), 16);
  const mix = (v) => Math.round(v + (255 - v) * amount);
  return `rgb(${mix(n >> 16)}, ${mix((n >> 8) & 255)}, ${mix(n & 255)})`;
}

/** The path of a tile's rails: straight lines through opposite exits, arcs for corners, stubs otherwise. */
function railPath(ctx, exits, x, y) {
  const h = S / 2;
  const edge = (d) => [x + h + STEP[d][0] * h, y + h + STEP[d][1] * h];
  ctx.beginPath();
  const list = exits.split("");
  if (list.length === 2 && OPPOSITE[list[0]] !== list[1]) {
    ctx.moveTo(...edge(list[0]));
    ctx.arcTo(x + h, y + h, ...edge(list[1]), h);
    return;
  }
  const done = new Set();
  for (const d of list) {
    if (done.has(d)) continue;
    const a = edge(d);
    ctx.moveTo(a[0], a[1]);
    if (list.includes(OPPOSITE[d])) {
      ctx.lineTo(...edge(OPPOSITE[d]));
      done.add(OPPOSITE[d]);
    } else ctx.lineTo(x + h, y + h);
    done.add(d);
  }
}

/** One track tile: a wooden bed, sleepers and two steel rails. */
export function drawTile(ctx, exits, r, c, ghost = false) {
  const x = c * S;
  const y = r * S;
  ctx.save();
  if (ghost) ctx.globalAlpha = 0.6;
  ctx.fillStyle = ghost ? "#fff3c4" : "#5a4636";
  ctx.fillRect(x + 0.35, y + 0.35, S - 0.7, S - 0.7);
  ctx.lineCap = "butt";
  railPath(ctx, exits, x, y);
  ctx.strokeStyle = "#7b5a3a";
  ctx.lineWidth = 4.6;
  ctx.setLineDash([0.9, 0.75]);
  ctx.stroke();
  ctx.setLineDash([]);
  ctx.strokeStyle = "#d7dde2";
  ctx.lineWidth = 3.0;
  ctx.stroke();
  ctx.strokeStyle = ghost ? "#fff3c4" : "#5a4636";
  ctx.lineWidth = 2.1;
  ctx.stroke();
  if (exits.length > 2) {
    ctx.beginPath();
    ctx.arc(x + S / 2, y + S / 2, 1.0, 0, Math.PI * 2);
    ctx.fillStyle = "#d7dde2";
    ctx.fill();
  }
  ctx.restore();
}

/** The jewels of a pile as small shapes: a grid, or one strip along the bottom edge when a cart stands there. */
export function drawPile(ctx, pile, cx, cy, strip = false) {
  const list = [];
  for (const type of Object.keys(JEWEL)) for (let i = 0; i < (pile[type] || 0); i++) list.push(type);
  if (!list.length) return;
  const perRow = strip ? 5 : 3;
  const size = strip ? 0.7 : 1.25;
  const shown = list.slice(0, strip ? 5 : 6);
  const cols = Math.min(perRow, shown.length);
  const rows = Math.ceil(shown.length / perRow);
  const gap = size * 2.3;
  const top = strip ? cy + 3.9 : cy - ((rows - 1) / 2) * gap;
  shown.forEach((type, i) => {
    const x = cx + ((i % perRow) - (cols - 1) / 2) * gap;
    const y = top + Math.floor(i / perRow) * gap;
    const look = JEWEL[type];
    mark(ctx, look.shape, x, y, size, look.fill, look.edge, 0.3);
  });
  if (list.length > shown.length) badge(ctx, `${list.length}`, cx + 3.5, strip ? cy + 3.9 : cy - 3.3, "#111", "#fff", strip ? 1.1 : 1.5);
}

/** A small round label. */
export function badge(ctx, text, x, y, fill, ink, radius = 1.5) {
  ctx.beginPath();
  ctx.arc(x, y, radius, 0, Math.PI * 2);
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.lineWidth = 0.25;
  ctx.strokeStyle = ink;
  ctx.stroke();
  ctx.fillStyle = ink;
  ctx.font = `bold ${radius * 1.45}px system-ui, sans-serif`;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillText(text, x, y + 0.1);
}

/** A chasm token: a black pit with its colour's rim and shape. */
export function drawChasm(ctx, color, r, c) {
  const x = c * S;
  const y = r * S;
  ctx.fillStyle = "#050403";
  ctx.beginPath();
  const jag = [0.2, 0.8, 0.35, 0.7, 0.15, 0.85, 0.3, 0.75];
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2;
    const rad = (S / 2) * (0.78 + 0.2 * jag[i % 8]);
    ctx[i ? "lineTo" : "moveTo"](x + S / 2 + rad * Math.cos(a), y + S / 2 + rad * Math.sin(a));
  }
  ctx.closePath();
  ctx.fill();
  ctx.lineWidth = 0.7;
  ctx.strokeStyle = COLOR[color];
  ctx.stroke();
  mark(ctx, SHAPE[color], x + S / 2, y + S / 2, 1.4, "rgba(0,0,0,0)", COLOR[color], 0.45);
}

/** A minecart at world (x, y): body in its colour with its shape, an arrow for its facing, its speed and load. */
export function drawCart(ctx, cart, x, y, facing) {
  ctx.save();
  ctx.translate(x, y);
  const color = COLOR[cart.color];
  if (facing) {
    const [dx, dy] = STEP[facing];
    ctx.beginPath();
    ctx.moveTo(dx * 4.7, dy * 4.7);
    ctx.lineTo(dx * 3.0 - dy * 1.6, dy * 3.0 + dx * 1.6);
    ctx.lineTo(dx * 3.0 + dy * 1.6, dy * 3.0 - dx * 1.6);
    ctx.closePath();
    ctx.fillStyle = "#fff";
    ctx.fill();
    ctx.lineWidth = 0.35;
    ctx.strokeStyle = "#111";
    ctx.stroke();
  }
  roundRect(ctx, -2.7, -2.3, 5.4, 4.6, 1.0);
  ctx.fillStyle = color;
  ctx.fill();
  ctx.lineWidth = 0.55;
  ctx.strokeStyle = "#111";
  ctx.stroke();
  mark(ctx, SHAPE[cart.color], -1.25, -0.8, 0.85, "#fff", "#111", 0.25);
  badge(ctx, String(cart.speed), 1.25, -0.8, "#fff", "#111", 1.1);
  const load = [];
  for (const type of Object.keys(JEWEL)) for (let i = 0; i < (cart.hold[type] || 0); i++) load.push(type);
  load.forEach((type, i) => {
    const look = JEWEL[type];
    mark(ctx, look.shape, -2.0 + i * 1.0, 1.35, 0.45, look.fill, look.edge, 0.15);
  });
  ctx.restore();
}

/** Trace a rectangle with rounded corners. */
function roundRect(ctx, x, y, w, h, r) {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

/** Outline a square: a tappable target (dashed), the hovered one, or the last change. */
export function ring(ctx, r, c, kind, px) {
  const x = c * S;
  const y = r * S;
  ctx.save();
  if (kind === "spot") {
    ctx.beginPath();
    ctx.arc(x + S / 2, y + S / 2, 0.9, 0, Math.PI * 2);
    ctx.fillStyle = "rgba(255, 230, 128, 0.75)";
    ctx.fill();
  } else if (kind === "target" || kind === "hover") {
    ctx.fillStyle = kind === "hover" ? "rgba(255, 246, 200, 0.45)" : "rgba(255, 246, 200, 0.16)";
    ctx.fillRect(x + 0.4, y + 0.4, S - 0.8, S - 0.8);
    ctx.setLineDash([1.4, 0.9]);
    ctx.lineWidth = Math.max(0.45, 2 * px);
    ctx.strokeStyle = "#ffe680";
    ctx.strokeRect(x + 0.6, y + 0.6, S - 1.2, S - 1.2);
  } else {
    ctx.lineWidth = Math.max(0.4, 2.4 * px);
    ctx.strokeStyle = kind === "focus" ? "#ffd400" : "#ffffff";
    ctx.strokeRect(x + 0.3, y + 0.3, S - 0.6, S - 0.6);
  }
  ctx.restore();
}

/** A cart's ride if it moved now (a preview from the view): a dashed line in its colour along its path, on into
 * the square that stops it, and a mark saying what happens there (derail or chasm ✕, collision !, junction ?,
 * Surface ✓, or a ring where it stops). */
export function drawPreview(ctx, preview, color, px) {
  const points = preview.path.map(([r, c]) => centre(r, c));
  const last = points[points.length - 1];
  const end = centre(...preview.at);
  const beyond = !["stop", "junction"].includes(preview.end);
  const spot = preview.end === "collision" ? { x: (last.x + end.x) / 2, y: (last.y + end.y) / 2 } : end;
  if (beyond) points.push(spot);
  ctx.save();
  ctx.lineCap = "round";
  ctx.lineJoin = "round";
  ctx.beginPath();
  points.forEach((p, i) => ctx[i ? "lineTo" : "moveTo"](p.x, p.y));
  ctx.strokeStyle = "rgba(255, 255, 255, 0.85)";
  ctx.lineWidth = Math.max(1.9, 5 * px);
  ctx.stroke();
  ctx.setLineDash([1.6, 1.1]);
  ctx.strokeStyle = COLOR[color];
  ctx.lineWidth = Math.max(1.1, 3 * px);
  ctx.stroke();
  ctx.restore();
  if (preview.end === "derail" || preview.end === "chasm") cross(ctx, spot.x, spot.y, preview.end === "derail" ? "#d21f1f" : "#111");
  else if (preview.end === "collision") badge(ctx, "!", spot.x, spot.y, "#f59e0b", "#111", 1.8);
  else if (preview.end === "junction") badge(ctx, "?", spot.x, spot.y, "#fff", "#111", 1.8);
  else if (preview.end === "surface") badge(ctx, "✓", spot.x, spot.y, "#15803d", "#fff", 1.8);
  else {
    ctx.beginPath();
    ctx.arc(spot.x, spot.y, 1.4, 0, Math.PI * 2);
    ctx.lineWidth = 0.6;
    ctx.strokeStyle = COLOR[color];
    ctx.stroke();
  }
}

/** A round warning mark with a white ✕. */
function cross(ctx, x, y, fill) {
  ctx.beginPath();
  ctx.arc(x, y, 2.1, 0, Math.PI * 2);
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.lineWidth = 0.3;
  ctx.strokeStyle = "#fff";
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(x - 0.95, y - 0.95);
  ctx.lineTo(x + 0.95, y + 0.95);
  ctx.moveTo(x + 0.95, y - 0.95);
  ctx.lineTo(x - 0.95, y + 0.95);
  ctx.lineWidth = 0.55;
  ctx.stroke();
}
