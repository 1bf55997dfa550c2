// The page's second script: builds the table; a link to a stored game is resumed on it at once, so that
// its stored board is drawn before app.js (the routes, the shelf) loads, and a new game's link shows that game's
// board (the build's, with no deal) until app.js starts the game once Python is up.

import { ready } from "./shell/i18n.js";
import { showOnly } from "./shell/screens.js";
import { withSeatNames } from "./shell/setup.js";
import { GameTable } from "./shell/table/game-table.js";
import { engine, link, loadApp, store } from "./start.js";

await ready; // the table is drawn in the language's words

/** The page's table (app.js sets its hooks); a guest phone's page has its own (shell/together/join-screen.js). */
export const table = link.route === "join" ? null : new GameTable(document.getElementById("table-screen"), { engine, store });

/** Load app.js once the board drawn meanwhile has had its first frame. */
function afterFirstFrame() {
  requestAnimationFrame(() => setTimeout(loadApp, 0));
  setTimeout(loadApp, 250); // a hidden page draws no frame
}

let linkedResume = null;
if (link.route === "play") {
  showOnly("table");
  linkedResume = { id: link.id, resuming: table.resume(link.id, { onPreview: afterFirstFrame }) };
  linkedResume.resuming.catch(() => {}).finally(loadApp); // app.js reports a failure when it takes this resume over
} else if (link.route === "new") {
  showOnly("table");
  table.showSetup(withSeatNames(link.setup)).catch(() => {}).finally(afterFirstFrame); // app.js reports an unknown game
}

/** Resume a stored game on the table: the link's own resume when table-start.js began it, else a new one. */
export function resumeOnTable(id) {
  const early = linkedResume?.id === id ? linkedResume.resuming : null;
  linkedResume = null;
  return early ?? table.resume(id);
}
