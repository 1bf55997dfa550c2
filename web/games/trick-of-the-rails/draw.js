// Trick of the Rails board: where each card sits in world units (a wide layout for big screens,
// a tall one for phones) and how the lane, the railways and the trick are drawn on the canvas.

import { fmt, lang, t } from "../../shell/i18n.js";

const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const INK = "#1f2a30";
const ACCENT = "#1f5f66";
const GOLD = "#d39a12";
const CARD = { w: 56, h: 78, pitch: 62 }; // wide layout
const TILE = { w: 62, h: 26, pitch: 29, col: 68 }; // tall layout
const ZOOM_MARGIN = 48; // world units kept free on the right of the tall layout for the zoom buttons
const upper = (str) => str.toLocaleUpperCase(lang()); // the canvas titles are written in capitals

/** A short tag for a City card: its initials, or its first three letters. */
export function cityTag(name) {
  const words = name.split(" ");
  return words.length > 1 ? words.map((w) => w[0]).join("") : name.slice(0, 3).toUpperCase();
}

// ---- layout -----------------------------------------------------------------------------------
const rect = (x, y, w, h) => ({ x, y, w, h });

/** Every rectangle of the table for a view: {width, height, wide, lane, rails, trick, place}. */
export function layout(view, codes, wide) {
  const longest = Math.max(...codes.map((c) => view.railways[c].cards.length));
  return wide ? wideLayout(view, codes, longest) : tallLayout(view, codes, longest);
}

function wideLayout(view, codes, longest) {
  const left = 20;
  const laneY = 40;
  const railY = laneY + CARD.h + 58;
  const rowH = CARD.h + 20;
  const locoX = left + 132;
  const startX = locoX + CARD.w + 14;
  const firstX = startX + CARD.pitch;
  const width = Math.max(1060, firstX + (longest + 1) * CARD.pitch + 10);
  const lane = view.lane.map((_, i) => rect(left + i * CARD.pitch, laneY, CARD.w, CARD.h));
  const rails = {};
  codes.forEach((code, r) => {
    const y = railY + r * rowH;
    const n = view.railways[code].cards.length;
    rails[code] = {
      band: rect(left - 8, y - 8, width - 2 * left + 16, CARD.h + 16),
      header: rect(left, y, 124, CARD.h),
      loco: rect(locoX, y, CARD.w, CARD.h),
      start: rect(startX, y, CARD.w, CARD.h),
      cards: Array.from({ length: n }, (_, i) => rect(firstX + i * CARD.pitch, y, CARD.w, CARD.h)),
      end: rect(firstX + n * CARD.pitch, y, CARD.w, CARD.h),
    };
  });
  const trickY = railY + codes.length * rowH + 34;
  const seats = view.players.length;
  const trick = Array.from({ length: seats }, (_, i) => rect(left + 150 + i * (CARD.w + 58), trickY, CARD.w, CARD.h));
  const place = [rect(left, trickY, CARD.w, CARD.h), rect(left + CARD.pitch, trickY, CARD.w, CARD.h)];
  return { wide: true, width, height: trickY + CARD.h + 44, laneTitle: { x: left, y: laneY - 14 }, railTitle: { x: left, y: railY - 18 }, trickTitle: { x: left, y: trickY - 14 }, lane, rails, trick, place };
}

