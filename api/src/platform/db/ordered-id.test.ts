import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderedId } from './ordered-id.ts';

describe('orderedId', () => {
  it('is a version 7 UUID that starts with the millisecond', () => {
    const id = orderedId(Date.UTC(2026, 10, 27, 16, 0, 0));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBeGreaterThanOrEqual(Date.UTC(2026, 10, 27, 16, 0, 0));
  });

  it('grows with every call, also thousands of times within one millisecond and when the clock steps back', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -5, max: 3 }), { minLength: 1, maxLength: 6000 }), (steps) => {
        let clock = Date.UTC(2026, 10, 27) + 1_000_000;
        let previous = orderedId(clock);
        for (const step of steps) {
          clock += step;
          const next = orderedId(clock);
          if (!(next > previous)) return false;
          previous = next;
        }
        return true;
      }),
      { numRuns: 30 },
    );
  });
});
