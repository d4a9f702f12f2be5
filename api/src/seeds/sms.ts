/**
 * Demo SMS settings: Dhaka Crafts texts its customers when an order is confirmed, shipped and delivered (the default
 * templates, in Bangla, from "DhakaCrafts"), so `npm start` shows a message reach the local SSL Wireless sandbox.
 * Added only when missing.
 */
import { defaultSmsSettings } from '../domains/sms/sms.ts';
import { smsSettings } from '../domains/sms/tables.ts';
import type { Db } from '../platform/db/client.ts';
import type { DemoShopIds } from './accounts.ts';

export async function seedSmsSettings(db: Db, shopIds: DemoShopIds): Promise<void> {
  for (const [handle, shopId] of shopIds) {
    const settings = defaultSmsSettings();
    // The demo shops are keyed by handle (seeds/accounts.ts).
    const on = handle === 'dhaka-crafts';
    const event = (e: typeof settings.confirmed) => ({ ...e, enabled: on });
    await db
      .insert(smsSettings)
      .values({
        shopId,
        settings: {
          ...settings,
          senderName: on ? 'DhakaCrafts' : '',
          confirmed: event(settings.confirmed),
          shipped: event(settings.shipped),
          delivered: event(settings.delivered),
        },
        version: 1,
      })
      .onConflictDoNothing();
  }
}
