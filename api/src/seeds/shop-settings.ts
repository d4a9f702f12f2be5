/** Demo business settings: a Bangladeshi address, phone and email for each demo shop; Dhaka Crafts also gets a logo and favicon. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../platform/db/client.ts';
import { files, shopSettings } from '../db/schema/index.ts';
import type { DemoShopIds } from './accounts.ts';

type DemoSettings = Omit<typeof shopSettings.$inferInsert, 'shopId'>;

export const DEMO_SETTINGS: Record<string, DemoSettings> = {
  'dhaka-crafts': {
    legalName: 'Dhaka Crafts Trading',
    email: 'hello@dhaka-crafts.test',
    phone: '01811223344',
    addressLine1: 'House 12, Road 5',
    area: 'Dhanmondi',
    district: 'Dhaka',
    postcode: '1205',
    tradeLicence: 'TRAD/DSCC/045678/2024',
    bin: '000123456-0101',
  },
  'sylhet-tea-house': {
    email: 'orders@sylhet-tea.test',
    phone: '01911445566',
    addressLine1: 'Shop 7, Blue Water Shopping City, Zindabazar',
    area: 'Sylhet Sadar',
    district: 'Sylhet',
    postcode: '3100',
  },
  'khulna-fabrics': {
    email: 'khulnafabrics@example.test',
    phone: '01511778899',
    addressLine1: '22 Rupsha Stand Road',
    area: 'Rupsha',
    district: 'Khulna',
    postcode: '9100',
  },
};

/** The library image Dhaka Crafts uses as logo and favicon (made by seeds/files.ts). */
export const DEMO_LOGO_FILE = 'logo-square.png';

/** Adds the settings of demo shops that have none yet (run after the files seed, which makes the logo image). */
export async function seedShopSettings(db: Db, shopIds: DemoShopIds): Promise<void> {
  for (const [handle, settings] of Object.entries(DEMO_SETTINGS)) {
    const shopId = shopIds.get(handle);
    if (!shopId) continue;
    const [logo] = await db
      .select({ id: files.id, name: files.name, keys: files.keys, width: files.width, height: files.height })
      .from(files)
      .where(and(eq(files.shopId, shopId), eq(files.name, DEMO_LOGO_FILE), eq(files.kind, 'image')))
      .limit(1);
    const images = logo
      ? {
          logoFileId: logo.id,
          logoName: logo.name,
          logoKeys: logo.keys,
          logoWidth: logo.width,
          logoHeight: logo.height,
          faviconFileId: logo.id,
          faviconName: logo.name,
          faviconKeys: logo.keys,
          faviconWidth: logo.width,
          faviconHeight: logo.height,
        }
      : {};
    await db
      .insert(shopSettings)
      .values({ shopId, ...settings, ...images })
      .onConflictDoNothing({ target: shopSettings.shopId });
  }
}