function tallLayout(view, codes, longest) {
  const left = 10;
  const laneTile = { w: 44, h: 46, pitch: 47.5 };
  const perRow = 8;
  const laneY = 28;
  const lane = view.lane.map((_, i) => rect(left + (i % perRow) * laneTile.pitch, laneY + Math.floor(i / perRow) * (laneTile.h + 6), laneTile.w, laneTile.h));
  const laneRows = Math.max(1, Math.ceil(view.lane.length / perRow));
  const railY = laneY + laneRows * (laneTile.h + 6) + 26;
  const rails = {};
  codes.forEach((code, c) => {
    const x = left + c * TILE.col;
    const n = view.railways[code].cards.length;
    const cardsY = railY + 44 + 36 + TILE.pitch;
    rails[code] = {
      band: rect(x - 3, railY - 4, TILE.w + 6, 44 + 36 + (longest + 2) * TILE.pitch + 8),
      header: rect(x, railY, TILE.w, 40),
      loco: rect(x, railY + 44, TILE.w, 32),
      start: rect(x, railY + 44 + 36, TILE.w, TILE.h),
      cards: Array.from({ length: n }, (_, i) => rect(x, cardsY + i * TILE.pitch, TILE.w, TILE.h)),
      end: rect(x, cardsY + n * TILE.pitch, TILE.w, TILE.h),
    };
  });
  const width = left * 2 + codes.length * TILE.col - (TILE.col - TILE.w) + ZOOM_MARGIN;
  const trickY = railY + 44 + 36 + (longest + 2) * TILE.pitch + 36;
  const seats = view.players.length;
  const trick = Array.from({ length: seats }, (_, i) => rect(left + i * TILE.col, trickY, TILE.w, 34));
  const place = [rect(left, trickY + 62, TILE.w, 34), rect(left + TILE.col, trickY + 62, TILE.w, 34)];
  return { wide: false, width, height: trickY + 62 + 34 + 12, laneTitle: { x: left, y: laneY - 10 }, railTitle: null, trickTitle: { x: left, y: trickY - 12 }, lane, rails, trick, place };
}

/** The move whose target rectangle holds the point (x, y), with `slop` world units of margin. */
export function targetAt(targets, x, y, slop) {
  let best = null;
  for (const t of targets) {
    const r = t.rect;
    const dx = Math.max(r.x - x, 0, x - (r.x + r.w));
    const dy = Math.max(r.y - y, 0, y - (r.y + r.h));
    const d = Math.hypot(dx, dy);
    if (d <= slop && (!best || d < best.d)) best = { d, target: t };
  }
  return best ? best.target : null;
}

/** Rectangles the viewer may tap now, one per legal placement move: [{rect, move, label}]. */
export function placementTargets(snap, lay) {
  const targets = [];
  for (const move of snap.legal) {
    if (move.type === "locomotive") targets.push({ rect: lay.rails[move.company].loco, move });
    else if (move.type === "city" || move.type === "build") targets.push({ rect: lay.rails[move.company][move.end], move });
  }
  return targets;
}

// ---- drawing ----------------------------------------------------------------------------------
function roundRect(ctx, r, radius) {
  ctx.beginPath();
  ctx.roundRect(r.x, r.y, r.w, r.h, radius);
}

function text(ctx, str, x, y, size, { weight = 600, color = INK, align = "center", base = "middle", alpha = 1 } = {}) {
  ctx.save();
  ctx.globalAlpha *= alpha;
  ctx.font = `${weight} ${size}px ${FONT}`;
  ctx.fillStyle = color;
  ctx.textAlign = align;
  ctx.textBaseline = base;
  ctx.fillText(str, x, y);
  ctx.restore();
}

/** One company's shape (circle, triangle, square, diamond, star) centred at (cx, cy). */
export function drawGlyph(ctx, code, cx, cy, r, fill, stroke) {
  ctx.beginPath();
  if (code === "BO") ctx.arc(cx, cy, r, 0, Math.PI * 2);
  else if (code === "CO") {
    ctx.moveTo(cx, cy - r);
    ctx.lineTo(cx + r * 0.95, cy + r * 0.75);
    ctx.lineTo(cx - r * 0.95, cy + r * 0.75);
  } else if (code === "ERIE") ctx.rect(cx - r * 0.82, cy - r * 0.82, r * 1.64, r * 1.64);
  else if (code === "NYC") {
    ctx.moveTo(cx, cy - r);
    ctx.lineTo(cx + r, cy);
    ctx.lineTo(cx, cy + r);
    ctx.lineTo(cx - r, cy);
  } else {
    for (let i = 0; i < 10; i++) {
      const a = -Math.PI / 2 + (i * Math.PI) / 5;
      const rr = i % 2 ? r * 0.45 : r;
      ctx.lineTo(cx + rr * Math.cos(a), cy + rr * Math.sin(a));
    }
  }
  ctx.closePath();
  ctx.fillStyle = fill;
  ctx.fill();
  if (stroke) {
    ctx.strokeStyle = stroke;
    ctx.lineWidth = r * 0.18;
    ctx.stroke();
  }
}

