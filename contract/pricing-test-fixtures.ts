/**
 * Carts, promo codes and settings the pricing tests share (figures in poisha: ৳500 = 50000).
 */
import type { Cart, CartLine, CodeInput, PricingSettings, PromoRule, ShippingPlan, VatSettings, Zone } from './pricing.ts';
import { defaultPlan } from './shipping-defaults.ts';

export const tea: CartLine = { productId: 'tea', title: 'Tea', unitPrice: 50000, quantity: 1, weightGrams: 250, collectionIds: ['c-tea'] };
export const mug: CartLine = {
  productId: 'mug',
  title: 'Mug',
  unitPrice: 120000,
  quantity: 1,
  weightGrams: 600,
  collectionIds: ['c-kitchen'],
};
export const now = new Date('2026-11-22T12:00:00Z');
export const vatOff: VatSettings = { enabled: false, rate: 15, pricesIncludeVat: true, vatOnDelivery: false, collectionRates: {} };

export const settings = (over: Partial<PricingSettings> = {}): PricingSettings => ({ now, vat: vatOff, plans: [defaultPlan()], ...over });
export const cart = (lines: CartLine[], payment: Cart['payment'] = 'cod'): Cart => ({ lines, payment });
export const rule = (over: Partial<PromoRule> = {}): PromoRule => ({
  code: 'SAVE',
  type: 'percentage',
  value: 10,
  cap: null,
  appliesTo: 'order',
  productIds: [],
  collectionIds: [],
  minimum: 'none',
  minimumValue: 0,
  usageLimit: null,
  used: 0,
  perCustomerLimit: null,
  startsAt: new Date('2026-01-01T00:00:00Z'),
  endsAt: null,
  disabled: false,
  combines: false,
  ...over,
});
export const code = (over: Partial<PromoRule> = {}, customerUses = 0): CodeInput => ({ entered: 'save', rule: rule(over), customerUses });
export const sylhet = { location: 'sylhet' };
export const buyer = { phone: '01711000000' };
/** The default plan with its Outside Dhaka zone changed. */
export const outside = (over: Partial<Zone>): ShippingPlan => {
  const plan = defaultPlan();
  return { ...plan, zones: plan.zones.map((z) => (z.id === 'outside-dhaka' ? { ...z, ...over } : z)) };
};
