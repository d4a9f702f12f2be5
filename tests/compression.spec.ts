/**
 * Every byte compressed (issue 8): pages, styles and scripts of the production build reach the browser
 * brotli- or gzip-encoded, chosen by Accept-Encoding, with `Vary: Accept-Encoding`.
 */
import { expect, test } from '@playwright/test';
import { OWNER, signIn } from './helpers/auth.ts';

test('HTML, CSS and JavaScript arrive compressed in the browser', async ({ page }) => {
  await signIn(page, OWNER);
  type Answer = { url: string; type: string; bytes: number; encoding: string; vary: string };
  const seen: Promise<Answer | null>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (!['document', 'stylesheet', 'script'].includes(type) || response.status() !== 200) return;
    const headers = response.headers();
    seen.push(
      response.body().then(
        (body) => ({
          url: response.url(),
          type,
          bytes: body.length,
          encoding: headers['content-encoding'] ?? 'none',
          vary: headers.vary ?? '',
        }),
        () => null, // a body the browser no longer holds (a page navigated away from)
      ),
    );
  });
  // The product editor page carries the biggest script (the rich-text editor island).
  await page.goto('/products/create');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  const answers = (await Promise.all(seen)).filter((answer): answer is Answer => answer !== null);
  for (const type of ['document', 'stylesheet', 'script'])
    expect(
      answers.some((answer) => answer.type === type),
      `a ${type} was loaded`,
    ).toBe(true);
  // Below 1 KB an encoding saves nothing; the build writes no twin for such files.
  for (const answer of answers.filter(({ bytes }) => bytes >= 1024)) {
    expect(answer.encoding, `${answer.type} ${answer.url}`).toMatch(/^(br|gzip)$/);
    expect(answer.vary, `${answer.type} ${answer.url}`).toMatch(/accept-encoding/i);
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