/** Draw one card of any kind into a rectangle (a tall card or a wide tile). */
export function drawCard(ctx, id, r, data, look, { alpha = 1, frame = null } = {}) {
  const card = data.cards[id];
  const tile = r.w > r.h * 1.6;
  const radius = Math.min(r.w, r.h) * 0.14;
  ctx.save();
  ctx.globalAlpha *= alpha;
  ctx.shadowColor = "rgba(0,0,0,0.22)";
  ctx.shadowBlur = 4;
  ctx.shadowOffsetY = 1.5;
  roundRect(ctx, r, radius);
  ctx.fillStyle = "#fffdf8";
  ctx.fill();
  ctx.shadowColor = "transparent";
  ctx.save();
  ctx.clip();
  const co = card.company ? look[card.company] : null;
  const band = tile ? { x: r.x, y: r.y, w: r.w * 0.46, h: r.h } : { x: r.x, y: r.y, w: r.w, h: r.h * 0.34 };
  const body = tile ? { x: r.x + band.w, y: r.y, w: r.w - band.w, h: r.h } : { x: r.x, y: r.y + band.h, w: r.w, h: r.h - band.h };
  const small = Math.min(r.h * (tile ? 0.5 : 0.2), 15);
  const big = tile ? r.h * 0.62 : r.w * 0.42;
  if (card.kind === "railway" || card.kind === "station" || card.kind === "exchange") {
    ctx.fillStyle = co.fill;
    ctx.fillRect(band.x, band.y, band.w, band.h);
    const gy = band.y + band.h / 2;
    const station = card.kind === "station";
    const tag = card.kind === "railway" ? String(card.number) : station ? t("trick-of-the-rails.board.station") : "";
    const crowded = tile && station; // a narrow tile has no room for both: its column names the company
    // The glyph and the tag side by side, centred in the band, shrunk together when they would not fit ("●10").
    const size = small * (station ? 0.68 : 1);
    const glyph = crowded ? 0 : small * 0.42;
    const gap = glyph && tag ? small * 0.18 : 0;
    ctx.font = `800 ${size}px ${FONT}`;
    const width = tag ? ctx.measureText(tag).width : 0;
    const fit = Math.min(1, (band.w * 0.9) / (2 * glyph + gap + width));
    const left = band.x + (band.w - (2 * glyph + gap + width) * fit) / 2;
    if (glyph) drawGlyph(ctx, card.company, left + glyph * fit, gy, glyph * fit, co.ink);
    text(ctx, tag, left + (2 * glyph + gap + width / 2) * fit, gy + 0.5, size * fit, { color: co.ink, weight: 800 });
    if (card.kind === "exchange") {
      ctx.fillStyle = co.fill;
      ctx.globalAlpha = 0.18;
      ctx.fillRect(body.x, body.y, body.w, body.h);
      ctx.globalAlpha = 1;
      text(ctx, t("trick-of-the-rails.board.share"), body.x + body.w / 2, body.y + body.h * 0.42, small * 0.72, { weight: 800, color: INK });
      text(ctx, co.name, body.x + body.w / 2, body.y + body.h * 0.72, small * 0.7, { weight: 600, color: INK, alpha: 0.8 });
    } else {
      text(ctx, String(card.value), body.x + body.w / 2, body.y + body.h / 2 + 1, big, { weight: 800 });
    }
  } else if (card.kind === "city") {
    ctx.fillStyle = "#efe4c8";
    ctx.fillRect(r.x, r.y, r.w, r.h);
    ctx.fillStyle = "#6b5a34";
    ctx.fillRect(band.x, band.y, band.w, band.h);
    text(ctx, cityTag(fmt(card.name)), band.x + band.w / 2, band.y + band.h / 2 + 0.5, small * 0.95, { color: "#fff", weight: 800 });
    text(ctx, String(card.value), body.x + body.w / 2, body.y + body.h / 2 + 1, big, { weight: 800, color: "#3d321c" });
  } else if (card.kind === "locomotive") {
    ctx.fillStyle = "#2b3137";
    ctx.fillRect(r.x, r.y, r.w, r.h);
    const label = card.distance === null ? "∞" : String(card.distance);
    if (tile) {
      text(ctx, label, r.x + r.w * 0.27, r.y + r.h / 2 + 1, r.h * 0.66, { color: "#fff", weight: 800 });
      text(ctx, `−${card.cost}`, r.x + r.w * 0.7, r.y + r.h / 2 + 1, r.h * 0.42, { color: "#ffd27a", weight: 700 });
    } else {
      text(ctx, t("trick-of-the-rails.board.loco"), r.x + r.w / 2, r.y + r.h * 0.16, r.w * 0.2, { color: "#c9d1d8", weight: 700 });
      text(ctx, label, r.x + r.w / 2, r.y + r.h * 0.5, r.w * 0.5, { color: "#fff", weight: 800 });
      text(ctx, t("trick-of-the-rails.board.cost", { cost: card.cost }), r.x + r.w / 2, r.y + r.h * 0.83, r.w * 0.19, { color: "#ffd27a", weight: 700 });
    }
  } else {
    ctx.fillStyle = "#d9d4c8";
    ctx.fillRect(r.x, r.y, r.w, r.h);
    for (let i = -r.h; i < r.w; i += 7) {
      ctx.strokeStyle = "rgba(0,0,0,0.08)";
      ctx.lineWidth = 2;
      ctx.beginPath();
      ctx.moveTo(r.x + i, r.y + r.h);
      ctx.lineTo(r.x + i + r.h, r.y);
      ctx.stroke();
    }
    text(ctx, tile ? t("trick-of-the-rails.board.reservation-short") : t("trick-of-the-rails.board.reservation"), r.x + r.w / 2, r.y + r.h / 2, small * 0.9, { weight: 800, color: "#5f5a4f" });
  }
  ctx.restore();
  roundRect(ctx, r, radius);
  ctx.strokeStyle = frame || "rgba(0,0,0,0.35)";
  ctx.lineWidth = frame ? 3 : 1;
  ctx.stroke();
  ctx.restore();
}

