/**
 * The phone-order island's words (OrderLive.tsx), said on the server in the page's language and passed as a prop:
 * the island's JavaScript carries no message of either language (issue 23 item 9: no page's JavaScript grows), and
 * the page's HTML only the reader's. A text with a `{name}` is a template the island fills (`fill` in OrderLive.tsx).
 */
import { m } from '../paraglide/messages.js';

export function orderCreateWords() {
  return {
    quickFind: m.orders_create_quick_find(),
    findCustomer: m.orders_create_find_customer(),
    addProduct: m.orders_create_add_product(),
    productRow: m.orders_create_product_row({ n: '{n}' }),
    left: m.orders_create_left({ count: '{count}' }),
    liveTotals: m.orders_create_live_totals(),
    totals: m.orders_create_totals(),
    empty: m.orders_create_live_empty(),
    quoteFailed: m.orders_create_quote_failed(),
    subtotal: m.orders_create_subtotal(),
    discount: m.orders_create_discount({ code: '{code}' }),
    delivery: m.orders_create_delivery({ zone: '{zone}' }),
    noZone: m.orders_create_no_zone(),
    free: m.orders_create_free(),
    codFee: m.orders_create_cod_fee(),
    vat: m.orders_create_vat({ rate: '{rate}' }),
    vatIncluded: m.orders_create_vat_included({ rate: '{rate}' }),
    total: m.orders_create_total(),
    advance: m.orders_create_advance(),
    toCollect: m.orders_create_to_collect(),
    codeProblem: m.orders_create_code_problem({ code: '{code}', problem: '{problem}' }),
  };
}
export type OrderCreateWords = ReturnType<typeof orderCreateWords>;
