// The embedded board (embed.html): picks the mode its hash names and posts the content height to the host page.
// `#lesson=<game-id>/<lesson-id>`: a lesson (embed/lesson.js); `#position=<code>`: a read-only replay (embed/position.js);
// anything else: a live game table (embed/game.js).
// Every mode posts {type: "gameshelf:height", height} on load and on every resize (embed/parent.js).

import { postHeight } from "./embed/parent.js";

const MODES = {
  lesson: () => import("./embed/lesson.js"),
  position: () => import("./embed/position.js"),
  game: () => import("./embed/game.js"),
};

/** The mode named by the hash (`#<mode>=...`), else the game table. */
function modeOf(hash) {
  const name = /^#([a-z]+)=/.exec(hash)?.[1];
  return name && Object.hasOwn(MODES, name) && name !== "game" ? name : "game";
}

const root = document.getElementById("embed-root");
document.body.dataset.embed = modeOf(location.hash);
MODES[modeOf(location.hash)]().then((mode) => mode.start(root));
postHeight(root);
