/**
 * Payouts of a shop: making a payout of the available lines (on the schedule's date or on request, never below the
 * minimum), cancelling a scheduled one, the payouts list and one payout with its lines, and the earnings summary.
 * The payout method and schedule are in payout-settings.ts; the jobs that make and send payouts on time in
 * payout-jobs.ts.
 */
import { and, count, desc, eq, isNull, lt, lte, ne, not, sql } from 'drizzle-orm';
import type { ShopScope } from '../../platform/shop-scope.ts';
import { ledgerLines, payoutLines, payouts, payoutSettings } from '../../db/schema/index.ts';
import { conflict, HttpError, notFound } from '../../platform/errors.ts';
import {
  maskedAccount,
  maskedAccountOf,
  maskedNumber,
  type MaskedAccount,
  nextPayoutDate,
  PAYOUT_SEND_DAYS,
  payoutBlock,
  payoutBlockText,
  type PayoutBlock,
  type EarningsSummary,
  type Payout,
  type PayoutStatus,
} from '../../../../contract/earnings.ts';
import { balances, lineAnswer, payableLine, selectLines } from './ledger.ts';
import { syncShopLedger } from './ledger-sync.ts';
import {
  accountOf,
  countAdminsWithoutTwoStep,
  loadSettings,
  logPayouts,
  settingsAnswer,
  type Actor,
  type Settings,
} from './payout-settings.ts';

export { saveSettings, settingsAnswer, type Actor } from './payout-settings.ts';

const DAY_MS = 86_400_000;

/**
 * Makes a scheduled payout of every available line of the shop (to be sent `PAYOUT_SEND_DAYS` later), or answers
 * why not. Runs in the caller's transaction (`shop` over it) after the shop's settings row was locked.
 */
export async function makePayout(
  shop: ShopScope,
  settings: Settings,
  now: Date,
): Promise<{ payout: typeof payouts.$inferSelect | null; reason: string | null; block: PayoutBlock | null }> {
  const account = accountOf(settings);
  const { available } = await balances(shop, now);
  const block = payoutBlock({ hasMethod: account !== null, available, minimum: settings.minimum, holdUntil: settings.holdUntil, now });
  const reason = payoutBlockText(block);
  if (block || !account) return { payout: null, reason, block };
  const [payout] = await shop
    .insert(payouts)
    .values({
      amount: 0,
      methodLabel: maskedAccount(account.method, account.number),
      method: account.method,
      maskedNumber: maskedNumber(account.method, account.number),
      payAt: new Date(now.getTime() + PAYOUT_SEND_DAYS * DAY_MS),
    })
    .returning();
  const claimed = await shop
    .update(ledgerLines)
    .set({ payoutId: payout!.id })
    .where(and(isNull(ledgerLines.payoutId), lte(ledgerLines.availableAt, now), payableLine))
    .returning({ id: ledgerLines.id, net: ledgerLines.net });
  const amount = claimed.reduce((sum, l) => sum + l.net, 0);
  await shop.insertChildren(
    payoutLines,
    claimed.map((l) => ({ payoutId: payout!.id, lineId: l.id })),
  );
  const [done] = await shop.update(payouts).set({ amount }).where(eq(payouts.id, payout!.id)).returning();
  return { payout: done!, reason: null, block: null };
}

/** The shop's settings row, locked for the rest of the transaction `tx`. */
export const lockSettings = async (tx: ShopScope) => {
  const [row] = await tx.select().from(payoutSettings).for('update');
  return row!;
};

/** A payout the seller asks for now (any schedule): refused with the reason when none can be made. */
export async function requestPayout(shop: ShopScope, actor: Actor, now = new Date()) {
  await syncShopLedger(shop);
  await loadSettings(shop, now);
  const payout = await shop.transaction(async (tx) => {
    const settings = await lockSettings(tx);
    const made = await makePayout(tx, settings, now);
    const account = accountOf(settings);
    if (!made.payout || !account) throw payoutRefused(made.reason, made.block);
    const params = { amount: made.payout.amount, account: maskedAccountOf(account.method, account.number) };
    await logPayouts(tx, actor, { action: 'payouts.requested', params });
    return made.payout;
  });
  return getPayout(shop, payout.id, now);
}

