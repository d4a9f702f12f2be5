/**
 * The shop's payout method and schedule: read (made with the defaults on first read), answered (account numbers to
 * shop admins only) and changed by shop admins, each change going to the activity log.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { ShopScope } from '../../platform/shop-scope.ts';
import { authenticators, payoutSettings, sellers, shopMembers, shops } from '../../db/schema/index.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { payoutMethodChangedMail } from './mails.ts';
import { displayOf } from '../../platform/i18n/messages.ts';
import { PAYOUT_HOLD_HOURS } from '../../../../contract/earnings-rules.ts';
import { staleVersion } from '../../platform/versions.ts';
import { recordActivity } from '../team/activity.ts';
import type { ActivityNote, PayoutSettingChange } from '../../../../contract/activity.ts';
import {
  DEFAULT_MIN_PAYOUT,
  maskedAccount,
  maskedAccountOf,
  type MaskedAccount,
  nextPayoutDate,
  type PayoutSettingsAnswer,
  type PayoutSettingsSave,
} from '../../../../contract/earnings.ts';
import type { PayoutAccount } from './payout-rail.ts';

export type Settings = typeof payoutSettings.$inferSelect;

/** Who changes payouts: the seller (for the activity log) and whether they are a shop admin. */
export type Actor = { seller: { id: string; name: string }; isAdmin: boolean };

/** The shop's payout settings, made with the defaults (weekly, ৳500 minimum, no method) on first read. */
export async function loadSettings(shop: ShopScope, now = new Date()): Promise<Settings> {
  const [row] = await shop.select().from(payoutSettings);
  if (row) return row;
  await shop
    .insert(payoutSettings)
    .values({ schedule: 'weekly', minimum: DEFAULT_MIN_PAYOUT, nextRunAt: nextPayoutDate('weekly', now) })
    .onConflictDoNothing();
  const [made] = await shop.select().from(payoutSettings);
  return made!;
}

/** Where payouts go, or null while the method or its number is missing. */
export const accountOf = (s: Pick<Settings, 'method' | 'walletNumber' | 'accountNumber' | 'routingNumber'>): PayoutAccount | null => {
  if (!s.method) return null;
  const number = s.method === 'bank' ? s.accountNumber : s.walletNumber;
  return number ? { method: s.method, number, routingNumber: s.routingNumber } : null;
};

export function settingsAnswer(s: Settings, isAdmin: boolean): PayoutSettingsAnswer {
  const account = accountOf(s);
  return {
    method: s.method,
    methodLabel: account ? maskedAccount(account.method, account.number) : null,
    account: account ? maskedAccountOf(account.method, account.number) : null,
    walletNumber: isAdmin ? s.walletNumber : null,
    accountName: isAdmin ? s.accountName : null,
    accountNumber: isAdmin ? s.accountNumber : null,
    routingNumber: isAdmin ? s.routingNumber : null,
    schedule: s.schedule,
    minimum: s.minimum,
    canEdit: isAdmin,
    version: s.version,
  };
}

/** Saves the method and schedule (shop admins only: the route checks), logging what changed. */
export async function saveSettings(shop: ShopScope, actor: Actor, input: PayoutSettingsSave, now = new Date()) {
  return shop.transaction(async (tx) => {
    const current = await loadSettings(tx, now);
    if (input.version !== undefined && input.version !== current.version) throw staleVersion('payout setting', { plural: true });
    const [saved] = await tx
      .update(payoutSettings)
      .set({
        method: input.method,
        walletNumber: input.walletNumber,
        accountName: input.accountName,
        accountNumber: input.accountNumber,
        routingNumber: input.routingNumber,
        schedule: input.schedule,
        minimum: input.minimum,
        nextRunAt: input.schedule === current.schedule && current.nextRunAt ? current.nextRunAt : nextPayoutDate(input.schedule, now),
        version: sql`${payoutSettings.version} + 1`,
        updatedAt: now,
      })
      .where(eq(payoutSettings.version, current.version))
      .returning();
    if (!saved) throw staleVersion('payout setting', { plural: true });
    const before = accountOf(current);
    const after = accountOf(saved);
    const changes: PayoutSettingChange[] = [];
    if (before?.method !== after?.method || before?.number !== after?.number || current.routingNumber !== saved.routingNumber) {
      changes.push(after ? { what: 'method', account: maskedAccountOf(after.method, after.number) } : { what: 'method_removed' });
      if (after) return holdPayouts(tx, actor, saved, maskedAccountOf(after.method, after.number), changes, now);
    }
    if (current.schedule !== saved.schedule) changes.push({ what: 'schedule', schedule: saved.schedule });
    if (current.minimum !== saved.minimum) changes.push({ what: 'minimum', amount: saved.minimum });
    if (changes.length) await logPayouts(tx, actor, { action: 'payouts.settings_changed', params: { changes } });
    return saved;
  });
}

/**
 * A new payout method (issue 22 item 11): every payout waits 48 hours, and every shop admin is told by e-mail in the
 * same transaction, so a stolen session cannot quietly send the shop's money elsewhere.
 */
async function holdPayouts(
  tx: ShopScope,
  actor: Actor,
  saved: Settings,
  account: MaskedAccount,
  changes: PayoutSettingChange[],
  now: Date,
) {
  const holdUntil = new Date(now.getTime() + PAYOUT_HOLD_HOURS * 3_600_000);
  const [held] = await tx.update(payoutSettings).set({ holdUntil }).returning();
  const [admins, [shop]] = await Promise.all([
    tx
      .select({ name: sellers.name, email: sellers.email, language: sellers.language, digits: sellers.digits, grouping: sellers.grouping })
      .from(shopMembers)
      .innerJoin(sellers, eq(sellers.id, shopMembers.sellerId))
      .where(and(eq(shopMembers.isShopAdmin, true), eq(shopMembers.status, 'active'))),
    tx.select({ name: shops.name }).from(shops),
  ]);
  for (const admin of admins) {
    await enqueueMail(
      tx.unscoped,
      payoutMethodChangedMail(admin, { shopName: shop?.name ?? null, actorName: actor.seller.name, account, holdUntil }, displayOf(admin)),
    );
  }
  await logPayouts(tx, actor, { action: 'payouts.settings_changed', params: { changes } });
  return held ?? saved;
}

/** One line in the shop's activity log about payouts. */
export const logPayouts = (shop: ShopScope, actor: Actor, note: ActivityNote) => recordActivity(shop, { actor: actor.seller, note });

/** The active shop admins of `shopId` with no confirmed authenticator, as a subquery (issue 22 item 10). */
export const adminsWithoutTwoStep = (shopId: SQL) =>
  sql`select 1 from ${shopMembers} where ${shopMembers.shopId} = ${shopId} and ${shopMembers.isShopAdmin} and ${shopMembers.status} = 'active'
    and not exists (select 1 from ${authenticators} where ${authenticators.sellerId} = ${shopMembers.sellerId} and ${authenticators.confirmedAt} is not null)`;

/** How many active admins of the shop sign in without two-step: while any does, no payout is sent. */
export async function countAdminsWithoutTwoStep(shop: ShopScope): Promise<number> {
  const rows = await shop.unscoped.execute(sql`select count(*)::int as n from (${adminsWithoutTwoStep(sql`${shop.shopId}`)}) as a`);
  const list = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as { n: number }[];
  return Number(list[0]?.n ?? 0);
}
