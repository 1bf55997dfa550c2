// Small SVG charts drawn by the site itself, in the page's colours: bars (a win rate per opponent) and a line (a
// score game after game). Each is an image with a label; the table beside it holds the same figures.

const NS = "http://www.w3.org/2000/svg";
export const WIDTH = 320;
export const HEIGHT = 140;
export const PAD = 24;

/** An SVG element with its attributes and children (text as text nodes). */
export function svg(tag, attrs = {}, ...children) {
  const node = document.createElementNS(NS, tag);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, String(value));
  for (const child of children) if (child) node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  return node;
}

/** A chart's SVG frame, an image labelled `label`. */
export function frame(label) {
  return svg("svg", { viewBox: `0 0 ${WIDTH} ${HEIGHT}`, class: "chart", role: "img", "aria-label": label });
}

/** Bars of values in 0..1, [{label, value, text}] (`text` written on the bar), labelled `label`. */
export function barChart(bars, label) {
  const chart = frame(label);
  const step = (WIDTH - 2 * PAD) / Math.max(bars.length, 1);
  const base = HEIGHT - PAD;
  chart.append(svg("line", { x1: PAD, y1: base, x2: WIDTH - PAD, y2: base, class: "chart-axis" }));
  bars.forEach((bar, i) => {
    const height = Math.max(1, bar.value * (base - PAD));
    const x = PAD + i * step + step * 0.2;
    chart.append(
      svg("rect", { x, y: base - height, width: step * 0.6, height, class: "chart-bar", rx: 3 }),
      svg("text", { x: x + step * 0.3, y: base - height - 4, "text-anchor": "middle", class: "chart-value" }, bar.text),
      svg("text", { x: x + step * 0.3, y: HEIGHT - 8, "text-anchor": "middle", class: "chart-label" }, bar.label));
  });
  return chart;
}

/** A line through values game after game (the oldest first), with its lowest and highest value written, labelled `label`. */
export function lineChart(values, label) {
  const chart = frame(label);
  const low = Math.min(...values);
  const high = Math.max(...values);
  const span = high - low || 1;
  const x = (i) => PAD + (values.length === 1 ? (WIDTH - 2 * PAD) / 2 : (i * (WIDTH - 2 * PAD)) / (values.length - 1));
  const y = (v) => HEIGHT - PAD - ((v - low) / span) * (HEIGHT - 2 * PAD);
  chart.append(
    svg("line", { x1: PAD, y1: HEIGHT - PAD, x2: WIDTH - PAD, y2: HEIGHT - PAD, class: "chart-axis" }),
    svg("polyline", { points: values.map((v, i) => `${x(i)},${y(v)}`).join(" "), class: "chart-line" }),
    ...values.map((v, i) => svg("circle", { cx: x(i), cy: y(v), r: 3, class: "chart-dot" })),
    svg("text", { x: 4, y: y(high) + 4, class: "chart-label" }, high),
    low === high ? null : svg("text", { x: 4, y: y(low) + 4, class: "chart-label" }, low));
  return chart;
}
