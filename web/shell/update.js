// The service worker's registration, and the offer to switch to a newer build once it is cached.
import { el } from "./dom.js";
import { t } from "./i18n.js";

/**
 * Register ./sw.js once `after` settles and, when a newer build is installed and waiting, offer to
 * switch to it. On a first visit the precache copies the whole site (14 MB) into Cache Storage: the
 * page passes a promise of its first screen being up, so that this does not compete with Python's start
 * or the first board.
 */
export function registerServiceWorker(after = Promise.resolve()) {
  if (!("serviceWorker" in navigator)) return;
  Promise.resolve(after).catch(() => {}).then(() => navigator.serviceWorker.register("./sw.js")).then((registration) => {
    if (registration.waiting && navigator.serviceWorker.controller) offerUpdate(registration.waiting);
    registration.addEventListener("updatefound", () => {
      const worker = registration.installing;
      worker?.addEventListener("statechange", () => {
        if (worker.state === "installed" && navigator.serviceWorker.controller) offerUpdate(worker);
      });
    });
  }).catch(() => { /* the site works without offline caching */ });
}

/** A small card: the new version is ready; one tap activates it and reloads (games are saved). */
function offerUpdate(worker) {
  if (document.querySelector(".update-offer")) return;
  const update = () => {
    navigator.serviceWorker.addEventListener("controllerchange", () => location.reload(), { once: true });
    worker.postMessage({ type: "gameshelf:update" });
  };
  document.body.append(el("div", { class: "update-offer card", attrs: { role: "status" } },
    el("span", { text: t("shell.update.ready") }),
    el("button", { class: "btn primary", type: "button", text: t("shell.update.now"), onclick: update })));
}
