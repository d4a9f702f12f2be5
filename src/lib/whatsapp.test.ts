import { describe, expect, it } from 'vitest';
import { displayFor, englishDisplay } from '../../contract/format.ts';
import { whatsAppHref, whatsAppNumber, orderSummaryText } from './whatsapp.ts';

const order = {
  number: 1042,
  customerName: 'Rumana Begum',
  customerPhone: '01711223344',
  total: 90000,
  items: [
    { title: 'Nakshi Kantha', variantTitle: null, quantity: 2 },
    { title: 'Panjabi', variantTitle: 'Blue / M', quantity: 1 },
  ],
};

describe('whatsAppNumber', () => {
  it.each([
    ['01711223344', '8801711223344'],
    ['০১৭১১-২২৩৩৪৪', '8801711223344'],
    ['+880 1711 223344', '8801711223344'],
    ['+44 20 7946 0958', '442079460958'],
  ])('reads %s as %s', (typed, number) => {
    expect(whatsAppNumber(typed)).toBe(number);
  });

  it('has no number for what is no phone', () => {
    expect(whatsAppNumber('')).toBeNull();
    expect(whatsAppNumber('call me')).toBeNull();
  });
});

describe('the order summary', () => {
  it('names the shop, the order, each line and the total', () => {
    expect(orderSummaryText(order, 'Dhaka Crafts', englishDisplay)).toBe(
      [
        'Hello Rumana Begum, this is Dhaka Crafts about your order #1042:',
        '• Nakshi Kantha × 2',
        '• Panjabi (Blue / M) × 1',
        'Total: ৳900.00',
      ].join('\n'),
    );
  });

  it('is said in Bangla with Bangla digits for a seller reading Bangla, the order number kept as on the invoice', () => {
    const text = orderSummaryText(order, 'ঢাকা ক্রাফটস', displayFor('bn'));
    expect(text).toContain('#1042');
    expect(text).toContain('× ২');
    expect(text).toContain('মোট: ৳৯০০.০০');
  });

  it('is a wa.me link with the number and the summary as its text', () => {
    const href = whatsAppHref(order, 'Dhaka Crafts', englishDisplay)!;
    const url = new URL(href);
    expect(url.origin + url.pathname).toBe('https://wa.me/8801711223344');
    expect(url.searchParams.get('text')).toBe(orderSummaryText(order, 'Dhaka Crafts', englishDisplay));
    expect(whatsAppHref({ ...order, customerPhone: '' }, 'Dhaka Crafts', englishDisplay)).toBeNull();
  });
});
