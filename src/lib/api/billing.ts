/** Store API: plans, plan features, checkout, bKash payments and subscription invoices; answers checked with contract/billing.ts. */
import {
  CheckoutInitAnswerSchema,
  CheckoutTokenSchema,
  InvoiceDetailSchema,
  InvoiceListAnswerSchema,
  PaymentSessionAnswerSchema,
  PaymentSessionSchema,
  PlanFeaturesAnswerSchema,
  PlansAnswerSchema,
  type BillingTier,
  type BkashCallback,
} from '../../../contract/billing.ts';
import { api } from './config.ts';

const invoice = (id: string) => `/admin/subscription/invoices/${encodeURIComponent(id)}`;

export const billingApi = {
  plans: async (token: string) => PlansAnswerSchema.parse(await api(token).get('/admin/packages/plans')),
  planFeatures: async (token: string) => PlanFeaturesAnswerSchema.parse(await api(token).get('/admin/plan-features')),
  /** A quote and a single-use checkout token (shop admins only). */
  checkoutToken: async (token: string, planId: string, tier: BillingTier) =>
    CheckoutTokenSchema.parse(await api(token).post('/admin/subscription/token', { planId, tier })),
  init: async (token: string, body: { token: string; planId?: string; tier?: BillingTier }) =>
    CheckoutInitAnswerSchema.parse(await api(token).post('/admin/subscription/init', body)),
  callback: async (token: string, body: BkashCallback) => PaymentSessionSchema.parse(await api(token).post('/admin/bkash/callback', body)),
  session: async (token: string, paymentID?: string) =>
    PaymentSessionAnswerSchema.parse(await api(token).post('/admin/subscription/bkash-session', paymentID ? { paymentID } : {})),
  invoices: async (token: string, page: number, limit = 10) =>
    InvoiceListAnswerSchema.parse(await api(token).get('/admin/subscription/invoices', { page, limit })),
  invoice: async (token: string, id: string) => InvoiceDetailSchema.parse(await api(token).get(invoice(id))),
  refund: async (token: string, id: string, reason: string) =>
    InvoiceDetailSchema.parse(await api(token).post(`${invoice(id)}/refund`, { reason })),
};
