/**
 * SEO and social settings of a shop: one row made on the first save (until then the defaults). The password is
 * kept for the storefront's lock and never answered. The storefront's public view adds fallbacks: the shop's name
 * as title, the wa.me link of the WhatsApp number.
 */
import { eq } from 'drizzle-orm';
import type { ShopScope } from '../../platform/shop-scope.ts';
import { staleVersion } from '../../platform/versions.ts';
import { badRequest } from '../../platform/errors.ts';
import { shops } from '../../db/schema/index.ts';
import { libraryImage } from '../files/files.ts';
import { seoSettings } from './tables.ts';
import {
  SHARE_IMAGE_HEIGHT,
  SHARE_IMAGE_WIDTH,
  shareImageWarningText,
  whatsappUrl,
  type SeoSettings,
  type ShareImageIssue,
  type SeoSettingsData,
  type StorefrontSeo,
} from '../../../../contract/seo.ts';

type Row = typeof seoSettings.$inferSelect;

const DEFAULTS = (shopId: string): Row => ({
  shopId,
  homeTitle: '',
  homeDescription: '',
  shareImage: null,
  shareImageFileId: null,
  facebook: '',
  instagram: '',
  youtube: '',
  tiktok: '',
  whatsapp: null,
  facebookPixelId: '',
  ga4MeasurementId: '',
  passwordEnabled: false,
  password: '',
  version: 1,
  updatedAt: new Date(0),
});

async function settingsRow(shop: ShopScope): Promise<Row> {
  const [row] = await shop.select().from(seoSettings).limit(1);
  return row ?? DEFAULTS(shop.shopId);
}

const sizeIssue = (width: number | null, height: number | null): ShareImageIssue | null =>
  width === SHARE_IMAGE_WIDTH && height === SHARE_IMAGE_HEIGHT ? null : { kind: 'size', width, height };

const toSettings = (row: Row, shareImageIssue: ShareImageIssue | null): SeoSettings => ({
  homeTitle: row.homeTitle,
  homeDescription: row.homeDescription,
  shareImage: row.shareImage,
  shareImageFileId: row.shareImageFileId,
  shareImageWarning: shareImageIssue && shareImageWarningText(shareImageIssue),
  shareImageIssue,
  facebook: row.facebook,
  instagram: row.instagram,
  youtube: row.youtube,
  tiktok: row.tiktok,
  whatsapp: row.whatsapp,
  facebookPixelId: row.facebookPixelId,
  ga4MeasurementId: row.ga4MeasurementId,
  passwordEnabled: row.passwordEnabled,
  passwordSet: row.password !== '',
  version: row.version,
});

async function warningOf(shop: ShopScope, fileId: string | null) {
  if (!fileId) return null;
  try {
    const image = await libraryImage(shop, fileId, 'shareImageFileId');
    return sizeIssue(image.width, image.height);
  } catch {
    return { kind: 'deleted' } as const;
  }
}

export async function getSeoSettings(shop: ShopScope): Promise<SeoSettings> {
  const row = await settingsRow(shop);
  return toSettings(row, await warningOf(shop, row.shareImageFileId));
}

/** Saves every field; a stale version is a 409. Turning the lock on needs a password (the one kept, or a new one). */
export async function saveSeoSettings(shop: ShopScope, data: SeoSettingsData): Promise<SeoSettings> {
  const current = await settingsRow(shop);
  if (data.version !== undefined && data.version !== current.version) throw staleVersion('SEO setting', { plural: true });
  const image = data.shareImageFileId ? await libraryImage(shop, data.shareImageFileId, 'shareImageFileId') : null;
  const password = data.password.trim() || current.password;
  if (data.passwordEnabled && !password) {
    throw badRequest('Some fields are not valid', 'VALIDATION_FAILED', { password: 'Choose the password visitors will type' });
  }
  const { version: _, ...fields } = data;
  const values = { ...fields, password, shareImage: image?.sizes ?? null, updatedAt: new Date() };
  const [row] = await shop
    .insert(seoSettings)
    .values({ ...values, version: current.version + 1 })
    .onConflictDoUpdate({
      target: seoSettings.shopId,
      set: { ...values, version: current.version + 1 },
      setWhere: eq(seoSettings.version, current.version),
    })
    .returning();
  if (!row) throw staleVersion('SEO setting', { plural: true });
  return toSettings(row, image ? sizeIssue(image.width, image.height) : null);
}

/** The storefront's view of the settings (no password). */
export async function storefrontSeo(shop: ShopScope): Promise<StorefrontSeo> {
  const [row, [named]] = await Promise.all([settingsRow(shop), shop.select({ name: shops.name }).from(shops).limit(1)]);
  const shopName = named?.name ?? '';
  return {
    shopName,
    title: row.homeTitle || shopName,
    description: row.homeDescription,
    shareImage: row.shareImage,
    social: { facebook: row.facebook, instagram: row.instagram, youtube: row.youtube, tiktok: row.tiktok },
    whatsappUrl: whatsappUrl(row.whatsapp),
    facebookPixelId: row.facebookPixelId,
    ga4MeasurementId: row.ga4MeasurementId,
    passwordProtected: row.passwordEnabled,
  };
}
