// Drawing the Ticket to Ride map on the board canvas, in world units. `scene` says what the
// current view and the UI state want to show; this module only paints it.

import { COLORS, symbolPath } from "./cards.js";
import { CAR_WIDTH, CITY_RADIUS, LABEL_FONT, labelBox } from "./geometry.js";

const INK = "#2a2419";
const PAPER = "#efe5cc";
const PAPER_EDGE = "#d9c9a3";
const HALO = "#fff6d8";
const RECENT = "rgba(255, 255, 255, 0.85)";
const PICKED = "#ffffff";
const CLAIMABLE = "rgba(255, 190, 30, 0.6)";

/**
 * Paint the whole map. scene = {owners: Map(route id -> seat), closed: Set, claimable: Set,
 * seatColors: [css], hover: {lane, text}|null, picked: route id|null (being paid for),
 * recent: route id|null (claimed by the last move), focusCities: Set(names),
 * focusPairs: [{a, b}] (tickets whose cities are joined by a dashed line),
 * bold: {routes: Set, colour}|null, faded: seat|null (routes of other seats faded)}.
 */
export function drawMap(ctx, ppu, geo, scene) {
  drawPaper(ctx, ppu, geo.world);
  for (const lane of geo.lanes) {
    if (scene.claimable.has(lane.route.id)) drawLaneHalo(ctx, lane, CAR_WIDTH + 5 / ppu + 2, CLAIMABLE);
  }
  if (scene.recent != null) drawLaneHalo(ctx, geo.byId.get(scene.recent), CAR_WIDTH + 12 / ppu + 4, RECENT);
  if (scene.picked != null) drawLaneHalo(ctx, geo.byId.get(scene.picked), CAR_WIDTH + 10 / ppu + 4, PICKED);
  if (scene.bold) {
    for (const id of scene.bold.routes) drawLaneStroke(ctx, geo.byId.get(id), ppu, scene.bold.color);
  }
  for (const lane of geo.lanes) drawLane(ctx, ppu, lane, scene);
  for (const pair of scene.focusPairs) drawFocusLine(ctx, ppu, geo.cities.get(pair.a), geo.cities.get(pair.b));
  for (const city of geo.cities.values()) drawCityDot(ctx, ppu, city, scene.focusCities.has(city.name));
  const size = labelSize(ppu);
  for (const city of geo.cities.values()) drawCityName(ctx, ppu, city, size, scene.focusCities.has(city.name));
  if (scene.hover) drawTooltip(ctx, ppu, scene.hover);
}

/** City names about 13 CSS px tall, within 10 world units and the size the names were laid out for. */
function labelSize(ppu) {
  return Math.min(LABEL_FONT, Math.max(10, 13 / ppu));
}

/** The board: warm paper, darker towards the edges, with a thin frame. */
function drawPaper(ctx, ppu, world) {
  const grad = ctx.createRadialGradient(
    world.width / 2,
    world.height / 2,
    Math.min(world.width, world.height) * 0.3,
    world.width / 2,
    world.height / 2,
    Math.max(world.width, world.height) * 0.75,
  );
  grad.addColorStop(0, PAPER);
  grad.addColorStop(1, PAPER_EDGE);
  ctx.fillStyle = grad;
  ctx.fillRect(0, 0, world.width, world.height);
  ctx.strokeStyle = "#8c7a55";
  ctx.lineWidth = 2 / ppu;
  ctx.strokeRect(6, 6, world.width - 12, world.height - 12);
}

/** Rotate the context onto a space: origin at its centre, x along the lane. */
function onSpace(ctx, lane, space) {
  ctx.translate(space.x, space.y);
  ctx.rotate(lane.angle);
}

/** The outline of one space of a lane (grown by `grow` units), as the current path. */
function spacePath(ctx, lane, grow = 0) {
  const w = lane.car + grow;
  const h = CAR_WIDTH + grow;
  ctx.beginPath();
  ctx.roundRect(-w / 2, -h / 2, w, h, Math.min(3.5, h / 3));
}

/** A round-ended band of `width` units along a lane's row of spaces. */
function drawLaneHalo(ctx, lane, width, color) {
  ctx.save();
  ctx.strokeStyle = color;
  ctx.lineCap = "round";
  ctx.lineWidth = width;
  ctx.beginPath();
  ctx.moveTo(lane.ox + lane.ux * lane.start, lane.oy + lane.uy * lane.start);
  ctx.lineTo(lane.ox + lane.ux * lane.end, lane.oy + lane.uy * lane.end);
  ctx.stroke();
  ctx.restore();
}

/** A broad band under a lane with a dark edge (the longest path on the final screen). */
function drawLaneStroke(ctx, lane, ppu, color) {
  drawLaneHalo(ctx, lane, CAR_WIDTH + 4 / ppu + 16, INK);
  drawLaneHalo(ctx, lane, CAR_WIDTH + 16, color);
}

