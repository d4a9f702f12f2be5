/**
 * End-to-end tests against the PRODUCTION build with the embedded Store API.
 * Nothing is built here: `npm test` runs `astro build` first (into dist/). While developing, build
 * into your own folder and point the tests at it:
 *   astro build --outDir .tmp/dist-e2e && E2E_DIST=.tmp/dist-e2e playwright test
 * Browser: Debian's /usr/bin/chromium (never downloaded). Ports 4610–4614 (+4699 unused); E2E_PORT=4710 shifts
 * them all so two engineers can run the suite at once (tests/helpers/ports.ts).
 */
import { defineConfig } from '@playwright/test';
import { launchOptions } from './tests/helpers/chromium.ts';
import { DATA_DIRS, PORTS } from './tests/helpers/ports.ts';
import {
  API_CLI,
  apiEnv,
  baseEnv,
  BKASH_SANDBOX,
  COURIER_APP,
  courierAppEnv,
  COURIER_SANDBOXES,
  dashboardEntry,
  dashboardEnv,
  DNS_SANDBOX,
  STEADFAST_SANDBOX,
} from './tests/helpers/servers.ts';

const PORT = PORTS.dashboard;
const API_PORT = PORTS.api;
const DATA_DIR = DATA_DIRS.main;
const baseURL = `http://127.0.0.1:${PORT}`;
const node = JSON.stringify(process.execPath);
const ports = {
  port: PORT,
  apiPort: API_PORT,
  dataDir: DATA_DIR,
  bkashPort: PORTS.bkashSandbox,
  courierAppPort: PORTS.courierApp,
  dnsPort: PORTS.dnsSandbox,
  pushSandboxPort: PORTS.pushSandbox,
  courierSandboxPort: PORTS.courierSandboxes,
};

export default defineConfig({
  testDir: './tests',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  forbidOnly: !!process.env.CI,
  outputDir: '.tmp/test-results',
  reporter: [['list'], ['json', { outputFile: '.tmp/playwright.json' }]],
  use: {
    baseURL,
    browserName: 'chromium',
    headless: true,
    launchOptions,
    trace: 'retain-on-failure',
    // The service worker (public/sw.js) would answer static files from its cache, under the network the specs
    // measure and throttle (compression, slow phone); tests/pwa.spec.ts turns it on and tests it.
    serviceWorkers: 'block',
  },
  // Playwright starts web servers BEFORE any globalSetup, so the fresh demo data comes from the
  // API command itself: it removes DATA_DIR, then serves (migrating and seeding on start).
  webServer: [
    {
      // The local bKash sandbox the Store API pays plans through (tests/billing.spec.ts).
      command: `${node} ${JSON.stringify(BKASH_SANDBOX)}`,
      url: `http://127.0.0.1:${PORTS.bkashSandbox}/health`,
      env: baseEnv({ BKASH_SANDBOX_PORT: String(PORTS.bkashSandbox) }),
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      // The Steadfast courier sandbox the Courier booking app books parcels with (tests/apps.spec.ts).
      command: `${node} ${JSON.stringify(STEADFAST_SANDBOX)}`,
      url: `http://127.0.0.1:${PORTS.steadfastSandbox}/health`,
      env: baseEnv({ STEADFAST_SANDBOX_PORT: String(PORTS.steadfastSandbox) }),
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      // The Courier booking app on its own origin, embedded by /app/courier-booking.
      command: `${node} ${JSON.stringify(COURIER_APP)}`,
      url: `http://127.0.0.1:${PORTS.courierApp}/health`,
      env: courierAppEnv({
        port: PORTS.courierApp,
        apiUrl: `http://127.0.0.1:${API_PORT}`,
        dashboardUrl: baseURL,
        steadfastPort: PORTS.steadfastSandbox,
      }),
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      // The local Pathao, RedX and Steadfast sandboxes the Store API books parcels with (tests/couriers.spec.ts).
      command: `${node} ${JSON.stringify(COURIER_SANDBOXES)}`,
      url: `http://127.0.0.1:${PORTS.courierSandboxes + 2}/health`,
      env: baseEnv({ COURIER_SANDBOX_PORT: String(PORTS.courierSandboxes) }),
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      // The local DNS sandbox the Store API checks custom domains against (tests/domain.spec.ts).
      command: `${node} ${JSON.stringify(DNS_SANDBOX)}`,
      url: `http://127.0.0.1:${PORTS.dnsSandbox}/health`,
      env: baseEnv({ DNS_SANDBOX_PORT: String(PORTS.dnsSandbox) }),
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      command: `${node} -e "fs.rmSync(process.argv[1], { recursive: true, force: true })" ${DATA_DIR} && ${node} ${JSON.stringify(API_CLI)} serve`,
      port: API_PORT,
      env: apiEnv(ports),
      reuseExistingServer: false,
      timeout: 240_000,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
    {
      command: `${node} ${JSON.stringify(dashboardEntry())}`,
      url: `${baseURL}/build.json`,
      env: dashboardEnv(PORT, `http://127.0.0.1:${API_PORT}`),
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
});
