// The Share this position dialog: the link of a position, the <iframe> code that embeds it, and the plain warning
// that the link reveals every hidden card. Copy uses the Clipboard API, else leaves the field selected to copy by hand.

import { copyOrSelect } from "../copy.js";
import { el, modal } from "../dom.js";
import { linkTo, positionHash } from "../setup.js";

export const REVEALS_EVERYTHING = "Whoever opens it can replay the whole deal: every hand and the cards still to come. " +
  "Share it only when that spoils nothing (a finished game, a puzzle, a rule to explain).";

/** The <iframe> code that embeds a position (`link`: the absolute embed.html#position=... address). */
export function iframeCode(link, title) {
  const safeTitle = String(title).replace(/[&"<>]/g, (c) => ({ "&": "&amp;", '"': "&quot;", "<": "&lt;", ">": "&gt;" })[c]);
  return `<iframe src="${link.replace(/&/g, "&amp;")}" title="${safeTitle}" width="900" height="640" loading="lazy"></iframe>`;
}

/** A read-only field with a Copy button: the Clipboard API, or the text selected with a hint when it is refused. */
export function copyField({ label, text, multiline = false, className = "" }) {
  const field = multiline
    ? el("textarea", { class: `input copy-text ${className}`, readOnly: true, rows: 3, value: text, attrs: { "aria-label": label, spellcheck: "false" } })
    : el("input", { class: `input copy-text ${className}`, readOnly: true, value: text, attrs: { "aria-label": label, spellcheck: "false" } });
  field.addEventListener("focus", () => field.select());
  const status = el("span", { class: "copy-status small", attrs: { "aria-live": "polite" } });
  const copy = () => copyOrSelect(text, () => { field.focus(); field.select(); }, status);
  return el("div", { class: "copy-field" },
    el("div", { class: "copy-head" }, el("span", { class: "copy-label", text: label }), status),
    el("div", { class: "copy-row" }, field, el("button", { class: "btn copy-btn", type: "button", text: "Copy", attrs: { "aria-label": `Copy the ${label.toLowerCase()}` }, onclick: copy })));
}

/** Show the Share this position dialog for a code of game `title`. */
export function shareDialog(code, title) {
  const hash = positionHash(code);
  const link = linkTo(hash);
  return modal((close) => [
    el("h2", { text: "Share this position" }),
    el("p", { class: "share-warning", attrs: { role: "note" } }, el("strong", { text: "This link reveals every hidden card. " }), REVEALS_EVERYTHING),
    el("p", { class: "muted small", text: `The link opens this moment of ${title} as a replay on any device that has the site; from there anyone can step through the moves or continue the game.` }),
    copyField({ label: "Link", text: link, className: "share-link" }),
    copyField({ label: "Embed code", text: iframeCode(linkTo(hash, "embed.html"), `${title}: a shared position`), multiline: true, className: "share-iframe" }),
    el("div", { class: "modal-actions" }, el("button", { class: "btn primary", type: "button", text: "Done", onclick: () => close(true) })),
  ], { className: "share-dialog" });
}
