// The service worker: precaches every file of the build under a cache named by the build version,
// answers from that cache first (so the shelf loads and plays offline), and drops older builds.
//
// A new build installs beside the running one and takes over once no page uses the old build any
// more (so no page ever mixes files of two builds), or at once when a page posts it
// {type: "gameshelf:update"}; a page that does this should reload on "controllerchange".
const BUILD = {"version": "source", "files": []}; // build.py fills this line in dist/

const PREFIX = `gameshelf ${self.registration.scope} `;
const CACHE = PREFIX + BUILD.version;

self.addEventListener("install", (event) => {
  // Where the browser offers static routes, every file but a page is read from the cache without waking this
  // script (a file the cache lacks comes from the network, as below); pages still come through `cached`.
  event.addRoutes?.({ condition: { not: { requestMode: "navigate" } }, source: { cacheName: CACHE } })
    .catch((err) => console.warn("static routes refused; the fetch handler answers every request", err));
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // "no-cache" revalidates: files the page has just downloaded come back as cheap 304s.
      await cache.addAll(BUILD.files.map((file) => new Request(file, { cache: "no-cache" })));
    })(),
  );
});

self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "gameshelf:update") self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method === "GET" && new URL(request.url).origin === self.location.origin) {
    event.respondWith(cached(request));
  }
});

// The cached answer; a page navigation with a query or to a folder gets the cached page itself.
async function cached(request) {
  const cache = await caches.open(CACHE);
  let hit = await cache.match(request);
  if (!hit && request.mode === "navigate") {
    const page = new URL(request.url);
    page.search = "";
    if (page.pathname.endsWith("/")) page.pathname += "index.html";
    hit = await cache.match(page.href);
  }
  return hit || fetch(request);
}
