/**
 * How the end-to-end tests and the budget script run Haat: the Store API (`node api/src/cli.ts serve`,
 * PGlite in a throwaway DATA_DIR) and the production dashboard (`node <dist>/server/entry.mjs`).
 * The dashboard build is made beforehand (`npm test` runs `astro build`); E2E_DIST picks another
 * build folder, e.g. `.tmp/dist-e2e` while developing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sandboxEnv, SANDBOX_PATH } from '../../api/src/platform/bkash/sandbox.ts';
import { courierSandboxEnv } from '../../api/src/platform/couriers/sandboxes.ts';
import { steadfastSandboxEnv } from '../../apps/courier-booking/steadfast-sandbox.ts';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The build folder the tests run against (relative to the repository root). */
export const DIST_DIR = process.env.E2E_DIST ?? 'dist';

export const API_CLI = join(ROOT, 'api/src/cli.ts');
export const dashboardEntry = (distDir: string = DIST_DIR): string => join(resolve(ROOT, distDir), 'server/entry.mjs');

/** Environment both servers share: no telemetry, the repository's Node first on PATH. */
export function baseEnv(extra: Record<string, string> = {}): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) if (value !== undefined) env[key] = value;
  return {
    ...env,
    PATH: `${join(ROOT, 'node_modules/.bin')}:${env.PATH ?? ''}`,
    ASTRO_TELEMETRY_DISABLED: '1',
    ...extra,
  };
}

export interface Ports {
  /** Dashboard port. */
  port: number;
  apiPort: number;
  /** PGlite data folder (relative to the repository root); wiped before the API starts. */
  dataDir: string;
  distDir?: string;
  /** Port of a local bKash sandbox the API pays through (api/src/platform/bkash/sandbox.ts). */
  bkashPort?: number;
  /** Port of the Courier booking app, when it runs beside this API. */
  courierAppPort?: number;
  /** Port of the local DNS sandbox the API's domain checks ask (api/src/platform/dns/sandbox.ts). */
  dnsPort?: number;
  /** Port of a local push service the API may send to over http (api/src/platform/push/sandbox.ts). */
  pushSandboxPort?: number;
  /** First port of the local courier sandboxes the API books with (api/src/platform/couriers/sandboxes.ts). */
  courierSandboxPort?: number;
}

/** The Courier booking app's signing secret for this run: random, never in the repository (README "Apps"). */
export const COURIER_APP_SECRET = randomBytes(24).toString('base64url');
const APP_SECRETS = `courier-booking=${COURIER_APP_SECRET}`;

/** The courier app and the Steadfast sandbox it books with (apps/courier-booking). */
export const COURIER_APP = join(ROOT, 'apps/courier-booking/server.ts');
export const STEADFAST_SANDBOX = join(ROOT, 'apps/courier-booking/steadfast-sandbox.ts');

export function courierAppEnv(options: {
  port: number;
  apiUrl: string;
  dashboardUrl: string;
  steadfastPort: number;
}): Record<string, string> {
  return baseEnv({
    ...steadfastSandboxEnv(`http://127.0.0.1:${options.steadfastPort}`),
    COURIER_APP_PORT: String(options.port),
    COURIER_APP_HOST: '127.0.0.1',
    APP_SECRET: COURIER_APP_SECRET,
    APP_API_URL: options.apiUrl,
    DASHBOARD_URL: options.dashboardUrl,
  });
}

/** The command that serves the bKash sandbox on `port`. */
export const BKASH_SANDBOX = join(ROOT, 'api/src/platform/bkash/sandbox.ts');

/** The command that serves the Pathao, RedX and Steadfast sandboxes on COURIER_SANDBOX_PORT and the two ports after it. */
export const COURIER_SANDBOXES = join(ROOT, 'api/src/platform/couriers/sandboxes.ts');

/** The command that serves the DNS sandbox (UDP, and its registrar over HTTP) on DNS_SANDBOX_PORT. */
export const DNS_SANDBOX = join(ROOT, 'api/src/platform/dns/sandbox.ts');