/** One lane: its free spaces or its owner's train, dimmed when closed or not the seat in focus. */
function drawLane(ctx, ppu, lane, scene) {
  const owner = scene.owners.get(lane.route.id);
  ctx.save();
  if (scene.closed.has(lane.route.id)) ctx.globalAlpha = 0.22;
  else if (scene.faded != null && owner !== scene.faded) ctx.globalAlpha = 0.35;
  if (owner != null) drawCouplings(ctx, ppu, lane);
  else if (lane.route.kind === "tunnel") drawTunnelMouths(ctx, ppu, lane);
  lane.spaces.forEach((space, i) => {
    ctx.save();
    onSpace(ctx, lane, space);
    if (owner != null) drawCar(ctx, ppu, lane, scene.seatColors[owner], owner);
    else drawSpace(ctx, ppu, lane, i);
    ctx.restore();
  });
  ctx.restore();
}

/** An unclaimed space: route colour, a tunnel's dashed dark edge, a ferry's locomotive sign. */
function drawSpace(ctx, ppu, lane, index) {
  const route = lane.route;
  const color = COLORS[route.color];
  spacePath(ctx, lane);
  ctx.fillStyle = color.fill;
  ctx.fill();
  if (route.kind === "tunnel") {
    spacePath(ctx, lane, 3);
    ctx.setLineDash([Math.max(3.5, 3 / ppu), Math.max(2.5, 2 / ppu)]);
    ctx.lineWidth = Math.max(2.6, 1.8 / ppu);
    ctx.strokeStyle = "#111111";
    ctx.stroke();
    ctx.setLineDash([]);
  } else {
    ctx.lineWidth = Math.max(0.8, 1 / ppu);
    ctx.strokeStyle = "rgba(30, 25, 15, 0.85)";
    ctx.stroke();
  }
  if (index < route.locomotives) {
    drawBadge(ctx, CAR_WIDTH - 1);
    drawSymbol(ctx, "locomotive", CAR_WIDTH - 3, "#111111");
  } else if (CAR_WIDTH * ppu >= 13 && symbolPath(route.color)) {
    ctx.globalAlpha *= 0.75;
    drawSymbol(ctx, route.color, CAR_WIDTH * 0.58, color.ink);
  }
}

/** Dark arches over both ends of a tunnel lane, like the mouths of a tunnel. */
function drawTunnelMouths(ctx, ppu, lane) {
  const r = CAR_WIDTH * 0.8;
  ctx.save();
  ctx.strokeStyle = "#111111";
  ctx.lineWidth = Math.max(3, 2.5 / ppu);
  ctx.lineCap = "round";
  for (const [along, facing] of [
    [lane.start, Math.PI],
    [lane.end, 0],
  ]) {
    const x = lane.ox + lane.ux * along;
    const y = lane.oy + lane.uy * along;
    ctx.beginPath();
    ctx.arc(x, y, r, lane.angle + facing - Math.PI / 2, lane.angle + facing + Math.PI / 2);
    ctx.stroke();
  }
  ctx.restore();
}

/** A white disc behind a locomotive sign, as on the printed ferry spaces. */
function drawBadge(ctx, size) {
  ctx.beginPath();
  ctx.arc(0, 0, size / 2, 0, Math.PI * 2);
  ctx.fillStyle = "#ffffff";
  ctx.fill();
}

/** A colour's symbol, `size` units square, centred on the origin. */
function drawSymbol(ctx, color, size, ink) {
  ctx.save();
  ctx.scale(size / 24, size / 24);
  ctx.translate(-12, -12);
  ctx.fillStyle = ink;
  ctx.fill(symbolPath(color), "evenodd");
  ctx.restore();
}

/** A claimed space: a plastic train car in the owner's colour, with windows, a shaded base and the seat's number
 * in a white disc (so that no seat is told by its colour alone). */
function drawCar(ctx, ppu, lane, color, seat) {
  const w = lane.car + 1;
  const h = CAR_WIDTH + 1;
  const [sx, sy] = [Math.cos(lane.angle), Math.sin(lane.angle)];
  ctx.beginPath(); // a shadow 1.6 units below on the map, whatever the lane's direction
  ctx.roundRect(-w / 2 + 1.6 * sy, -h / 2 + 1.6 * sx, w, h, 2.5);
  ctx.fillStyle = "rgba(0, 0, 0, 0.35)";
  ctx.fill();
  ctx.beginPath();
  ctx.roundRect(-w / 2, -h / 2, w, h, 2.5);
  ctx.fillStyle = color;
  ctx.fill();
  ctx.fillStyle = "rgba(0, 0, 0, 0.3)";
  ctx.fillRect(-w / 2 + 1, h / 2 - h * 0.26, w - 2, h * 0.26 - 1);
  ctx.lineWidth = Math.max(1.6, 1.7 / ppu);
  ctx.strokeStyle = "#000000";
  ctx.stroke();
  const windows = Math.max(1, Math.floor(w / 10));
  const pitch = (w - 4) / windows;
  ctx.fillStyle = "rgba(255, 255, 255, 0.85)";
  ctx.strokeStyle = "rgba(0, 0, 0, 0.5)";
  ctx.lineWidth = Math.max(0.6, 0.8 / ppu);
  for (let i = 0; i < windows; i++) {
    ctx.beginPath();
    ctx.roundRect(-w / 2 + 2 + i * pitch + pitch * 0.2, -h * 0.3, pitch * 0.6, h * 0.34, 1);
    ctx.fill();
    ctx.stroke();
  }
  ctx.beginPath();
  ctx.arc(0, 0, h * 0.3, 0, Math.PI * 2);
  ctx.fillStyle = "#ffffff";
  ctx.fill();
  ctx.lineWidth = Math.max(0.6, 0.8 / ppu);
  ctx.strokeStyle = "#000000";
  ctx.stroke();
  ctx.fillStyle = "#000000";
  ctx.font = `800 ${(h * 0.42).toFixed(1)}px system-ui, sans-serif`;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.rotate(-lane.angle); // the number upright whatever the lane's direction
  ctx.fillText(String(seat + 1), 0, h * 0.02);
}

