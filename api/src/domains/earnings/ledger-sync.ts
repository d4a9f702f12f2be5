/**
 * The earnings ledger's writer: one line per order money event (payment, refund), written by `syncLedger` in the
 * transaction of the order change and caught up by a job for anything else that wrote an event (the seed, other
 * order paths). A line is keyed by its event (unique index), so running it again never counts money twice.
 */
import { and, asc, eq, gte, inArray, isNotNull, isNull, max } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import type { ShopScope } from '../../platform/shop-scope.ts';
import { ledgerLines, orderEvents, orders } from '../../db/schema/index.ts';
import { availableFrom, ledgerEntryFor } from '../../../../contract/earnings.ts';
import { PAYMENT_METHOD_LABELS } from '../../../../contract/order-state-machine.ts';

/** The database or an open transaction. */
export type Q = Pick<Db, 'select' | 'insert' | 'update' | 'execute'>;

const BATCH = 500;

/** What a ledger line is made from: an order money event and its order. */
const eventColumns = {
  eventId: orderEvents.id,
  type: orderEvents.type,
  amount: orderEvents.amount,
  message: orderEvents.message,
  at: orderEvents.createdAt,
  authorId: orderEvents.authorId,
  orderId: orders.id,
  shopId: orders.shopId,
  number: orders.number,
  paymentMethod: orders.paymentMethod,
  shipping: orders.shipping,
};
type MoneyEvent = {
  [K in keyof typeof eventColumns]:
    (typeof eventColumns)[K]['_']['data'] | ((typeof eventColumns)[K]['_']['notNull'] extends true ? never : null);
};

/** Money events without their line yet, from `since` (the catch-up's starting point) on. */
const missingLines = (since: Date | undefined) => [
  inArray(orderEvents.type, ['payment', 'refund']),
  since ? gte(orderEvents.createdAt, since) : undefined,
  isNotNull(orderEvents.amount),
  isNull(ledgerLines.id),
];

/** The ledger lines of `events` (events that move no money make none). */
function linesOf(events: MoneyEvent[]): (typeof ledgerLines.$inferInsert)[] {
  const rows: (typeof ledgerLines.$inferInsert)[] = [];
  for (const e of events) {
    const entry = ledgerEntryFor(e, e);
    if (!entry) continue;
    rows.push({
      shopId: e.shopId,
      kind: entry.kind,
      orderId: e.orderId,
      orderNumber: e.number,
      eventId: e.eventId,
      description: describe(entry.kind, e.number, e.paymentMethod, e.message),
      gross: entry.gross,
      fee: entry.fee,
      net: entry.net,
      occurredAt: e.at,
      availableAt: availableFrom(entry.kind, e.at),
      authorId: e.authorId,
    });
  }
  return rows;
}

/** Inserts `rows` a batch at a time, skipping events that already have their line; answers how many it wrote. */
async function insertLines(rows: (typeof ledgerLines.$inferInsert)[], insert: (batch: typeof rows) => Promise<unknown[]>) {
  let written = 0;
  for (let i = 0; i < rows.length; i += BATCH) written += (await insert(rows.slice(i, i + BATCH))).length;
  return written;
}

/**
 * Writes the missing ledger lines of order money events of every shop (the catch-up job) or of one order (an order
 * change, in its transaction): at most `limit` events a call. Answers how many lines it wrote. Safe to run anywhere,
 * any number of times. Works across shops by design, so it reads the plain database; a shop's own catch-up is
 * `syncShopLedger`.
 */
export async function syncLedger(q: Q, scope: { orderId?: string; limit?: number } = {}): Promise<number> {
  const since = scope.orderId ? undefined : await syncedUntil(q);
  const events = await q
    .select(eventColumns)
    .from(orderEvents)
    .innerJoin(orders, eq(orders.id, orderEvents.orderId))
    .leftJoin(ledgerLines, eq(ledgerLines.eventId, orderEvents.id))
    .where(and(...missingLines(since), scope.orderId ? eq(orders.id, scope.orderId) : undefined))
    .orderBy(asc(orderEvents.createdAt))
    .limit(scope.limit ?? 10_000);
  return insertLines(linesOf(events), (batch) =>
    q.insert(ledgerLines).values(batch).onConflictDoNothing({ target: ledgerLines.eventId }).returning({ id: ledgerLines.id }),
  );
}

/** The same catch-up for the shop alone (before its balances are read or a payout is made), through its accessor. */
export async function syncShopLedger(shop: ShopScope, limit = 10_000): Promise<number> {
  const [newest] = await shop
    .select({ at: max(ledgerLines.occurredAt) })
    .from(ledgerLines)
    .where(isNotNull(ledgerLines.eventId));
  const events = await shop
    .select(eventColumns)
    .from(orders)
    .innerJoin(orderEvents, eq(orderEvents.orderId, orders.id))
    .leftJoin(ledgerLines, eq(ledgerLines.eventId, orderEvents.id))
    .where(and(...missingLines(overlapped(newest?.at))))
    .orderBy(asc(orderEvents.createdAt))
    .limit(limit);
  return insertLines(linesOf(events), (batch) =>
    shop
      .insert(ledgerLines)
      .values(batch.map(({ shopId: _, ...line }) => line))
      .onConflictDoNothing({ target: ledgerLines.eventId })
      .returning({ id: ledgerLines.id }),
  );
}

/**
 * Order changes write their line with their event, so a missing line can only belong to an event near or after the
 * newest event already in the ledger: the catch-up reads from an hour before it instead of every money event of
 * every order (14 s a pass at a million orders). An empty ledger (a database from before it) is read from the start,
 * a batch a pass.
 */
const SYNC_OVERLAP_MS = 60 * 60 * 1000;
const overlapped = (newest: Date | null | undefined) => (newest ? new Date(newest.getTime() - SYNC_OVERLAP_MS) : undefined);

async function syncedUntil(q: Q): Promise<Date | undefined> {
  const [row] = await q
    .select({ at: max(ledgerLines.occurredAt) })
    .from(ledgerLines)
    .where(isNotNull(ledgerLines.eventId));
  return overlapped(row?.at);
}

function describe(kind: string, number: number, method: keyof typeof PAYMENT_METHOD_LABELS, message: string): string {
  if (kind === 'online_payment') return `Order #${number} paid with ${PAYMENT_METHOD_LABELS[method]}`;
  if (kind === 'cod_collected') return `Order #${number}: cash collected on delivery`;
  return `Order #${number}: ${message}`;
}
