// The embed's side of the host page: messages to the parent (at its origin only), messages from it, and the
// content height every embed mode posts as {type: "gameshelf:height", height} (CSS px, on load and on resize).

/** The origin of the page that embeds this board (from the browser; a message from the parent confirms it). */
function embedderOrigin() {
  if (location.ancestorOrigins && location.ancestorOrigins.length) return location.ancestorOrigins[0];
  try {
    return document.referrer ? new URL(document.referrer).origin : null;
  } catch {
    return null;
  }
}
let parentOrigin = window.parent === window ? null : embedderOrigin();

/** Post to the parent page, at its origin only (nothing when there is no parent or its origin is unknown). */
export function tell(message) {
  if (window.parent !== window && parentOrigin && parentOrigin !== "null") window.parent.postMessage(message, parentOrigin);
}

/** Post the height of `element`'s content now and whenever it changes (a host page sizes its frame with it). */
export function postHeight(element) {
  let last = -1;
  const send = () => {
    const height = Math.ceil(element.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    tell({ type: "gameshelf:height", height });
  };
  new ResizeObserver(send).observe(element);
  send();
}

let answerer = null; // the mode's answer(data), once it listens
const early = []; // messages that came before the mode's module was loaded

/** Answer one message with the mode's `answerer`; a thrown error is told to the parent. */
async function answerOne(data) {
  try {
    await answerer(data);
  } catch (err) {
    tell({ type: "gameshelf:error", request: data.type.slice(0, 40), error: String(err.message).slice(0, 120) });
  }
}

// Heard from the first moment (the mode's module loads later): messages wait in `early` until it listens.
window.addEventListener("message", (event) => {
  if (window.parent === window || event.source !== window.parent) return;
  const data = event.data;
  if (!data || typeof data !== "object" || typeof data.type !== "string" || !data.type.startsWith("gameshelf:")) return;
  parentOrigin = event.origin;
  if (answerer) answerOne(data);
  else early.push(data);
});

/**
 * Pass each `gameshelf:*` message from the parent window (any other window is ignored), and those that came
 * before, to `answer(data)`; a thrown error is told to the parent as {type: "gameshelf:error", request, error}.
 */
export function listen(answer) {
  answerer = answer;
  for (const data of early.splice(0)) answerOne(data);
}

/** A loading line with a spinner for `host` (its text set through the returned element's `say(text)`). */
export function loadingLine(el, text) {
  const label = el("span", { class: "embed-loading-text", text });
  const line = el("div", { class: "embed-loading" }, el("span", { class: "spinner" }), label);
  line.say = (words) => { label.textContent = words; };
  return line;
}
