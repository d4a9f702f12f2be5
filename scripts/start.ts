/**
 * `npm start`: builds the dashboard and the Store API bundle when needed, starts the embedded Store API (unless
 * API_URL points at one) and the dashboard, prints where to go, and stops both on Ctrl-C. The API runs from its
 * bundle (api/dist/cli.mjs, scripts/build-api.ts): one file starts far faster and smaller than the sources.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { sandboxEnv, SANDBOX_PATH } from '../api/src/platform/bkash/sandbox.ts';
import { parseAppSecrets } from '../contract/apps.ts';
import { courierSandboxEnv } from '../api/src/platform/couriers/sandboxes.ts';
import { SSL_WIRELESS_SANDBOX_TOKEN } from '../api/src/platform/sms/ssl-wireless-sandbox.ts';
import { STEADFAST_SANDBOX_KEYS } from '../api/src/platform/couriers/steadfast-sandbox.ts';
import { API_BUNDLE, API_NODE_ARGS, apiBundleIsStale, apiNodeEnv, buildApi } from './build-api.ts';

const root = new URL('..', import.meta.url).pathname;
const env: NodeJS.ProcessEnv = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };
const host = env.HOST ?? 'localhost';
const port = env.PORT ?? '4321';
const apiPort = env.API_PORT ?? '4322';
const children: ChildProcess[] = [];

/** Newest modification time under a folder (the build is stale when a source is newer). */
function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