export function apiEnv({
  port,
  apiPort,
  dataDir,
  bkashPort,
  courierAppPort,
  dnsPort,
  pushSandboxPort,
  courierSandboxPort,
}: Ports): Record<string, string> {
  return baseEnv({
    ...(pushSandboxPort ? { PUSH_SANDBOX_URL: `http://127.0.0.1:${pushSandboxPort}` } : {}),
    ...(courierSandboxPort ? courierSandboxEnv(courierSandboxPort) : {}),
    ...(bkashPort ? sandboxEnv(`http://127.0.0.1:${bkashPort}${SANDBOX_PATH}`) : {}),
    ...(courierAppPort ? { APP_ORIGINS: `courier-booking=http://127.0.0.1:${courierAppPort}` } : {}),
    ...(dnsPort ? { DNS_SERVER: `127.0.0.1:${dnsPort}` } : {}),
    APP_SECRETS,
    API_PORT: String(apiPort),
    API_HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DASHBOARD_URL: `http://127.0.0.1:${port}`,
  });
}

export function dashboardEnv(port: number, apiUrl: string): Record<string, string> {
  return baseEnv({ PORT: String(port), HOST: '127.0.0.1', API_URL: apiUrl, APP_SECRETS });
}

/** Removes a data folder so the API migrates and seeds fresh demo data on start. */
export function wipeData(dataDir: string): void {
  rmSync(resolve(ROOT, dataDir), { recursive: true, force: true });
}

/** Waits until `url` answers at all (any status), or fails when the process dies or time runs out. */
export async function waitForUrl(url: string, child?: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process exited with code ${child.exitCode}`);
    try {
      await fetch(url, {
        signal: AbortSignal.timeout(1000),
        redirect: 'manual',
      });
      return;
    } catch {
      await new Promise((done) => setTimeout(done, 200));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

export interface Running {
  child: ChildProcess;
  /** What the process printed (stdout and stderr; the last 4000 characters), for failure reports. */
  output: () => string;
  stop: () => Promise<void>;
}

/** Starts `node <args>` from the repository root; SIGTERM (then SIGKILL) on stop. */
export function startNode(args: string[], env: Record<string, string>, label: string, echo = false): Running {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const collect = (chunk: Buffer) => {
    text += chunk.toString();
    if (echo) process.stderr.write(`[${label}] ${chunk.toString()}`);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done();
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(killer);
        done();
      });
      child.kill('SIGTERM');
    });
  return { child, output: () => (text.length > 4000 ? `…${text.slice(-4000)}` : text), stop };
}

/** Starts one dashboard process (the production build) against `apiUrl`. */
export async function startDashboard(port: number, apiUrl: string, distDir: string = DIST_DIR): Promise<Running> {
  const dashboard = startNode([dashboardEntry(distDir)], dashboardEnv(port, apiUrl), `dashboard:${port}`);
  try {
    await waitForUrl(`http://127.0.0.1:${port}/build.json`, dashboard.child, 60_000);
  } catch (error) {
    await dashboard.stop();
    throw new Error(`${(error as Error).message}\n${dashboard.output()}`, {
      cause: error,
    });
  }
  return dashboard;
}

/** Starts a fresh Store API (wiped data, seeded on start) and a dashboard pointing at it. */
export async function startStack(
  ports: Ports,
  echo = false,
  /** How long the Store API may take to seed and answer (a busy machine needs more than the default). */
  startMs = 120_000,
): Promise<{ baseURL: string; stop: () => Promise<void> }> {
  wipeData(ports.dataDir);
  const api = startNode([API_CLI, 'serve'], apiEnv(ports), 'api', echo);
  try {
    await waitForUrl(`http://127.0.0.1:${ports.apiPort}/health`, api.child, startMs);
  } catch (error) {
    await api.stop();
    throw new Error(`${(error as Error).message}\n${api.output()}`, {
      cause: error,
    });
  }
  let dashboard: Running;
  try {
    dashboard = await startDashboard(ports.port, `http://127.0.0.1:${ports.apiPort}`, ports.distDir);
  } catch (error) {
    await api.stop();
    throw error;
  }
  return {
    baseURL: `http://127.0.0.1:${ports.port}`,
    stop: async () => {
      await dashboard.stop();
      await api.stop();
    },
  };
}
