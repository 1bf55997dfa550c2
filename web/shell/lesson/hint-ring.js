// The rings a lesson draws around its hint targets on the board canvas (world units, about constant on screen).

const RADIUS_PX = 17;
const MIN_RADIUS_PX = 5;
const GOLD = "#f2b705";

/** The ring radius in world units: RADIUS_PX on screen, smaller when targets sit close (rings never overlap). */
function ringRadius(points, ppu) {
  let nearest = Infinity;
  for (let i = 0; i < points.length; i++) {
    for (let j = i + 1; j < points.length; j++) nearest = Math.min(nearest, Math.hypot(points[i].x - points[j].x, points[i].y - points[j].y));
  }
  return Math.max(MIN_RADIUS_PX / ppu, Math.min(RADIUS_PX / ppu, nearest * 0.45));
}

/** Ring the world `points` (ctx in world units; ppu: CSS px per world unit); `strong` while Show me plays. */
export function drawHintRings(ctx, points, ppu, strong) {
  const radius = ringRadius(points, ppu) * (strong ? 1.25 : 1);
  const line = Math.min(3.5 / ppu, radius * 0.3);
  ctx.save();
  for (const point of points) {
    ctx.beginPath();
    ctx.arc(point.x, point.y, radius, 0, Math.PI * 2);
    if (strong) {
      ctx.fillStyle = "rgba(242, 183, 5, 0.3)";
      ctx.fill();
    }
    ctx.setLineDash([]);
    ctx.lineWidth = line * 2;
    ctx.strokeStyle = "rgba(255, 255, 255, 0.85)";
    ctx.stroke();
    ctx.lineWidth = line;
    ctx.strokeStyle = GOLD;
    ctx.setLineDash(strong ? [] : [line * 2, line * 1.2]);
    ctx.stroke();
  }
  ctx.restore();
}
