/** What the benchmark scripts share: percentiles and signing in to a running dashboard. */
import { DEMO_PASSWORD } from '../api/src/seed.ts';

/** The p-th percentile (nearest rank) of the timings, in any order. */
export function percentile(times: readonly number[], p: number): number {
  if (times.length === 0) return Number.NaN;
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** Signs in as the demo owner through the dashboard's login form; returns the Cookie header to send. */
export async function signInCookie(base: string): Promise<string> {
  const login = await fetch(`${base}/login?_action=auth.login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: base, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: 'owner@haat.test', password: DEMO_PASSWORD, next: '/' }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!cookie.includes('auth:token=')) throw new Error(`sign-in failed: ${login.status}`);
  return cookie;
}

/** Times `count` requests of one dashboard page (after a warm-up request); fails on anything but 200. */
export async function timePage(base: string, cookie: string, page: string, count: number): Promise<number[]> {
  await (await fetch(base + page, { headers: { cookie } })).text();
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const t = performance.now();
    const res = await fetch(base + page, { headers: { cookie } });
    await res.text();
    if (res.status !== 200) throw new Error(`${page} → ${res.status}`);
    times.push(performance.now() - t);
  }
  return times;
}
