/**
 * /admin/store/logo-and-favicon (permission 'logo-and-favicon'): the active shop's logo and favicon, each set
 * from an image of the shop's file library (uploads go through POST /admin/files) or cleared.
 *   GET /                     → { logo, favicon }
 *   GET /images?page&limit&q  → the shop's library images to choose from (without needing the 'files' key)
 *   PUT /logo|/favicon        { fileId } → { logo, favicon }
 *   DELETE /logo|/favicon     → { logo, favicon }
 */
import { and, count, desc, eq, ilike } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { files } from '../db/schema/index.ts';
import type { AppEnv } from '../env.ts';
import { toFileItem } from '../files/library.ts';
import { requirePermission } from '../middleware/session.ts';
import { ListQuerySchema } from '../schemas/list.ts';
import { BrandImageSetSchema, BrandSlotSchema, type BrandSlot } from '../schemas/shop-settings.ts';
import { clearBrandImage, getBranding, setBrandImage } from '../shop/settings.ts';
import { badRequest } from '../errors.ts';
import { jsonBody, query } from '../validate.ts';

export const logoAndFaviconRoutes = new Hono<AppEnv>();
logoAndFaviconRoutes.use(requirePermission('logo-and-favicon'));

logoAndFaviconRoutes.get('/', async (c) => c.json(await getBranding(c.var.db, c.var.shopId)));

/** `%`, `_` and `\` in a search are literal characters. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

logoAndFaviconRoutes.get('/images', async (c) => {
  const { page, limit, q } = query(c, ListQuerySchema);
  const conditions = [eq(files.shopId, c.var.shopId), eq(files.kind, 'image')];
  if (q) conditions.push(ilike(files.name, likePattern(q)));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    c.var.db
      .select()
      .from(files)
      .where(where)
      .orderBy(desc(files.createdAt), desc(files.id))
      .limit(limit)
      .offset((page - 1) * limit),
    c.var.db.select({ n: count() }).from(files).where(where),
  ]);
  return c.json({ response: rows.map((row) => toFileItem(row)), count: total?.n ?? 0 });
});

const slotOf = (c: Context<AppEnv>): BrandSlot => {
  const parsed = BrandSlotSchema.safeParse(c.req.param('slot'));
  if (!parsed.success) throw badRequest('Choose logo or favicon', 'VALIDATION_FAILED', { slot: 'Choose logo or favicon' });
  return parsed.data;
};

logoAndFaviconRoutes.put('/:slot', async (c) => {
  const slot = slotOf(c);
  const { fileId } = await jsonBody(c, BrandImageSetSchema);
  return c.json(await setBrandImage(c.var.db, c.var.shopId, slot, fileId));
});

logoAndFaviconRoutes.delete('/:slot', async (c) => c.json(await clearBrandImage(c.var.db, c.var.shopId, slotOf(c))));
