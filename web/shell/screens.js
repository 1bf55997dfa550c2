// The page's screens (#shelf-screen, #table-screen, #viewer-screen, #lesson-screen, #history-screen): one is shown at a time.

const SCREENS = ["shelf", "table", "viewer", "lesson", "history"];

/** Show the screen `name` and hide the others; the body's data-screen says which is shown. */
export function showOnly(name) {
  for (const screen of SCREENS) document.getElementById(`${screen}-screen`).hidden = screen !== name;
  document.body.dataset.screen = name;
}