/** A dashed empty slot, or a tappable target when `active`. */
function drawSlot(ctx, r, label, active, hot) {
  ctx.save();
  roundRect(ctx, r, Math.min(r.w, r.h) * 0.14);
  ctx.fillStyle = active ? (hot ? "#bcdcdc" : "#e3efee") : "rgba(255,255,255,0.35)";
  ctx.fill();
  ctx.setLineDash(active ? [] : [4, 3]);
  ctx.strokeStyle = active ? ACCENT : "rgba(31,42,48,0.3)";
  ctx.lineWidth = active ? 2.5 : 1;
  ctx.stroke();
  ctx.setLineDash([]);
  const size = Math.min(r.h, r.w) * (active ? 0.5 : 0.22);
  text(ctx, active ? "+" : label, r.x + r.w / 2, r.y + r.h / 2 + 1, size, { weight: active ? 700 : 600, color: active ? ACCENT : "rgba(31,42,48,0.5)" });
  ctx.restore();
}

/** The whole table: lane, railways (with values and best windows), trick, and tap targets. */
export function drawTable(ctx, s) {
  const { view, lay, data, look, codes } = s;
  const titleSize = lay.wide ? 13 : 11;
  const title = (pos, str) => pos && text(ctx, upper(str), pos.x, pos.y, titleSize, { weight: 750, align: "left", color: "rgba(31,42,48,0.62)" });

  // the Trick Lane, its leftmost card marked as the one the current trick resolves
  title(lay.laneTitle, !view.lane.length ? t("trick-of-the-rails.board.lane-empty") : view.round === "stock" ? t("trick-of-the-rails.board.lane-stock") : t("trick-of-the-rails.board.lane-operating"));
  view.lane.forEach((id, i) => {
    const r = lay.lane[i];
    const next = i === 0 && !view.pending;
    drawCard(ctx, id, r, data, look, { frame: next ? GOLD : null });
    if (next) {
      ctx.fillStyle = GOLD;
      ctx.beginPath();
      ctx.moveTo(r.x + r.w / 2 - 7, r.y + r.h + 4);
      ctx.lineTo(r.x + r.w / 2 + 7, r.y + r.h + 4);
      ctx.lineTo(r.x + r.w / 2, r.y + r.h + 11);
      ctx.closePath();
      ctx.fill();
      if (lay.wide) text(ctx, t("trick-of-the-rails.board.this-trick"), r.x + r.w / 2, r.y + r.h + 20, 11, { weight: 700, color: "#8a5d00" });
    }
  });

  // the railways
  if (lay.railTitle) title(lay.railTitle, t("trick-of-the-rails.board.railways"));
  for (const code of codes) drawRailway(ctx, s, code);

  // the trick (or the last one, faded)
  drawTrick(ctx, s);

  for (const t of s.targets) drawSlot(ctx, t.rect, "", true, t === s.hot);
}

