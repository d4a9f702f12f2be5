/**
 * A shop's text messages to its customers (issue 24 item 3): settings with their defaults, the message an order
 * event queues (in the change's transaction, once per order and event), the usage counted per shop, and STOP.
 */
import { and, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import { displayFor, formatMoney } from '../../../../contract/format.ts';
import {
  countSms,
  fillTemplate,
  SMS_EVENTS,
  SmsSettingsSchema,
  trackingLink,
  type SmsEvent,
  type OrderSmsAnswer,
  type SmsLanguage,
  type SmsSettingsAnswer,
  type SmsSkipReason,
  type SmsSettingsInput,
} from '../../../../contract/sms.ts';
import type { Db } from '../../platform/db/client.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import type { ShopScope } from '../../platform/shop-scope.ts';
import { msisdnOf } from '../../platform/sms/gateway.ts';
import { orders } from '../orders/tables.ts';
import { shops } from '../sellers/tables.ts';
import words from './sms.messages.json' with { type: 'json' };
import { smsMessages, smsOptOuts, smsSettings } from './tables.ts';

type Settings = Omit<SmsSettingsInput, 'version'>;

/** Off until the seller turns each event on; Bangla first (most customers read it), the templates of sms.messages.json. */
export function defaultSmsSettings(): Settings {
  const event = (name: SmsEvent) => ({
    enabled: false,
    en: words[`sms_default_${name}`].en,
    bn: words[`sms_default_${name}`].bn,
  });
  return { senderName: '', language: 'bn', confirmed: event('confirmed'), shipped: event('shipped'), delivered: event('delivered') };
}

async function readSettings(shop: ShopScope): Promise<Settings & { version: number }> {
  const [row] = await shop.select().from(smsSettings).limit(1);
  const parsed = SmsSettingsSchema.omit({ version: true }).safeParse(row?.settings ?? {});
  return { ...(parsed.success ? parsed.data : defaultSmsSettings()), version: row?.version ?? 0 };
}

const monthStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) - 6 * 3600_000);

/** GET /admin/sms-settings: the settings, the parts sent and their cost this month and in all, and the STOP count. */
export async function getSmsSettings(shop: ShopScope, now = new Date()): Promise<SmsSettingsAnswer> {
  const settings = await readSettings(shop);
  const sums = (since?: Date) =>
    shop
      .select({
        messages: sql<number>`count(*)::int`,
        parts: sql<number>`coalesce(sum(${smsMessages.parts}), 0)::int`,
        cost: sql<number>`coalesce(sum(${smsMessages.cost}), 0)::int`,
      })
      .from(smsMessages)
      .where(and(isNotNull(smsMessages.sentAt), since ? gte(smsMessages.sentAt, since) : undefined));
  const [[month], [total], [stops]] = await Promise.all([
    sums(monthStart(now)),
    sums(),
    shop.select({ n: sql<number>`count(*)::int` }).from(smsOptOuts),
  ]);
  return {
    ...settings,
    usage: {
      monthMessages: month!.messages,
      monthParts: month!.parts,
      monthCost: month!.cost,
      totalMessages: total!.messages,
      totalParts: total!.parts,
      totalCost: total!.cost,
    },
    optOuts: stops!.n,
  };
}

/** PUT /admin/sms-settings with the version the form was loaded at (a stale one is a 409). */
export async function saveSmsSettings(shop: ShopScope, input: SmsSettingsInput): Promise<SmsSettingsAnswer> {
  const { version = 0, ...settings } = input;
  if (version === 0) {
    const inserted = await shop
      .insert(smsSettings)
      .values({ settings, version: 1 })
      .onConflictDoNothing()
      .returning({ shopId: smsSettings.shopId });
    if (inserted.length > 0) return getSmsSettings(shop);
  }
  const updated = await shop
    .update(smsSettings)
    .set({ settings, version: version + 1, updatedAt: new Date() })
    .where(eq(smsSettings.version, sql`${version}`))
    .returning({ shopId: smsSettings.shopId });
  if (updated.length === 0)
    throw conflict(
      'Someone else changed the SMS settings after you opened them. Reload the page to see their changes, then save again.',
      'STALE_VERSION',
    );
  return getSmsSettings(shop);
}

/** What a message says for an order, in the shop's chosen language. */
export function composeSms(
  template: string,
  language: SmsLanguage,
  order: { number: number; total: number; customerName: string; courier: string | null; trackingNumber: string | null },
  shopName: string,
): string {
  const display = displayFor(language);
  const tracking = trackingLink(order.courier, order.trackingNumber) ?? order.trackingNumber ?? words.sms_no_tracking[language];
  return fillTemplate(template, {
    order: `#${order.number}`,
    total: formatMoney(order.total, display),
    tracking,
    shop: shopName,
    name: order.customerName,
  });
}

export type SmsOrder = Parameters<typeof composeSms>[2] & { id: string; customerPhone: string };

