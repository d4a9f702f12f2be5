/**
 * Nodes that share everything (issue 26 item 3): two Store API nodes as two machines run them (their own DATA_DIR,
 * one PostgreSQL, one bucket), two dashboards from one build, and Caddy with docs/deploy.md's Caddyfile in front
 * where Caddy is installed. What one node does, the other sees: files, sessions, throttles, jobs, e-mail, builds.
 * `npm run test:cluster`; part of `npm test` after the build. Skipped without PostgreSQL's server binaries.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, like } from 'drizzle-orm';
import { openDatabase, type Database } from '../../api/src/platform/db/client.ts';
import { contentEntries, outbox, shops } from '../../api/src/db/schema/index.ts';
import { enqueueMail } from '../../api/src/platform/mail/outbox.ts';
import { DEMO_PASSWORD } from '../../api/src/seed.ts';
import { findPgBin } from '../../scripts/pg-server.ts';
import { signInCookie } from '../../scripts/bench-helpers.ts';
import { isNewBuild } from '../../src/lib/reload-guard.ts';
import { hasCaddy, startCluster, until, type Cluster } from './harness.ts';
import { startBalancer } from './balancer.ts';
import { chromium, type Browser } from 'playwright';
import { CHROMIUM_PATH, launchOptions } from '../helpers/chromium.ts';

const hasChromium = existsSync(CHROMIUM_PATH);

/**
 * A signed-in tab on `base`'s orders list as a seller has it: the build it was served, its service worker in control
 * (public/sw.js, which fetches the tab's navigations itself), and its clock under the test's hand.
 */
async function openTab(browser: Browser, base: string, cookie: string) {
  const context = await browser.newContext();
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: base };
    }),
  );
  const tab = await context.newPage();
  await tab.clock.install();
  await tab.goto(`${base}/orders`);
  expect(await tab.locator('html').getAttribute('data-build')).toBe(cluster.buildId);
  // Registered after the load event in a production build only (src/scripts/page.ts); it takes over at once.
  const controlled = await tab.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
    return navigator.serviceWorker.controller?.scriptURL;
  });
  expect(controlled).toContain('/sw.js');
  return tab;
}

const SCHEDULED = 12; // pages due before the nodes start: both nodes' first job pass races for them
const MAILS = 15;
const JOB_LINE = /Job "publish scheduled pages and posts": (\d+) handled\./g;

let cluster: Cluster;
let database: Database;

beforeAll(async () => {
  cluster = await startCluster({
    base: Number(process.env.CLUSTER_PORT || 4340),
    beforeNodes: async (databaseUrl) => {
      const { db, close } = await openDatabase({ databaseUrl, migrate: false });
      const [shop] = await db.select({ id: shops.id }).from(shops).where(eq(shops.handle, 'dhaka-crafts'));
      const due = new Date(Date.now() - 60_000);
      await db.insert(contentEntries).values(
        Array.from({ length: SCHEDULED }, (_, i) => ({
          shopId: shop!.id,
          kind: 'page' as const,
          title: `Cluster page ${i}`,
          handle: `cluster-page-${i}`,
          status: 'scheduled' as const,
          publishAt: due,
        })),
      );
      await close();
    },
  });
  database = await openDatabase({ databaseUrl: cluster.databaseUrl, migrate: false });
}, 300_000);

afterAll(async () => {
  await database?.close();
  await cluster?.stop();
}, 60_000);

const json = { 'content-type': 'application/json' };
async function login(api: string, email = 'owner@haat.test', password = DEMO_PASSWORD, client?: string) {
  return fetch(`${api}/auth/sellers/login`, {
    method: 'POST',
    headers: { ...json, ...(client ? { 'x-forwarded-for': client } : {}) },
    body: JSON.stringify({ email, password }),
  });
}
async function token(api: string) {
  const res = await login(api);
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}
const bearer = (t: string) => ({ authorization: `Bearer ${t}` });

