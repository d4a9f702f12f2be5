import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countSms, fillTemplate, SAMPLE_VALUES, smsCost, SMS_PART_PRICE_POISHA, trackingLink, unknownPlaceholders } from './sms.ts';

describe('countSms', () => {
  it.each([
    ['', 'gsm7', 0, 0],
    ['a', 'gsm7', 1, 1],
    ['x'.repeat(160), 'gsm7', 160, 1],
    ['x'.repeat(161), 'gsm7', 161, 2],
    ['x'.repeat(306), 'gsm7', 306, 2],
    ['x'.repeat(307), 'gsm7', 307, 3],
    // Extension characters take two septets: 80 euro signs fill one message, 81 need two.
    ['€'.repeat(80), 'gsm7', 160, 1],
    ['€'.repeat(81), 'gsm7', 162, 2],
    ['অ'.repeat(70), 'unicode', 70, 1],
    ['অ'.repeat(71), 'unicode', 71, 2],
    ['অ'.repeat(134), 'unicode', 134, 2],
    ['অ'.repeat(135), 'unicode', 135, 3],
    // One non-GSM character makes the whole text Unicode.
    ['x'.repeat(100) + 'অ', 'unicode', 101, 2],
    ['Order ✓', 'unicode', 7, 1],
  ] as const)('%#: %s → %s, %i units, %i parts', (text, encoding, units, parts) => {
    expect(countSms(text)).toMatchObject({ encoding, units, parts });
  });

  it('holds for any text: the parts are the fewest of their size that hold every unit', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 600 }), fc.string({ unit: fc.constantFrom('অ', 'আ', 'x', ' ', '€', '৳'), maxLength: 600 })),
        (text) => {
          const { units, parts, perPart, encoding } = countSms(text);
          const [single, multi] = encoding === 'gsm7' ? [160, 153] : [70, 67];
          if (units === 0) expect(parts).toBe(0);
          else if (units <= single) expect([parts, perPart]).toEqual([1, single]);
          else {
            expect(perPart).toBe(multi);
            expect(parts * multi).toBeGreaterThanOrEqual(units);
            expect((parts - 1) * multi).toBeLessThan(units);
          }
        },
      ),
    );
  });

  it('never counts fewer parts for a longer text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), fc.string({ maxLength: 40 }), (text, more) => {
        expect(countSms(text + more).parts).toBeGreaterThanOrEqual(countSms(text).parts);
      }),
    );
  });
});

describe('templates', () => {
  it('fills the placeholders and leaves other braces alone', () => {
    expect(fillTemplate('Order {order} of {total} from {shop}: {tracking} {x}', SAMPLE_VALUES)).toBe(
      `Order 10234 of ৳1,250.00 from Dhaka Crafts: ${SAMPLE_VALUES.tracking} {x}`,
    );
    expect(unknownPlaceholders('{order} {totl} {}')).toEqual(['totl', '']);
  });

  it('prices parts by the named per-part price', () => {
    expect(smsCost(3)).toBe(3 * SMS_PART_PRICE_POISHA);
  });

  it('links each courier to its tracking page', () => {
    expect(trackingLink('Pathao', 'DL1 2')).toBe('https://merchant.pathao.com/tracking?consignment_id=DL1%202');
    expect(trackingLink('Sundarban', 'X')).toBeNull();
    expect(trackingLink(null, 'X')).toBeNull();
  });
});
