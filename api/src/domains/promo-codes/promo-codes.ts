/**
 * Promo codes of a shop: list (status derived from dates and the switch), create (typed or generated), update
 * with a version (stale → 409), delete, bulk single-use codes, CSV rows, and the look-up the pricing engine needs
 * (the code's record and how often this customer used it). Every query filters by the caller's shop.
 */
import { randomInt } from 'node:crypto';
import { and, count, desc, eq, gt, isNotNull, isNull, like, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import type { ShopScope, Tx } from '../../platform/shop-scope.ts';
import { containsPattern } from '../../../../contract/like.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { promoCodes, promoCodeUses } from './tables.ts';
import {
  promoStatus,
  usageLimitBelowUsed,
  type PromoBulkSchema,
  type PromoCode,
  type PromoCodeCreateSchema,
  type PromoCodeUpdateSchema,
  type PromoListQuery,
} from '../../../../contract/promo-codes.ts';
import type { z } from 'zod';

type Row = typeof promoCodes.$inferSelect;

/** The answer shape of one code. */
export const toPromoCode = (row: Row, now = new Date()): PromoCode => ({
  id: row.id,
  code: row.code,
  title: row.title,
  type: row.type,
  value: row.value,
  cap: row.cap,
  appliesTo: row.appliesTo,
  productIds: row.productIds,
  collectionIds: row.collectionIds,
  minimum: row.minimum,
  minimumValue: row.minimumValue,
  usageLimit: row.usageLimit,
  used: row.used,
  perCustomerLimit: row.perCustomerLimit,
  startsAt: row.startsAt?.toISOString() ?? null,
  endsAt: row.endsAt?.toISOString() ?? null,
  combines: row.combines,
  disabled: row.disabled,
  status: promoStatus(row, now),
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** SQL for one derived status at `now` (the same rules as `promoStatus`). */
const statusWhere = (status: NonNullable<PromoListQuery['status']>, now: Date): SQL | undefined => {
  const on = eq(promoCodes.disabled, false);
  const started = and(isNotNull(promoCodes.startsAt), lte(promoCodes.startsAt, now));
  const ended = and(isNotNull(promoCodes.endsAt), lte(promoCodes.endsAt, now));
  switch (status) {
    case 'disabled':
      return eq(promoCodes.disabled, true);
    case 'draft':
      return and(on, isNull(promoCodes.startsAt));
    case 'scheduled':
      return and(on, gt(promoCodes.startsAt, now));
    case 'expired':
      return and(on, started, ended);
    case 'active':
      return and(on, started, or(isNull(promoCodes.endsAt), gt(promoCodes.endsAt, now)));
  }
};

/** A page of the shop's codes, newest first; `q` finds codes containing it. */
export async function listPromoCodes(shop: ShopScope, query: PromoListQuery, now = new Date()) {
  const search = query.q
    ?.trim()
    .toUpperCase()
    .replace(/[^A-Z0-9_-]/g, '');
  const where = and(
    search ? like(promoCodes.code, containsPattern(search)) : undefined,
    query.status ? statusWhere(query.status, now) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    shop
      .select()
      .from(promoCodes)
      .where(where)
      .orderBy(desc(promoCodes.createdAt), desc(promoCodes.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    shop.select({ n: count() }).from(promoCodes).where(where),
  ]);
  return { response: rows.map((r) => toPromoCode(r, now)), count: total?.n ?? 0 };
}

/** One code of the shop; 404 otherwise. */
export async function getPromoCode(shop: ShopScope, id: string) {
  const [row] = await shop.select().from(promoCodes).where(eq(promoCodes.id, id)).limit(1);
  if (!row) throw notFound('This promo code does not exist or was deleted.');
  return row;
}

/** Characters of generated codes: no 0/O or 1/I, which people misread when typing a code from a screen. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const randomCode = (length = 8) => Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

const duplicate = (code: string) =>
  conflict(`The code ${code} already exists in this shop`, 'DUPLICATE_CODE', { code: 'This code already exists in this shop' });

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
};

const codeTaken = async (shop: ShopScope, code: string, exceptId?: string) => {
  const [row] = await shop.select({ id: promoCodes.id }).from(promoCodes).where(eq(promoCodes.code, code)).limit(1);
  return row !== undefined && row.id !== exceptId;
};

type Create = z.output<typeof PromoCodeCreateSchema>;
type Update = z.output<typeof PromoCodeUpdateSchema>;
type Bulk = z.output<typeof PromoBulkSchema>;

/** Adds a code; a code the shop already has (any case) is a field error. */
export async function createPromoCode(shop: ShopScope, input: Create) {
  const { generate, ...fields } = input;
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = generate ? randomCode() : fields.code;
    if (await codeTaken(shop, code)) {
      if (generate) continue;
      throw duplicate(code);
    }
    try {
      const [row] = await shop
        .insert(promoCodes)
        .values({ ...fields, code })
        .returning();
      return toPromoCode(row!);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (!generate) throw duplicate(code);
    }
  }
  throw conflict('Could not generate a free code; please try again');
}

/** Saves every field of a code; refuses a stale version (409) and a total limit below the uses already taken. */
export async function updatePromoCode(shop: ShopScope, id: string, input: Update) {
  const current = await getPromoCode(shop, id);
  if (current.version !== input.version) {
    throw conflict(
      'Someone else changed this promo code after you opened it. Reload the page to see their changes, then edit again.',
      'STALE_VERSION',
    );
  }
  if (input.usageLimit !== null && input.usageLimit < current.used) {
    throw badRequest('Some fields are not valid', 'VALIDATION_FAILED', {
      usageLimit: usageLimitBelowUsed(current.used),
    });
  }
  if (input.code !== current.code && (await codeTaken(shop, input.code, id))) throw duplicate(input.code);
  const { version, ...fields } = input;
  try {
    const [row] = await shop
      .update(promoCodes)
      .set({ ...fields, version: version + 1, updatedAt: new Date() })
      .where(and(eq(promoCodes.id, id), eq(promoCodes.version, version)))
      .returning();
    if (!row)
      throw conflict(
        'Someone else changed this promo code after you opened it. Reload the page to see their changes, then edit again.',
        'STALE_VERSION',
      );
    return toPromoCode(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate(input.code);
    throw error;
  }
}

/** Deletes a code; orders placed with it keep the code's text. */
export async function deletePromoCode(shop: ShopScope, id: string) {
  const rows = await shop.delete(promoCodes).where(eq(promoCodes.id, id)).returning({ id: promoCodes.id });
  if (rows.length === 0) throw notFound('This promo code does not exist or was deleted.');
}

/** Makes `count` single-use codes PREFIX-XXXXXXXX (or XXXXXXXX without a prefix) that the shop does not have yet. */
export async function bulkCreatePromoCodes(shop: ShopScope, input: Bulk) {
  const { prefix, count: wanted, ...fields } = input;
  const made: string[] = [];
  for (let round = 0; made.length < wanted && round < 10; round++) {
    const batch = new Set<string>();
    while (batch.size < wanted - made.length) batch.add(prefix ? `${prefix}-${randomCode()}` : randomCode());
    const rows = await shop
      .insert(promoCodes)
      .values([...batch].map((code) => ({ ...fields, code })))
      .onConflictDoNothing()
      .returning({ code: promoCodes.code });
    made.push(...rows.map((r) => r.code));
  }
  return { count: made.length, codes: made };
}

/** Every code of the shop, for the CSV export. */
export async function allPromoCodes(shop: ShopScope) {
  const rows = await shop.select().from(promoCodes).orderBy(promoCodes.code);
  const now = new Date();
  return rows.map((r) => toPromoCode(r, now));
}

/** The record of a typed code (matched without regard to case) and how many unreleased uses `phone` has of it. */
export async function findCodeForQuote(db: Db | Tx, shopId: string, entered: string, phone: string | null) {
  const code = entered.trim().toUpperCase();
  const [row] = await db
    .select()
    .from(promoCodes)
    .where(and(eq(promoCodes.shopId, shopId), eq(promoCodes.code, code)))
    .limit(1);
  if (!row || !phone) return { row: row ?? null, customerUses: 0 };
  const [uses] = await db
    .select({ n: count() })
    .from(promoCodeUses)
    .where(and(eq(promoCodeUses.promoCodeId, row.id), eq(promoCodeUses.customerPhone, phone), isNull(promoCodeUses.releasedAt)));
  return { row, customerUses: uses?.n ?? 0 };
}

/**
 * Takes one use of a code for an order, inside the order's transaction. The row update only succeeds while the
 * total limit has room, and it locks the code's row, so concurrent orders queue here: they cannot take more uses
 * than the limit, and the per-customer count read after it sees every committed use.
 */
export async function takeCodeUse(
  tx: ShopScope<Tx>,
  codeId: string,
  orderId: string,
  phone: string,
): Promise<'taken' | 'limit_reached' | 'customer_limit_reached'> {
  const [taken] = await tx
    .update(promoCodes)
    .set({ used: sql`${promoCodes.used} + 1` })
    .where(and(eq(promoCodes.id, codeId), or(isNull(promoCodes.usageLimit), sql`${promoCodes.used} < ${promoCodes.usageLimit}`)))
    .returning({ perCustomerLimit: promoCodes.perCustomerLimit });
  if (!taken) return 'limit_reached';
  if (taken.perCustomerLimit !== null) {
    const [uses] = await tx
      .select({ n: count() })
      .from(promoCodeUses)
      .where(and(eq(promoCodeUses.promoCodeId, codeId), eq(promoCodeUses.customerPhone, phone), isNull(promoCodeUses.releasedAt)));
    if ((uses?.n ?? 0) >= taken.perCustomerLimit) return 'customer_limit_reached';
  }
  await tx.insert(promoCodeUses).values({ promoCodeId: codeId, orderId, customerPhone: phone });
  return 'taken';
}
