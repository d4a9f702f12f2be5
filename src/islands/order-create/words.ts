/**
 * The phone-order island's words (OrderLive.tsx) for the request's language (server side: the page passes them to
 * the island, which then ships no message catalogue; src/i18n/island-words.ts). A text with a `{name}` is a template
 * the island fills with `fill`.
 */
import { islandWords } from '../../i18n/island-words.ts';
import { m } from '../../paraglide/messages.js';
import { toastWords } from '../messages/words.ts';
import { shippingTexts } from '../../lib/shipping-words.ts';

export const orderCreateWords = () => ({
  // The default shipping plan's zone names, worded for the reader (the quote carries them in English).
  shippingTexts: shippingTexts(),
  ...islandWords({
    quickFind: m.orders_create_quick_find,
    findCustomer: m.orders_create_find_customer,
    addProduct: m.orders_create_add_product,
    productRow: m.orders_create_product_row,
    left: m.orders_create_left,
    liveTotals: m.orders_create_live_totals,
    totals: m.orders_create_totals,
    empty: m.orders_create_live_empty,
    quoteFailed: m.orders_create_quote_failed,
    subtotal: m.orders_create_subtotal,
    discount: m.orders_create_discount,
    delivery: m.orders_create_delivery,
    noZone: m.orders_create_no_zone,
    free: m.orders_create_free,
    codFee: m.orders_create_cod_fee,
    vat: m.orders_create_vat,
    vatIncluded: m.orders_create_vat_included,
    total: m.orders_create_total,
    advance: m.orders_create_advance,
    toCollect: m.orders_create_to_collect,
    codeProblem: m.orders_create_code_problem,
  }),
  toasts: toastWords(),
});

export type OrderCreateWords = ReturnType<typeof orderCreateWords>;
