/** Store API: plans, plan features, checkout, bKash payments and subscription invoices; answers checked with contract/billing.ts. */
import {
  CheckoutInitAnswerSchema,
  CheckoutTokenSchema,
  InvoiceDetailSchema,
  InvoiceListAnswerSchema,
  MoveToFreeAnswerSchema,
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
  plans: (token: string) => api(token).get(PlansAnswerSchema, '/admin/packages/plans'),
  planFeatures: (token: string) => api(token).get(PlanFeaturesAnswerSchema, '/admin/plan-features'),
  /** A quote and a single-use checkout token (shop admins only). */
  checkoutToken: (token: string, planId: string, tier: BillingTier) =>
    api(token).post(CheckoutTokenSchema, '/admin/subscription/token', { planId, tier }),
  /** A shop whose plan ended moves to Free (issue 25 item 8). */
  moveToFree: (token: string) => api(token).post(MoveToFreeAnswerSchema, '/admin/subscription/free', {}),
  init: (token: string, body: { token: string; planId?: string; tier?: BillingTier }) =>
    api(token).post(CheckoutInitAnswerSchema, '/admin/subscription/init', body),
  callback: (token: string, body: BkashCallback) => api(token).post(PaymentSessionSchema, '/admin/bkash/callback', body),
  session: (token: string, paymentID?: string) =>
    api(token).post(PaymentSessionAnswerSchema, '/admin/subscription/bkash-session', paymentID ? { paymentID } : {}),
  invoices: (token: string, page: number, limit = 10) =>
    api(token).get(InvoiceListAnswerSchema, '/admin/subscription/invoices', { page, limit }),
  invoice: (token: string, id: string) => api(token).get(InvoiceDetailSchema, invoice(id)),
  refund: (token: string, id: string, reason: string) => api(token).post(InvoiceDetailSchema, `${invoice(id)}/refund`, { reason }),
};
