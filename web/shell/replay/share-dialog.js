// The Share this position dialog: the link of a position, the <iframe> code that embeds it, and the plain warning
// that the link reveals every hidden card. Copy uses the Clipboard API, else leaves the field selected to copy by hand.

import { copyOrSelect } from "../copy.js";
import { el, modal } from "../dom.js";
import { t } from "../i18n.js";
import { linkTo, positionHash } from "../setup.js";

/** The <iframe> code that embeds a position (`link`: the absolute embed.html#position=... address). */
export function iframeCode(link, title) {
  const safeTitle = String(title).replace(/[&"<>]/g, (c) => ({ "&": "&amp;", '"': "&quot;", "<": "&lt;", ">": "&gt;" })[c]);
  return `<iframe src="${link.replace(/&/g, "&amp;")}" title="${safeTitle}" width="900" height="640" loading="lazy"></iframe>`;
}

/** A read-only field with a Copy button (`copyLabel`: its accessible name): the Clipboard API, or the text selected with a hint when it is refused. */
export function copyField({ label, copyLabel, text, multiline = false, className = "" }) {
  const field = multiline
    ? el("textarea", { class: `input copy-text ${className}`, readOnly: true, rows: 3, value: text, attrs: { "aria-label": label, spellcheck: "false" } })
    : el("input", { class: `input copy-text ${className}`, readOnly: true, value: text, attrs: { "aria-label": label, spellcheck: "false" } });
  field.addEventListener("focus", () => field.select());
  const status = el("span", { class: "copy-status small", attrs: { "aria-live": "polite" } });
  const copy = () => copyOrSelect(text, () => { field.focus(); field.select(); }, status);
  return el("div", { class: "copy-field" },
    el("div", { class: "copy-head" }, el("span", { class: "copy-label", text: label }), status),
    el("div", { class: "copy-row" }, field, el("button", { class: "btn copy-btn", type: "button", text: t("table.share.copy"), attrs: { "aria-label": copyLabel }, onclick: copy })));
}

/** Show the Share this position dialog for a code of game `title`. */
export function shareDialog(code, title) {
  const hash = positionHash(code);
  const link = linkTo(hash);
  return modal((close) => [
    el("h2", { text: t("table.menu.share-position") }),
    el("p", { class: "share-warning", attrs: { role: "note" } }, el("strong", { text: t("table.share.reveals") }), " ", t("table.share.reveals.why")),
    el("p", { class: "muted small", text: t("table.share.opens", { game: title }) }),
    copyField({ label: t("table.share.link"), copyLabel: t("table.share.link.copy"), text: link, className: "share-link" }),
    copyField({ label: t("table.share.embed"), copyLabel: t("table.share.embed.copy"), text: iframeCode(linkTo(hash, "embed.html"), t("table.share.embed.title", { game: title })),
      multiline: true, className: "share-iframe" }),
    el("div", { class: "modal-actions" }, el("button", { class: "btn primary", type: "button", text: t("table.done"), onclick: () => close(true) })),
  ], { className: "share-dialog" });
}