/** The refusal of a payout asked for now: the English reason, and the block as data (kind + params) to word it. */
function payoutRefused(text: string | null, block: PayoutBlock | null): HttpError {
  if (!block) return conflict(text ?? 'No payout can be made now.', 'PAYOUT_REFUSED');
  const { kind, ...params } = block;
  const reason = { kind, params: 'until' in params ? { until: params.until.toISOString() } : params };
  return new HttpError(409, text ?? 'No payout can be made now.', 'PAYOUT_REFUSED', undefined, reason);
}

/** Gives a payout's lines back to the available balance (failed or cancelled). */
export const releaseLines = (shop: ShopScope, payoutId: string) =>
  shop.update(ledgerLines).set({ payoutId: null }).where(eq(ledgerLines.payoutId, payoutId));

/**
 * What a due payout may send, read again just before it goes. A line that no longer counts (a positive adjustment a
 * payout claimed before issue 22's rule) leaves it, and money that went out since it was made (a refund, a charge
 * taken off) comes into it, so the rail never sends more than the shop made less fees, refunds and earlier payouts.
 * Answers the amount (written on the payout); 0 or less means nothing can be sent. Runs in the sending transaction.
 */
export async function payableAmount(shop: ShopScope, payoutId: string, now: Date): Promise<number> {
  await shop
    .update(ledgerLines)
    .set({ payoutId: null })
    .where(and(eq(ledgerLines.payoutId, payoutId), not(payableLine)));
  const owedBack = await shop
    .update(ledgerLines)
    .set({ payoutId })
    .where(and(isNull(ledgerLines.payoutId), lte(ledgerLines.availableAt, now), payableLine, lt(ledgerLines.net, 0)))
    .returning({ id: ledgerLines.id });
  await shop.insertChildren(
    payoutLines,
    owedBack.map((l) => ({ payoutId, lineId: l.id })),
  );
  const [row] = await shop
    .select({ net: sql<string>`coalesce(sum(${ledgerLines.net}), 0)` })
    .from(ledgerLines)
    .where(eq(ledgerLines.payoutId, payoutId));
  const amount = Number(row?.net ?? 0);
  await shop
    .update(payouts)
    .set({ amount })
    .where(and(eq(payouts.id, payoutId), ne(payouts.amount, amount)));
  return amount;
}

/** Cancels a scheduled payout (its lines become available again); anything else is 409. */
export async function cancelPayout(shop: ShopScope, actor: Actor, id: string, now = new Date()) {
  await shop.transaction(async (tx) => {
    const [done] = await tx
      .update(payouts)
      .set({ status: 'cancelled', updatedAt: now })
      .where(and(eq(payouts.id, id), eq(payouts.status, 'scheduled')))
      .returning();
    if (!done) {
      const [exists] = await tx.select({ status: payouts.status }).from(payouts).where(eq(payouts.id, id));
      if (!exists) throw notFound('Payout not found');
      throw conflict(`Only a scheduled payout can be cancelled; this one is ${exists.status}.`, 'PAYOUT_NOT_SCHEDULED');
    }
    await releaseLines(tx, id);
    const params = { amount: done.amount, account: accountOfRow(done), label: done.methodLabel };
    await logPayouts(tx, actor, { action: 'payouts.cancelled', params });
  });
  return getPayout(shop, id, now);
}

/** A payout's account as data; null for a payout made before payouts kept it. */
const accountOfRow = (row: typeof payouts.$inferSelect): MaskedAccount | null =>
  row.method && row.maskedNumber ? { method: row.method, masked: row.maskedNumber } : null;

const linesCount = sql<number>`(select count(*)::int from ${payoutLines} where ${payoutLines.payoutId} = ${payouts.id})`;

