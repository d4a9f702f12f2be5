/**
 * The service worker (public/sw.js) in isolation: the file runs in a VM context with a stand-in `self`
 * and `caches`, as a browser runs it, and its routing decision and its cache clean-up are checked here.
 */
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

const SOURCE = readFileSync(new URL('../../public/sw.js', import.meta.url), 'utf8');
const ORIGIN = 'https://admin.haat.test';

type Route = 'pass' | 'network' | 'cache';
type Listener = (event: unknown) => void;

/** Loads sw.js as registered for `build`; returns its routing function, its listeners and the cache names it deleted. */
function loadWorker(build: string, existingCaches: string[] = []) {
  const listeners = new Map<string, Listener>();
  const deleted: string[] = [];
  const self = {
    location: new URL(`${ORIGIN}/sw.js?v=${build}`),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: () => Promise.resolve(),
    clients: { claim: () => Promise.resolve() },
  };
  const offlinePage = { offline: true };
  const caches = {
    keys: () => Promise.resolve(existingCaches),
    delete: (name: string) => (deleted.push(name), Promise.resolve(true)),
    match: (url: string) => Promise.resolve(url === '/offline.html' ? offlinePage : undefined),
    open: () => Promise.resolve({ match: () => Promise.resolve(undefined), put: () => Promise.resolve() }),
  };
  // No network: every fetch fails as a browser's does offline.
  const fetch = () => Promise.reject(new TypeError('Failed to fetch'));
  const context: Record<string, unknown> = { self, caches, fetch, URL, Promise };
  // The script's own top-level bindings (const is not a property of the global object): read them after it ran.
  const { swRoute, CACHE } = runInNewContext(`${SOURCE}\n;({ swRoute, CACHE })`, context) as {
    swRoute: (request: { url: string; method: string; mode: string }, origin: string) => Route;
    CACHE: string;
  };
  return {
    route: (path: string, { method = 'GET', mode = 'no-cors', origin = ORIGIN } = {}) =>
      swRoute({ url: new URL(path, origin).href, method, mode }, ORIGIN),
    listeners,
    deleted,
    offlinePage,
    cacheName: CACHE,
  };
}

describe('the service worker’s routing decision', () => {
  const { route } = loadWorker('b1');

  it.each([
    '/_astro/page.DfK3a9.js',
    '/_astro/BaseLayout.Cx81.css',
    '/_astro/fonts/4b2f1e.woff2',
    '/icons/icon-192.png',
    '/favicon.svg',
    '/offline.html',
  ])('caches the static file %s (cache first)', (path) => {
    expect(route(path)).toBe('cache');
  });

  it.each(['/', '/orders', '/orders/123?tab=notes', '/login?next=%2Forders', '/offline.html'])(
    'sends the page navigation %s to the network only (the offline page when it fails)',
    (path) => {
      expect(route(path, { mode: 'navigate' })).toBe('network');
    },
  );

  it.each([
    ['/build.json', 'GET', 'cors'],
    ['/build.json', 'GET', 'navigate'],
    ['/_actions/orders.update', 'POST', 'cors'],
    ['/_actions/orders.update', 'GET', 'cors'],
    ['/media/shop-1/logo.png', 'GET', 'no-cors'],
    ['/media/shop-1/logo.png', 'GET', 'navigate'],
    ['/_server-islands/Notifications', 'GET', 'cors'],
    ['/_image?href=%2Fx.png&w=100', 'GET', 'no-cors'],
    ['/orders?_action=orders.update', 'POST', 'navigate'], // a form post, even to a page
    ['/_astro/page.DfK3a9.js', 'POST', 'cors'],
    ['/orders/export.csv', 'GET', 'cors'], // fetched data: never stored
    ['/search?q=017', 'GET', 'cors'],
    ['/sw.js?v=b1', 'GET', 'no-cors'],
  ])('leaves %s (%s, %s) alone', (path, method, mode) => {
    expect(route(path, { method, mode })).toBe('pass');
  });

  it('leaves other origins alone (the Store API, embedded apps, images on a CDN)', () => {
    expect(route('/_astro/x.js', { origin: 'https://api.haat.test' })).toBe('pass');
    expect(route('/', { origin: 'https://apps.example', mode: 'navigate' })).toBe('pass');
  });
});

describe('the service worker’s build versioning', () => {
  it('names its cache after the build id of its URL', () => {
    expect(loadWorker('b1').cacheName).toBe('haat-static-b1');
    expect(loadWorker('b2').cacheName).toBe('haat-static-b2');
  });

  it('deletes the caches of other builds when it activates, and keeps its own', async () => {
    const worker = loadWorker('b2', ['haat-static-b1', 'haat-static-b2', 'someone-elses']);
    let done: Promise<unknown> = Promise.resolve();
    worker.listeners.get('activate')?.({ waitUntil: (promise: Promise<unknown>) => (done = promise) });
    await done;
    expect(worker.deleted).toEqual(['haat-static-b1']);
  });

  it('answers only the requests its routing decision takes, and a page without network with the offline page', async () => {
    const worker = loadWorker('b1');
    const answer = (url: string, method: string, mode: string) => {
      let response: Promise<unknown> | undefined;
      worker.listeners.get('fetch')?.({
        request: { url: ORIGIN + url, method, mode },
        respondWith: (promise: Promise<unknown>) => (response = promise),
      });
      return response;
    };
    expect(answer('/build.json', 'GET', 'cors')).toBeUndefined();
    expect(answer('/orders', 'POST', 'navigate')).toBeUndefined();
    await expect(answer('/orders', 'GET', 'navigate')).resolves.toBe(worker.offlinePage);
    await expect(answer('/_astro/a.js', 'GET', 'cors')).rejects.toThrow('Failed to fetch');
  });
});
