/**
 * The earnings ledger: one line per order money event (payment, refund), written by `syncLedger` in the
 * transaction of the order change and caught up by a job for anything else that wrote an event (the seed, other
 * order paths). A line is keyed by its event (unique index), so running it again never counts money twice.
 * Manual adjustments carry their reason. Balances, the lines list, earnings by day and the statement read it.
 */
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, max, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { ledgerLines, orderEvents, orders, payouts } from '../../db/schema/index.ts';
import {
  availableFrom,
  ledgerEntryFor,
  LEDGER_KIND_LABELS,
  LINE_STATE_LABELS,
  PAYOUT_STATUS_LABELS,
  STATEMENT_COLUMNS,
  type AdjustmentCreate,
  type Balances,
  type DayRange,
  type LedgerLine,
  type LedgerListQuery,
  type LineState,
  type PayoutStatus,
} from '../../../../contract/earnings.ts';
import { PAYMENT_METHOD_LABELS } from '../../../../contract/order-state-machine.ts';
import { toCsv } from '../../../../contract/csv.ts';

/** The database or an open transaction. */
export type Q = Pick<Db, 'select' | 'insert' | 'update' | 'execute'>;

const BATCH = 500;

/**
 * Writes the missing ledger lines of order money events (all shops, one shop or one order): at most `limit`
 * events a call. Answers how many lines it wrote. Safe to run anywhere, any number of times.
 */
export async function syncLedger(q: Q, scope: { shopId?: string; orderId?: string; limit?: number } = {}): Promise<number> {
  const since = scope.orderId ? undefined : await syncedUntil(q, scope.shopId);
  const conditions: (SQL | undefined)[] = [
    inArray(orderEvents.type, ['payment', 'refund']),
    since ? gte(orderEvents.createdAt, since) : undefined,
    isNotNull(orderEvents.amount),
    isNull(ledgerLines.id),
    scope.shopId ? eq(orders.shopId, scope.shopId) : undefined,
    scope.orderId ? eq(orders.id, scope.orderId) : undefined,
  ];
  const events = await q
    .select({
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
    })
    .from(orderEvents)
    .innerJoin(orders, eq(orders.id, orderEvents.orderId))
    .leftJoin(ledgerLines, eq(ledgerLines.eventId, orderEvents.id))
    .where(and(...conditions))
    .orderBy(asc(orderEvents.createdAt))
    .limit(scope.limit ?? 10_000);
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
  let written = 0;
  for (let i = 0; i < rows.length; i += BATCH) {
    const done = await q
      .insert(ledgerLines)
      .values(rows.slice(i, i + BATCH))
      .onConflictDoNothing({ target: ledgerLines.eventId })
      .returning({ id: ledgerLines.id });
    written += done.length;
  }
  return written;
}

/**
 * Order changes write their line with their event, so a missing line can only belong to an event near or after the
 * newest event already in the ledger: the catch-up reads from an hour before it instead of every money event of
 * every order (14 s a pass at a million orders). An empty ledger (a database from before it) is read from the start,
 * a batch a pass.
 */
const SYNC_OVERLAP_MS = 60 * 60 * 1000;

async function syncedUntil(q: Q, shopId: string | undefined): Promise<Date | undefined> {
  const [row] = await q
    .select({ at: max(ledgerLines.occurredAt) })
    .from(ledgerLines)
    .where(and(isNotNull(ledgerLines.eventId), shopId ? eq(ledgerLines.shopId, shopId) : undefined));
  return row?.at ? new Date(row.at.getTime() - SYNC_OVERLAP_MS) : undefined;
}

function describe(kind: string, number: number, method: keyof typeof PAYMENT_METHOD_LABELS, message: string): string {
  if (kind === 'online_payment') return `Order #${number} paid with ${PAYMENT_METHOD_LABELS[method]}`;
  if (kind === 'cod_collected') return `Order #${number}: cash collected on delivery`;
  return `Order #${number}: ${message}`;
}

/** Adds a manual adjustment (available at once). */
export async function addAdjustment(db: Db, shopId: string, authorId: string, input: AdjustmentCreate, now = new Date()) {
  const [line] = await db
    .insert(ledgerLines)
    .values({
      shopId,
      kind: 'adjustment',
      description: `Adjustment: ${input.reason}`,
      gross: input.amount,
      fee: 0,
      net: input.amount,
      occurredAt: now,
      availableAt: now,
      authorId,
    })
    .returning();
  return line!;
}

/** Pending, available, in scheduled payouts and paid out, at `now`. */
export async function balances(q: Pick<Db, 'select'>, shopId: string, now = new Date()): Promise<Balances> {
  const [lines] = await q
    .select({
      pending: sql<string>`coalesce(sum(${ledgerLines.net}) filter (where ${ledgerLines.availableAt} > ${now}), 0)`,
      available: sql<string>`coalesce(sum(${ledgerLines.net}) filter (where ${ledgerLines.availableAt} <= ${now}), 0)`,
    })
    .from(ledgerLines)
    .where(and(eq(ledgerLines.shopId, shopId), isNull(ledgerLines.payoutId)));
  const [paid] = await q
    .select({
      scheduled: sql<string>`coalesce(sum(${payouts.amount}) filter (where ${payouts.status} = 'scheduled'), 0)`,
      paidOut: sql<string>`coalesce(sum(${payouts.amount}) filter (where ${payouts.status} = 'paid'), 0)`,
    })
    .from(payouts)
    .where(eq(payouts.shopId, shopId));
  return {
    pending: Number(lines?.pending ?? 0),
    available: Number(lines?.available ?? 0),
    scheduled: Number(paid?.scheduled ?? 0),
    paidOut: Number(paid?.paidOut ?? 0),
  };
}

