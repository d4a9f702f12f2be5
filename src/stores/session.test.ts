import { afterEach, describe, expect, it } from 'vitest';
import { $activeShop, $isShopAdmin, $session, SIGNED_OUT, sessionHas, type Session } from './session.ts';

afterEach(() => {
  $session.set(SIGNED_OUT);
  $activeShop.set(null);
});

const user = { id: 'u1', name: 'Rahim', email: 'staff@haat.test' };
const staff: Session = { user, isShopAdmin: false, permissions: ['orders', 'customers'] };
const admin: Session = { user, isShopAdmin: true, permissions: [] };

describe('$session', () => {
  it('starts signed out, with no shop', () => {
    expect($session.get()).toEqual({ user: null, isShopAdmin: false, permissions: [] });
    expect($activeShop.get()).toBeNull();
    expect($isShopAdmin.get()).toBe(false);
  });

  it('reports a shop admin through $isShopAdmin', () => {
    $session.set(admin);
    expect($isShopAdmin.get()).toBe(true);
    $session.set(staff);
    expect($isShopAdmin.get()).toBe(false);
  });

  it('never reports an admin without a user', () => {
    $session.set({ user: null, isShopAdmin: true, permissions: [] });
    expect($isShopAdmin.get()).toBe(false);
  });

  it('keeps the signed-out value frozen, so no island can change it for the others', () => {
    expect(Object.isFrozen(SIGNED_OUT)).toBe(true);
    expect(Object.isFrozen(SIGNED_OUT.permissions)).toBe(true);
  });
});

describe('sessionHas', () => {
  it.each([
    ['staff with the key', staff, 'orders', true],
    ['staff without the key', staff, 'promocodes', false],
    ['a shop admin, any key', admin, 'roles-access', true],
    ['signed out', SIGNED_OUT, 'orders', false],
    ['no user but a permission list', { user: null, isShopAdmin: false, permissions: ['orders'] }, 'orders', false],
  ] as const)('%s → %s', (_label, session, key, expected) => {
    expect(sessionHas(session, key)).toBe(expected);
  });
});
