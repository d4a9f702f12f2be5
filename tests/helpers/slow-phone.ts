/**
 * A low-end Android phone for one test (issue 25): Chromium's CPU slowed 4× and a slow mobile network, both
 * through the DevTools protocol on that page. Tests that use it type before an island has loaded and wait for
 * what a person would see (the saved value), never for a fixed time.
 *
 *   test('…', async ({ page }) => { await slowPhone(page); … });
 *
 * The throttling belongs to the page's target, so it holds across the form posts and navigations of the test.
 */
import type { CDPSession, Page } from '@playwright/test';

/** DevTools' "Slow 4G" profile: what a busy cell in Dhaka gives a cheap phone. Throughput is in bytes per second. */
export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
} as const;

export interface SlowPhoneOptions {
  /** How many times slower than this machine the CPU runs (Emulation.setCPUThrottlingRate); 4 is a low-end Android. */
  cpu?: number;
  /** The network profile (Network.emulateNetworkConditions), or null to leave the network alone. */
  network?: typeof SLOW_4G | null;
}

/** Slows `page` down to a low-end phone for the rest of the test; answers the DevTools session it used. */
export async function slowPhone(page: Page, { cpu = 4, network = SLOW_4G }: SlowPhoneOptions = {}): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', network);
  }
  return cdp;
}

/** The JavaScript files `page` has fetched so far (same origin), to tell whether an island's code has loaded. */
export async function scriptsFetched(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script' || entry.name.endsWith('.js'))
      .map((entry) => new URL(entry.name).pathname),
  );
}

/**
 * Holds back the page's own scripts (and so its islands) until the answered function is called, so that what a test
 * does first surely comes before them, on any machine. Pair it with `slowPhone(page, { network: null })`, not with a
 * slow network: a request held here inside Chromium's throttled network can stall every request of the page (seen
 * once in CI: the held script and the page's fonts never finished).
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_astro/**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