/**
 * Queues the event's message for the order, inside the transaction of the change (`tx`): nothing when the event is
 * off, once per order and event, and 'skipped' (kept, for the order page) for a number that said STOP or is no mobile.
 */
export async function queueOrderSms(tx: ShopScope, order: SmsOrder, event: SmsEvent): Promise<void> {
  if (!(SMS_EVENTS as readonly string[]).includes(event)) return;
  const settings = await readSettings(tx);
  const rule = settings[event];
  if (!rule.enabled) return;
  const [shop] = await tx.unscoped.select({ name: shops.name }).from(shops).where(eq(shops.id, tx.shopId));
  const body = composeSms(rule[settings.language], settings.language, order, shop?.name ?? '');
  const msisdn = msisdnOf(order.customerPhone);
  const stopped = msisdn ? await tx.select({ id: smsOptOuts.id }).from(smsOptOuts).where(eq(smsOptOuts.msisdn, msisdn)).limit(1) : [];
  const skip = !msisdn ? NOT_MOBILE : stopped.length ? STOPPED : null;
  await tx
    .insert(smsMessages)
    .values({
      orderId: order.id,
      event,
      msisdn: msisdn ?? order.customerPhone,
      sender: settings.senderName || defaultSender(),
      body,
      parts: countSms(body).parts,
      ...(skip ? { status: 'skipped' as const, error: skip } : {}),
    })
    .onConflictDoNothing();
}

/** The sender name of shops that set none: the platform's approved masking (SSLWIRELESS_SID), else "Haat". */
export const defaultSender = (env: NodeJS.ProcessEnv = process.env) => env.SSLWIRELESS_SID?.trim() || 'Haat';

/** A skipped message's `error`: the sentence kept in the table, and the code the order page says it by. */
export const STOPPED = 'The customer replied STOP.';
const NOT_MOBILE = 'Not a Bangladeshi mobile number.';
export const SUPERSEDED = 'A later message of the order was sent first.';
const skipReason = (status: string, error: string | null): SmsSkipReason | null =>
  status !== 'skipped' ? null : error === NOT_MOBILE ? 'no-mobile' : error === SUPERSEDED ? 'superseded' : 'opted-out';

/**
 * The order's messages, for its page, and the events the order reached that have none: an event that was off
 * when it happened writes no row (a shop that never texts keeps no rows), so it is told from the order's stamps.
 */
export async function orderSms(shop: ShopScope, orderId: string): Promise<OrderSmsAnswer> {
  const [order] = await shop
    .select({ confirmedAt: orders.confirmedAt, shippedAt: orders.shippedAt, deliveredAt: orders.deliveredAt })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) throw notFound('Order not found');
  const rows = await shop.select().from(smsMessages).where(eq(smsMessages.orderId, orderId)).orderBy(smsMessages.createdAt);
  const reached: Record<SmsEvent, Date | null> = { confirmed: order.confirmedAt, shipped: order.shippedAt, delivered: order.deliveredAt };
  return {
    response: rows.map((r) => ({
      id: r.id,
      event: r.event,
      status: r.status,
      body: r.body,
      parts: r.parts,
      cost: r.cost,
      reason: skipReason(r.status, r.error),
      error: r.status === 'skipped' ? null : r.error,
      createdAt: r.createdAt.toISOString(),
      sentAt: r.sentAt?.toISOString() ?? null,
    })),
    off: SMS_EVENTS.filter((event) => reached[event] && !rows.some((r) => r.event === event)),
  };
}

/** Replies that mean "no more messages" (English and Bangla; the gateway forwards the reply's text). */
const STOP_WORDS = /^\s*(stop|stop all|unsubscribe|cancel|end|quit|বন্ধ|বন্ধ করুন)\s*[.!]*\s*$/i;
export const isStop = (text: string) => STOP_WORDS.test(text);

/**
 * A customer's reply: STOP opts the number out of every shop that texted it under that sender name (a reply names
 * the number and the sender it answers, not a shop). Answers the shops opted out.
 */
export async function recordReply(db: Db, reply: { msisdn: string; text: string; sender: string }): Promise<number> {
  const msisdn = msisdnOf(reply.msisdn);
  if (!msisdn || !isStop(reply.text)) return 0;
  const texted = await db
    .selectDistinct({ shopId: smsMessages.shopId })
    .from(smsMessages)
    .where(and(eq(smsMessages.msisdn, msisdn), reply.sender ? eq(smsMessages.sender, reply.sender) : undefined));
  if (texted.length === 0) return 0;
  await db
    .insert(smsOptOuts)
    .values(texted.map((s) => ({ shopId: s.shopId, msisdn })))
    .onConflictDoNothing();
  // Queued messages to the number wait no longer.
  await db
    .update(smsMessages)
    .set({ status: 'skipped', error: STOPPED })
    .where(
      and(
        eq(smsMessages.msisdn, msisdn),
        eq(smsMessages.status, 'queued'),
        inArray(
          smsMessages.shopId,
          texted.map((s) => s.shopId),
        ),
      ),
    );
  return texted.length;
}
