/**
 * Every byte compressed (issue 8): pages, styles and scripts of the production build reach the browser
 * brotli- or gzip-encoded, chosen by Accept-Encoding, with `Vary: Accept-Encoding`.
 */
import { expect, test } from '@playwright/test';
import { OWNER, signIn } from './helpers/auth.ts';

test('HTML, CSS and JavaScript arrive compressed in the browser', async ({ page }) => {
  await signIn(page, OWNER);
  const seen: { url: string; type: string; encoding: string | undefined; vary: string | undefined }[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (!['document', 'stylesheet', 'script'].includes(type) || response.status() !== 200) return;
    const headers = response.headers();
    seen.push({ url: response.url(), type, encoding: headers['content-encoding'], vary: headers.vary });
  });
  // The product editor page carries the biggest script (the rich-text editor island).
  await page.goto('/products/create');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  for (const type of ['document', 'stylesheet', 'script'])
    expect(
      seen.some((entry) => entry.type === type),
      `a ${type} was loaded`,
    ).toBe(true);
  for (const entry of seen) {
    expect(entry.encoding, `${entry.type} ${entry.url}`).toMatch(/^(br|gzip)$/);
    expect(entry.vary, `${entry.type} ${entry.url}`).toMatch(/accept-encoding/i);
  }
});

test('the encoding follows Accept-Encoding: brotli, gzip, or none', async ({ request }) => {
  const login = await request.get('/login', { headers: { 'Accept-Encoding': 'identity' } });
  const html = await login.text();
  const script = /<script[^>]+src="(\/_astro\/[^"]+\.js)"/.exec(html)?.[1] ?? /href="(\/_astro\/[^"]+\.js)"/.exec(html)?.[1];
  const style = /href="(\/_astro\/[^"]+\.css)"/.exec(html)?.[1];
  expect(script, 'the login page links a script').toBeDefined();
  expect(style, 'the login page links a stylesheet').toBeDefined();
  expect(login.headers()['content-encoding']).toBeUndefined();
  for (const [encoding, expected] of [
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate', 'gzip'],
  ] as const) {
    for (const [path, type] of [
      ['/login', 'text/html'],
      [style!, 'text/css'],
      [script!, 'text/javascript'],
    ] as const) {
      const response = await request.get(path, { headers: { 'Accept-Encoding': encoding } });
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-encoding'], `${path} for ${encoding}`).toBe(expected);
      expect(response.headers()['content-type'], path).toContain(type);
      expect(response.headers().vary, path).toMatch(/accept-encoding/i);
    }
  }
});
