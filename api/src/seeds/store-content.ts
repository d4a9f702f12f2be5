/**
 * Demo data of the online store: every demo shop gets its Main menu and Footer; the demo shop a theme draft and the
 * search description of its home page, which its collections and blog fall back to.
 */
import type { Db } from '../platform/db/client.ts';
import { ensureDefaultMenus } from '../domains/menus/menus.ts';
import { shopScope } from '../platform/shop-scope.ts';
import type { DemoShopIds } from './accounts.ts';
import { seoSettings, shopThemes } from '../db/schema/index.ts';
import { DEFAULT_THEME_ID, themeInfo } from '../../../contract/themes.ts';

export async function seedStoreContent(db: Db, shopIds: DemoShopIds): Promise<void> {
  for (const shopId of shopIds.values()) await ensureDefaultMenus(shopScope(db, shopId));
  await seedThemeDraft(db, shopIds);
  const shopId = shopIds.get('dhaka-crafts');
  if (shopId)
    await db
      .insert(seoSettings)
      .values({ shopId, homeDescription: 'Nakshi kantha, jamdani and brass, handmade in Bangladesh and delivered to your door.' })
      .onConflictDoNothing();
}

/**
 * The demo shop has a theme draft (its live theme, Bazaar, with the default settings) so Customise opens the
 * customiser with its live preview straight away (and `npm run budget` measures that page with its island).
 */
export async function seedThemeDraft(db: Db, shopIds: DemoShopIds): Promise<void> {
  const shopId = shopIds.get('dhaka-crafts');
  if (!shopId) return;
  const bazaar = themeInfo(DEFAULT_THEME_ID)!;
  await db
    .insert(shopThemes)
    .values({ shopId, draftThemeId: bazaar.id, draftSettings: bazaar.defaults, draftAt: new Date() })
    .onConflictDoNothing();
}
