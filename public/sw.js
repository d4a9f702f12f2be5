/**
 * Haat's service worker (README "On the home screen"). Registered by src/scripts/page.ts as
 * /sw.js?v=<build id>: a new build registers a new URL, so a new worker installs, takes over at once
 * (skipWaiting, clients.claim) and deletes the caches of older builds.
 *
 * It keeps only static files that never change under their name (the hashed /_astro/* scripts, styles and
 * fonts, the icons) and the offline page. Pages are network-only: signed-in HTML and API answers are never
 * stored; when the network is gone a page navigation gets /offline.html. Form posts, /_actions, /media
 * and /build.json (the build-id check of spec §4, which must always see the server) are not touched.
 * The routing decision is swRoute(), tested in src/lib/sw-route.test.ts.
 */

const BUILD = new URL(self.location.href).searchParams.get('v') || 'dev';
const CACHE = `haat-static-${BUILD}`;
const OFFLINE_URL = '/offline.html';
const PRECACHE = [OFFLINE_URL, '/icons/icon-192.png', '/favicon.svg'];

/** Paths the worker must never answer: the browser fetches them as if there were no worker. */
const UNTOUCHED = [/^\/_actions(\/|$)/, /^\/_server-islands\//, /^\/_image(\/|$|\?)/, /^\/media\//, /^\/build\.json$/, /^\/sw\.js$/];
/** Static files named by their content (or fixed for a build): served from the cache first. */
const CACHEABLE = [/^\/_astro\//, /^\/icons\/[\w.-]+\.png$/, /^\/favicon\.svg$/, /^\/offline\.html$/];

/**
 * What to do with a request: 'pass' (not answered by the worker), 'network' (a page: network only,
 * the offline page when the network fails) or 'cache' (a static file: cache first, stored after a fetch).
 */
function swRoute({ url, method, mode }, origin) {
  const target = new URL(url);
  if (method !== 'GET' || target.origin !== origin) return 'pass';
  if (UNTOUCHED.some((pattern) => pattern.test(target.pathname))) return 'pass';
  if (mode === 'navigate') return 'network';
  if (CACHEABLE.some((pattern) => pattern.test(target.pathname))) return 'cache';
  return 'pass';
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith('haat-') && name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

async function fromCacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') await cache.put(request, response.clone());
  return response;
}

async function networkOrOffline(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const offline = await caches.match(OFFLINE_URL);
    if (offline) return offline;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const route = swRoute(event.request, self.location.origin);
  if (route === 'network') event.respondWith(networkOrOffline(event.request));
  else if (route === 'cache') event.respondWith(fromCacheFirst(event.request));
});
