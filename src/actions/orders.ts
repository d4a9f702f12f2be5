/** Order actions (no-JS forms of /orders and /orders/[id]); each checks the "orders" key via the routes table. */
import { defineAction } from 'astro:actions';
import { z } from 'astro/zod';
import { textOrEmpty } from '../../contract/contact.ts';
import { formatMoney, formatNumber } from '../../contract/format.ts';
import { parseTaka, takaText } from '../../contract/money.ts';
import { refundRefusal } from '../../contract/order-state-machine.ts';
import { ORDER_STATUSES, WALLET_METHODS } from '../../contract/order-enums.ts';
import { m } from '../paraglide/messages.js';
import { paymentMethodLabel, statusLabel } from '../lib/order-labels.ts';
import { FulfilSchema, MAX_BULK, NoteSchema, RecordPaymentSchema } from '../../contract/orders.ts';
import { ordersApi } from '../lib/api/orders.ts';
import { fail, succeed } from '../lib/forms.ts';
import { requireRouteAccess } from './access.ts';
import { bookInBulk } from './couriers-bulk.ts';
import { bulkRefusalText } from './orders-bulk.ts';
import { COURIERS } from '../../contract/couriers.ts';

const id = z.string().min(1).max(64);
const orderPage = (orderId: string) => `/orders/${encodeURIComponent(orderId)}`;
/** A status as a toast says it mid-sentence ("Order marked shipped."), in the reader's language. */
const statusWord = (value: string) => statusLabel(value).toLowerCase();
const status = z.enum(ORDER_STATUSES, { error: 'Choose a status' });

/** Where a bulk form returns: the list it was posted from, never another site. */
const backTo = (back: string | undefined) => (back && /^\/orders(\?|$)/.test(back) ? back : '/orders');

