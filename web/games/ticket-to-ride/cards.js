// Ticket to Ride card and route colours: fill, readable ink and a shape symbol for each (names: words.js),
// so that no colour is told only by its hue.

const SVG_NS = "http://www.w3.org/2000/svg";

// Symbols are SVG path data in a 24 x 24 box, shared by the DOM cards and the canvas map.
export const SYMBOLS = {
  purple: "M12 21C5 15.5 2 12.3 2 8.2A5 5 0 0 1 12 6.6 5 5 0 0 1 22 8.2C22 12.3 19 15.5 12 21Z",
  blue: "M12 2C8.2 7.6 5 11.6 5 15a7 7 0 0 0 14 0c0-3.4-3.2-7.4-7-13Z",
  orange: "M12 3 22 20.5H2Z",
  white: "M12 3a9 9 0 1 0 0.01 0ZM12 7.5a4.5 4.5 0 1 1-0.01 0Z",
  green: "M9 2.5h6v6.5h6.5v6H15v6.5H9V15H2.5V9H9Z",
  yellow: "M12 1.5l3.1 6.6 7.2.9-5.3 5 1.4 7.2L12 17.7l-6.4 3.5 1.4-7.2-5.3-5 7.2-.9Z",
  black: "M4 4h16v16H4Z",
  red: "M12 1.5 22.5 12 12 22.5 1.5 12Z",
  locomotive:
    "M1.5 17V10h4V5.5h7V10h2.5V6.5h3V10H20l2.5 3.5V17Z" +
    "M6 22.5a2.5 2.5 0 1 1 0-5 2.5 2.5 0 0 1 0 5Z" +
    "M17.5 22.5a2.5 2.5 0 1 1 0-5 2.5 2.5 0 0 1 0 5Z",
};

// fill: the card and route colour; ink: text and symbol drawn on it.
export const COLORS = {
  purple: { fill: "#a24d9c", ink: "#ffffff" },
  blue: { fill: "#2a6fc0", ink: "#ffffff" },
  orange: { fill: "#ee8a22", ink: "#2b1600" },
  white: { fill: "#f5f3ec", ink: "#2a2a2a" },
  green: { fill: "#2f8234", ink: "#ffffff" },
  yellow: { fill: "#f2d22c", ink: "#2b2200" },
  black: { fill: "#2b2b2e", ink: "#ffffff" },
  red: { fill: "#d3302a", ink: "#ffffff" },
  locomotive: { fill: "#c9c2b4", ink: "#1d1d1d" },
  gray: { fill: "#9f9c95", ink: "#1d1d1d" },
};

// The locomotive card is rainbow-striped like the printed one.
const RAINBOW = ["#d3302a", "#ee8a22", "#f2d22c", "#2f8234", "#2a6fc0", "#a24d9c"];

const paths = new Map();

/** The symbol of a colour as a canvas Path2D in the 24 x 24 box (undefined for gray). */
export function symbolPath(color) {
  if (!SYMBOLS[color]) return undefined;
  if (!paths.has(color)) paths.set(color, new Path2D(SYMBOLS[color]));
  return paths.get(color);
}

/** An inline SVG element showing a colour's symbol in its ink, `size` CSS pixels square. */
export function symbolIcon(color, size, ink = COLORS[color].ink) {
  const svg = document.createElementNS(SVG_NS, "svg");
  svg.setAttribute("viewBox", "0 0 24 24");
  svg.setAttribute("width", String(size));
  svg.setAttribute("height", String(size));
  svg.setAttribute("aria-hidden", "true");
  const path = document.createElementNS(SVG_NS, "path");
  path.setAttribute("d", SYMBOLS[color]);
  path.setAttribute("fill", ink);
  path.setAttribute("fill-rule", "evenodd");
  svg.append(path);
  return svg;
}

/** The CSS background of a card of this colour. */
export function cardBackground(color) {
  if (color === "locomotive") return `linear-gradient(135deg, ${RAINBOW.join(", ")})`;
  return COLORS[color].fill;
}