type LineRow = typeof ledgerLines.$inferSelect & { payoutStatus: PayoutStatus | null };

export function lineState(line: { payoutId: string | null; availableAt: Date }, payoutStatus: PayoutStatus | null, now: Date): LineState {
  if (line.payoutId) return payoutStatus === 'paid' ? 'paid' : 'in_payout';
  return line.availableAt > now ? 'pending' : 'available';
}

export const lineAnswer = (row: LineRow, now = new Date()): LedgerLine => ({
  id: row.id,
  kind: row.kind,
  orderId: row.orderId,
  orderNumber: row.orderNumber,
  description: row.description,
  gross: row.gross,
  fee: row.fee,
  net: row.net,
  occurredAt: row.occurredAt,
  availableAt: row.availableAt,
  state: lineState(row, row.payoutStatus, now),
  payoutId: row.payoutId,
});

const DAY_MS = 86_400_000;
/** The instant a Bangladesh day starts (UTC+6). */
export const dhakaDayStart = (day: string): Date => new Date(Date.parse(`${day}T00:00:00+06:00`));
const dayAfter = (day: string) => new Date(dhakaDayStart(day).getTime() + DAY_MS);

/** Lines joined to their payout's status, for answers. */
export const lineColumns = { line: ledgerLines, payoutStatus: payouts.status };

export async function selectLines(
  q: Pick<Db, 'select'>,
  where: SQL | undefined,
  options: { limit?: number; offset?: number; order?: 'asc' | 'desc' },
) {
  const rows = await q
    .select(lineColumns)
    .from(ledgerLines)
    .leftJoin(payouts, eq(payouts.id, ledgerLines.payoutId))
    .where(where)
    .orderBy(
      options.order === 'asc' ? asc(ledgerLines.occurredAt) : desc(ledgerLines.occurredAt),
      options.order === 'asc' ? asc(ledgerLines.id) : desc(ledgerLines.id),
    )
    .limit(options.limit ?? 100_000)
    .offset(options.offset ?? 0);
  return rows.map((r) => ({ ...r.line, payoutStatus: r.payoutStatus }));
}

const rangeWhere = (shopId: string, from?: string, to?: string) =>
  and(
    eq(ledgerLines.shopId, shopId),
    from ? gte(ledgerLines.occurredAt, dhakaDayStart(from)) : undefined,
    to ? lt(ledgerLines.occurredAt, dayAfter(to)) : undefined,
  );

/** One page of the shop's ledger lines, newest first. */
export async function listLines(db: Db, shopId: string, query: LedgerListQuery, now = new Date()) {
  const where = and(rangeWhere(shopId, query.from, query.to), query.kind ? eq(ledgerLines.kind, query.kind) : undefined);
  const [rows, [total]] = await Promise.all([
    selectLines(db, where, { limit: query.limit, offset: (query.page - 1) * query.limit }),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerLines)
      .where(where),
  ]);
  return { response: rows.map((r) => lineAnswer(r, now)), count: total?.n ?? 0 };
}

/** Gross, fees and net per Bangladesh day of the range, every day present (zeros included). */
export async function earningsByDay(db: Db, shopId: string, range: DayRange) {
  const day = sql<string>`to_char(${ledgerLines.occurredAt} at time zone 'Asia/Dhaka', 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      day,
      gross: sql<string>`sum(${ledgerLines.gross})`,
      fees: sql<string>`sum(${ledgerLines.fee})`,
      net: sql<string>`sum(${ledgerLines.net})`,
    })
    .from(ledgerLines)
    .where(rangeWhere(shopId, range.from, range.to))
    .groupBy(day);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const days = [];
  for (let t = dhakaDayStart(range.from).getTime(); t <= dhakaDayStart(range.to).getTime(); t += DAY_MS) {
    const d = new Date(t + 6 * 3_600_000).toISOString().slice(0, 10);
    const r = byDay.get(d);
    days.push({ day: d, gross: Number(r?.gross ?? 0), fees: Number(r?.fees ?? 0), net: Number(r?.net ?? 0) });
  }
  return { from: range.from, to: range.to, days };
}

const taka = (poisha: number) => (poisha / 100).toFixed(2);

/** The statement of a date range as CSV: every line (oldest first) and a total row. */
export async function statementCsv(db: Db, shopId: string, range: DayRange, now = new Date()): Promise<string> {
  const rows = await selectLines(db, rangeWhere(shopId, range.from, range.to), { order: 'asc' });
  const total = { gross: 0, fee: 0, net: 0 };
  const lines = rows.map((row) => {
    total.gross += row.gross;
    total.fee += row.fee;
    total.net += row.net;
    return [
      row.occurredAt.toISOString(),
      LEDGER_KIND_LABELS[row.kind],
      row.orderNumber ? `#${row.orderNumber}` : '',
      row.description,
      taka(row.gross),
      taka(row.fee),
      taka(row.net),
      LINE_STATE_LABELS[lineState(row, row.payoutStatus, now)],
      row.payoutStatus ? `${PAYOUT_STATUS_LABELS[row.payoutStatus]} ${row.payoutId}` : '',
    ];
  });
  lines.push(['', 'Total', '', `${range.from} to ${range.to}`, taka(total.gross), taka(total.fee), taka(total.net), '', '']);
  return toCsv(STATEMENT_COLUMNS, lines);
}
