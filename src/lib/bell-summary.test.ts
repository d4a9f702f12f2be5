import { beforeEach, describe, expect, it, vi } from 'vitest';

const unread = vi.fn();
vi.mock('./api/notifications.ts', () => ({ notificationsApi: { unread } }));
const { askForBellCount, bellCount, showsBellCount } = await import('./bell-summary.ts');

type Locals = Parameters<typeof showsBellCount>[0];
const shop = { shopId: 's1' } as NonNullable<Locals['activeShop']>;
const page = { layout: 'default' } as NonNullable<Locals['route']>;
const signedIn: Locals = { token: 't', activeShop: shop, user: { twoStepSetupRequired: false } as Locals['user'], route: page };

beforeEach(() => {
  unread.mockReset();
  unread.mockResolvedValue({ unread: 3, latest: 'n1' });
});

describe('showsBellCount', () => {
  it.each<[string, Partial<Locals>, boolean]>([
    ['a signed-in page with the top bar', {}, true],
    ['signed out', { token: null }, false],
    ['no shop yet', { activeShop: null }, false],
    ['two-step to set up first (the shop is closed to them)', { user: { twoStepSetupRequired: true } as Locals['user'] }, false],
    ['an endpoint (no page entry)', { route: null }, false],
    ['a sign-in page', { route: { layout: 'auth' } as Locals['route'] }, false],
    ['a printed sheet (no top bar)', { route: { layout: 'default', topBar: false } as Locals['route'] }, false],
  ])('%s → %s', (_, change, shows) => {
    expect(showsBellCount({ ...signedIn, ...change })).toBe(shows);
  });
});

describe('askForBellCount and bellCount', () => {
  it('asks once, early, and the bell reads that answer', async () => {
    const locals: Locals & { bell?: Promise<unknown> } = { ...signedIn };
    askForBellCount(locals);
    expect(unread).toHaveBeenCalledTimes(1);
    expect(await bellCount(locals)).toEqual({ unread: 3, latest: 'n1' });
    expect(unread).toHaveBeenCalledTimes(1);
  });

  it('asks nothing for a page without the bell', () => {
    askForBellCount({ ...signedIn, route: { layout: 'default', topBar: false } as Locals['route'] });
    expect(unread).not.toHaveBeenCalled();
  });

  it('asks when the bell renders without the early question (a form post showing its page again)', async () => {
    expect(await bellCount({ ...signedIn })).toEqual({ unread: 3, latest: 'n1' });
    expect(unread).toHaveBeenCalledTimes(1);
  });

  it('shows the bell without a count when the Store API fails, and never rejects', async () => {
    unread.mockRejectedValue(new Error('down'));
    const locals: Locals & { bell?: Promise<unknown> } = { ...signedIn };
    askForBellCount(locals);
    expect(await bellCount(locals)).toBeNull();
    expect(await bellCount({ ...signedIn })).toBeNull();
  });
});
