/**
 * Haat on the home screen (issue 27, README "On the home screen"): the manifest and its icons, the
 * service worker that controls the page, the offline page when the network is gone, and no signed-in
 * page in the worker's cache.
 */
import { expect, test, type Page } from '@playwright/test';
import { OWNER, signIn } from './helpers/auth.ts';

test.use({ serviceWorkers: 'allow' }); // the other specs block it (playwright.config.ts)

/** Waits until a service worker controls the page (it registers after load and claims open pages). */
async function controlled(page: Page): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 10_000 });
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
}

test('the manifest, its icons, the worker and the offline page are served to a visitor who is not signed in', async ({ page, request }) => {
  const manifest = await request.get('/manifest.webmanifest', { maxRedirects: 0 });
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  const body = (await manifest.json()) as Record<string, unknown> & { icons: { src: string; sizes: string; purpose?: string }[] };
  expect(body).toMatchObject({ name: 'Haat', short_name: 'Haat', start_url: '/', display: 'standalone', theme_color: '#F69157' });
  expect(String(body.background_color).toLowerCase()).toBe('#ffffff');
  expect(body.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(body.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of body.icons) {
    const response = await request.get(icon.src, { maxRedirects: 0 });
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const png = await response.body();
    // The PNG's own header says its size: width and height at bytes 16 and 20 of the IHDR chunk.
    const size = `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
    expect(size, icon.src).toBe(icon.sizes);
  }
  for (const path of ['/sw.js', '/offline.html']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
  }

  // The login page (signed out) links the manifest and carries the theme colour.
  await page.goto('/login');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#F69157');
});

test('the worker controls the page, shows the offline page without network, and never stores a signed-in page', async ({
  page,
  context,
}) => {
  await signIn(page, OWNER);
  await page.goto('/orders');
  const build = await page.locator('html').getAttribute('data-build');
  expect(await controlled(page)).toMatch(new RegExp(`/sw\\.js\\?v=${build}$`));

  // Visit signed-in pages while the worker controls them, then look into every cache it keeps.
  await page.goto('/orders');
  await expect(page.locator('h1').first()).toBeVisible();
  await page.goto('/customers');
  await expect(page.locator('h1').first()).toBeVisible();
  const cached = await page.evaluate(async () => {
    const entries: { cache: string; url: string; type: string }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        entries.push({ cache: name, url: new URL(request.url).pathname, type: response?.headers.get('content-type') ?? '' });
      }
    }
    return entries;
  });
  expect(cached.map((entry) => entry.cache)).toEqual(cached.map(() => `haat-static-${build}`));
  const paths = cached.map((entry) => entry.url);
  expect(paths).toContain('/offline.html');
  expect(paths.some((path) => path.startsWith('/_astro/'))).toBe(true); // the page's hashed static files
  for (const path of ['/', '/orders', '/customers', '/build.json', '/login']) expect(paths).not.toContain(path);
  const html = cached.filter((entry) => entry.type.includes('text/html')).map((entry) => entry.url);
  expect(html).toEqual(['/offline.html']);

  // The network is gone: a navigation shows the offline page, in English and Bangla.
  await context.setOffline(true);
  await page.goto('/products');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'আপনি অফলাইনে আছেন' })).toBeVisible();
  const width = await page
    .setViewportSize({ width: 320, height: 640 })
    .then(() => page.evaluate(() => document.documentElement.scrollWidth));
  expect(width).toBeLessThanOrEqual(320);

  // Back online: the same link ("Try again") reaches the real page.
  await context.setOffline(false);
  await page.getByRole('link', { name: /Try again/ }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('heading', { name: 'You are offline' })).toHaveCount(0);
});

test('the build check still reaches the server: /build.json is never answered by the worker', async ({ page }) => {
  await signIn(page, OWNER);
  await controlled(page);
  const fromWorker = page.waitForResponse((response) => response.url().endsWith('/build.json'));
  await page.evaluate(() => fetch('/build.json', { cache: 'no-store' }).then((response) => response.json()));
  const response = await fromWorker;
  expect(response.fromServiceWorker()).toBe(false);
  expect(response.headers()['cache-control']).toBe('no-store');
});

test('a new build’s worker takes over at once and deletes the older builds’ caches', async ({ page }) => {
  await signIn(page, OWNER);
  const build = await page.locator('html').getAttribute('data-build');
  await controlled(page);
  // What a deploy does: the next page carries another build id and registers /sw.js under it.
  const after = await page.evaluate(async () => {
    await caches.open('haat-static-an-older-build');
    const changed = new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    await navigator.serviceWorker.register('/sw.js?v=next-build');
    await changed;
    return navigator.serviceWorker.controller?.scriptURL ?? '';
  });
  expect(after).toMatch(/\/sw\.js\?v=next-build$/);
  // The page changes controller when the worker activates; its activate handler then clears the old caches.
  await expect.poll(() => page.evaluate(() => caches.keys())).toEqual(['haat-static-next-build']);
  expect(build).not.toBe('next-build');
});
