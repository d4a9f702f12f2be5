import { describe, expect, it } from 'vitest';
import { checkoutRuleErrors, type CheckoutRules } from './orders-create.ts';

const rules = (over: Partial<CheckoutRules> = {}): CheckoutRules => ({
  email: 'optional',
  area: 'optional',
  addressLine: 'required',
  landmark: 'optional',
  cod: true,
  advanceDeliveryOutsideDhaka: false,
  orderNote: true,
  ...over,
});
const draft = (
  over: { email?: string | null; area?: string; line1?: string; landmark?: string; payment?: string; note?: string } = {},
) => ({
  customer: { email: over.email ?? null },
  address: { area: over.area ?? '', line1: over.line1 ?? 'House 1', landmark: over.landmark ?? '' },
  payment: over.payment ?? 'cod',
  note: over.note ?? '',
});

describe('checkoutRuleErrors', () => {
  it.each([
    ['the defaults with an address', rules(), draft(), {}],
    ['the defaults without an address', rules(), draft({ line1: '  ' }), { 'address.line1': 'Enter the address' }],
    ['a required e-mail left out', rules({ email: 'required' }), draft(), { 'customer.email': 'Enter the customer’s e-mail' }],
    ['a required e-mail given', rules({ email: 'required' }), draft({ email: 'a@b.co' }), {}],
    [
      'a hidden landmark filled in',
      rules({ landmark: 'hidden' }),
      draft({ landmark: 'Mosque' }),
      { 'address.landmark': 'This shop’s checkout does not ask for a landmark: leave it empty' },
    ],
    ['a hidden area left empty', rules({ area: 'hidden' }), draft(), {}],
    ['an optional address line left out', rules({ addressLine: 'optional' }), draft({ line1: '' }), {}],
    ['cash on delivery turned off', rules({ cod: false }), draft(), { payment: 'Cash on delivery is turned off in the checkout settings' }],
    ['bKash with cash on delivery off', rules({ cod: false }), draft({ payment: 'bkash' }), {}],
    [
      'a note when notes are off',
      rules({ orderNote: false }),
      draft({ note: 'Gift wrap' }),
      { note: 'This shop’s checkout takes no order note: leave it empty' },
    ],
    ['no note when notes are off', rules({ orderNote: false }), draft(), {}],
  ])('%s', (_name, r, d, errors) => {
    expect(checkoutRuleErrors(r, d)).toEqual(errors);
  });
});
