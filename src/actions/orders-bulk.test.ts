import { describe, expect, it } from 'vitest';
import { displayFor } from '../../contract/format.ts';
import { transitionRefusal } from '../../contract/order-state-machine.ts';
import { withLocaleScope } from '../i18n/locale.ts';
import { bulkRefusalText } from './orders-bulk.ts';

describe('a bulk status change’s refusals', () => {
  const bn = displayFor('bn');
  const en = displayFor('en');
  const skipped = {
    id: 'o1',
    number: 1042,
    message: 'A pending order must be confirmed before it can be shipped.',
    code: 'TRANSITION_REFUSED',
    reason: transitionRefusal('pending', 'shipped')!,
  };

  it('are said in the reader’s language by their code and reason, with the statuses they name (issue 23)', () => {
    const text = withLocaleScope('bn', () => bulkRefusalText(skipped, bn));
    expect(text).toBe('অর্ডার #1042: অর্ডারটি এখন “অপেক্ষায়”: “পাঠানো হয়েছে” করার আগে “কনফার্মড” করতে হবে।');
    expect(text).not.toMatch(/[A-Za-z]{3}/);
    expect(withLocaleScope('en', () => bulkRefusalText(skipped, en))).toBe(`Order #1042: ${skipped.message}`);
  });

  it('say every kind of refused change in Bangla', () => {
    for (const [from, to] of [
      ['shipped', 'shipped'],
      ['cancelled', 'confirmed'],
      ['shipped', 'cancelled'],
      ['processing', 'returned'],
      ['delivered', 'pending'],
    ] as const) {
      const refused = { ...skipped, reason: transitionRefusal(from, to)! };
      expect(
        withLocaleScope('bn', () => bulkRefusalText(refused, bn)),
        `${from} → ${to}`,
      ).not.toMatch(/[A-Za-z]{3}/);
    }
  });

  it('say an order changed meanwhile by its code, and keep the English of an older API that sent no code', () => {
    const changed = { id: 'o2', number: 7, message: 'The order was changed by someone else meanwhile.', code: 'ORDER_CHANGED' };
    expect(withLocaleScope('bn', () => bulkRefusalText(changed, bn))).toMatch(/অন্য কেউ অর্ডারটি বদলেছেন/);
    expect(withLocaleScope('bn', () => bulkRefusalText({ id: 'o3', number: 8, message: 'Odd' }, bn))).toBe('অর্ডার #8: Odd');
  });
});
