/**
 * The phone-order form (/orders/create) as typed: customer, product rows `item.<i>.product` ("productId" or
 * "productId:variantId") with `item.<i>.quantity`, the district and address, a code, payment and a note.
 * `orderDraft` turns it into the Store API's draft; rows left empty are skipped.
 */
import { parseNumber } from '../../contract/normalise.ts';
export type OrderFormValues = Record<string, string>;

/** The product rows the form shows: the typed ones (a quantity of 0 drops a row) plus an empty one. */
export function itemRows(values: OrderFormValues): { product: string; quantity: string }[] {
  const rows: { product: string; quantity: string }[] = [];
  for (let i = 0; values[`item.${i}.product`] !== undefined || values[`item.${i}.quantity`] !== undefined; i++) {
    const product = (values[`item.${i}.product`] ?? '').trim();
    const quantity = (values[`item.${i}.quantity`] ?? '1').trim() || '1';
    if (product && parseNumber(quantity) !== 0) rows.push({ product, quantity });
  }
  return [...rows, { product: '', quantity: '1' }];
}

/** The Store API draft of the form (numbers as typed: the API names what is wrong). */
export function orderDraft(values: OrderFormValues) {
  const v = (k: string) => (values[k] ?? '').trim();
  const items = itemRows(values)
    .filter((r) => r.product)
    .map((r) => {
      const [productId = '', variantId] = r.product.split(':');
      const quantity = parseNumber(r.quantity);
      return { productId, variantId: variantId || null, quantity: Number.isFinite(quantity) ? quantity : Number.NaN };
    });
  return {
    customer: { phone: v('customerPhone'), name: v('customerName'), email: v('customerEmail') },
    items,
    address: { location: v('location'), area: v('area'), line1: v('line1'), landmark: v('landmark') },
    code: v('code'),
    payment: v('payment') || 'cod',
    note: v('note'),
  };
}

/** True when enough is typed to ask for totals: at least one product and a district. */
export const canQuote = (values: OrderFormValues) => orderDraft(values).items.length > 0 && (values.location ?? '') !== '';

/** API field names (`items.0.productId`, `customer.phone`) → the form's (`item.0.product`, `customerPhone`). */
export function formFieldName(apiField: string): string {
  const item = /^items\.(\d+)\.(productId|variantId|quantity)$/.exec(apiField);
  if (item) return `item.${item[1]}.${item[2] === 'quantity' ? 'quantity' : 'product'}`;
  const map: Record<string, string> = {
    'customer.phone': 'customerPhone',
    'customer.name': 'customerName',
    'customer.email': 'customerEmail',
    'address.location': 'location',
    'address.area': 'area',
    'address.line1': 'line1',
    'address.landmark': 'landmark',
    items: 'item.0.product',
  };
  return map[apiField] ?? apiField;
}
