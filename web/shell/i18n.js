// The page's language: which one (the page's own when it is written in one, <html data-lang>; else the URL
// hash's lang=xx, else the device's remembered choice, else
// navigator.languages, else English), its catalog (messages/<lang>.json, loaded before the first
// screen is drawn: await `ready`), and t()/fmt() to turn message ids into text. See docs/i18n.md.

import { formatter } from "./i18n-format.js";

const MESSAGES = new URL("../messages/", import.meta.url);
const STORAGE_KEY = "gameshelf-lang";
const SOURCE_LANGUAGE = "en";

let available = [{ code: SOURCE_LANGUAGE, name: "English" }];
let current = SOURCE_LANGUAGE;
let format = formatter(SOURCE_LANGUAGE, {}, reportUnknown);
const listeners = new Set();
const reported = new Set(); // unknown message ids already reported

/**
 * An unknown message id (a missing catalog entry): thrown once per id as an uncaught error after the text is
 * drawn, so that a browser test fails on it while the page goes on showing readable words.
 */
function reportUnknown(id) {
  if (reported.has(id)) return;
  reported.add(id);
  setTimeout(() => {
    throw new Error(`unknown message id ${id}`);
  });
}

/** Read JSON from the messages folder. */
async function fetchJson(name) {
  const response = await fetch(new URL(name, MESSAGES));
  if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`);
  return response.json();
}

/** The device's remembered language, or null (storage may be unavailable). */
function remembered() {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Remember a language on the device; a storage failure only loses the memory. */
function remember(code) {
  try {
    localStorage.setItem(STORAGE_KEY, code);
  } catch {
    // private mode or a full storage: the choice still holds for this page
  }
}

/** The hash's lang=xx, or null. */
export function hashLanguage() {
  return new URLSearchParams(location.hash.slice(1)).get("lang");
}

const LINK_LANGUAGE = hashLanguage(); // read as the page loads, before a router rewrites the hash

/** The catalog language for a language tag ("fr-CA" → "fr"), or null when there is none. */
function supported(tag) {
  if (!tag) return null;
  const code = String(tag).toLowerCase();
  const found = available.find((l) => l.code === code) || available.find((l) => l.code === code.split("-")[0]);
  return found ? found.code : null;
}

/** The language to start in: a page written in one language (<html data-lang="fr">, a rules page) keeps it; else
the hash, the remembered choice, the browser languages, English. */
function startLanguage() {
  const written = document.documentElement.dataset.lang;
  const candidates = [written, LINK_LANGUAGE, remembered(), ...(navigator.languages || [navigator.language])];
  for (const tag of candidates) {
    const code = supported(tag);
    if (code) return code;
  }
  return SOURCE_LANGUAGE;
}

/**
 * The catalog the page most likely starts in, fetched while the language list loads: an explicit choice (the
 * page's, the link's, the remembered one) or English as the device's first language; null without such a guess.
 */
function likelyLanguage() {
  const chosen = [document.documentElement.dataset.lang, LINK_LANGUAGE, remembered()].find(Boolean);
  const code = String(chosen || (navigator.languages || [navigator.language])[0] || SOURCE_LANGUAGE).toLowerCase().split("-")[0];
  return /^[a-z]{2,3}$/.test(code) && (chosen || code === SOURCE_LANGUAGE) ? code : null;
}

const early = { code: likelyLanguage() };
early.catalog = early.code && fetchJson(`${early.code}.json`);
early.catalog?.catch(() => {}); // a wrong guess is fetched again (or reported) by load()

/** Load a language's catalog and make it current (the page's <html lang> follows). */
async function load(code) {
  const guessed = code === early.code ? early.catalog : null;
  early.code = null; // used once: a later switch back fetches afresh
  const catalog = (guessed && (await guessed.catch(() => null))) || (await fetchJson(`${code}.json`));
  current = code;
  format = formatter(code, catalog, reportUnknown);
  document.documentElement.lang = code;
}

/** Resolves once the language is chosen and its catalog loaded (draw nothing before). */
export const ready = (async () => {
  try {
    available = await fetchJson("languages.json");
  } catch (err) {
    console.error("the language list could not be loaded", err);
  }
  try {
    await load(startLanguage());
  } catch (err) {
    console.error("the message catalog could not be loaded", err);
    await load(SOURCE_LANGUAGE).catch(() => {});
  }
})();

/** The current language code ("en", "fr", ...). */
export function lang() {
  return current;
}

/** The languages of the menu: [{code, name}], each name in its own language. */
export function languages() {
  return available.slice();
}

/** The text of a message id with its arguments in the current language. */
export function t(id, args) {
  return format(args ? [id, args] : [id]);
}

/** The text of a message ["id", {args}] in the current language; seatName(i) may give seat i's name. */
export function fmt(message, seatName) {
  return format(message, seatName);
}

/** Words as a list in the current language ("a, b, c"; empty parts left out). */
export function listWords(parts) {
  return new Intl.ListFormat(current, { type: "unit" }).format(parts.filter(Boolean));
}

/** Call fn(code) after every language change; returns a function that stops it. */
export function onLangChange(fn) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** Switch language: remembered on the device, the hash's lang= updated if it has one, listeners told. */
export async function setLang(code) {
  const chosen = supported(code);
  if (!chosen) throw new Error(`no catalog for language ${code}`);
  remember(chosen);
  if (hashLanguage() !== null) {
    history.replaceState(history.state, "", location.hash.replace(/([#&]lang=)[^&]*/, `$1${chosen}`));
  }
  if (chosen === current) return;
  await load(chosen);
  for (const fn of listeners) fn(chosen);
}
