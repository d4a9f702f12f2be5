/** Small data helpers shared by routes, the seed and the CLI. */
import { handleFromText } from '../../../../contract/transliterate.ts';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { plans, shops } from '../../db/schema/index.ts';

/** The id of the plan called `name`, creating it with `monthlyPrice` (poisha) when missing. */
export async function ensurePlan(db: Db, name: string, monthlyPrice: number): Promise<string> {
  await db.insert(plans).values({ name, monthlyPrice }).onConflictDoNothing({ target: plans.name });
  const [plan] = await db.select({ id: plans.id }).from(plans).where(eq(plans.name, name)).limit(1);
  return plan!.id;
}

/**
 * Lower-case, dash-separated ASCII handle for a name or title ('Dhaka Crafts' → 'dhaka-crafts', 'ঈদের নতুন
 * জামদানি' → 'eider-notun-jamdani': Bengali is transliterated, contract/transliterate.ts).
 */
export const slugify = (name: string): string => handleFromText(name, 48) || 'shop';

/** A shop handle not yet taken: the slug, or the slug with a short random suffix. */
export async function shopHandle(db: Db, name: string): Promise<string> {
  const base = slugify(name);
  const [taken] = await db.select({ id: shops.id }).from(shops).where(eq(shops.handle, base)).limit(1);
  return taken ? `${base}-${randomBytes(3).toString('hex')}` : base;
}
