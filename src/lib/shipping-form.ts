/**
 * The shipping plan form (/settings/shipping and /settings/shipping/custom) without JavaScript: each zone is a
 * group of fields `zone.<i>.<field>` (one blank group adds a zone), and each of the 65 places has a select
 * `loc.<id>` naming its zone, so a district can only ever be in one zone. Amounts are taka; bands are lines
 * "from: charge" ("0: 130", "1000: 80"). `planBody` builds the Store API body or field errors; the drafts turn a
 * saved plan, or what was posted, back into the form.
 */
import { parsePercent } from '../../contract/normalise.ts';
import { LOCATION_IDS } from '../../contract/bd-geo.ts';
import { parseTaka, takaText } from '../../contract/money.ts';
import type { Plan } from '../../contract/shipping.ts';
import { m } from '../paraglide/messages.js';
import { shippingText } from './shipping-words.ts';

export type ZoneDraft = {
  id: string;
  name: string;
  kind: string;
  amount: string;
  firstKg: string;
  extraKg: string;
  bands: string;
  freeOver: string;
  freeBasis: string;
  deliveryTime: string;
  cod: boolean;
  codFeeKind: string;
  codFee: string;
};

export const blankZone = (id: string): ZoneDraft => ({
  id,
  name: '',
  kind: 'flat',
  amount: '',
  firstKg: '',
  extraKg: '',
  bands: '',
  freeOver: '',
  freeBasis: 'before_discount',
  deliveryTime: '',
  cod: true,
  codFeeKind: 'none',
  codFee: '',
});

/** A saved plan's zones as form text, and which zone (index) each place is in. */
export function planDraft(plan: Plan): { zones: ZoneDraft[]; locations: Record<string, string> } {
  const locations: Record<string, string> = {};
  const zones = plan.zones.map((z, i): ZoneDraft => {
    for (const l of z.locations) locations[l] = String(i);
    return {
      id: z.id,
      name: shippingText(z.name),
      kind: z.rate.kind,
      amount: z.rate.kind === 'flat' ? takaText(z.rate.amount) : '',
      firstKg: z.rate.kind === 'weight' ? takaText(z.rate.firstKg) : '',
      extraKg: z.rate.kind === 'weight' ? takaText(z.rate.extraKg) : '',
      bands: z.rate.kind === 'amount' ? z.rate.bands.map((b) => `${takaText(b.from)}: ${takaText(b.amount)}`).join('\n') : '',
      freeOver: z.freeOver ? takaText(z.freeOver.amount) : '',
      freeBasis: z.freeOver?.basis ?? 'before_discount',
      deliveryTime: shippingText(z.deliveryTime),
      cod: z.codAllowed,
      codFeeKind: z.codFee?.kind ?? 'none',
      codFee: z.codFee ? (z.codFee.kind === 'fixed' ? takaText(z.codFee.value) : String(z.codFee.value)) : '',
    };
  });
  return { zones, locations };
}

type Values = Record<string, string>;

/** The zones and places as posted (the page re-renders them after a refusal); blank groups are dropped. */
export function postedDraft(values: Values): { zones: ZoneDraft[]; locations: Record<string, string> } {
  const zones: ZoneDraft[] = [];
  for (let i = 0; values[`zone.${i}.id`] !== undefined; i++) {
    const v = (k: string) => values[`zone.${i}.${k}`] ?? '';
    zones.push({
      id: v('id'),
      name: v('name'),
      kind: v('kind') || 'flat',
      amount: v('amount'),
      firstKg: v('firstKg'),
      extraKg: v('extraKg'),
      bands: v('bands'),
      freeOver: v('freeOver'),
      freeBasis: v('freeBasis') || 'before_discount',
      deliveryTime: v('deliveryTime'),
      cod: v('cod') === 'on',
      codFeeKind: v('codFeeKind') || 'none',
      codFee: v('codFee'),
    });
  }
  const locations: Record<string, string> = {};
  for (const id of LOCATION_IDS) locations[id] = values[`loc.${id}`] ?? '';
  return { zones, locations };
}

/** The Store API body of a posted plan form, or field errors (named like the API's: `zones.<i>.<field>`). */
export function planBody(
  values: Values,
  lists: { productIds: string[]; collectionIds: string[] },
): { ok: true; body: Record<string, unknown>; zoneIndex: number[] } | { ok: false; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  const { zones, locations } = postedDraft(values);
  const kept = zones.map((z, i) => ({ z, i })).filter(({ z, i }) => z.name.trim() !== '' && values[`zone.${i}.remove`] !== 'on');
  const taka = (text: string, key: string): number => {
    const p = parseTaka(text);
    if (p === null || Number.isNaN(p) || p < 0) {
      fields[key] = m.shipping_amount_error();
      return 0;
    }
    return p;
  };
  const body = kept.map(({ z, i }) => {
    const key = (f: string) => `zones.${i}.${f}`;
    let rate: Record<string, unknown>;
    if (z.kind === 'weight')
      rate = { kind: 'weight', firstKg: taka(z.firstKg, key('rate.firstKg')), extraKg: taka(z.extraKg, key('rate.extraKg')) };
    else if (z.kind === 'amount') {
      const bands = z.bands
        .split(/[\n,;]+/)
        .map((line) => line.trim())
        .filter(Boolean)
        .map((line) => {
          const [from = '', amount = ''] = line.split(/[:=]/);
          const a = parseTaka(from);
          const b = parseTaka(amount);
          if (a === null || b === null || Number.isNaN(a) || Number.isNaN(b) || a < 0 || b < 0) {
            fields[key('rate.bands')] = m.shipping_bands_error();
          }
          return { from: a ?? 0, amount: b ?? 0 };
        });
      rate = { kind: 'amount', bands };
    } else rate = { kind: 'flat', amount: taka(z.amount, key('rate.amount')) };
    const freeOver = z.freeOver.trim() === '' ? null : { amount: taka(z.freeOver, key('freeOver.amount')), basis: z.freeBasis };
    let codFee: { kind: string; value: number } | null = null;
    if (z.codFeeKind === 'fixed') codFee = { kind: 'fixed', value: taka(z.codFee, key('codFee.value')) };
    else if (z.codFeeKind === 'percent') {
      const n = parsePercent(z.codFee);
      if (z.codFee.trim() === '' || !Number.isFinite(n)) fields[key('codFee.value')] = m.shipping_cod_percent_error();
      codFee = { kind: 'percent', value: n };
    }
    return {
      id: z.id,
      name: z.name.trim(),
      locations: LOCATION_IDS.filter((l) => locations[l] === String(i)),
      rate,
      freeOver,
      deliveryTime: shippingText(z.deliveryTime),
      codAllowed: z.cod,
      codFee,
    };
  });
  const out: Record<string, unknown> = {
    name: (values.name ?? '').trim(),
    productIds: lists.productIds,
    collectionIds: lists.collectionIds,
    zones: body,
  };
  const version = Number(values.version);
  if (Number.isInteger(version) && version > 0) out.version = version;
  return Object.keys(fields).length > 0 ? { ok: false, fields } : { ok: true, body: out, zoneIndex: kept.map(({ i }) => i) };
}

/** The API's field names (`zones.<k>` of the zones sent) renamed to the form's zone groups. */
export function formFields(apiFields: Record<string, string>, zoneIndex: number[]): Record<string, string> {
  return Object.fromEntries(
    Object.entries(apiFields).map(([key, message]) => [
      key.replace(/^zones\.(\d+)/, (_m, k: string) => `zones.${zoneIndex[Number(k)] ?? k}`),
      message,
    ]),
  );
}
