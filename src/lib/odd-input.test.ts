import { describe, expect, it } from 'vitest';
import { isBrokenJsonAction, withoutNul } from './odd-input.ts';

describe('withoutNul', () => {
  it.each([
    ['http://x/orders?q=%00', '/orders?q='],
    ['http://x/orders?q=a%00b&status=pending', '/orders?q=ab&status=pending'],
    ['http://x/products%00?q=mug', '/products?q=mug'],
  ])('drops the NUL from %s', (url, expected) => {
    expect(withoutNul(new URL(url))).toBe(expected);
  });

  it('leaves an address without NUL alone', () => {
    expect(withoutNul(new URL('http://x/orders?q=sari'))).toBeNull();
  });
});

describe('isBrokenJsonAction', () => {
  const post = (url: string, body: string, type = 'application/json') =>
    [new Request(url, { method: 'POST', headers: { 'content-type': type }, body }), new URL(url)] as const;

  it('spots broken JSON posted to an action', async () => {
    expect(await isBrokenJsonAction(...post('http://x/_actions/orders.addNote', '{"id": '))).toBe(true);
    expect(await isBrokenJsonAction(...post('http://x/orders/1?_action=orders.addNote', 'not json'))).toBe(true);
  });

  it('lets good JSON, empty bodies, forms and other paths through', async () => {
    expect(await isBrokenJsonAction(...post('http://x/_actions/orders.addNote', '{"id":"1"}'))).toBe(false);
    expect(await isBrokenJsonAction(...post('http://x/_actions/auth.logout', ''))).toBe(false);
    expect(await isBrokenJsonAction(...post('http://x/_actions/orders.addNote', 'id=1', 'application/x-www-form-urlencoded'))).toBe(false);
    expect(await isBrokenJsonAction(...post('http://x/orders', '{'))).toBe(false);
  });
});
