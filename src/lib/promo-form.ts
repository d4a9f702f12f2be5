/**
 * The promo code form (/settings/promocodes/create and update/[id]) as the seller types it: amounts in taka,
 * dates as Dhaka local time, limits as text where blank means unlimited. `promoBody` turns it into the Store
 * API's body (poisha, ISO dates, nulls) or field errors; `promoDraft` turns a saved code back into the form.
 */
import { normaliseNumber } from '../../contract/normalise.ts';
import { parseTaka, takaText } from '../../contract/money.ts';
import type { PromoCode } from '../../contract/promo-codes.ts';
import { latinDigits } from '../../contract/normalise.ts';
import { m } from '../paraglide/messages.js';

export type PromoForm = Record<string, string | string[] | undefined>;

/** Bangladesh has no daylight saving: Dhaka time is UTC+6 all year. */
const DHAKA_OFFSET = '+06:00';

/** `datetime-local` text (Dhaka time) → ISO; blank → null; anything else → undefined (an error). */
export function dhakaToIso(text: string): string | null | undefined {
  const t = latinDigits(text).trim();
  if (t === '') return null;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(t)) return undefined;
  const date = new Date(`${t}:00${DHAKA_OFFSET}`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** ISO → `datetime-local` text in Dhaka time; null → ''. */
export function isoToDhaka(iso: string | null): string {
  if (!iso) return '';
  const shifted = new Date(new Date(iso).getTime() + 6 * 3_600_000);
  return shifted.toISOString().slice(0, 16);
}

const text = (form: PromoForm, key: string) => {
  const v = form[key];
  return (Array.isArray(v) ? v[0] : v)?.trim() ?? '';
};
const list = (form: PromoForm, key: string) => {
  const v = form[key];
  return (Array.isArray(v) ? v : v ? [v] : []).map((s) => s.trim()).filter(Boolean);
};
const checked = (form: PromoForm, key: string) => ['on', 'true', 'yes', '1'].includes(text(form, key));

export type PromoBodyResult = { ok: true; body: Record<string, unknown> } | { ok: false; fields: Record<string, string> };

/** The API body of the form, or the fields that are not amounts, counts or dates. */
export function promoBody(form: PromoForm): PromoBodyResult {
  const fields: Record<string, string> = {};
  const type = text(form, 'type');
  const minimum = text(form, 'minimum') || 'none';
  const taka = (key: string, required: boolean): number | null => {
    const poisha = parseTaka(text(form, key));
    if (poisha === null) {
      if (required) fields[key] = m.promo_amount_error();
      return null;
    }
    if (Number.isNaN(poisha) || poisha < 0) fields[key] = m.promo_amount_error();
    return poisha;
  };
  const count = (key: string, required: boolean): number | null => {
    const t = normaliseNumber(text(form, key));
    if (t === '') {
      if (required) fields[key] = m.promo_whole_number_error();
      return null;
    }
    if (!/^\d+$/.test(t)) fields[key] = m.promo_whole_or_empty_error();
    return Number(t);
  };
  const date = (key: string) => {
    const iso = dhakaToIso(text(form, key));
    if (iso === undefined) fields[key] = m.promo_date_error();
    return iso ?? null;
  };

  let value = 0;
  if (type === 'percentage') value = count('value', true) ?? 0;
  else if (type === 'fixed') value = taka('value', true) ?? 0;
  const body: Record<string, unknown> = {
    code: text(form, 'code'),
    generate: checked(form, 'generate'),
    title: text(form, 'title'),
    type,
    value,
    cap: type === 'percentage' ? taka('cap', false) : null,
    appliesTo: text(form, 'appliesTo') || 'order',
    productIds: list(form, 'productIds'),
    collectionIds: list(form, 'collectionIds'),
    minimum,
    minimumValue:
      minimum === 'subtotal' ? (taka('minimumValue', true) ?? 0) : minimum === 'quantity' ? (count('minimumValue', true) ?? 0) : 0,
    usageLimit: count('usageLimit', false),
    perCustomerLimit: count('perCustomerLimit', false),
    startsAt: date('startsAt'),
    endsAt: date('endsAt'),
    combines: checked(form, 'combines'),
    disabled: checked(form, 'disabled'),
  };
  const version = Number(text(form, 'version'));
  if (Number.isInteger(version) && version > 0) body.version = version;
  return Object.keys(fields).length > 0 ? { ok: false, fields } : { ok: true, body };
}

/** A saved code as form values (taka, Dhaka time, blank for unlimited). */
export function promoDraft(p: PromoCode): Record<string, string | string[]> {
  return {
    code: p.code,
    title: p.title,
    type: p.type,
    value: p.type === 'fixed' ? takaText(p.value) : p.type === 'percentage' ? String(p.value) : '',
    cap: takaText(p.cap),
    appliesTo: p.appliesTo,
    productIds: p.productIds,
    collectionIds: p.collectionIds,
    minimum: p.minimum,
    minimumValue: p.minimum === 'subtotal' ? takaText(p.minimumValue) : p.minimum === 'quantity' ? String(p.minimumValue) : '',
    usageLimit: p.usageLimit === null ? '' : String(p.usageLimit),
    perCustomerLimit: p.perCustomerLimit === null ? '' : String(p.perCustomerLimit),
    startsAt: isoToDhaka(p.startsAt),
    endsAt: isoToDhaka(p.endsAt),
    combines: p.combines ? 'on' : '',
    disabled: p.disabled ? 'on' : '',
    version: String(p.version),
  };
}

/** The create form's starting values: percentage, the whole order, starting now. */
export function newPromoDraft(now = new Date()): Record<string, string> {
  return { type: 'percentage', appliesTo: 'order', minimum: 'none', startsAt: isoToDhaka(now.toISOString()) };
}
