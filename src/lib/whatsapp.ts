/**
 * "Message on WhatsApp" from an order (issue 24 item 3): a wa.me link with the customer's number and the order's
 * summary already typed, so the seller only presses Send. Sellers here confirm orders in chat; the customer's app
 * opens on their own number, whatever form it was typed in.
 */
import { formatMoney, formatNumber, type DisplayPrefs } from '../../contract/format.ts';
import { normalisePhone } from '../../contract/normalise.ts';
import { m } from '../paraglide/messages.js';

type Summarised = {
  number: number;
  customerName: string;
  customerPhone: string;
  total: number;
  items: { title: string; variantTitle: string | null; quantity: number }[];
};

/**
 * wa.me wants the number with its country code and only digits: a Bangladeshi mobile 01711223344 is
 * 8801711223344. A number that is not one (a customer abroad typed with +) keeps its own digits; an empty one has
 * no link.
 */
export function whatsAppNumber(phone: string): string | null {
  const stored = normalisePhone(phone);
  if (/^01\d{9}$/.test(stored)) return `88${stored}`;
  const digits = stored.replace(/\D/g, '');
  return digits.length >= 8 ? digits : null;
}

/** The order in a few lines, in the seller's language (they read it before sending and may change it). */
export function orderSummaryText(order: Summarised, shopName: string, display: DisplayPrefs): string {
  const said = { locale: display.locale };
  const lines = order.items.map((item) =>
    m.whatsapp_line(
      { title: item.variantTitle ? `${item.title} (${item.variantTitle})` : item.title, quantity: formatNumber(item.quantity, display) },
      said,
    ),
  );
  return [
    // The order number stays in Latin digits, as on its invoice: the customer may quote it back.
    m.whatsapp_greeting({ name: order.customerName, shop: shopName, number: String(order.number) }, said),
    ...lines,
    m.whatsapp_total({ total: formatMoney(order.total, display) }, said),
  ].join('\n');
}

/** The link, or null when the order's phone is no number WhatsApp can open. */
export function whatsAppHref(order: Summarised, shopName: string, display: DisplayPrefs): string | null {
  const number = whatsAppNumber(order.customerPhone);
  if (!number) return null;
  return `https://wa.me/${number}?text=${encodeURIComponent(orderSummaryText(order, shopName, display))}`;
}