function drawRailway(ctx, s, code) {
  const { view, lay, data, look } = s;
  const railway = view.railways[code];
  const rr = lay.rails[code];
  const co = look[code];
  const faded = s.focus && s.focus !== code;
  ctx.save();
  if (faded) ctx.globalAlpha = 0.3;
  roundRect(ctx, rr.band, 12);
  ctx.fillStyle = co.fill;
  ctx.globalAlpha *= 0.1;
  ctx.fill();
  ctx.globalAlpha = faded ? 0.3 : 1;

  // header: shape, name, share value (or estimate)
  const h = rr.header;
  const has = railway.locomotive !== null;
  const value = s.over || has ? railway.share_value : railway.estimate;
  if (lay.wide) {
    drawGlyph(ctx, code, h.x + 13, h.y + 16, 10, co.fill, "rgba(0,0,0,0.45)");
    text(ctx, co.name, h.x + 30, h.y + 17, 17, { weight: 800, align: "left" });
    text(ctx, String(value), h.x, h.y + 50, 26, { weight: 800, align: "left", color: has ? INK : "#6a7277" });
    text(ctx, has ? t("trick-of-the-rails.board.per-share") : t("trick-of-the-rails.board.estimate"), h.x + 2, h.y + 71, 11, { weight: 600, align: "left", color: "#58626a" });
    if (has) text(ctx, `${railway.profit} − ${data.cards[railway.locomotive].cost}`, h.x + 120, h.y + 50, 12, { weight: 600, align: "right", color: "#58626a" });
  } else {
    drawGlyph(ctx, code, h.x + 10, h.y + 10, 7, co.fill, "rgba(0,0,0,0.45)");
    text(ctx, co.name, h.x + 20, h.y + 11, 12, { weight: 800, align: "left" });
    text(ctx, `${has ? "" : "≈"}${value}`, h.x + h.w / 2, h.y + 30, 15, { weight: 800, color: has ? INK : "#6a7277" });
  }

  // the track from the locomotive slot to the end, then the locomotive, cards and scoring window
  drawTrack(ctx, rr, lay.wide);
  if (has) drawCard(ctx, railway.locomotive, rr.loco, data, look);
  else drawSlot(ctx, rr.loco, t("trick-of-the-rails.board.no-loco"), false, false);
  railway.cards.forEach((id, i) => drawCard(ctx, id, rr.cards[i], data, look));
  if (railway.window && railway.cards.length) {
    const [start, length] = railway.window;
    const a = rr.cards[start];
    const b = rr.cards[start + length - 1];
    const strong = s.over || s.focus === code;
    ctx.strokeStyle = GOLD;
    ctx.lineWidth = strong ? 3.5 : 2;
    ctx.setLineDash(strong ? [] : [6, 4]);
    roundRect(ctx, { x: a.x - 4, y: a.y - 4, w: b.x + b.w - a.x + 8, h: b.y + b.h - a.y + 8 }, 8);
    ctx.stroke();
    ctx.setLineDash([]);
  }
  ctx.restore();
}

