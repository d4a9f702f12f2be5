/**
 * The processes of `npm run test:cluster` (issue 26 item 3): one PostgreSQL server, one S3 bucket (s3rver), one SMTP
 * sandbox, two Store API nodes started as two machines run them (each its own DATA_DIR, the same DATABASE_URL and
 * bucket), two dashboards from the same build, and Caddy in front with docs/deploy.md's Caddyfile where Caddy is
 * installed. Every wait is for readiness (a port answering, a line in a log), never a fixed sleep; stop() ends every
 * process it started, by its id.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPgServer, type PgServer } from '../../scripts/pg-server.ts';
import { startS3Sandbox, type S3Sandbox } from '../../api/src/platform/storage/s3-sandbox.ts';
import { startSandboxSmtp, type SandboxSmtp } from '../../api/src/platform/mail/sandbox.ts';
import { ensureVapidEnv } from '../../api/src/platform/push/vapid.ts';

export const root = new URL('../..', import.meta.url).pathname;
const node = process.execPath;

/** A process of the cluster with everything it printed so far. */
export type Proc = { name: string; child: ChildProcess; output: () => string; stop: () => Promise<void> };

function startProc(name: string, args: string[], env: NodeJS.ProcessEnv, command = node): Proc {
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    name,
    child,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Polls until `check` is true; fails with `what` (and the process's output) when `proc` exits or time runs out. */
export async function until(what: string, check: () => Promise<boolean> | boolean, options: { proc?: Proc; timeoutMs?: number } = {}) {
  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  for (let wait = 50; ; wait = Math.min(wait * 2, 500)) {
    if (
      await Promise.resolve()
        .then(check)
        .catch(() => false)
    )
      return;
    const proc = options.proc;
    if (proc && (proc.child.exitCode !== null || proc.child.signalCode !== null)) {
      throw new Error(`${proc.name} exited before ${what}:\n${proc.output().slice(-3000)}`);
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}${proc ? `:\n${proc.output().slice(-3000)}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

const answers = (url: string) => async () => (await fetch(url, { signal: AbortSignal.timeout(5000) })).ok;

export const hasCaddy = (() => {
  try {
    execFileSync('caddy', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/**
 * docs/deploy.md's Caddyfile with the example addresses replaced by this cluster's: the two sites on local http
 * ports, the upstreams and the /tls/allowed question on the nodes started here. The shops' catch-all https block
 * needs port 443 and a storefront, so it is left out; Caddy's own admin endpoint gets a port of the range.
 */
export function localCaddyfile(ports: Ports): string {
  const page = readFileSync(join(root, 'docs/deploy.md'), 'utf8');
  let text = /```caddyfile\n([\s\S]*?)```/.exec(page)?.[1];
  if (!text) throw new Error('docs/deploy.md has no ```caddyfile block');
  const replace = (from: RegExp, to: string) => {
    if (!from.test(text!)) throw new Error(`docs/deploy.md's Caddyfile no longer has ${from}`);
    text = text!.replace(from, to);
  };
  replace(/ask http:\/\/10\.0\.0\.11:4322\/tls\/allowed/, `ask http://127.0.0.1:${ports.api1}/tls/allowed`);
  replace(/^\{\n/, `{\n\tadmin 127.0.0.1:${ports.caddyAdmin}\n\tauto_https off\n`);
  replace(/^admin\.example\.com \{/m, `http://127.0.0.1:${ports.caddyDashboard} {`);
  replace(/^api\.example\.com \{/m, `http://127.0.0.1:${ports.caddyApi} {`);
  replace(/10\.0\.0\.21:4321 10\.0\.0\.22:4321/, `127.0.0.1:${ports.dash1} 127.0.0.1:${ports.dash2}`);
  replace(/10\.0\.0\.11:4322 10\.0\.0\.12:4322/, `127.0.0.1:${ports.api1} 127.0.0.1:${ports.api2}`);
  replace(/^https:\/\/ \{[\s\S]*?\n\}\n/m, '');
  return text;
}

/**
 * The environment of a process started as on a machine of its own: without Vitest's variables, under which the
 * Store API keeps files in memory (storage.ts) instead of the bucket, and under whose NODE_ENV=test `astro build`
 * makes a build that is not the production one.
 */
export function outsideVitest(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of Object.keys(env)) if (name.startsWith('VITEST') || name === 'TEST') delete env[name];
  if (env.NODE_ENV === 'test') delete env.NODE_ENV;
  return env;
}

export type Ports = ReturnType<typeof portsFrom>;
function portsFrom(base: number) {
  return {
    pg: base,
    s3: base + 1,
    smtp: base + 2,
    api1: base + 3,
    api2: base + 4,
    dash1: base + 5,
    dash2: base + 6,
    caddyDashboard: base + 7,
    caddyApi: base + 8,
    caddyAdmin: base + 9,
    balancer: base + 10,
  };
}

export type Cluster = Awaited<ReturnType<typeof startCluster>>;

/** A copy of dist/ whose build id is `newId`: what deploying the next build on one dashboard looks like. */
function distWithBuildId(dist: string, oldId: string, newId: string, into: string): string {
  cpSync(dist, into, { recursive: true });
  // The server chunks import packages: the copy finds them as a deployed dist/ does, beside node_modules.
  symlinkSync(join(root, 'node_modules'), join(into, '..', 'node_modules'));
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(m?js|html|json)$/.test(entry)) {
        const text = readFileSync(path, 'utf8');
        if (text.includes(oldId)) writeFileSync(path, text.replaceAll(oldId, newId));
      }
    }
  };
  walk(into);
  return into;
}

/**
 * Starts everything; `seedScheduled` runs against the migrated, seeded database before the nodes start (rows the
 * nodes' first job pass races for). The nodes are started together so their first job passes overlap.
 */
export async function startCluster(options: { base: number; beforeNodes: (databaseUrl: string) => Promise<void> }) {
  const ports = portsFrom(options.base);
  const dir = mkdtempSync(join(tmpdir(), 'haat-cluster-'));
  const procs: Proc[] = [];
  let pg: PgServer | undefined;
  let s3: S3Sandbox | undefined;
  let smtp: SandboxSmtp | undefined;
  const stop = async () => {
    await Promise.all(procs.map((p) => p.stop()));
    await smtp?.close();
    await s3?.close();
    pg?.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    pg = await startPgServer({ port: ports.pg });
    s3 = await startS3Sandbox({ port: ports.s3 });
    smtp = await startSandboxSmtp({ port: ports.smtp });
    const vapid: NodeJS.ProcessEnv = {};
    ensureVapidEnv(vapid);
    const shared: NodeJS.ProcessEnv = {
      ...outsideVitest(),
      ...vapid,
      DATABASE_URL: pg.url,
      API_HOST: '127.0.0.1',
      API_WORKERS: '1',
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      AWS_REGION: 'us-east-1',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Haat <no-reply@haat.test>',
      DASHBOARD_URL: `http://127.0.0.1:${ports.caddyDashboard}`,
      SECRET_KEYS: `cluster=${Buffer.alloc(32, 7).toString('base64')}`,
    };
    // The one migration and the demo data (files into the bucket), as an operator runs it before the nodes start.
    const seed = startProc('seed', [join(root, 'api/src/cli.ts'), 'seed'], { ...shared, DATA_DIR: join(dir, 'seed') });
    procs.push(seed);
    await new Promise<void>((resolve, reject) =>
      seed.child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seed failed:\n${seed.output()}`)))),
    );
    await options.beforeNodes(pg.url);

    const apiNode = (n: 1 | 2, port: number) =>
      startProc(`Store API node ${n}`, [join(root, 'api/src/cli.ts'), 'serve'], {
        ...shared,
        DATA_DIR: join(dir, `node${n}`),
        API_PORT: String(port),
      });
    const api1 = apiNode(1, ports.api1);
    const api2 = apiNode(2, ports.api2);
    procs.push(api1, api2);
    await Promise.all([
      until('node 1 /health', answers(`http://127.0.0.1:${ports.api1}/health`), { proc: api1 }),
      until('node 2 /health', answers(`http://127.0.0.1:${ports.api2}/health`), { proc: api2 }),
    ]);

    const dist = join(root, 'dist');
    const dashboard = (n: 1 | 2, port: number, apiPort: number, from = dist) => {
      const proc = startProc(`dashboard ${n}`, [join(from, 'server/entry.mjs')], {
        ...shared,
        HOST: '127.0.0.1',
        PORT: String(port),
        API_URL: `http://127.0.0.1:${apiPort}`,
      });
      procs.push(proc);
      return proc;
    };
    const dash1 = dashboard(1, ports.dash1, ports.api1);
    let dash2 = dashboard(2, ports.dash2, ports.api2);
    await Promise.all([
      until('dashboard 1', answers(`http://127.0.0.1:${ports.dash1}/build.json`), { proc: dash1 }),
      until('dashboard 2', answers(`http://127.0.0.1:${ports.dash2}/build.json`), { proc: dash2 }),
    ]);
    const { buildId } = (await (await fetch(`http://127.0.0.1:${ports.dash1}/build.json`)).json()) as { buildId: string };
    const nextBuildId = `${buildId}-next`;
    const nextDist = distWithBuildId(dist, buildId, nextBuildId, join(dir, 'dist-next'));

    let caddy: Proc | undefined;
    if (hasCaddy) {
      const caddyDir = join(dir, 'caddy');
      writeFileSync(join(dir, 'Caddyfile'), localCaddyfile(ports));
      caddy = startProc(
        'caddy',
        ['run', '--config', join(dir, 'Caddyfile'), '--adapter', 'caddyfile'],
        {
          ...outsideVitest(),
          XDG_DATA_HOME: caddyDir,
          XDG_CONFIG_HOME: caddyDir,
        },
        'caddy',
      );
      procs.push(caddy);
      await Promise.all([
        until('Caddy in front of the dashboards', answers(`http://127.0.0.1:${ports.caddyDashboard}/build.json`), { proc: caddy }),
        until('Caddy in front of the nodes', answers(`http://127.0.0.1:${ports.caddyApi}/health`), { proc: caddy }),
      ]);
    }

    return {
      ports,
      smtp,
      databaseUrl: pg.url,
      api1: `http://127.0.0.1:${ports.api1}`,
      api2: `http://127.0.0.1:${ports.api2}`,
      dash1: () => `http://127.0.0.1:${ports.dash1}`,
      dash2: () => `http://127.0.0.1:${ports.dash2}`,
      /** Where staff and integrators reach the cluster: Caddy when it is installed, else the first of each. */
      front: {
        dashboard: caddy ? `http://127.0.0.1:${ports.caddyDashboard}` : `http://127.0.0.1:${ports.dash1}`,
        api: caddy ? `http://127.0.0.1:${ports.caddyApi}` : `http://127.0.0.1:${ports.api1}`,
      },
      behindCaddy: !!caddy,
      logs: { api1: api1.output, api2: api2.output },
      buildId,
      nextBuildId,
      /** Deploys the next build on dashboard 2 (stop it, start the new dist on the same port). */
      deployNextBuildOnDashboard2: async () => {
        await dash2.stop();
        dash2 = dashboard(2, ports.dash2, ports.api2, nextDist);
        await until('dashboard 2 on the next build', answers(`http://127.0.0.1:${ports.dash2}/build.json`), { proc: dash2 });
      },
      procs: () => ({ dash1, dash2 }),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

export const distBuilt = () => existsSync(join(root, 'dist/server/entry.mjs'));
