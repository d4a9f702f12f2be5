/**
 * The theme of each shop: what is live (published), what was live before the last publish (for one-click
 * rollback) and the draft being customised. One row per shop, made on the first save; until then the shop shows
 * the default theme with its default settings.
 */
import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { shops } from '../sellers/tables.ts';
import type { ThemeSettings } from '../../../../contract/themes.ts';
import { at } from '../../platform/db/columns.ts';

export const shopThemes = pgTable('shop_themes', {
  shopId: text('shop_id')
    .primaryKey()
    .references(() => shops.id, { onDelete: 'cascade' }),
  publishedThemeId: text('published_theme_id'),
  publishedSettings: jsonb('published_settings').$type<ThemeSettings>(),
  publishedAt: at('published_at'),
  previousThemeId: text('previous_theme_id'),
  previousSettings: jsonb('previous_settings').$type<ThemeSettings>(),
  previousAt: at('previous_at'),
  draftThemeId: text('draft_theme_id'),
  draftSettings: jsonb('draft_settings').$type<ThemeSettings>(),
  draftAt: at('draft_at'),
  /** Raised by every change; a change naming an older one is refused (409 STALE_VERSION). */
  version: integer('version').notNull().default(1),
});
