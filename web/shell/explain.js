// explain.html: the snippets pointed at this copy of the site, a Copy button on each, and the list of every lesson
// (from the build's data files; every text goes in through textContent).

import { copyOrSelect } from "./copy.js";
import { el } from "./dom.js";
import { fmt, lang, ready, t } from "./i18n.js";
import { iframeCode } from "./replay/share-dialog.js";
import { linkTo } from "./setup.js";

const EXAMPLE_SITE = "https://example.org/shelf/";
const EXAMPLE_ORIGIN = "https://example.org";
const SITE = new URL("./", document.baseURI).href;

/** A Copy button and its status line for a text; `select` marks the text on the page when the clipboard is refused. */
function copyButton(text, select, label) {
  const status = el("span", { class: "copy-status small", attrs: { "aria-live": "polite" } });
  const button = el("button", { class: "btn copy-btn", type: "button", text: t("shell.explain.copy"), attrs: { "aria-label": label },
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

await ready; // the page's language (explain.html is English, explain.fr.html French: <html data-lang>)

for (const code of document.querySelectorAll("code")) {
  if (code.textContent.includes(EXAMPLE_ORIGIN)) {
    code.textContent = code.textContent.replaceAll(EXAMPLE_SITE, SITE).replaceAll(EXAMPLE_ORIGIN, location.origin);
  }
}
document.querySelectorAll("pre[data-snippet]").forEach((pre, i) => {
  pre.after(copyButton(() => pre.textContent, () => selectAll(pre), t("shell.explain.copy-snippet", { n: i + 1 })));
});

/** The list of every lesson, each with its reference and a Copy of its embed code. */
async function lessonIndex() {
  const host = document.getElementById("lesson-index");
  const lessonFile = lang() === "en" ? "data/lessons.json" : `data/lessons.${lang()}.json`;
  const [lessons, catalog] = await Promise.all([lessonFile, "data/catalog.json"].map(async (path) => {
    const response = await fetch(path);
    if (!response.ok) throw new Error(t("shell.explain.missing", { path }));
    return response.json();
  }));
  const titles = new Map(catalog.map((game) => [game.id, fmt(game.title)]));
  host.replaceChildren(...Object.entries(lessons).map(([game, list]) => el("details", { class: "lesson-game" },
    el("summary", { text: t("shell.explain.game-lessons", { game: titles.get(game) || game, n: list.length }) }),
    el("ul", { class: "lesson-refs" }, list.map((lesson) => {
      const ref = `${game}/${lesson.id}`;
      const refCode = el("code", { text: ref });
      return el("li", {}, el("span", { class: "lesson-ref-title", text: lesson.title }), refCode,
        copyButton(() => iframeCode(linkTo(`#lesson=${ref}${lang() === "en" ? "" : `&lang=${lang()}`}`, "embed.html"), t("shell.explain.lesson-frame", { lesson: lesson.title })),
          () => selectAll(refCode), t("shell.explain.copy-lesson", { lesson: lesson.title })));
    })))));
}

lessonIndex().catch((err) => {
  document.getElementById("lesson-index").textContent = t("shell.explain.no-lessons", { reason: err.message });
});
