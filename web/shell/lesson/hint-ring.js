// The ring a lesson draws around a hint target on the board canvas (world units, constant size on screen).

const RADIUS_PX = 17;
const GOLD = "#f2b705";

/** Ring the world point `point` (ctx in world units; ppu: CSS px per world unit); `strong` while Show me plays. */
export function drawHintRing(ctx, point, ppu, strong) {
  const radius = (strong ? RADIUS_PX + 5 : RADIUS_PX) / ppu;
  ctx.save();
  ctx.beginPath();
  ctx.arc(point.x, point.y, radius, 0, Math.PI * 2);
  if (strong) {
    ctx.fillStyle = "rgba(242, 183, 5, 0.28)";
    ctx.fill();
  }
  ctx.lineWidth = 7 / ppu;
  ctx.strokeStyle = "rgba(255, 255, 255, 0.9)";
  ctx.stroke();
  ctx.lineWidth = 3.5 / ppu;
  ctx.strokeStyle = GOLD;
  ctx.setLineDash(strong ? [] : [7 / ppu, 4 / ppu]);
  ctx.stroke();
  ctx.restore();
}
