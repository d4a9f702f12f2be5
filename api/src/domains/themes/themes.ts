/**
 * A shop's theme: the draft being customised, what is live, and what was live before the last publish. Publishing
 * copies the draft over the live theme in one UPDATE and keeps the old one as `previous`; rolling back swaps the
 * two, so a second rollback undoes the first. A paid theme needs the plan feature `buy_theme` to be customised
 * or published. Rich-text sections pass the sanitiser before they are stored.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { collections } from '../../db/schema/index.ts';
import type { ShopScope } from '../../platform/shop-scope.ts';
import { badRequest, forbidden } from '../../platform/errors.ts';
import { staleVersion } from '../../platform/versions.ts';
import { shopThemes } from './tables.ts';
import { featuresOf } from '../billing/billing.ts';
import { sanitizeHtml } from '../../../../contract/sanitize.ts';
import { PLAN_FEATURE_LABELS } from '../../../../contract/billing.ts';
import {
  DEFAULT_THEME_ID,
  THEMES,
  themeInfo,
  type ThemeDraftSaveSchema,
  type ThemeId,
  type ThemeSettings,
  type ThemeState,
} from '../../../../contract/themes.ts';
import type { z } from 'zod';

type Row = typeof shopThemes.$inferSelect;

const defaultsOf = (id: string): ThemeSettings => (themeInfo(id) ?? themeInfo(DEFAULT_THEME_ID)!).defaults;

/** Rich text sanitised, everything else as the schema left it. */
export const cleanSettings = (settings: ThemeSettings): ThemeSettings => ({
  ...settings,
  sections: settings.sections.map((s) => (s.type === 'rich_text' ? { ...s, html: sanitizeHtml(s.html) } : s)),
});

async function readRow(shop: ShopScope): Promise<Row | null> {
  const [row] = await shop.select().from(shopThemes).limit(1);
  return row ?? null;
}

function toState(row: Row | null, available: boolean): ThemeState {
  const iso = (d: Date | null | undefined) => (d ?? new Date(0)).toISOString();
  const publishedId = (row?.publishedThemeId ?? DEFAULT_THEME_ID) as ThemeId;
  return {
    themes: THEMES.map((t) => ({ id: t.id, name: t.name, description: t.description, paid: t.paid, available: !t.paid || available })),
    published: { themeId: publishedId, settings: row?.publishedSettings ?? defaultsOf(publishedId), at: iso(row?.publishedAt) },
    previous:
      row?.previousThemeId && row.previousSettings
        ? { themeId: row.previousThemeId as ThemeId, settings: row.previousSettings, at: iso(row.previousAt) }
        : null,
    draft:
      row?.draftThemeId && row.draftSettings
        ? { themeId: row.draftThemeId as ThemeId, settings: row.draftSettings, at: iso(row.draftAt) }
        : null,
    version: row?.version ?? 0,
  };
}

const canBuyThemes = async (shop: ShopScope) => (await featuresOf(shop)).features.includes('buy_theme');

async function requirePaidAllowed(shop: ShopScope, themeId: string) {
  if (!themeInfo(themeId)?.paid) return;
  const allowed = await featuresOf(shop);
  if (allowed.features.includes('buy_theme')) return;
  const plan = allowed.upgrades.buy_theme;
  throw forbidden(
    `${themeInfo(themeId)!.name} is a premium theme. ${PLAN_FEATURE_LABELS.buy_theme} come with the ${plan ?? 'a higher'} plan: upgrade on the Plans and billing page.`,
    'FEATURE_NOT_IN_PLAN',
  );
}

export async function getThemeState(shop: ShopScope): Promise<ThemeState> {
  const [row, available] = await Promise.all([readRow(shop), canBuyThemes(shop)]);
  return toState(row, available);
}

function checkVersion(row: Row | null, version: number | undefined) {
  if (version !== undefined && (row?.version ?? 0) !== version) throw staleVersion('theme');
}

