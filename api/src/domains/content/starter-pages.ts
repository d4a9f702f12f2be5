/**
 * The pages a new shop starts with, as drafts to edit: About, Contact, Delivery and returns, Privacy. Short
 * sensible text a Bangladeshi shop can adapt (anchors §7.3: BD shops publish their delivery and return rules).
 */
import type { ShopScope } from '../../platform/shop-scope.ts';
import { contentEntries } from './tables.ts';

type Starter = { title: string; handle: string; excerpt: string; bodyHtml: string };

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');

export const STARTER_PAGES: readonly Starter[] = [
  {
    title: 'About us',
    handle: 'about-us',
    excerpt: 'Who we are and what we sell.',
    bodyHtml: p(
      'Welcome to our shop. We are a small team in Bangladesh who choose every product we sell with care.',
      'Tell your customers here how the shop started, what makes your products special and why they can trust you.',
    ),
  },
  {
    title: 'Contact',
    handle: 'contact',
    excerpt: 'How to reach us.',
    bodyHtml: p(
      'Questions about a product or an order? Call or WhatsApp us between 10 am and 8 pm, Saturday to Thursday.',
      'Phone: 01XXXXXXXXX<br>Email: hello@yourshop.com<br>Address: your shop’s address',
    ),
  },
  {
    title: 'Delivery and returns',
    handle: 'delivery-and-returns',
    excerpt: 'Delivery charges, times and how to return an item.',
    bodyHtml: p(
      'We deliver all over Bangladesh. Inside Dhaka orders usually arrive in 1–3 days, outside Dhaka in 3–5 days. The delivery charge is shown at checkout.',
      'Cash on delivery is available. Please check your parcel in front of the delivery person.',
      'If an item is damaged or not what you ordered, tell us within 3 days of delivery and we will replace it or refund you.',
    ),
  },
  {
    title: 'Privacy',
    handle: 'privacy',
    excerpt: 'What we do with your information.',
    bodyHtml: p(
      'We use your name, phone number and address only to deliver your orders and to contact you about them.',
      'We never sell your information. Couriers receive only what they need to deliver your parcel.',
    ),
  },
];

/** Adds the starter pages as drafts; a handle the shop already uses is left alone, so running it twice adds nothing. */
export async function ensureStarterPages(shop: ShopScope): Promise<void> {
  await shop
    .insert(contentEntries)
    .values(STARTER_PAGES.map((page) => ({ ...page, kind: 'page' as const, status: 'draft' as const })))
    .onConflictDoNothing();
}
