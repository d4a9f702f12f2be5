/**
 * SEO and social settings of a shop: one row made on the first save (until then the defaults). The password is
 * kept for the storefront's lock and never answered. The storefront's public view adds fallbacks: the shop's name
 * as title, the wa.me link of the WhatsApp number.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { staleVersion } from '../../platform/versions.ts';
import { badRequest } from '../../platform/errors.ts';
import { shops } from '../../db/schema/index.ts';
import { libraryImage } from '../files/files.ts';
import { shopScope } from '../../platform/shop-scope.ts';
import { seoSettings } from './tables.ts';
import {
  SHARE_IMAGE_HEIGHT,
  SHARE_IMAGE_WIDTH,
  whatsappUrl,
  type SeoSettings,
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

async function settingsRow(db: Db, shopId: string): Promise<Row> {
  const [row] = await db.select().from(seoSettings).where(eq(seoSettings.shopId, shopId)).limit(1);
  return row ?? DEFAULTS(shopId);
}

const sizeWarning = (width: number | null, height: number | null) =>
  width === SHARE_IMAGE_WIDTH && height === SHARE_IMAGE_HEIGHT
    ? null
    : `This image is ${width ?? '?'} × ${height ?? '?'} pixels; social networks crop images that are not ${SHARE_IMAGE_WIDTH} × ${SHARE_IMAGE_HEIGHT}.`;

const toSettings = (row: Row, shareImageWarning: string | null): SeoSettings => ({
  homeTitle: row.homeTitle,
  homeDescription: row.homeDescription,
  shareImage: row.shareImage,
  shareImageFileId: row.shareImageFileId,
  shareImageWarning,
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

async function warningOf(db: Db, shopId: string, fileId: string | null) {
  if (!fileId) return null;
  try {
    const image = await libraryImage(shopScope(db, shopId), fileId, 'shareImageFileId');
    return sizeWarning(image.width, image.height);
  } catch {
    return 'The share image was deleted from Files; choose another.';
  }
}

export async function getSeoSettings(db: Db, shopId: string): Promise<SeoSettings> {
  const row = await settingsRow(db, shopId);
  return toSettings(row, await warningOf(db, shopId, row.shareImageFileId));
}

/** Saves every field; a stale version is a 409. Turning the lock on needs a password (the one kept, or a new one). */
export async function saveSeoSettings(db: Db, shopId: string, data: SeoSettingsData): Promise<SeoSettings> {
  const current = await settingsRow(db, shopId);
  if (data.version !== undefined && data.version !== current.version) throw staleVersion('SEO setting', { plural: true });
  const image = data.shareImageFileId ? await libraryImage(shopScope(db, shopId), data.shareImageFileId, 'shareImageFileId') : null;
  const password = data.password.trim() || current.password;
  if (data.passwordEnabled && !password) {
    throw badRequest('Some fields are not valid', 'VALIDATION_FAILED', { password: 'Choose the password visitors will type' });
  }
  const { version: _, ...fields } = data;
  const values = { ...fields, password, shareImage: image?.sizes ?? null, updatedAt: new Date() };
  const [row] = await db
    .insert(seoSettings)
    .values({ ...values, shopId, version: current.version + 1 })
    .onConflictDoUpdate({
      target: seoSettings.shopId,
      set: { ...values, version: current.version + 1 },
      setWhere: eq(seoSettings.version, current.version),
    })
    .returning();
  if (!row) throw staleVersion('SEO setting', { plural: true });
  return toSettings(row, image ? sizeWarning(image.width, image.height) : null);
}

/** The storefront's view of the settings (no password). */
export async function storefrontSeo(db: Db, shopId: string): Promise<StorefrontSeo> {
  const [row, [shop]] = await Promise.all([
    settingsRow(db, shopId),
    db.select({ name: shops.name }).from(shops).where(eq(shops.id, shopId)).limit(1),
  ]);
  const shopName = shop?.name ?? '';
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
