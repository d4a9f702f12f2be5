/**
 * The earnings ledger as the seller reads it: manual adjustments (with their reason), balances, the lines list,
 * earnings by day and the statement, each through the shop accessor (`ShopScope`). The lines themselves are written
 * from the orders' money events by ledger-sync.ts.
 */
import { and, asc, desc, eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { ShopScope } from '../../platform/shop-scope.ts';
import { ledgerLines, payouts } from '../../db/schema/index.ts';
import {
  adjustmentEntry,
  isPayableLine,
  LEDGER_KIND_LABELS,
  LINE_STATE_LABELS,
  PAYOUT_STATUS_LABELS,
  STATEMENT_COLUMNS,
  type AdjustmentCreate,
  type Balances,
  type DayRange,
  type LedgerKind,
  type LedgerLine,
  type LedgerListQuery,
  type LineState,
  type PayoutStatus,
} from '../../../../contract/earnings.ts';
import { toCsv } from '../../../../contract/csv.ts';
import { takaText } from '../../../../contract/money.ts';

export { syncLedger, syncShopLedger, type Q } from './ledger-sync.ts';

/**
 * What counts toward the payable balance and payouts (`isPayableLine` in SQL): order lines and adjustments that take
 * money off. A shop's positive adjustment is a note on the statement and never raises what Haat pays out.
 */
export const payableLine = sql`(${ledgerLines.kind} <> 'adjustment' or ${ledgerLines.net} < 0)`;

/** Adds a manual adjustment (at once): a negative one lowers the payable balance, a positive one is a note (net 0). */
export async function addAdjustment(shop: ShopScope, authorId: string, input: AdjustmentCreate, now = new Date()) {
  const [line] = await shop
    .insert(ledgerLines)
    .values({
      ...adjustmentEntry(input.amount),
      description: `Adjustment: ${input.reason}`,
      occurredAt: now,
      availableAt: now,
      authorId,
    })
    .returning();
  return line!;
}

/** Pending, available, in scheduled payouts and paid out, at `now`. */
export async function balances(shop: ShopScope, now = new Date()): Promise<Balances> {
  const [lines] = await shop
    .select({
      pending: sql<string>`coalesce(sum(${ledgerLines.net}) filter (where ${ledgerLines.availableAt} > ${now}), 0)`,
      available: sql<string>`coalesce(sum(${ledgerLines.net}) filter (where ${ledgerLines.availableAt} <= ${now}), 0)`,
    })
    .from(ledgerLines)
    .where(and(isNull(ledgerLines.payoutId), payableLine));
  const [paid] = await shop
    .select({
      scheduled: sql<string>`coalesce(sum(${payouts.amount}) filter (where ${payouts.status} = 'scheduled'), 0)`,
      paidOut: sql<string>`coalesce(sum(${payouts.amount}) filter (where ${payouts.status} = 'paid'), 0)`,
    })
    .from(payouts);
  return {
    pending: Number(lines?.pending ?? 0),
    available: Number(lines?.available ?? 0),
    scheduled: Number(paid?.scheduled ?? 0),
    paidOut: Number(paid?.paidOut ?? 0),
  };
}

type LineRow = typeof ledgerLines.$inferSelect & { payoutStatus: PayoutStatus | null };

export function lineState(
  line: { kind: LedgerKind; net: number; payoutId: string | null; availableAt: Date },
  payoutStatus: PayoutStatus | null,
  now: Date,
): LineState {
  if (!line.payoutId && !isPayableLine(line)) return 'note';
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
  shop: ShopScope,
  where: SQL | undefined,
  options: { limit?: number; offset?: number; order?: 'asc' | 'desc' },
) {
  const rows = await shop
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

const rangeWhere = (from?: string, to?: string) =>
  and(from ? gte(ledgerLines.occurredAt, dhakaDayStart(from)) : undefined, to ? lt(ledgerLines.occurredAt, dayAfter(to)) : undefined);

/** One page of the shop's ledger lines, newest first. */
export async function listLines(shop: ShopScope, query: LedgerListQuery, now = new Date()) {
  const where = and(rangeWhere(query.from, query.to), query.kind ? eq(ledgerLines.kind, query.kind) : undefined);
  const [rows, [total]] = await Promise.all([
    selectLines(shop, where, { limit: query.limit, offset: (query.page - 1) * query.limit }),
    shop
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerLines)
      .where(where),
  ]);
  return { response: rows.map((r) => lineAnswer(r, now)), count: total?.n ?? 0 };
}

/** Gross, fees and net per Bangladesh day of the range, every day present (zeros included). */
export async function earningsByDay(shop: ShopScope, range: DayRange) {
  const day = sql<string>`to_char(${ledgerLines.occurredAt} at time zone 'Asia/Dhaka', 'YYYY-MM-DD')`;
  const rows = await shop
    .select({
      day,
      gross: sql<string>`sum(${ledgerLines.gross})`,
      fees: sql<string>`sum(${ledgerLines.fee})`,
      net: sql<string>`sum(${ledgerLines.net})`,
    })
    .from(ledgerLines)
    .where(rangeWhere(range.from, range.to))
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

/** The statement of a date range as CSV: every line (oldest first) and a total row. */
export async function statementCsv(shop: ShopScope, range: DayRange, now = new Date()): Promise<string> {
  const rows = await selectLines(shop, rangeWhere(range.from, range.to), { order: 'asc' });
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
      takaText(row.gross),
      takaText(row.fee),
      takaText(row.net),
      LINE_STATE_LABELS[lineState(row, row.payoutStatus, now)],
      row.payoutStatus ? `${PAYOUT_STATUS_LABELS[row.payoutStatus]} ${row.payoutId}` : '',
    ];
  });
  lines.push(['', 'Total', '', `${range.from} to ${range.to}`, takaText(total.gross), takaText(total.fee), takaText(total.net), '', '']);
  return toCsv(STATEMENT_COLUMNS, lines);
}
