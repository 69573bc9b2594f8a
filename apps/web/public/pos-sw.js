/*
 * The point of sale's service worker: it keeps the app shell (the /pos page, the JS and CSS it
 * loads, the manifest and icons) so /pos opens at once, from the device, network or not.
 * - The page: the kept copy at once, then a fresh copy fetched in the background (kept, with the
 *   scripts and styles of its build, every screen's, for the next opening). A slow or hanging network never delays
 *   the opening; the first visit alone waits for the network.
 * - Scripts and styles (/assets/, hashed: they never change): the kept copy, else the network once.
 * - The manifest and icons: fetched once, at install, and again only when a new version of the
 *   page arrives.
 * - API answers and files are never touched: sales and limits live on the server.
 * Served from the root (/pos-sw.js) so its scope can be /pos itself, not only /pos/….
 */
const CACHE = 'tiraj-pos-shell-v2';
const PAGE = '/pos';
const STATIC = [
  '/pos/manifest.webmanifest',
  '/pos/icon.svg',
  '/pos/icon-192.png',
  '/pos/icon-512.png',
  '/favicon.svg',
];

/**
 * The scripts and styles a page names: those it loads and preloads, and every other one of the
 * build, listed in its `tiraj-pos-shell` meta (each screen opens without the network).
 */
function assetsOf(html) {
  return [...new Set([...html.matchAll(/\/assets\/[^"'\s<>]+/g)].map((m) => m[0]))];
}

/**
 * Keeps a page answer with what it names. When it is a new version (or the first), its assets
 * are fetched before the page is kept (a kept page always finds its scripts), the manifest and
 * icons are fetched again, and the assets no longer named are forgotten.
 */
async function keepPage(answer) {
  const cache = await caches.open(CACHE);
  const html = await answer.clone().text();
  const kept = await cache.match(PAGE);
  if (kept && (await kept.text()) === html) return;
  const assets = assetsOf(html);
  await cache.addAll(assets);
  await cache.addAll(STATIC);
  await cache.put(PAGE, answer);
  // A new version kept while an older one runs: the open pages offer to reload.
  if (kept) {
    const pages = await self.clients.matchAll({ type: 'window' });
    for (const page of pages) page.postMessage({ type: NEW_VERSION });
  }
  const named = new Set(assets);
  const keys = await cache.keys();
  await Promise.all(
    keys
      .filter((k) => {
        const path = new URL(k.url).pathname;
        return path.startsWith('/assets/') && !named.has(path);
      })
      .map((k) => cache.delete(k)),
  );
}

/** A fresh copy of the page from the network (past the browser's HTTP cache), kept when good. */
async function refreshPage() {
  const answer = await fetch(PAGE, { cache: 'no-cache' });
  if (!answer.ok) throw new Error(`${PAGE} answered ${answer.status}`);
  await keepPage(answer);
}

/** The background refresh under way, if any: a page asking which version is kept waits for it. */
let refreshing = Promise.resolve();
function refreshInBackground() {
  refreshing = refreshPage().catch(() => undefined);
  return refreshing;
}

/**
 * The page each open window was given from the cache (by client), to tell it later whether a
 * newer one is kept. Forgotten when the worker stops: the window is then simply not told.
 */
const NEW_VERSION = 'tiraj-pos-new-version';
const served = new Map();

/**
 * A page asks once it listens (a message sent before would be lost): once the refresh its
 * opening started is done, it is told whether the kept page is newer than the one it runs.
 */
self.addEventListener('message', (event) => {
  if (event.data?.type !== 'tiraj-pos-which-version' || !event.source) return;
  const client = event.source;
  event.waitUntil(
    refreshing.then(async () => {
      const was = served.get(client.id);
      served.delete(client.id);
      const kept = await caches.match(PAGE);
      if (was !== undefined && kept && (await kept.text()) !== was)
        client.postMessage({ type: NEW_VERSION });
    }),
  );
});

self.addEventListener('install', (event) => {
  event.waitUntil(refreshPage().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((k) => k.startsWith('tiraj-pos-') && k !== CACHE)
            .map((k) => caches.delete(k)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

/**
 * Every /pos/… route is the same page: the kept copy at once, refreshed in the background.
 * With no kept copy (the first visit), the network.
 */
async function pageFirst(event) {
  const kept = await caches.match(PAGE);
  if (kept) {
    if (event.resultingClientId) served.set(event.resultingClientId, await kept.clone().text());
    event.waitUntil(refreshInBackground());
    return kept;
  }
  const answer = await fetch(event.request);
  if (answer.ok) event.waitUntil(keepPage(answer.clone()).catch(() => undefined));
  return answer;
}

/** Hashed assets, the manifest and icons: the kept copy, else the network once (then kept). */
async function cacheFirst(request) {
  const kept = await caches.match(request, { ignoreSearch: true });
  if (kept) return kept;
  const answer = await fetch(request);
  if (answer.ok) {
    const cache = await caches.open(CACHE);
    await cache.put(request, answer.clone());
  }
  return answer;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (/^\/(api|files)(\/|$)/i.test(url.pathname)) return;
  if (request.mode === 'navigate' && /^\/pos(\/|$)/i.test(url.pathname)) {
    event.respondWith(pageFirst(event));
  } else if (url.pathname.startsWith('/assets/') || STATIC.includes(url.pathname)) {
    event.respondWith(cacheFirst(request));
  }
});
