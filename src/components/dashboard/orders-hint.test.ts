import { describe, expect, it } from 'vitest';
import { englishDisplay } from '../../../contract/format.ts';
import { ordersAverageHint, ordersCountHint } from './orders-hint.ts';

describe('Home order counts', () => {
  it.each([
    [0, '0 orders'],
    [1, '1 order'],
    [3, '3 orders'],
    [1200, '1,200 orders'],
  ])('counts %i as "%s"', (count, text) => {
    expect(ordersCountHint(count, englishDisplay)).toBe(text);
  });

  it('says "1 order" with the average too', () => {
    expect(ordersAverageHint(1, '৳1,200.00', englishDisplay)).toBe('1 order, average ৳1,200.00');
    expect(ordersAverageHint(2, '৳600.00', englishDisplay)).toBe('2 orders, average ৳600.00');
  });
});
