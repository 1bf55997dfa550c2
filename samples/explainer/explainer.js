// The sample explainer's only script: size each Gameshelf frame from its height messages, show what the boards
// report (a lesson's step and status, the replay's move), and step the shared game from the walkthrough buttons.

const frames = [...document.querySelectorAll("iframe.board-frame")];
const MIN_HEIGHT = 240;
const MAX_HEIGHT = 1600;

/** The frame a message came from (only Gameshelf's own origin is listened to), or undefined. */
function frameOf(event) {
  return frames.find((frame) => frame.contentWindow === event.source && new URL(frame.src).origin === event.origin);
}

/** The caption under a frame. */
function statusOf(frame) {
  return document.getElementById(`${frame.id}-status`);
}

const LESSON_WORDS = { playing: "your move", wrong: "not quite: read why, then try again", solved: "solved!", done: "lesson complete" };

window.addEventListener("message", (event) => {
  const frame = frameOf(event);
  const data = event.data;
  if (!frame || !data || typeof data.type !== "string") return;
  if (data.type === "gameshelf:height" && Number.isFinite(data.height)) {
    frame.style.height = `${Math.round(Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, data.height)))}px`;
    frame.dataset.sized = "true";
  } else if (data.type === "gameshelf:lesson") {
    statusOf(frame).textContent = `Step ${data.step + 1} of ${data.steps}: ${LESSON_WORDS[data.status] || data.status}`;
  } else if (data.type === "gameshelf:replay") {
    const where = data.at === 0 ? "The deal" : `Move ${data.at} of ${data.count}`;
    statusOf(frame).textContent = data.over ? `${where}: the game is over` : where;
    for (const button of document.querySelectorAll("[data-goto]")) {
      const at = button.dataset.goto === "last" ? data.count : Number(button.dataset.goto);
      button.setAttribute("aria-pressed", String(at === data.at));
    }
  } else if (data.type === "gameshelf:error") {
    statusOf(frame).textContent = `The board said: ${data.error}`;
  }
});

const shared = document.getElementById("shared-game");
for (const button of document.querySelectorAll("[data-goto]")) {
  button.addEventListener("click", () => {
    const at = button.dataset.goto === "last" ? "last" : Number(button.dataset.goto);
    shared.contentWindow.postMessage({ type: "gameshelf:goto", at }, new URL(shared.src).origin);
  });
}
