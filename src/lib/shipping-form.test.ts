import { describe, expect, it } from 'vitest';
import { LOCATION_IDS } from '../../contract/bd-geo.ts';
import { defaultPlan } from '../../contract/shipping-defaults.ts';
import type { Plan } from '../../contract/shipping.ts';
import { formFields, planBody, planDraft } from './shipping-form.ts';

const plan = { ...defaultPlan('p1'), version: 4, updatedAt: '2026-11-22T00:00:00.000Z' } as unknown as Plan;

/** The form a browser would post for `plan` unchanged. */
function posted(): Record<string, string> {
  const { zones, locations } = planDraft(plan);
  const values: Record<string, string> = { name: plan.name, version: '4' };
  zones.forEach((z, i) => {
    for (const [k, v] of Object.entries(z)) {
      if (k === 'cod') {
        if (v) values[`zone.${i}.cod`] = 'on';
      } else values[`zone.${i}.${k}`] = String(v);
    }
  });
  for (const [id, zone] of Object.entries(locations)) values[`loc.${id}`] = zone;
  return values;
}

describe('shipping form', () => {
  it('posts a saved plan back unchanged (taka → poisha, every district in its zone)', () => {
    const result = planBody(posted(), { productIds: [], collectionIds: [] });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const zones = result.body.zones as { name: string; locations: string[]; rate: unknown }[];
    expect(zones.map((z) => [z.name, z.rate])).toEqual(plan.zones.map((z) => [z.name, z.rate]));
    expect(zones.flatMap((z) => z.locations).sort()).toEqual([...LOCATION_IDS].sort());
    expect(result.body.version).toBe(4);
  });

  it('reads weight rates, bands, free-over, COD fees and a new zone; a removed zone is left out', () => {
    const values = {
      ...posted(),
      'zone.2.kind': 'weight',
      'zone.2.firstKg': '120',
      'zone.2.extraKg': '25',
      'zone.2.freeOver': '3,500',
      'zone.2.freeBasis': 'after_discount',
      'zone.2.codFeeKind': 'percent',
      'zone.2.codFee': '1',
      'zone.1.kind': 'amount',
      'zone.1.bands': '0: 100\n2000: 50',
      'zone.3.id': 'new1',
      'zone.3.name': 'Sylhet express',
      'zone.3.amount': '90',
      'loc.sylhet': '3',
      'zone.0.remove': 'on',
    };
    const result = planBody(values, { productIds: [], collectionIds: [] });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const zones = result.body.zones as Record<string, unknown>[];
    expect(zones.map((z) => z.name)).toEqual(['Dhaka suburbs', 'Outside Dhaka', 'Sylhet express']);
    expect(zones[0]).toMatchObject({
      rate: {
        kind: 'amount',
        bands: [
          { from: 0, amount: 10000 },
          { from: 200000, amount: 5000 },
        ],
      },
    });
    expect(zones[1]).toMatchObject({
      rate: { kind: 'weight', firstKg: 12000, extraKg: 2500 },
      freeOver: { amount: 350000, basis: 'after_discount' },
      codFee: { kind: 'percent', value: 1 },
    });
    expect(zones[2]).toMatchObject({ id: 'new1', locations: ['sylhet'], rate: { kind: 'flat', amount: 9000 } });
    expect((zones[1]!.locations as string[]).includes('sylhet')).toBe(false);
    expect(result.zoneIndex).toEqual([1, 2, 3]);
    expect(formFields({ 'zones.2.rate.amount': 'x', zones: 'y' }, result.zoneIndex)).toEqual({ 'zones.3.rate.amount': 'x', zones: 'y' });
  });

  it('names amounts that are not taka', () => {
    const result = planBody(
      { ...posted(), 'zone.0.amount': 'seventy', 'zone.1.kind': 'amount', 'zone.1.bands': 'lots' },
      { productIds: [], collectionIds: [] },
    );
    expect(result).toEqual({
      ok: false,
      fields: {
        'zones.0.rate.amount': 'Enter an amount in taka, like 130 or 130.50',
        'zones.1.rate.bands':
          'Write one step a line: the order amount it starts at, a colon, then the charge, like "0: 130" then "1000: 80"',
      },
    });
  });
});
