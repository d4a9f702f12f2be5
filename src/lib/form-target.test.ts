import { describe, expect, it } from 'vitest';
import { anchorId, formTarget } from './form-target.ts';

describe('formTarget', () => {
  it('keeps the page and its filters, adds the action and the fragment', () => {
    expect(formTarget('/settings/inventory?stock=low&page=3', '?_action=inventory.adjust', 'stock-p1')).toBe(
      '/settings/inventory?stock=low&page=3&_action=inventory.adjust#stock-p1',
    );
  });

  it('works without a query or a fragment', () => {
    expect(formTarget('/orders/o1', '?_action=orders.refund')).toBe('/orders/o1?_action=orders.refund');
  });

  it('replaces an action already in the address', () => {
    expect(formTarget('/orders/o1?_action=orders.cancel', '?_action=orders.refund', 'refund')).toBe(
      '/orders/o1?_action=orders.refund#refund',
    );
  });
});

describe('anchorId', () => {
  it('joins the ids and leaves out a missing one', () => {
    expect(anchorId('stock', 'a1b2', null)).toBe('stock-a1b2');
    expect(anchorId('stock', 'a1b2', 'v 9')).toBe('stock-a1b2-v_9');
  });
});
