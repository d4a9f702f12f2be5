import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeSeed } from './seed.ts';
import { $activeShop, $session, sessionHas, SIGNED_OUT } from './session.ts';
import { useSeededStores } from './use-seeded-stores.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  $session.set(SIGNED_OUT);
  $activeShop.set(null);
});

const seed = storeSeed({
  user: { id: 'u1', name: 'Rahim', email: 'staff@haat.test' },
  activeShop: { shopId: 's1', name: 'Dhaka Crafts', isShopAdmin: false, permissions: ['orders'] },
});

function Probe() {
  const { session, activeShop } = useSeededStores(seed);
  return `${session.user?.name ?? 'nobody'} at ${activeShop?.name ?? 'no shop'}, orders ${sessionHas(session, 'orders')}`;
}

describe('useSeededStores', () => {
  it('draws a server-rendered island from its seed and leaves the shared stores alone', () => {
    expect(renderToString(createElement(Probe))).toBe('Rahim at Dhaka Crafts, orders true');
    expect($session.get()).toBe(SIGNED_OUT);
    expect($activeShop.get()).toBeNull();
  });

  it('in the browser fills the stores first, so the first draw matches the server’s', () => {
    vi.stubGlobal('window', {});
    expect(renderToString(createElement(Probe))).toBe('Rahim at Dhaka Crafts, orders true');
    expect($session.get()).toEqual(seed.session);
    expect($activeShop.get()).toEqual(seed.activeShop);
  });
});
