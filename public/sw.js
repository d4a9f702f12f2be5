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

/**
 * Web Push (issue 27 item 4): the Store API's worker sends `{ title, body, url, tag, lang }`, already in the member's
 * language; the notification opens `url` (a path of this site: the notification, marked read, then its record).
 */
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.registration.showNotification(data.title || 'Haat', {
      body: data.body || '',
      tag: data.tag,
      lang: data.lang,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: typeof data.url === 'string' ? data.url : '/notifications' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url || '/notifications', self.location.origin);
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === target.origin && 'navigate' in client);
      if (open) return open.navigate(target.href).then((client) => (client || open).focus());
      return self.clients.openWindow(target.href);
    }),
  );
});
