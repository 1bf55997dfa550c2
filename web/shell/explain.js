// explain.html: the snippets pointed at this copy of the site, a Copy button on each, and the list of every lesson
// (from the build's data files; every text goes in through textContent).

import { copyOrSelect } from "./copy.js";
import { el } from "./dom.js";
import { iframeCode } from "./replay/share-dialog.js";
import { linkTo } from "./setup.js";

const EXAMPLE_SITE = "https://example.org/shelf/";
const EXAMPLE_ORIGIN = "https://example.org";
const SITE = new URL("./", document.baseURI).href;

/** A Copy button and its status line for a text; `select` marks the text on the page when the clipboard is refused. */
function copyButton(text, select, label) {
  const status = el("span", { class: "copy-status small", attrs: { "aria-live": "polite" } });
  const button = el("button", { class: "btn copy-btn", type: "button", text: "Copy", attrs: { "aria-label": label },
    onclick: () => copyOrSelect(text(), select, status) });
  return el("div", { class: "snippet-actions" }, button, status);
}

/** Select every character of an element on the page. */
function selectAll(node) {
  const range = document.createRange();
  range.selectNodeContents(node);
  const selection = window.getSelection();
  selection.removeAllRanges();
  selection.addRange(range);
}

for (const code of document.querySelectorAll("code")) {
  if (code.textContent.includes(EXAMPLE_ORIGIN)) {
    code.textContent = code.textContent.replaceAll(EXAMPLE_SITE, SITE).replaceAll(EXAMPLE_ORIGIN, location.origin);
  }
}
document.querySelectorAll("pre[data-snippet]").forEach((pre, i) => {
  pre.after(copyButton(() => pre.textContent, () => selectAll(pre), `Copy snippet ${i + 1}`));
});

/** The list of every lesson, each with its reference and a Copy of its embed code. */
async function lessonIndex() {
  const host = document.getElementById("lesson-index");
  const [lessons, catalog] = await Promise.all(["data/lessons.json", "data/catalog.json"].map(async (path) => {
    const response = await fetch(path);
    if (!response.ok) throw new Error(`${path} is missing`);
    return response.json();
  }));
  const titles = new Map(catalog.map((game) => [game.id, game.title]));
  host.replaceChildren(...Object.entries(lessons).map(([game, list]) => el("details", { class: "lesson-game" },
    el("summary", { text: `${titles.get(game) || game} · ${list.length} lessons` }),
    el("ul", { class: "lesson-refs" }, list.map((lesson) => {
      const ref = `${game}/${lesson.id}`;
      const refCode = el("code", { text: ref });
      return el("li", {}, el("span", { class: "lesson-ref-title", text: lesson.title }), refCode,
        copyButton(() => iframeCode(linkTo(`#lesson=${ref}`, "embed.html"), `Lesson: ${lesson.title}`), () => selectAll(refCode), `Copy the embed code of ${lesson.title}`));
    })))));
}

lessonIndex().catch((err) => {
  document.getElementById("lesson-index").textContent = `The list of lessons could not be read (${err.message}).`;
});
