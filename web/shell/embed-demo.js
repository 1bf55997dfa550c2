// The double-route demo: drives two embedded boards with postMessage so the reader sees the rule happen.

import { SEAT_COLOR_NAMES } from "./table/seat-colors.js";

const KANSAS_OMAHA = [58, 59]; // the two lanes of the Kansas City – Omaha double route on the USA map
const STEP_MS = 1100;
const FOCUS_ZOOM = 2.6; // how close the boards show the double route

/** The keep-tickets move that keeps every offered ticket. */
function keepAll(legal) {
  const keeps = legal.filter((m) => m.type === "keep_tickets");
  return keeps.sort((a, b) => b.keep.length - a.keep.length)[0] || null;
}

/** The first legal claim of one lane (the seed gives the player the cards for it). */
function claim(route) {
  return (legal) => legal.find((m) => m.type === "claim" && m.route === route) || null;
}

/** The colour name of the seat whose turn it is. */
function seatName(view) {
  return SEAT_COLOR_NAMES[view.turn] || `Seat ${view.turn + 1}`;
}

/** After the 3-player claim: is the other lane closed now? */
function closedText(view) {
  return view.closed.includes(KANSAS_OMAHA[1])
    ? "The second Kansas City – Omaha lane is now closed: with three players, nobody can claim it."
    : "The second lane is still open.";
}

const CASES = [
  {
    frame: "board-three", caption: "caption-three", players: 3, seed: 1,
    steps: [
      { say: () => "Each player keeps the tickets they were dealt.", move: keepAll, repeat: 3 },
      { say: (view) => `${seatName(view)} claims one Kansas City – Omaha lane…`, move: claim(KANSAS_OMAHA[0]) },
    ],
    done: closedText,
  },
  {
    frame: "board-four", caption: "caption-four", players: 4, seed: 1,
    steps: [
      { say: () => "Each player keeps the tickets they were dealt.", move: keepAll, repeat: 4 },
      { say: (view) => `${seatName(view)} claims one Kansas City – Omaha lane…`, move: claim(KANSAS_OMAHA[0]) },
      { say: (view) => `…and ${seatName(view)} claims the other lane. With four players both lanes are used.`, move: claim(KANSAS_OMAHA[1]) },
    ],
    done: () => "Both lanes are taken, by two different players.",
  },
];

/** Run one case: start its game, then play its scripted moves one by one as the board answers. */
function runCase(spec) {
  const frame = document.getElementById(spec.frame);
  const caption = document.getElementById(spec.caption);
  const queue = spec.steps.flatMap((step) => Array.from({ length: step.repeat || 1 }, () => step));
  let said = null;
  const target = frame.contentWindow;

  const next = (legal, view) => {
    const step = queue.shift();
    if (!step) {
      caption.textContent = spec.done(view);
      return;
    }
    if (step !== said) caption.textContent = step.say(view);
    said = step;
    const move = step.move(legal);
    if (!move) {
      caption.textContent = "This step cannot be shown with the current rules version.";
      return;
    }
    setTimeout(() => target.postMessage({ type: "gameshelf:play", move }, location.origin), STEP_MS);
  };

  const onMessage = (event) => {
    if (event.source !== target || !event.data || typeof event.data.type !== "string") return;
    const msg = event.data;
    if (msg.type === "gameshelf:state") target.postMessage({ type: "gameshelf:focus", target: { route: KANSAS_OMAHA[0] }, zoom: FOCUS_ZOOM }, location.origin);
    if (msg.type === "gameshelf:state" || msg.type === "gameshelf:move") next(msg.legal, msg.view);
    else if (msg.type === "gameshelf:error") caption.textContent = `The board refused a step: ${msg.error}`;
  };
  window.addEventListener("message", onMessage);
  caption.textContent = "Setting up the board…";
  const seats = Array.from({ length: spec.players }, () => "human");
  target.postMessage({ type: "gameshelf:new", setup: { game: "ticket-to-ride", seats, seed: spec.seed } }, location.origin);
  return () => window.removeEventListener("message", onMessage);
}

let stops = [];
function runAll() {
  stops.forEach((stop) => stop());
  stops = CASES.map(runCase);
}

/**
 * Start once both boards listen. A board says "gameshelf:ready" when its Python is up; a board that
 * was faster than this script answers the "gameshelf:get" probe instead (with an error: no game yet).
 */
const waiting = new Set(CASES.map((spec) => document.getElementById(spec.frame).contentWindow));
function onFirstWord(event) {
  if (!waiting.has(event.source) || !event.data || typeof event.data.type !== "string" || event.data.type === "gameshelf:height") return;
  waiting.delete(event.source);
  if (waiting.size) return;
  window.removeEventListener("message", onFirstWord);
  runAll();
}
window.addEventListener("message", onFirstWord);
for (const target of waiting) target.postMessage({ type: "gameshelf:get" }, location.origin);
document.getElementById("replay").addEventListener("click", runAll);
