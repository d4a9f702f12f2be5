import { describe, expect, it } from 'vitest';
import { addressLines, BusinessSettingsSchema } from './shop-settings.ts';

const blank = { addressLine1: null, addressLine2: null, area: null, district: null, postcode: null, country: 'Bangladesh' };

describe('addressLines', () => {
  it.each([
    ['no address at all', blank, []],
    [
      'every part',
      { ...blank, addressLine1: 'House 12, Road 5', addressLine2: 'Level 3', area: 'Dhanmondi', district: 'Dhaka', postcode: '1205' },
      ['House 12, Road 5, Level 3', 'Dhanmondi, Dhaka 1205', 'Bangladesh'],
    ],
    ['a district without a street', { ...blank, district: 'Sylhet', postcode: '3100' }, ['Sylhet 3100', 'Bangladesh']],
    ['a street without a town', { ...blank, addressLine1: '22 KDA Avenue' }, ['22 KDA Avenue', 'Bangladesh']],
    ['an area and a postcode', { ...blank, area: 'Sonadanga', postcode: '9100' }, ['Sonadanga, 9100', 'Bangladesh']],
  ])('prints %s', (_, address, lines) => {
    expect(addressLines(address)).toEqual(lines);
  });
});

describe('BusinessSettingsSchema', () => {
  const parse = (input: Record<string, unknown>) => BusinessSettingsSchema.safeParse({ name: 'Dhaka Crafts', ...input });

  it('reads an HTML form: empty fields are null and the country defaults to Bangladesh', () => {
    const result = parse({ legalName: '', email: '  ', phone: null, country: '', bin: ' ' });
    expect(result.data).toMatchObject({ legalName: null, email: null, phone: null, country: 'Bangladesh', bin: null });
  });

  it.each([
    ['000123456-0101', true],
    ['0001234560101', true],
    ['000 123 456-0101', true],
    ['12345678901', true],
    ['123456789', true],
    ['12345', false],
    ['00012345a0101', false],
    ['000123456--0101', false],
  ])('accepts the BIN %s: %s', (bin, ok) => {
    expect(parse({ bin }).success).toBe(ok);
  });

  it.each([
    ['01711000000', '01711000000'],
    ['+8801911445566', '01911445566'],
  ])('takes the phone %s as %s', (phone, stored) => {
    expect(parse({ phone }).data?.phone).toBe(stored);
  });

  it('refuses a landline-length number and a five-digit postcode', () => {
    const result = parse({ phone: '029661234', postcode: '12055' });
    expect(result.error?.issues.map((issue) => issue.path[0]).sort()).toEqual(['phone', 'postcode']);
  });
});
