import { describe, expect, it } from 'vitest';
import { maskWallet, planHas } from './billing.ts';

describe('maskWallet', () => {
  it.each([
    ['01770618575', '017•••••575'],
    ['+8801770618575', '017•••••575'],
    ['8801770618575', '017•••••575'],
    ['12345', '•••••'],
    [null, null],
    ['', null],
  ])('shows %s as %s', (input, shown) => {
    expect(maskWallet(input)).toBe(shown);
  });
});

describe('planHas', () => {
  it('tells whether a feature list has a feature', () => {
    expect(planHas(['blog', 'ssl'], 'ssl')).toBe(true);
    expect(planHas(['blog'], 'custom_domain')).toBe(false);
  });
});