/** Two rails with sleepers from the locomotive slot past the last card (along x or y). */
function drawTrack(ctx, rr, wide) {
  const a = rr.loco;
  const b = rr.end;
  const [from, to] = wide ? [a.x + a.w, b.x + b.w] : [a.y + a.h, b.y + b.h];
  const mid = wide ? a.y + a.h / 2 : a.x + a.w / 2;
  const line = (p0, q0, p1, q1) => {
    ctx.beginPath();
    if (wide) {
      ctx.moveTo(p0, q0);
      ctx.lineTo(p1, q1);
    } else {
      ctx.moveTo(q0, p0);
      ctx.lineTo(q1, p1);
    }
    ctx.stroke();
  };
  ctx.save();
  ctx.strokeStyle = "rgba(60,50,40,0.28)";
  ctx.lineWidth = 2;
  for (let p = from; p < to; p += 9) line(p, mid - 11, p, mid + 11);
  for (const d of [-7, 7]) line(from, mid + d, to, mid + d);
  ctx.restore();
}

function drawTrick(ctx, s) {
  const { view, lay, data, look, seats, colors } = s;
  const live = view.trick.length > 0 || view.pending;
  const shown = live ? view.trick : view.last_trick ? view.last_trick.cards : [];
  const done = view.pending || (!view.trick.length && view.last_trick);
  const winner = done && view.last_trick ? view.last_trick.winner : null;
  let heading = t("trick-of-the-rails.board.trick");
  if (view.phase === "over") heading = t("trick-of-the-rails.board.game-over");
  else if (!live && view.last_trick) heading = winner !== null && winner === s.viewer ? t("trick-of-the-rails.board.last-trick-you") : t("trick-of-the-rails.board.last-trick", { seat: seats[winner].name });
  else if (view.led) heading = t("trick-of-the-rails.board.led", { company: look[view.led].name });
  else if (view.pending) heading = t("trick-of-the-rails.board.building");
  text(ctx, upper(heading), lay.trickTitle.x, lay.trickTitle.y, lay.wide ? 13 : 11, { weight: 750, align: "left", color: "rgba(31,42,48,0.62)" });
  const order = view.players.map((_, i) => (view.leader + i) % view.players.length);
  const bySeat = new Map(shown.map(([seat, id]) => [seat, id]));
  const firstSeat = shown.length ? shown[0][0] : view.leader;
  order.sort((a, b) => ((a - firstSeat + 99) % order.length) - ((b - firstSeat + 99) % order.length));
  order.forEach((seat, i) => {
    const r = lay.trick[i];
    const id = bySeat.get(seat);
    if (id) drawCard(ctx, id, r, data, look, { alpha: live ? 1 : 0.75, frame: seat === winner ? GOLD : null });
    else drawSlot(ctx, r, view.pending ? t("trick-of-the-rails.board.built") : seat === s.viewer && s.toAct.includes(seat) ? t("trick-of-the-rails.board.your-card") : "", false, false);
    const nameY = r.y + r.h + (lay.wide ? 14 : 11);
    ctx.fillStyle = colors[seat % colors.length];
    ctx.beginPath();
    ctx.arc(r.x + 5, nameY, lay.wide ? 5 : 4, 0, Math.PI * 2);
    ctx.fill();
    const name = seats[seat].name;
    const max = lay.wide ? 12 : 8;
    text(ctx, name.length > max ? `${name.slice(0, max - 1)}…` : name, r.x + 13, nameY + 0.5, lay.wide ? 12 : 10, { weight: seat === winner ? 800 : 600, align: "left" });
    if (seat === winner) text(ctx, t("trick-of-the-rails.board.wins"), r.x + 13, nameY + (lay.wide ? 14 : 11), lay.wide ? 11 : 9, { weight: 700, align: "left", color: "#8a5d00" });
  });
  if (view.pending && view.pending.place.length) {
    view.pending.place.forEach((id, i) => drawCard(ctx, id, lay.place[i], data, look, { frame: GOLD }));
    const r = lay.place[view.pending.place.length - 1];
    const label = view.pending.winner === s.viewer ? t("trick-of-the-rails.board.places-you") : t("trick-of-the-rails.board.places", { seat: seats[view.pending.winner].name });
    if (lay.wide) text(ctx, label, lay.place[0].x, r.y + r.h + 14, 11, { weight: 700, align: "left", color: "#8a5d00" });
    else text(ctx, label, r.x + r.w + 8, r.y + r.h / 2, 10, { weight: 700, align: "left", color: "#8a5d00" });
  }
}