/** Dark couplings across the gaps between the cars of a claimed lane. */
function drawCouplings(ctx, ppu, lane) {
  ctx.save();
  ctx.strokeStyle = "rgba(0, 0, 0, 0.85)";
  ctx.lineWidth = Math.max(2.5, 2 / ppu);
  ctx.beginPath();
  for (let i = 1; i < lane.spaces.length; i++) {
    const p = lane.spaces[i - 1];
    const q = lane.spaces[i];
    ctx.moveTo(p.x, p.y);
    ctx.lineTo(q.x, q.y);
  }
  ctx.stroke();
  ctx.restore();
}

/** A dashed line between the two cities of a ticket being looked at. */
function drawFocusLine(ctx, ppu, a, b) {
  ctx.save();
  ctx.setLineDash([10 / ppu, 7 / ppu]);
  ctx.lineWidth = 3 / ppu;
  ctx.strokeStyle = "rgba(200, 30, 60, 0.8)";
  ctx.beginPath();
  ctx.moveTo(a.x, a.y);
  ctx.lineTo(b.x, b.y);
  ctx.stroke();
  ctx.restore();
}

/** A city's dot, ringed in red when one of its tickets is looked at. */
function drawCityDot(ctx, ppu, city, focused) {
  if (focused) {
    ctx.beginPath();
    ctx.arc(city.x, city.y, CITY_RADIUS + 9 + 4 / ppu, 0, Math.PI * 2);
    ctx.fillStyle = "rgba(220, 30, 60, 0.35)";
    ctx.fill();
    ctx.lineWidth = 3 / ppu;
    ctx.strokeStyle = "#c8102e";
    ctx.stroke();
  }
  ctx.beginPath();
  ctx.arc(city.x, city.y, CITY_RADIUS, 0, Math.PI * 2);
  ctx.fillStyle = "#fffdf5";
  ctx.fill();
  ctx.lineWidth = Math.max(2.5, 2 / ppu);
  ctx.strokeStyle = "#7a1f1f";
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(city.x, city.y, CITY_RADIUS * 0.42, 0, Math.PI * 2);
  ctx.fillStyle = "#7a1f1f";
  ctx.fill();
}

/** A city's name in its placed box, on a paper-coloured halo. */
function drawCityName(ctx, ppu, city, size, focused) {
  const box = labelBox(city, city.labelDir, city.labelWidth * size, size);
  ctx.font = `${focused ? 800 : 650} ${size}px system-ui, "Segoe UI", Roboto, sans-serif`;
  ctx.textAlign = "left";
  ctx.textBaseline = "middle";
  ctx.lineJoin = "round";
  ctx.lineWidth = size * 0.28;
  ctx.strokeStyle = focused ? "#ffffff" : HALO;
  ctx.strokeText(city.name, box.x, box.y + box.h / 2);
  ctx.fillStyle = focused ? "#a00d26" : INK;
  ctx.fillText(city.name, box.x, box.y + box.h / 2);
}

/** A text label over a lane (the route under the pointer), at a constant screen size: above the lane's middle, or
 * below it when there is no room above, moved sideways as far as it takes to stay inside the canvas. */
function drawTooltip(ctx, ppu, { lane, text }) {
  const dpr = ctx.getTransform().a / ppu; // device pixels per CSS px
  const at = ctx.getTransform().transformPoint(new DOMPoint(lane.mid.x, lane.mid.y));
  const canvas = { width: ctx.canvas.width / dpr, height: ctx.canvas.height / dpr };
  ctx.save();
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0); // CSS px from the canvas's corner
  ctx.font = "600 13px system-ui, sans-serif";
  const w = ctx.measureText(text).width + 16;
  const h = 24;
  const margin = 4;
  const mid = { x: at.x / dpr, y: at.y / dpr };
  const x = Math.max(margin, Math.min(mid.x - w / 2, canvas.width - margin - w));
  const y = mid.y - h - 14 >= margin ? mid.y - h - 14 : mid.y + 14;
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, 6);
  ctx.fillStyle = "rgba(25, 22, 16, 0.92)";
  ctx.fill();
  ctx.fillStyle = "#ffffff";
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillText(text, x + w / 2, y + h / 2);
  ctx.restore();
}
