// Small DOM helpers: element building (text only ever through textContent), toasts and modal pickers.

import { t } from "./i18n.js";

/**
 * Build an element. props: {class, text, title, attrs: {name: value}, style: {prop: value},
 * dataset: {key: value}, on<event>: handler, any other key set as a property (value, type, disabled...)}.
 * Children may be nodes, strings (added as text nodes), arrays, or null/false (skipped).
 */
export function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props || {})) {
    if (value === undefined || value === null) continue;
    if (key === "class") node.className = value;
    else if (key === "text") node.textContent = String(value);
    else if (key === "attrs") for (const [a, v] of Object.entries(value)) node.setAttribute(a, String(v));
    else if (key === "style") Object.assign(node.style, value);
    else if (key === "dataset") Object.assign(node.dataset, value);
    else if (key.startsWith("on") && typeof value === "function") node.addEventListener(key.slice(2), value);
    else node[key] = value;
  }
  append(node, children);
  return node;
}

/** Append children (nodes, strings as text, nested arrays; null and false skipped). */
function append(node, children) {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    if (Array.isArray(child)) append(node, child);
    else node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
}

/** Where toasts start: below the top bar on screen (a table's, the viewer's, a lesson's or the site's), never over its buttons. */
function toastTop() {
  const bars = [...document.querySelectorAll(".topbar, .site-header, .lesson-bar")].map((bar) => bar.getBoundingClientRect());
  return Math.max(6, ...bars.filter((box) => box.height && box.top <= 0 && box.bottom > 0).map((box) => box.bottom)) + 8;
}

/** Show a short message at the top of the screen (below its top bar) for a few seconds; returns its element. */
export function toast(text, kind = "info") {
  let host = document.getElementById("toasts");
  if (!host) {
    host = el("div", { id: "toasts", class: "toasts", attrs: { role: "status", "aria-live": "polite" } });
    document.body.append(host);
  }
  host.style.top = `${toastTop()}px`;
  const item = el("div", { class: `toast toast-${kind}`, text });
  host.append(item);
  setTimeout(() => item.classList.add("toast-out"), kind === "error" ? 5200 : 3200);
  setTimeout(() => item.remove(), kind === "error" ? 5600 : 3600);
  return item;
}

const FOCUSABLE = "button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex='-1'])";
let modalCount = 0;

/** Keep Tab and Shift+Tab inside `box` (a dialog): past the last control comes the first, and back. */
export function trapTab(box, event) {
  const items = [...box.querySelectorAll(FOCUSABLE)].filter((node) => node.getClientRects().length);
  if (!items.length) {
    event.preventDefault();
    return;
  }
  const first = items[0];
  const last = items[items.length - 1];
  const inside = box.contains(document.activeElement);
  if (event.shiftKey && (document.activeElement === first || !inside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
    event.preventDefault();
    first.focus();
  }
}

/** Give the focus back to what had it before a dialog, or to the page's main part when that is gone. */
export function restoreFocus(opener) {
  if (opener && opener.isConnected && opener.getClientRects().length && opener !== document.body) {
    opener.focus({ preventScroll: true });
    return;
  }
  const main = document.querySelector("main:not([hidden]), .screen:not([hidden])") || document.body;
  if (!main.hasAttribute("tabindex") && main !== document.body) main.tabIndex = -1;
  main.focus?.({ preventScroll: true });
}

/** A modal card over the page; resolves with what `build(close)` passes to close(value), or null. */
export function modal(build, { className = "" } = {}) {
  return new Promise((resolve) => {
    const backdrop = el("div", { class: "modal-backdrop" });
    const opener = document.activeElement;
    let card = null;
    const close = (value) => {
      document.removeEventListener("keydown", onKey);
      backdrop.remove();
      restoreFocus(opener);
      resolve(value === undefined ? null : value);
    };
    const onKey = (event) => {
      if (event.key === "Escape") close(null);
      else if (event.key === "Tab") trapTab(card, event);
    };
    // Only a press that starts on the backdrop dismisses: the click that follows the tap which opened
    // the modal (a touch screen's delayed click) lands on the backdrop too and must not close it.
    let pressedBackdrop = false;
    backdrop.addEventListener("pointerdown", (event) => { pressedBackdrop = event.target === backdrop; });
    backdrop.addEventListener("click", (event) => { if (pressedBackdrop && event.target === backdrop) close(null); });
    document.addEventListener("keydown", onKey);
    card = el("div", { class: `modal card ${className}`, tabIndex: -1, attrs: { role: "dialog", "aria-modal": "true" } }, build(close));
    const heading = card.querySelector("h2");
    if (heading) {
      heading.id = `modal-title-${++modalCount}`;
      card.setAttribute("aria-labelledby", heading.id);
    }
    backdrop.append(card);
    document.body.append(backdrop);
    const first = card.querySelector("button.primary") || card.querySelector("button") || card;
    first.focus({ preventScroll: true });
  });
}

/** A picker: {title, text?, options: [{label, value, detail?}]} -> the chosen value or null. */
export function choose({ title, text, options }) {
  return modal((close) => [
    el("h2", { text: title || t("shell.dialog.choose") }),
    text ? el("p", { class: "muted", text }) : null,
    el("div", { class: "choice-list" }, (options || []).map((option, i) =>
      el("button", { class: "choice", type: "button", dataset: { index: String(i) }, onclick: () => close({ value: option.value }) },
        el("span", { class: "choice-label", text: option.label }),
        option.detail ? el("span", { class: "choice-detail", text: option.detail }) : null))),
    el("div", { class: "modal-actions" }, el("button", { class: "btn ghost", type: "button", text: t("shell.dialog.cancel"), onclick: () => close(null) })),
  ]).then((picked) => (picked ? picked.value : null));
}

/** Ask a yes/no question; resolves true only when the action button is pressed. */
export function confirmDialog({ title, text, action = t("shell.dialog.ok"), danger = false }) {
  return modal((close) => [
    el("h2", { text: title }),
    text ? el("p", { text }) : null,
    el("div", { class: "modal-actions" },
      el("button", { class: "btn ghost", type: "button", text: t("shell.dialog.cancel"), onclick: () => close(false) }),
      el("button", { class: `btn ${danger ? "danger" : "primary"}`, type: "button", text: action, onclick: () => close(true) })),
  ]).then((answer) => answer === true);
}

/** Copy text to the clipboard, or show it in a dialog to copy by hand when that is refused. */
/** what: the thing copied, a message (["shell.copy.link"]). */
export async function copyText(text, what = ["shell.copy.link"]) {
  try {
    await navigator.clipboard.writeText(text);
    toast(t("shell.copy.done", { what }));
  } catch {
    await modal((close) => {
      const field = el("input", { class: "input", value: text, readOnly: true, onfocus: (e) => e.target.select() });
      return [el("h2", { text: t("shell.copy.by-hand") }), field,
        el("div", { class: "modal-actions" }, el("button", { class: "btn primary", type: "button", text: t("shell.dialog.done"), onclick: () => close(true) }))];
    });
  }
}
