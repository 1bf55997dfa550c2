// Ticket to Ride map geometry in world units: city points, the car spaces of every route lane,
// hit testing and city-name placement. Pure functions of the static map data.

export const CITY_RADIUS = 11;
export const CAR_WIDTH = 14;
const LANE_GAP = 3; // between the two lanes of a double route
const CAR_GAP = 4; // between two cars of a lane
const MAX_CAR = 50;
const CITY_CLEARANCE = CITY_RADIUS + 5; // the free stretch of a lane next to a city dot
export const LABEL_FONT = 26; // the largest city-name size drawn, used to place the names

/** The world size: 1000 units on the short side, the other side from the map's aspect ratio. */
function worldSize(aspect) {
  return aspect >= 1 ? { width: 1000 * aspect, height: 1000 } : { width: 1000, height: 1000 / aspect };
}

/** Everything the drawing and the hit tests need, computed once per map. */
export function buildGeometry(data, measureText) {
  const world = worldSize(data.aspect);
  const cities = new Map(
    data.cities.map((c) => [c.name, { name: c.name, x: c.x * world.width, y: c.y * world.height }]),
  );
  const lanes = buildLanes(data.routes, cities);
  placeLabels(cities, lanes, world, measureText);
  return { world, cities, lanes, byId: new Map(lanes.map((l) => [l.route.id, l])) };
}

/** One lane per route: its axis (start point, unit direction, normal) and its car spaces. */
function buildLanes(routes, cities) {
  const pairs = new Map();
  for (const r of routes) {
    const key = `${r.a}|${r.b}`;
    if (!pairs.has(key)) pairs.set(key, []);
    pairs.get(key).push(r);
  }
  const lanes = [];
  for (const group of pairs.values()) {
    group.forEach((route, i) => {
      const shift = (i - (group.length - 1) / 2) * (CAR_WIDTH + LANE_GAP);
      lanes.push(laneOf(route, cities.get(route.a), cities.get(route.b), shift));
    });
  }
  lanes.sort((p, q) => p.route.id - q.route.id);
  return lanes;
}

/** The straight chain of `route.length` spaces between two cities, shifted sideways by `shift`. */
function laneOf(route, a, b, shift) {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const dist = Math.hypot(dx, dy);
  const ux = dx / dist;
  const uy = dy / dist;
  const nx = -uy;
  const ny = ux;
  const room = dist - 2 * CITY_CLEARANCE;
  const car = Math.min(MAX_CAR, (room - CAR_GAP * (route.length - 1)) / route.length);
  const chain = car * route.length + CAR_GAP * (route.length - 1);
  const start = (dist - chain) / 2;
  const ox = a.x + nx * shift;
  const oy = a.y + ny * shift;
  const spaces = [];
  for (let i = 0; i < route.length; i++) {
    const along = start + i * (car + CAR_GAP) + car / 2;
    spaces.push({ x: ox + ux * along, y: oy + uy * along });
  }
  return {
    route,
    ox,
    oy,
    ux,
    uy,
    start,
    end: start + chain,
    car,
    angle: Math.atan2(uy, ux),
    spaces,
    mid: { x: ox + (ux * (start + start + chain)) / 2, y: oy + (uy * (start + start + chain)) / 2 },
  };
}

/** Where `p` lies against a lane's band of spaces: {distance (0 inside), across (from the axis)}. */
function laneOffset(lane, p) {
  const rx = p.x - lane.ox;
  const ry = p.y - lane.oy;
  const along = rx * lane.ux + ry * lane.uy;
  const across = Math.abs(rx * -lane.uy + ry * lane.ux);
  const outAlong = Math.max(lane.start - along, along - lane.end, 0);
  const outAcross = Math.max(across - CAR_WIDTH / 2, 0);
  return { distance: Math.hypot(outAlong, outAcross), across };
}

/** The lanes within `slop` units of a world point as {lane, distance}, nearest (then nearest axis) first. */
export function lanesNear(geometry, p, slop) {
  return geometry.lanes
    .map((lane) => ({ lane, ...laneOffset(lane, p) }))
    .filter((hit) => hit.distance <= slop)
    .sort((a, b) => a.distance - b.distance || a.across - b.across);
}

/** The city whose dot lies within `slop` units of a world point, or null. */
export function cityAt(geometry, p, slop) {
  let best = null;
  let bestDist = CITY_RADIUS + slop;
  for (const city of geometry.cities.values()) {
    const d = Math.hypot(city.x - p.x, city.y - p.y);
    if (d <= bestDist) {
      best = city;
      bestDist = d;
    }
  }
  return best;
}

// Directions a city name may lie in from its dot: 16 around the compass, right first.
const LABEL_DIRECTIONS = Array.from({ length: 16 }, (_, i) => {
  const angle = (i * Math.PI) / 8;
  return [Math.cos(angle), Math.sin(angle)];
});

/** How far the box {cx, cy, w, h} keeps from a point (0 when the point is inside). */
function boxDistance(cx, cy, w, h, p) {
  return Math.hypot(Math.max(Math.abs(p.x - cx) - w / 2, 0), Math.max(Math.abs(p.y - cy) - h / 2, 0));
}

