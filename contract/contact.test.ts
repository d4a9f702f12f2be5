import { describe, expect, it } from 'vitest';
import { bdPhone, normaliseBdPhone } from './contact.ts';

describe('normaliseBdPhone', () => {
  it.each([
    ['01711000000', '01711000000'],
    ['+8801711000000', '01711000000'],
    ['8801711000000', '01711000000'],
    ['+880 1711-000000', '01711000000'],
    ['(017) 11.000.000', '01711000000'],
    ['0171', '0171'],
    ['88', '88'],
    ['rahim', 'rahim'],
  ])('reads %j as %j', (typed, stored) => {
    expect(normaliseBdPhone(typed)).toBe(stored);
  });
});

describe('bdPhone', () => {
  const schema = bdPhone('Enter a phone number');

  it('stores a valid number without +88', () => {
    expect(schema.parse('+8801811000000')).toBe('01811000000');
    expect(schema.parse(' 01911000000 ')).toBe('01911000000');
  });

  it.each(['', '0171100000', '01211000000', '+1 555 0100'])('refuses %j', (typed) => {
    expect(schema.safeParse(typed).success).toBe(false);
  });
});
