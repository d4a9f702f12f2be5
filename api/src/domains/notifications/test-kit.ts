/** For other domains' tests: the notifications a shop holds, newest first, as `kind` and parameters. */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { notifications } from './tables.ts';

export const notificationsOf = async (db: Db, shopId: string) =>
  db
    .select({ kind: notifications.kind, params: notifications.params })
    .from(notifications)
    .where(eq(notifications.shopId, shopId))
    .orderBy(desc(notifications.createdAt));