/** The box a city name of `textWidth` x `size` takes in direction `dir`, just clear of the dot. */
export function labelBox(city, dir, textWidth, size) {
  const clear = CITY_RADIUS + size * 0.15;
  const far = clearDistance(Math.abs(dir[0]), Math.abs(dir[1]), textWidth / 2, size / 2, clear);
  return { x: city.x + dir[0] * far - textWidth / 2, y: city.y + dir[1] * far - size / 2, w: textWidth, h: size };
}

/**
 * How far along a unit direction (a, b >= 0) the centre of a box of half-sizes (hw, hh) must move from a point
 * for the box to keep `clear` from it: the t where hypot(max(a t - hw, 0), max(b t - hh, 0)) = clear.
 */
function clearDistance(a, b, hw, hh, clear) {
  const acrossX = a > 0 ? (clear + hw) / a : Infinity; // only the sides left and right of the point count
  if (b * acrossX <= hh) return acrossX;
  const acrossY = b > 0 ? (clear + hh) / b : Infinity; // only the sides above and below count
  if (a * acrossY <= hw) return acrossY;
  const mid = a * hw + b * hh; // both count: (a t - hw)^2 + (b t - hh)^2 = clear^2, with a^2 + b^2 = 1
  return mid + Math.sqrt(mid * mid - (hw * hw + hh * hh - clear * clear));
}

/** The length of the segment p-q inside the box grown by `pad` (0 when it misses); allocates nothing (placing the names calls it thousands of times). */
function lengthInBox(p, q, box, pad) {
  const x0 = box.x - pad;
  const y0 = box.y - pad;
  const x1 = box.x + box.w + pad;
  const y1 = box.y + box.h + pad;
  if (Math.max(p.x, q.x) < x0 || Math.min(p.x, q.x) > x1 || Math.max(p.y, q.y) < y0 || Math.min(p.y, q.y) > y1) return 0;
  const dx = q.x - p.x;
  const dy = q.y - p.y;
  let t0 = 0;
  let t1 = 1;
  for (let side = 0; side < 4; side++) { // Liang-Barsky: left, right, top, bottom
    const den = side === 0 ? -dx : side === 1 ? dx : side === 2 ? -dy : dy;
    const num = side === 0 ? p.x - x0 : side === 1 ? x1 - p.x : side === 2 ? p.y - y0 : y1 - p.y;
    if (den === 0) {
      if (num < 0) return 0;
    } else {
      const t = num / den;
      if (den < 0) t0 = Math.max(t0, t);
      else t1 = Math.min(t1, t);
      if (t0 > t1) return 0;
    }
  }
  return (t1 - t0) * Math.hypot(dx, dy);
}

/** Whether two boxes come within `pad` of each other. */
function boxesOverlap(a, b, pad) {
  return a.x < b.x + b.w + pad && b.x < a.x + a.w + pad && a.y < b.y + b.h + pad && b.y < a.y + a.h + pad;
}

/** Give each city the name position that covers the least of the lanes, dots and other names. */
function placeLabels(cities, lanes, world, measureText) {
  const placed = [];
  const degree = new Map([...cities.keys()].map((n) => [n, 0]));
  const segments = lanes.map((lane) => {
    degree.set(lane.route.a, degree.get(lane.route.a) + 1);
    degree.set(lane.route.b, degree.get(lane.route.b) + 1);
    return [
      { x: lane.ox + lane.ux * lane.start, y: lane.oy + lane.uy * lane.start },
      { x: lane.ox + lane.ux * lane.end, y: lane.oy + lane.uy * lane.end },
    ];
  });
  const order = [...cities.values()].sort((p, q) => degree.get(q.name) - degree.get(p.name));
  for (const city of order) {
    const width = measureText(city.name, LABEL_FONT);
    // No box of this name, grown by the lanes' or the dots' margin, reaches farther from the dot than `reach`.
    const reach = 2 * (CITY_RADIUS + Math.max(width, LABEL_FONT) + CAR_WIDTH);
    const within = (x0, y0, x1, y1) => x1 > city.x - reach && x0 < city.x + reach && y1 > city.y - reach && y0 < city.y + reach;
    const nearSegments = segments.filter(([a, b]) => within(Math.min(a.x, b.x), Math.min(a.y, b.y), Math.max(a.x, b.x), Math.max(a.y, b.y)));
    const nearCities = [...cities.values()].filter((other) => other !== city && within(other.x, other.y, other.x, other.y));
    let best = null;
    for (const dir of LABEL_DIRECTIONS) {
      const box = labelBox(city, dir, width, LABEL_FONT);
      let cost = Math.abs(dir[1]) * 2; // beside the dot reads best
      if (box.x < 4 || box.y < 4 || box.x + box.w > world.width - 4 || box.y + box.h > world.height - 4) cost += 1e4;
      for (const [a, b] of nearSegments) cost += lengthInBox(a, b, box, CAR_WIDTH / 2);
      for (const other of nearCities) {
        if (boxDistance(box.x + box.w / 2, box.y + box.h / 2, box.w, box.h, other) < CITY_RADIUS + 2) cost += 300;
      }
      for (const done of placed) if (boxesOverlap(box, done, 4)) cost += 500;
      if (!best || cost < best.cost) best = { cost, dir, box };
    }
    city.labelDir = best.dir;
    city.labelWidth = width / LABEL_FONT; // per unit of font size
    placed.push(best.box);
  }
}
