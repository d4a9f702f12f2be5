/** Store API: orders taken in the dashboard (/admin/orders/quote, /admin/orders, /admin/orders/sellable, /admin/orders/checkout-rules). */
import { CheckoutRulesSchema, PlacedOrderSchema, QuoteSchema, SellableSchema } from '../../../contract/orders-create.ts';
import { api } from './config.ts';

export const ordersCreateApi = {
  checkoutRules: (token: string) => api(token).get(CheckoutRulesSchema, '/admin/orders/checkout-rules'),
  sellable: (token: string, q: string) => api(token).get(SellableSchema, '/admin/orders/sellable', { q }),
  quote: (token: string, draft: unknown) => api(token).post(QuoteSchema, '/admin/orders/quote', draft),
  place: (token: string, draft: unknown) => api(token).post(PlacedOrderSchema, '/admin/orders', draft),
};
