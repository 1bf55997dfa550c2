// Kingdom Builder board drawing: hex geometry in world units, terrain colours with patterns
// (so terrain never depends on hue alone), castles, location hexes and settlements.

import { t } from "../../shell/i18n.js";
import { TERRAIN_STYLE } from "./style.js";

export const SIZE = 20;
export const R = 10; // hex circumradius in world units
const W = Math.sqrt(3) * R; // hex width
const MARGIN = 6;

/** The world size of the board drawing. */
export function worldSize() {
  return { width: 2 * MARGIN + W * (SIZE + 0.5), height: 2 * MARGIN + 2 * R + 1.5 * R * (SIZE - 1) };
}

/** World centre of hex [r, c]. */
export function centre(r, c) {
  return { x: MARGIN + W / 2 + W * (c + 0.5 * (r & 1)), y: MARGIN + R + 1.5 * R * r };
}

/** The [r, c] of the hex under world point (x, y), or null. */
export function cellAt(x, y) {
  const guess = Math.round((y - MARGIN - R) / (1.5 * R));
  let best = null;
  let bestDist = Infinity;
  for (let r = guess - 1; r <= guess + 1; r++) {
    if (r < 0 || r >= SIZE) continue;
    const c0 = Math.round((x - MARGIN - W / 2) / W - 0.5 * (r & 1));
    for (let c = c0 - 1; c <= c0 + 1; c++) {
      if (c < 0 || c >= SIZE) continue;
      const p = centre(r, c);
      const d = Math.hypot(p.x - x, p.y - y);
      if (d < bestDist) { best = [r, c]; bestDist = d; }
    }
  }
  return bestDist <= R ? best : null;
}

/** A hex outline path around the origin, slightly inset. */
function hexPath(radius) {
  const path = new Path2D();
  for (let i = 0; i < 6; i++) {
    const a = Math.PI / 180 * (60 * i - 30);
    const x = radius * Math.cos(a);
    const y = radius * Math.sin(a);
    if (i === 0) path.moveTo(x, y);
    else path.lineTo(x, y);
  }
  path.closePath();
  return path;
}

export const HEX = hexPath(R);
const HEX_INNER = hexPath(R * 0.82);

/** Draw one terrain pattern around the origin. */
function drawPattern(ctx, style) {
  ctx.strokeStyle = style.ink;
  ctx.fillStyle = style.ink;
  ctx.lineWidth = 0.9;
  ctx.lineCap = "round";
  switch (style.pattern) {
    case "grass":
      for (const [x, y] of [[-4, 2], [1, -3], [4, 3]]) {
        ctx.beginPath();
        ctx.moveTo(x - 1.2, y + 1.5); ctx.lineTo(x - 1.6, y - 1);
        ctx.moveTo(x, y + 1.5); ctx.lineTo(x, y - 1.8);
        ctx.moveTo(x + 1.2, y + 1.5); ctx.lineTo(x + 1.6, y - 1);
        ctx.stroke();
      }
      break;
    case "flowers":
      for (const [x, y] of [[-3.5, -2.5], [3.5, -1], [-0.5, 3.5]]) {
        for (let i = 0; i < 5; i++) {
          const a = (Math.PI * 2 * i) / 5;
          ctx.beginPath();
          ctx.arc(x + Math.cos(a) * 1.1, y + Math.sin(a) * 1.1, 0.75, 0, Math.PI * 2);
          ctx.fill();
        }
        ctx.fillStyle = "#fff2a8";
        ctx.beginPath(); ctx.arc(x, y, 0.6, 0, Math.PI * 2); ctx.fill();
        ctx.fillStyle = style.ink;
      }
      break;
    case "trees":
      for (const [x, y] of [[-3.5, 1], [3.5, 1], [0, -3]]) {
        ctx.beginPath();
        ctx.moveTo(x, y - 3); ctx.lineTo(x + 2.2, y + 1.6); ctx.lineTo(x - 2.2, y + 1.6); ctx.closePath();
        ctx.fill();
        ctx.fillRect(x - 0.4, y + 1.6, 0.8, 1.2);
      }
      break;
    case "stripes":
      ctx.save();
      ctx.clip(HEX_INNER);
      ctx.lineWidth = 1.1;
      for (let k = -12; k <= 12; k += 4) {
        ctx.beginPath();
        ctx.moveTo(k - 8, 8); ctx.lineTo(k, -8); ctx.lineTo(k + 8, 8);
        ctx.stroke();
      }
      ctx.restore();
      break;
    case "dots":
      for (const [x, y] of [[-4, -2], [0, -4.5], [4, -2], [-2, 2], [2.5, 2.5], [-5, 4.5], [0, 6], [5.5, 4.5], [-6.5, 0], [6.5, 0.5]]) {
        ctx.beginPath(); ctx.arc(x, y, 0.7, 0, Math.PI * 2); ctx.fill();
      }
      break;
    case "peaks":
      ctx.fillStyle = "#6e6e74";
      ctx.beginPath(); ctx.moveTo(-7, 4.5); ctx.lineTo(-1.5, -5); ctx.lineTo(1.5, 0); ctx.lineTo(3.5, -3); ctx.lineTo(7.5, 4.5); ctx.closePath(); ctx.fill();
      ctx.fillStyle = style.ink;
      ctx.beginPath(); ctx.moveTo(-3.2, -2); ctx.lineTo(-1.5, -5); ctx.lineTo(0.2, -2); ctx.closePath(); ctx.fill();
      break;
    case "waves":
      ctx.lineWidth = 1;
      for (const y of [-3, 0.5, 4]) {
        ctx.beginPath();
        ctx.moveTo(-5.5, y);
        ctx.quadraticCurveTo(-4, y - 1.6, -2.5, y);
        ctx.quadraticCurveTo(-1, y + 1.6, 0.5, y);
        ctx.quadraticCurveTo(2, y - 1.6, 3.5, y);
        ctx.quadraticCurveTo(5, y + 1.6, 6, y);
        ctx.stroke();
      }
      break;
    case "castle":
      ctx.beginPath();
      ctx.moveTo(-5, 5); ctx.lineTo(-5, -3); ctx.lineTo(-3.5, -3); ctx.lineTo(-3.5, -1.5); ctx.lineTo(-1.7, -1.5);
      ctx.lineTo(-1.7, -5.5); ctx.lineTo(1.7, -5.5); ctx.lineTo(1.7, -1.5); ctx.lineTo(3.5, -1.5); ctx.lineTo(3.5, -3);
      ctx.lineTo(5, -3); ctx.lineTo(5, 5); ctx.closePath();
      ctx.fill();
      ctx.fillStyle = TERRAIN_STYLE.K.fill;
      ctx.beginPath(); ctx.moveTo(-1.3, 5); ctx.lineTo(-1.3, 2); ctx.arc(0, 2, 1.3, Math.PI, 0); ctx.lineTo(1.3, 5); ctx.fill();
      break;
    default:
      break;
  }
}

