import { describe, expect, it } from 'vitest';
import { canQuote, formFieldName, itemRows, orderDraft } from './order-form.ts';

describe('phone order form', () => {
  const values = {
    customerPhone: ' 01712345678 ',
    customerName: 'Rahima',
    'item.0.product': 'p1',
    'item.0.quantity': '2',
    'item.1.product': '',
    'item.1.quantity': '1',
    'item.2.product': 'p2:v9',
    'item.2.quantity': '',
    location: 'sylhet',
    code: 'eid10',
  };

  it('keeps typed rows and adds one empty row', () => {
    expect(itemRows(values)).toEqual([
      { product: 'p1', quantity: '2' },
      { product: 'p2:v9', quantity: '1' },
      { product: '', quantity: '1' },
    ]);
  });

  it('builds the Store API draft with variants split from products', () => {
    expect(orderDraft(values)).toEqual({
      customer: { phone: '01712345678', name: 'Rahima', email: '' },
      items: [
        { productId: 'p1', variantId: null, quantity: 2 },
        { productId: 'p2', variantId: 'v9', quantity: 1 },
      ],
      address: { location: 'sylhet', area: '', line1: '', landmark: '' },
      code: 'eid10',
      payment: 'cod',
      note: '',
    });
    expect(canQuote(values)).toBe(true);
    expect(canQuote({ ...values, location: '' })).toBe(false);
  });

  it('names form fields after the API fields', () => {
    expect(formFieldName('items.1.quantity')).toBe('item.1.quantity');
    expect(formFieldName('items.0.productId')).toBe('item.0.product');
    expect(formFieldName('customer.phone')).toBe('customerPhone');
    expect(formFieldName('code')).toBe('code');
  });
});