describe.skipIf(!findPgBin())('two Store API nodes and two dashboards sharing one database and one bucket', () => {
  it('serves through node 2 an image uploaded through node 1, and through the other dashboard and the front', async () => {
    const png = new Uint8Array(
      await sharp({ create: { width: 64, height: 48, channels: 3, background: `#${randomBytes(3).toString('hex')}` } })
        .png()
        .toBuffer(),
    );
    const form = new FormData();
    form.append('file', new File([png], 'cluster.png', { type: 'image/png' }));
    const uploaded = await fetch(`${cluster.api1}/admin/files`, { method: 'POST', body: form, headers: bearer(await token(cluster.api1)) });
    expect(uploaded.status).toBe(201);
    const file = (await uploaded.json()) as { sizes: Record<string, string> };
    const key = file.sizes.original!.replace(/^\/media\//, '');
    const fromNode2 = await fetch(`${cluster.api2}/files/${key}`);
    expect(fromNode2.status).toBe(200);
    expect(new Uint8Array(await fromNode2.arrayBuffer())).toEqual(png);
    for (const base of [cluster.dash2(), cluster.front.dashboard]) {
      const res = await fetch(`${base}/media/${key}`);
      expect(res.status, base).toBe(200);
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(png);
    }
    // Node 2 never had it on its own disk: with a missing object it answers the placeholder, not the bytes.
    expect((await fetch(`${cluster.api2}/files/${key.replace(/^[0-9a-f]{8}/, '00000000')}`)).status).toBe(404);
  });

  it('refuses on node 2, at its next request, a session revoked on node 1', async () => {
    const t = await token(cluster.api2);
    expect((await fetch(`${cluster.api2}/admin/sellers/user`, { headers: bearer(t) })).status).toBe(200);
    expect((await fetch(`${cluster.api1}/auth/logout`, { method: 'POST', headers: bearer(t) })).status).toBe(204);
    expect((await fetch(`${cluster.api2}/admin/sellers/user`, { headers: bearer(t) })).status).toBe(401);
  });

  it('counts sign-in attempts made on both nodes against one limit', async () => {
    // A client address of its own (X-Forwarded-For is believed from loopback), so no other test shares its counter.
    const client = `198.51.100.${1 + (randomBytes(1)[0]! % 250)}`;
    const wrong = (api: string) => login(api, 'owner@haat.test', 'not-the-password', client);
    for (let i = 0; i < 5; i++) {
      expect((await wrong(cluster.api1)).status).toBe(401);
      expect((await wrong(cluster.api2)).status).toBe(401);
    }
    // Ten failures per client and address (loginPair): each node saw five, so only a shared count refuses now.
    expect((await wrong(cluster.api1)).status).toBe(429);
    expect((await wrong(cluster.api2)).status).toBe(429);
  });

  it('publishes each scheduled page once though both nodes run the job', async () => {
    const handled = () =>
      [cluster.logs.api1(), cluster.logs.api2()].map((log) => [...log.matchAll(JOB_LINE)].reduce((n, m) => n + Number(m[1]), 0));
    const rows = () =>
      database.db.select({ status: contentEntries.status }).from(contentEntries).where(like(contentEntries.handle, 'cluster-page-%'));
    await until('the scheduled pages to be published', async () => {
      const published = (await rows()).filter((r) => r.status === 'published').length;
      return published === SCHEDULED && handled()[0]! + handled()[1]! >= SCHEDULED;
    });
    expect((await rows()).map((r) => r.status)).toEqual(Array(SCHEDULED).fill('published'));
    const [one, two] = handled();
    expect(one! + two!).toBe(SCHEDULED);
  });

  it('sends each queued e-mail once though both nodes run the outbox', async () => {
    const tag = randomBytes(4).toString('hex');
    const ids: string[] = [];
    for (let i = 0; i < MAILS; i++) {
      ids.push(await enqueueMail(database.db, { to: `cluster-${i}@haat.test`, subject: `Cluster ${tag} ${i}`, text: 'Hello' }));
    }
    const mine = () => cluster.smtp.messages.filter((m) => m.subject?.startsWith(`Cluster ${tag} `));
    await until('every queued e-mail to be sent', async () => {
      const rows = await database.db.select({ sentAt: outbox.sentAt }).from(outbox).where(inArray(outbox.id, ids));
      return rows.every((r) => r.sentAt !== null) && mine().length >= MAILS;
    });
    const subjects = mine().map((m) => m.subject);
    expect(subjects).toHaveLength(MAILS);
    expect(new Set(subjects).size).toBe(MAILS);
  });

  it('keeps a dashboard sign-in working on the other dashboard and through the front', async () => {
    const cookie = await signInCookie(cluster.dash1());
    for (const base of [cluster.dash2(), cluster.front.dashboard]) {
      const res = await fetch(`${base}/orders`, { headers: { cookie }, redirect: 'manual' });
      expect(res.status, base).toBe(200);
    }
  });

  it('reloads a tab open on dashboard 1 when dashboard 2 is on a newer build', async () => {
    const cookie = await signInCookie(cluster.dash1());
    const page = await (await fetch(`${cluster.dash1()}/orders`, { headers: { cookie } })).text();
    const tabBuild = /data-build="([^"]+)"/.exec(page)?.[1];
    expect(tabBuild).toBe(cluster.buildId);
    const answer = async (base: string) => ((await (await fetch(`${base}/build.json`)).json()) as { buildId: string }).buildId;
    // One build on both: the tab's check (src/scripts/page.ts, reload-guard.ts) keeps it.
    expect(isNewBuild(tabBuild, await answer(cluster.dash2()))).toBe(false);
    // A real tab too, where Chromium is installed, behind a balancer that sends it to dashboard 1 for now.
    const balancer = await startBalancer(cluster.ports.balancer, cluster.dash1());
    const browser = hasChromium ? await chromium.launch(launchOptions) : undefined;
    try {
      const tab = browser && (await openTab(browser, balancer.url, cookie));
      await cluster.deployNextBuildOnDashboard2();
      // The tab's next check may land on the other dashboard (the balancer picks): that answer reloads it.
      expect(await answer(cluster.dash2())).toBe(cluster.nextBuildId);
      expect(isNewBuild(tabBuild, await answer(cluster.dash2()))).toBe(true);
      // The reloaded page, served by dashboard 2, carries the new id, so the check settles there.
      const reloaded = await (await fetch(`${cluster.dash2()}/orders`, { headers: { cookie } })).text();
      expect(/data-build="([^"]+)"/.exec(reloaded)?.[1]).toBe(cluster.nextBuildId);
      if (tab) {
        // The balancer now sends the tab to dashboard 2, and the seller comes back to the tab a while later: the
        // focus event headless Chromium never fires by itself, after the check's once-a-minute limit (Date.now).
        balancer.sendTo(cluster.dash2());
        await tab.clock.fastForward('02:00');
        await tab.evaluate(() => window.dispatchEvent(new Event('focus')));
        // What the seller sees: the page of the new build, reloaded by the tab's own script.
        await expect.poll(() => tab.locator('html').getAttribute('data-build'), { timeout: 60_000 }).toBe(cluster.nextBuildId);
      }
    } finally {
      await browser?.close();
      await balancer.close();
    }
  });

  it.skipIf(!hasCaddy)("answers through Caddy with docs/deploy.md's Caddyfile", async () => {
    expect(cluster.behindCaddy).toBe(true);
    const health = await fetch(`${cluster.front.api}/health`);
    expect(health.status).toBe(200);
    const t = await token(cluster.front.api);
    expect((await fetch(`${cluster.front.api}/admin/sellers/user`, { headers: bearer(t) })).status).toBe(200);
  });
});
