/**
 * Debian's Chromium (apt `chromium`), the only browser on these machines: Playwright never
 * downloads one. Shared by playwright.config.ts and scripts/budget.ts.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const launchOptions = {
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
};