/** Draw a terrain hex (fill, pattern, outline) at the origin. */
export function drawTerrainHex(ctx, code, lineWidth) {
  const style = TERRAIN_STYLE[code] || TERRAIN_STYLE.W;
  ctx.fillStyle = style.fill;
  ctx.fill(HEX);
  if (code !== "L") drawPattern(ctx, style);
  ctx.strokeStyle = "rgba(30, 30, 30, 0.35)";
  ctx.lineWidth = lineWidth;
  ctx.stroke(HEX);
}

/** Draw a location hex's mark and its remaining tiles as pips. */
export function drawLocation(ctx, kind, left) {
  ctx.fillStyle = "#5b4320";
  ctx.beginPath(); ctx.arc(0, -1.2, 5.6, 0, Math.PI * 2); ctx.fill();
  ctx.fillStyle = "#fff4d6";
  ctx.font = "700 5.4px system-ui, sans-serif";
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillText(t(`kingdom-builder.mark.${kind}`), 0, -0.9);
  for (let i = 0; i < 2; i++) {
    const x = (i - 0.5) * 3.4;
    ctx.beginPath();
    ctx.rect(x - 1.2, 5.4, 2.4, 2.4);
    if (i < left) { ctx.fillStyle = "#c2410c"; ctx.fill(); } else { ctx.strokeStyle = "#8a7350"; ctx.lineWidth = 0.5; ctx.stroke(); }
  }
}

/** Draw a settlement (a house in the seat colour with the seat number) at the origin. */
export function drawSettlement(ctx, color, seat) {
  ctx.beginPath();
  ctx.moveTo(0, -6.2); ctx.lineTo(5.6, -1.6); ctx.lineTo(5.6, 5.2); ctx.lineTo(-5.6, 5.2); ctx.lineTo(-5.6, -1.6); ctx.closePath();
  ctx.fillStyle = color;
  ctx.fill();
  ctx.lineWidth = 1.1;
  ctx.strokeStyle = "#ffffff";
  ctx.stroke();
  ctx.lineWidth = 0.5;
  ctx.strokeStyle = "#1b1b1b";
  ctx.stroke();
  ctx.fillStyle = "#ffffff";
  ctx.font = "800 6px system-ui, sans-serif";
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillText(String(seat + 1), 0, 1.6);
}

/** A small high-DPI canvas of `px` CSS px whose centre is the origin and `across` world units wide. */
function swatch(px, className, across, paint) {
  const canvas = document.createElement("canvas");
  const dpr = window.devicePixelRatio || 1;
  canvas.width = canvas.height = Math.round(px * dpr);
  canvas.style.width = canvas.style.height = `${px}px`;
  canvas.className = className;
  const ctx = canvas.getContext("2d");
  const s = (px * dpr) / across;
  ctx.setTransform(s, 0, 0, s, (px * dpr) / 2, (px * dpr) / 2);
  paint(ctx);
  return canvas;
}

/** A small canvas showing one terrain hex, for the panel. */
export function terrainSwatch(code, px = 40) {
  return swatch(px, "kb-swatch", 2.1 * R, (ctx) => drawTerrainHex(ctx, code, 0.6));
}

/** A small canvas showing a settlement of one seat, for the panel. */
export function settlementSwatch(color, seat, px = 26) {
  return swatch(px, "kb-house", 13, (ctx) => drawSettlement(ctx, color, seat));
}