export const orders = {
  changeStatus: defineAction({
    accept: 'form',
    input: z.object({ id, status }),
    handler: async ({ id, status }, context) => {
      const token = requireRouteAccess(context, '/orders');
      try {
        await ordersApi.changeStatus(token, id, status);
        return succeed(orderPage(id), m.order_detail_status_changed({ status: statusWord(status) }));
      } catch (error) {
        return fail(error);
      }
    },
  }),

  fulfil: defineAction({
    accept: 'form',
    input: FulfilSchema.extend({ id }),
    handler: async ({ id, ...input }, context) => {
      const token = requireRouteAccess(context, '/orders');
      try {
        await ordersApi.fulfil(token, id, input);
        return succeed(orderPage(id), m.order_detail_shipped_done({ courier: input.courier }));
      } catch (error) {
        return fail(error);
      }
    },
  }),

  cancel: defineAction({
    accept: 'form',
    input: z.object({ id, reason: z.string().trim().max(300, 'At most 300 characters').optional(), restock: z.string().optional() }),
    handler: async ({ id, reason, restock }, context) => {
      const token = requireRouteAccess(context, '/orders');
      try {
        await ordersApi.cancel(token, id, { reason: reason || undefined, restock: restock === 'on' });
        return succeed(orderPage(id), restock === 'on' ? m.order_detail_cancelled_restocked() : m.order_detail_cancelled_done());
      } catch (error) {
        return fail(error);
      }
    },
  }),

  /**
   * Two steps: the first post checks the amount against what may be refunded and goes to the order's confirmation
   * (`?refund=` on the order page, no JavaScript needed); the second (`confirmed=yes`) records the refund.
   */
  refund: defineAction({
    accept: 'form',
    input: z.object({
      id,
      amount: textOrEmpty(z.string().trim()),
      reason: z.string().trim().max(300, 'At most 300 characters').optional(),
      confirmed: z.string().optional(),
    }),
    handler: async ({ id, amount, reason, confirmed }, context) => {
      const token = requireRouteAccess(context, '/orders');
      const poisha = parseTaka(amount);
      const refused = (message: string) => ({
        ok: false as const,
        message: m.api_error_correct_fields(),
        fields: { amount: message },
      });
      // null (blank), NaN (not an amount) and negative amounts all fail this test.
      if (poisha === null || !(poisha > 0)) return refused(amount ? 'Enter an amount in taka, like 250 or 250.50' : 'Enter an amount');
      try {
        if (confirmed !== 'yes') {
          const refusal = refundRefusal(await ordersApi.get(token, id), poisha);
          if (refusal) return refused(refusal);
          const ask = new URLSearchParams({ refund: takaText(poisha), ...(reason ? { reason } : {}) });
          return succeed(`${orderPage(id)}?${ask}#refund`);
        }
        await ordersApi.refund(token, id, { amount: poisha, reason: reason || undefined });
        return succeed(orderPage(id), m.order_detail_refund_recorded({ amount: formatMoney(poisha, context.locals.display) }));
      } catch (error) {
        return fail(error);
      }
    },
  }),

  cashCollected: defineAction({
    accept: 'form',
    input: z.object({ id }),
    handler: async ({ id }, context) => {
      const token = requireRouteAccess(context, '/orders');
      try {
        await ordersApi.cashCollected(token, id);
        return succeed(orderPage(id), m.order_detail_cash_collected_done());
      } catch (error) {
        return fail(error);
      }
    },
  }),

  /** A bKash, Nagad or Rocket payment the customer sent to the shop's wallet, with the wallet's transaction id. */
  recordPayment: defineAction({
    accept: 'form',
    input: z.object({ id, method: z.enum(WALLET_METHODS, { error: 'Choose how it was paid' }), transactionId: z.string().optional() }),
    handler: async ({ id, method, transactionId }, context) => {
      const token = requireRouteAccess(context, '/orders');
      // The contract's rule (a wallet payment needs its transaction id) as field errors, before the Store API call.
      const parsed = RecordPaymentSchema.safeParse({ method, transactionId: transactionId?.trim() || undefined });
      if (!parsed.success) {
        const fields: Record<string, string> = {};
        for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? 'transactionId')] ??= issue.message;
        return { ok: false as const, message: m.api_error_correct_fields(), fields };
      }
      try {
        await ordersApi.recordPayment(token, id, parsed.data);
        return succeed(orderPage(id), m.order_detail_payment_recorded({ method: paymentMethodLabel(method) }));
      } catch (error) {
        return fail(error);
      }
    },
  }),

  addNote: defineAction({
    accept: 'form',
    input: NoteSchema.extend({ id }),
    handler: async ({ id, body }, context) => {
      const token = requireRouteAccess(context, '/orders');
      try {
        await ordersApi.addNote(token, id, body);
        return succeed(`${orderPage(id)}#notes`, m.order_detail_note_added());
      } catch (error) {
        return fail(error);
      }
    },
  }),

  /** The list's bulk bar: change status, print invoices or packing slips, or export the selected orders. */
  bulk: defineAction({
    accept: 'form',
    input: z.object({
      ids: z.array(id).min(1, 'Select at least one order').max(MAX_BULK, `Select at most ${MAX_BULK} orders`),
      op: z.enum(['status', 'invoice', 'packing-slip', 'csv', 'book']),
      status: z.union([status, z.literal('')]).optional(),
      courier: z.union([z.enum(COURIERS), z.literal('')]).optional(),
      size: z.enum(['a4', '80mm']).optional(),
      back: z.string().optional(),
    }),
    handler: async ({ ids, op, status, courier, size, back }, context) => {
      const token = requireRouteAccess(context, '/orders');
      const list = encodeURIComponent(ids.join(','));
      if (op === 'invoice' || op === 'packing-slip') return succeed(`/orders/print?doc=${op}&size=${size ?? 'a4'}&ids=${list}`);
      if (op === 'csv') return succeed(`/orders/export.csv?ids=${list}`);
      if (op === 'book') return bookInBulk(token, ids, courier || null, backTo(back), context.locals.display);
      if (!status) return { ok: false as const, message: m.orders_bulk_choose_status(), fields: { status: 'Choose a status' } };
      try {
        const answer = await ordersApi.bulkStatus(token, ids, status);
        const marked = { count: formatNumber(answer.updated.length, context.locals.display), status: statusWord(status) };
        const parts: string[] = [answer.updated.length === 1 ? m.orders_bulk_marked_one(marked) : m.orders_bulk_marked_many(marked)];
        for (const refused of answer.refused.slice(0, 5)) parts.push(bulkRefusalText(refused, context.locals.display));
        if (answer.refused.length > 5)
          parts.push(m.orders_bulk_more_unchanged({ count: formatNumber(answer.refused.length - 5, context.locals.display) }));
        return succeed(backTo(back), parts.join(' '));
      } catch (error) {
        return fail(error, context.locals.display);
      }
    },
  }),
};