const payoutAnswer = (row: typeof payouts.$inferSelect, lines: number): Payout => ({
  id: row.id,
  status: row.status,
  amount: row.amount,
  methodLabel: row.methodLabel,
  account: accountOfRow(row),
  payAt: row.payAt,
  paidAt: row.paidAt,
  failureReason: row.failureReason,
  failureCode: row.failureCode,
  reference: row.reference,
  linesCount: lines,
  createdAt: row.createdAt,
});

export async function listPayouts(shop: ShopScope, query: { page: number; limit: number; status?: PayoutStatus }) {
  const where = query.status ? eq(payouts.status, query.status) : undefined;
  const [rows, [total]] = await Promise.all([
    shop
      .select({ payout: payouts, lines: linesCount })
      .from(payouts)
      .where(where)
      .orderBy(desc(payouts.payAt), desc(payouts.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    shop.select({ n: count() }).from(payouts).where(where),
  ]);
  return { response: rows.map((r) => payoutAnswer(r.payout, r.lines)), count: total?.n ?? 0 };
}

/** A payout with every line it carried (a failed or cancelled one keeps the list of what it held). */
export async function getPayout(shop: ShopScope, id: string, now = new Date()) {
  const [row] = await shop.select().from(payouts).where(eq(payouts.id, id));
  if (!row) throw notFound('Payout not found');
  const lines = await selectLines(
    shop,
    sql`${ledgerLines.id} in (select ${payoutLines.lineId} from ${payoutLines} where ${payoutLines.payoutId} = ${id})`,
    { order: 'asc' },
  );
  return { ...payoutAnswer(row, lines.length), lines: lines.map((l) => lineAnswer(l, now)) };
}

/** Balances, the next payout (or why none) and the settings, for the earnings page. */
export async function summary(shop: ShopScope, isAdmin: boolean, now = new Date()): Promise<EarningsSummary> {
  const settings = await loadSettings(shop, now);
  const [money, [next]] = await Promise.all([
    balances(shop, now),
    shop.select().from(payouts).where(eq(payouts.status, 'scheduled')).orderBy(payouts.payAt).limit(1),
  ]);
  let nextPayout: EarningsSummary['nextPayout'];
  const withoutTwoStep = await countAdminsWithoutTwoStep(shop);
  // A payout waits, made or not, while an admin signs in without two-step (issue 22 item 10): the page says why.
  const waiting = withoutTwoStep
    ? payoutBlock({ hasMethod: true, available: 1, minimum: 0, holdUntil: settings.holdUntil, adminsWithoutTwoStep: withoutTwoStep, now })
    : null;
  // The dashboard says the two-step reason in the reader's language: the count goes with it (a hold comes first).
  const twoStep = waiting?.kind === 'two_step' ? { adminsWithoutTwoStep: withoutTwoStep } : {};
  if (next) {
    nextPayout = { date: next.payAt, amount: next.amount, scheduled: true, reason: payoutBlockText(waiting), block: waiting, ...twoStep };
  } else if (waiting && accountOf(settings)) {
    nextPayout = { date: null, amount: null, scheduled: false, reason: payoutBlockText(waiting), block: waiting, ...twoStep };
  } else {
    const block = payoutBlock({
      hasMethod: accountOf(settings) !== null,
      available: money.available,
      minimum: settings.minimum,
      holdUntil: settings.holdUntil,
      now,
    });
    const date = settings.schedule === 'manual' ? null : (settings.nextRunAt ?? nextPayoutDate(settings.schedule, now));
    const onRequest = !block && settings.schedule === 'manual';
    nextPayout = {
      date: block ? null : date,
      amount: block ? null : money.available,
      scheduled: false,
      reason: payoutBlockText(block) ?? (onRequest ? 'Payouts are on request: ask for one when you need it.' : null),
      block: block ?? (onRequest ? { kind: 'on_request' } : null),
    };
  }
  return { balances: money, nextPayout, settings: settingsAnswer(settings, isAdmin) };
}
