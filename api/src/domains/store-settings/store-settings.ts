/**
 * The data layer of a shop's business settings and logo/favicon (one shop_settings row per shop, made on the
 * first save), and `documentShop`: what invoices and packing slips print about the shop.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { ShopScope } from '../../platform/shop-scope.ts';
import { files, shops, shopSettings, type FileKeys } from '../../db/schema/index.ts';
import { badRequest, HttpError, notFound } from '../../platform/errors.ts';
import {
  addressLines,
  DEFAULT_COUNTRY,
  type BrandImage,
  type Branding,
  type BrandSlot,
  type BusinessSettings,
  type BusinessSettingsPatch,
  type DocumentShop,
} from '../../../../contract/shop-settings.ts';
import type { FileSizes } from '../../../../contract/files.ts';
import { publicUrl } from '../../platform/storage/storage.ts';
import { nextVersion, staleVersion } from '../../platform/versions.ts';
import { canonicalPlace } from '../../../../contract/places.ts';

type SettingsRow = typeof shopSettings.$inferSelect;

/** The shop with its settings row (null before the first save); 404 for an unknown shop. */
async function load(scope: ShopScope): Promise<{ shop: typeof shops.$inferSelect; settings: SettingsRow | null }> {
  const [row] = await scope
    .select({ shop: shops, settings: shopSettings })
    .from(shops)
    .leftJoin(shopSettings, eq(shopSettings.shopId, shops.id));
  if (!row) throw notFound('Shop not found');
  return row;
}

const sizesOf = (keys: FileKeys | null | undefined): FileSizes =>
  Object.fromEntries(Object.entries(keys ?? {}).map(([size, key]) => [size, publicUrl(key as string)])) as FileSizes;

export function toBusinessSettings(shop: { name: string }, s: SettingsRow | null): BusinessSettings {
  return {
    name: shop.name,
    legalName: s?.legalName ?? null,
    email: s?.email ?? null,
    phone: s?.phone ?? null,
    addressLine1: s?.addressLine1 ?? null,
    addressLine2: s?.addressLine2 ?? null,
    area: s?.area ?? null,
    district: s?.district ?? null,
    postcode: s?.postcode ?? null,
    country: s?.country ?? DEFAULT_COUNTRY,
    tradeLicence: s?.tradeLicence ?? null,
    bin: s?.bin ?? null,
    updatedAt: s?.updatedAt.toISOString() ?? null,
    version: s?.version ?? 0,
  };
}

export async function getBusinessSettings(scope: ShopScope): Promise<BusinessSettings> {
  const { shop, settings } = await load(scope);
  return toBusinessSettings(shop, settings);
}

/** Writes the given fields (the name goes to the shop itself); the rest of the row is left as it was. */
export async function saveBusinessSettings(scope: ShopScope, input: BusinessSettingsPatch): Promise<BusinessSettings> {
  const { name, version, ...typed } = input;
  // The district and area as their lists spell them (an API client may send Bangla or lower case): contract/places.ts.
  const rest = typed.district === undefined ? typed : { ...typed, ...canonicalPlace(typed.district, typed.area) };
  await scope.transaction(async (tx) => {
    if (version !== undefined) {
      // Saved only while the settings still have the version the form was loaded at (platform/versions.ts).
      const [row] = await tx.select({ version: shopSettings.version }).from(shopSettings).for('update');
      if ((row?.version ?? 0) !== version) throw staleVersion('business settings', { plural: true });
    }
    if (name !== undefined) {
      const [updated] = await tx.update(shops).set({ name }).returning({ id: shops.id });
      if (!updated) throw notFound('Shop not found');
    }
    const values = { ...rest, updatedAt: new Date() };
    await tx
      .insert(shopSettings)
      .values(values)
      .onConflictDoUpdate({ target: shopSettings.shopId, set: { ...values, version: nextVersion(shopSettings.version) } });
  });
  return getBusinessSettings(scope);
}

function brandImage(s: SettingsRow | null, slot: BrandSlot): BrandImage | null {
  if (!s) return null;
  const keys = slot === 'logo' ? s.logoKeys : s.faviconKeys;
  if (!keys) return null;
  return slot === 'logo'
    ? { fileId: s.logoFileId, name: s.logoName ?? 'logo', width: s.logoWidth, height: s.logoHeight, sizes: sizesOf(keys) }
    : { fileId: s.faviconFileId, name: s.faviconName ?? 'favicon', width: s.faviconWidth, height: s.faviconHeight, sizes: sizesOf(keys) };
}

export async function getBranding(scope: ShopScope): Promise<Branding> {
  const { settings } = await load(scope);
  return { logo: brandImage(settings, 'logo'), favicon: brandImage(settings, 'favicon') };
}

const slotColumns = (
  slot: BrandSlot,
  file: { id: string; name: string; keys: FileKeys; width: number | null; height: number | null } | null,
) =>
  slot === 'logo'
    ? {
        logoFileId: file?.id ?? null,
        logoName: file?.name ?? null,
        logoKeys: file?.keys ?? null,
        logoWidth: file?.width ?? null,
        logoHeight: file?.height ?? null,
      }
    : {
        faviconFileId: file?.id ?? null,
        faviconName: file?.name ?? null,
        faviconKeys: file?.keys ?? null,
        faviconWidth: file?.width ?? null,
        faviconHeight: file?.height ?? null,
      };

/**
 * Sets the logo or favicon from an image of the shop's library (its storage keys are copied); a file of another
 * shop or an unknown id is a 404, a PDF a 400, both with `fields.fileId`.
 */
export async function setBrandImage(scope: ShopScope, slot: BrandSlot, fileId: string): Promise<Branding> {
  const [file] = await scope
    .select({ id: files.id, name: files.name, kind: files.kind, keys: files.keys, width: files.width, height: files.height })
    .from(files)
    .where(eq(files.id, fileId));
  if (!file) throw new HttpError(404, 'That image is not in your files', 'FILE_NOT_FOUND', { fileId: 'Choose an image from your files' });
  if (file.kind !== 'image')
    throw badRequest(`"${file.name}" is not an image`, 'NOT_AN_IMAGE', { fileId: 'Choose a JPEG, PNG, WebP or GIF image' });
  await writeSlot(scope, slotColumns(slot, file));
  return getBranding(scope);
}

export async function clearBrandImage(scope: ShopScope, slot: BrandSlot): Promise<Branding> {
  await writeSlot(scope, slotColumns(slot, null));
  return getBranding(scope);
}

async function writeSlot(scope: ShopScope, columns: ReturnType<typeof slotColumns>): Promise<void> {
  const values = { ...columns, updatedAt: new Date() };
  await scope.insert(shopSettings).values(values).onConflictDoUpdate({ target: shopSettings.shopId, set: values });
}

/** What invoices and packing slips print about the shop: name, logo, address, contact, licence and BIN. */
export async function documentShop(db: Db, shopId: string): Promise<DocumentShop> {
  const { shop, settings } = await load(new ShopScope(db, shopId));
  const s = toBusinessSettings(shop, settings);
  const logo = brandImage(settings, 'logo')?.sizes;
  return {
    id: shop.id,
    name: shop.name,
    handle: shop.handle,
    legalName: s.legalName && s.legalName !== shop.name ? s.legalName : null,
    logoUrl: logo ? (logo.medium ?? logo.original ?? null) : null,
    addressLines: addressLines(s),
    phone: s.phone,
    email: s.email,
    tradeLicence: s.tradeLicence,
    bin: s.bin,
  };
}