/** Saves the whole draft (the theme chosen and its settings). */
export async function saveDraft(shop: ShopScope, input: z.output<typeof ThemeDraftSaveSchema>): Promise<ThemeState> {
  await requirePaidAllowed(shop, input.themeId);
  const values = { draftThemeId: input.themeId, draftSettings: cleanSettings(input.settings), draftAt: new Date() };
  await shop.transaction(async (tx) => {
    const [row] = await tx.select().from(shopThemes).for('update');
    checkVersion(row ?? null, input.version);
    await tx
      .insert(shopThemes)
      .values(values)
      .onConflictDoUpdate({ target: shopThemes.shopId, set: { ...values, version: sql`${shopThemes.version} + 1` } });
  });
  return getThemeState(shop);
}

/** Throws the draft away; what is live stays. */
export async function discardDraft(shop: ShopScope, version: number | undefined): Promise<ThemeState> {
  await shop.transaction(async (tx) => {
    const [row] = await tx.select().from(shopThemes).for('update');
    checkVersion(row ?? null, version);
    if (row) {
      await tx.update(shopThemes).set({ draftThemeId: null, draftSettings: null, draftAt: null, version: row.version + 1 });
    }
  });
  return getThemeState(shop);
}

/**
 * The draft goes live in one statement; what was live becomes `previous`. The draft is used up: the Themes page then
 * offers no draft to publish again, and Customise starts a new one from the live settings (issue 25 item 7).
 */
export async function publishDraft(shop: ShopScope, version: number | undefined): Promise<ThemeState> {
  const row = await readRow(shop);
  checkVersion(row, version);
  if (!row?.draftThemeId || !row.draftSettings) throw badRequest('There is no draft to publish: customise a theme first.', 'NO_DRAFT');
  await requirePaidAllowed(shop, row.draftThemeId);
  const publishedId = row.publishedThemeId ?? DEFAULT_THEME_ID;
  const [updated] = await shop
    .update(shopThemes)
    .set({
      previousThemeId: publishedId,
      previousSettings: row.publishedSettings ?? defaultsOf(publishedId),
      previousAt: row.publishedAt ?? new Date(0),
      publishedThemeId: row.draftThemeId,
      publishedSettings: row.draftSettings,
      publishedAt: new Date(),
      draftThemeId: null,
      draftSettings: null,
      draftAt: null,
      version: row.version + 1,
    })
    .where(eq(shopThemes.version, row.version))
    .returning({ shopId: shopThemes.shopId });
  if (!updated) throw staleVersion('theme');
  return getThemeState(shop);
}

/** Puts the previous published version back live (and keeps the one it replaces as `previous`). */
export async function rollback(shop: ShopScope, version: number | undefined): Promise<ThemeState> {
  const row = await readRow(shop);
  checkVersion(row, version);
  if (!row?.previousThemeId || !row.previousSettings || !row.publishedThemeId) {
    throw badRequest('There is no earlier version to go back to.', 'NO_PREVIOUS');
  }
  const [updated] = await shop
    .update(shopThemes)
    .set({
      publishedThemeId: row.previousThemeId,
      publishedSettings: row.previousSettings,
      publishedAt: new Date(),
      previousThemeId: row.publishedThemeId,
      previousSettings: row.publishedSettings,
      previousAt: row.publishedAt,
      version: row.version + 1,
    })
    .where(eq(shopThemes.version, row.version))
    .returning({ shopId: shopThemes.shopId });
  if (!updated) throw staleVersion('theme');
  return getThemeState(shop);
}

/** The theme the storefront draws: the draft when asked for and present, else the live one. */
export async function themeToDraw(shop: ShopScope, which: 'published' | 'draft') {
  const state = toState(await readRow(shop), true);
  const chosen = which === 'draft' && state.draft ? state.draft : state.published;
  return { id: chosen.themeId, settings: chosen.settings, draft: which === 'draft' && state.draft !== null };
}

/** The shop's published collections, A–Z (id and title), for the featured-collection section. */
export const collectionChoices = (shop: ShopScope) =>
  shop
    .select({ id: collections.id, title: collections.title })
    .from(collections)
    .where(eq(collections.published, true))
    .orderBy(asc(collections.title))
    .limit(200);
