/*
 * The point of sale's service worker: it keeps the app shell (the /pos page and
 * the JS and CSS it loads) so /pos opens without the network after one visit.
 * It never keeps API answers or files: sales and limits live on the server.
 * Served from the root (/pos-sw.js) so its scope can be /pos itself, not only /pos/….
 */
const CACHE = 'tiraj-pos-shell-v1';
const SHELL = ['/pos', '/pos/manifest.webmanifest', '/pos/icon.svg', '/pos/icon-192.png'];

/** The page, then every script, style and preload it names. */
async function precache() {
  const cache = await caches.open(CACHE);
  const page = await fetch('/pos', { cache: 'no-cache' });
  if (!page.ok) throw new Error(`/pos answered ${page.status}`);
  const html = await page.clone().text();
  await cache.put('/pos', page);
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
  await cache.addAll([...new Set([...SHELL.slice(1), ...assets])]);
}

self.addEventListener('install', (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()));
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

/** Hashed assets never change: the cache first, the network once. */
async function cacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const answer = await fetch(request);
  if (answer.ok) {
    const cache = await caches.open(CACHE);
    await cache.put(request, answer.clone());
  }
  return answer;
}

/**
 * The page (every /pos/… route is the same page), the manifest and icons: fresh
 * from the network when there is one (a new version), the kept copy otherwise.
 */
async function networkFirst(request, key) {
  try {
    const answer = await fetch(request);
    if (answer.ok) {
      const cache = await caches.open(CACHE);
      await cache.put(key, answer.clone());
    }
    return answer;
  } catch (error) {
    const cached = await caches.match(key);
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (/^\/(api|files)(\/|$)/i.test(url.pathname)) return;
  if (request.mode === 'navigate' && /^\/pos(\/|$)/i.test(url.pathname)) {
    event.respondWith(networkFirst(request, '/pos'));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
  } else if (SHELL.includes(url.pathname)) {
    event.respondWith(networkFirst(request, url.pathname));
  }
});