function buildIfNeeded(): void {
  const entry = join(root, 'dist/server/entry.mjs');
  const sources = Math.max(
    newest(join(root, 'src')),
    newest(join(root, 'public')),
    newest(join(root, 'astro.config.mjs')),
    newest(join(root, 'contract')),
  );
  if (existsSync(entry) && statSync(entry).mtimeMs >= sources && !process.argv.includes('--build')) return;
  console.log('Building the dashboard…');
  const result = spawnSync(process.execPath, [join(root, 'node_modules/astro/bin/astro.mjs'), 'build'], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function waitFor(url: string, child: ChildProcess, what: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode}`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`${what} did not start within 2 minutes`);
}

function start(args: string[], extraEnv: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: 'inherit' });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`A process stopped unexpectedly (${signal ?? `code ${code}`}); stopping the rest.`);
      void stop(code ?? 1);
    }
  });
  return child;
}

let stopping = false;
async function stop(code = 0): Promise<void> {
  if (stopping) return;
  stopping = true;
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
          setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
        }),
    ),
  );
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

buildIfNeeded();
if (!env.API_URL && (apiBundleIsStale() || process.argv.includes('--build'))) {
  console.log('Building the Store API bundle…');
  await buildApi();
}

// Plans are paid through bKash: without BKASH_BASE_URL the local sandbox stands in (README "Paying with bKash").
let bkashEnv: Record<string, string> = {};
if (!env.API_URL && !env.BKASH_BASE_URL) {
  const sandboxPort = env.BKASH_SANDBOX_PORT ?? '4323';
  const sandbox = start([join(root, 'api/src/platform/bkash/sandbox.ts')], { BKASH_SANDBOX_PORT: sandboxPort });
  await waitFor(`http://127.0.0.1:${sandboxPort}/health`, sandbox, 'The bKash sandbox');
  bkashEnv = sandboxEnv(`http://127.0.0.1:${sandboxPort}${SANDBOX_PATH}`);
}

// The Courier booking app (apps/courier-booking) signs with a secret the dashboard and the Store API share through
// APP_SECRETS; without one, each run makes a fresh random secret (README "Apps"). Its origin: COURIER_APP_PORT.
const courierPort = env.COURIER_APP_PORT ?? '4324';
const courierSecret = parseAppSecrets(env.APP_SECRETS).get('courier-booking') ?? randomBytes(24).toString('base64url');
const appSecrets = [env.APP_SECRETS, parseAppSecrets(env.APP_SECRETS).has('courier-booking') ? '' : `courier-booking=${courierSecret}`]
  .filter(Boolean)
  .join(',');
const appsEnv = { APP_SECRETS: appSecrets, APP_ORIGINS: env.APP_ORIGINS ?? `courier-booking=http://127.0.0.1:${courierPort}` };
// Custom domains are checked with real DNS lookups: without DNS_SERVER they ask the local DNS sandbox (README "Custom domains").
let dnsEnv: Record<string, string> = {};
if (!env.API_URL && !env.DNS_SERVER) {
  const dnsPort = env.DNS_SANDBOX_PORT ?? '4326';
  const dns = start([join(root, 'api/src/platform/dns/sandbox.ts')], { DNS_SANDBOX_PORT: dnsPort });
  await waitFor(`http://127.0.0.1:${dnsPort}/health`, dns, 'The DNS sandbox');
  dnsEnv = { DNS_SERVER: `127.0.0.1:${dnsPort}` };
}

// Couriers built in (README "Couriers"): without PATHAO_BASE_URL, REDX_BASE_URL and STEADFAST_BASE_URL the local
// sandboxes stand in, on COURIER_SANDBOX_PORT (4327) and the two ports after it.
let courierEnv: Record<string, string> = {};
const courierSandboxPort = Number(env.COURIER_SANDBOX_PORT ?? '4327');
if (!env.PATHAO_BASE_URL || !env.REDX_BASE_URL || !env.STEADFAST_BASE_URL) {
  const sandboxes = start([join(root, 'api/src/platform/couriers/sandboxes.ts')], { COURIER_SANDBOX_PORT: String(courierSandboxPort) });
  await waitFor(`http://127.0.0.1:${courierSandboxPort + 2}/health`, sandboxes, 'The courier sandboxes');
  const local = courierSandboxEnv(courierSandboxPort);
  courierEnv = Object.fromEntries(Object.entries(local).filter(([key]) => !env[key]));
}

// Customer SMS (README "Text messages to customers"): without SSLWIRELESS_BASE_URL the local SSL Wireless sandbox
// stands in on SMS_SANDBOX_PORT (4330), and forwards a customer's reply (STOP) to the Store API's callback.
let smsEnv: Record<string, string> = {};
if (!env.SSLWIRELESS_BASE_URL && !env.API_URL) {
  const smsPort = env.SMS_SANDBOX_PORT ?? '4330';
  const inboundToken = randomBytes(16).toString('hex');
  const sms = start([join(root, 'api/src/platform/sms/ssl-wireless-sandbox.ts')], {
    SMS_SANDBOX_PORT: smsPort,
    SMS_SANDBOX_INBOUND_URL: `http://127.0.0.1:${apiPort}/sms/ssl-wireless/inbound?token=${inboundToken}`,
  });
  await waitFor(`http://127.0.0.1:${smsPort}/health`, sms, 'The SMS sandbox');
  smsEnv = {
    SSLWIRELESS_BASE_URL: `http://127.0.0.1:${smsPort}`,
    SSLWIRELESS_API_TOKEN: SSL_WIRELESS_SANDBOX_TOKEN,
    SMS_INBOUND_TOKEN: inboundToken,
  };
}

let apiUrl = env.API_URL;
if (!apiUrl) {
  // The API listens on API_HOST; reach it on loopback when it listens on every interface.
  const apiHost = env.API_HOST && env.API_HOST !== '0.0.0.0' && env.API_HOST !== '::' ? env.API_HOST : '127.0.0.1';
  apiUrl = `http://${apiHost.includes(':') ? `[${apiHost}]` : apiHost}:${apiPort}`;
  const api = start([...API_NODE_ARGS, API_BUNDLE, 'serve'], {
    ...apiNodeEnv(),
    ...bkashEnv,
    ...appsEnv,
    ...dnsEnv,
    ...courierEnv,
    ...smsEnv,
    API_PORT: apiPort,
    DASHBOARD_URL: env.DASHBOARD_URL ?? `http://${host}:${port}`,
  });
  await waitFor(`${apiUrl}/health`, api, 'The Store API');
}

const dashboard = start([join(root, 'dist/server/entry.mjs')], { HOST: host, PORT: port, API_URL: apiUrl, APP_SECRETS: appSecrets });
await waitFor(`http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}/build.json`, dashboard, 'The dashboard');

// The Courier booking app on its own origin, booking with the same local Steadfast sandbox as the built-in couriers
// unless STEADFAST_BASE_URL is set (then with its STEADFAST_API_KEY / STEADFAST_SECRET_KEY).
const steadfastEnv: Record<string, string> = courierEnv.STEADFAST_BASE_URL
  ? {
      STEADFAST_BASE_URL: courierEnv.STEADFAST_BASE_URL,
      STEADFAST_API_KEY: STEADFAST_SANDBOX_KEYS.apiKey,
      STEADFAST_SECRET_KEY: STEADFAST_SANDBOX_KEYS.secretKey,
    }
  : {};
const courier = start([join(root, 'apps/courier-booking/server.ts')], {
  ...steadfastEnv,
  COURIER_APP_PORT: courierPort,
  APP_SECRET: courierSecret,
  APP_API_URL: env.APP_API_URL ?? apiUrl,
  DASHBOARD_URL: `http://${host}:${port}`,
});
await waitFor(`http://127.0.0.1:${courierPort}/health`, courier, 'The Courier booking app');

console.log(`
  Haat is running: http://${host}:${port}
  Store API:       ${apiUrl}${env.API_URL ? ' (external)' : env.DATABASE_URL ? ' (PostgreSQL)' : ' (embedded PGlite)'}
  Courier app:     http://127.0.0.1:${courierPort} (Apps → Courier booking; Steadfast ${env.STEADFAST_BASE_URL ?? `local sandbox ${steadfastEnv.STEADFAST_BASE_URL}`})
  DNS:             ${env.DNS_SERVER ?? (dnsEnv.DNS_SERVER ? `local sandbox ${dnsEnv.DNS_SERVER} (connect dhakacrafts.test to see a domain turn active)` : 'set by the external Store API')}
  Couriers:        ${courierEnv.PATHAO_BASE_URL || courierEnv.REDX_BASE_URL || courierEnv.STEADFAST_BASE_URL ? `local sandboxes on ports ${courierSandboxPort}-${courierSandboxPort + 2} (Shipping → Couriers; README "Couriers" has their credentials)` : 'PATHAO_BASE_URL, REDX_BASE_URL, STEADFAST_BASE_URL'}
  bKash:           ${env.BKASH_BASE_URL ?? (bkashEnv.BKASH_BASE_URL ? `local sandbox ${bkashEnv.BKASH_BASE_URL} (wallet 01770618575, OTP 123456, PIN 12121)` : 'set by the external Store API')}

  Demo logins (password demo1234):
    owner@haat.test   shop admin of Dhaka Crafts and Sylhet Tea House
    staff@haat.test   staff of Dhaka Crafts (orders, customers, products)
    lapsed@haat.test  Khulna Fabrics, subscription ended 3 days ago

  Press Ctrl-C to stop.
`);
