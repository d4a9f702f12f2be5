/**
 * Notifications (issue 27 item 3): `notify(tx, kind, params)` is the one way an area records one, inside the
 * transaction of its change. A member sees a notification when their keys open its kind (NOTIFICATION_ACCESS through
 * hasPermission, the one access rule of the Store API), they have not muted it, it was not their own doing, and it
 * came after they joined the shop.
 */
import { and, count, desc, eq, gt, inArray, isNull, ne, notExists, or, sql, type SQL } from 'drizzle-orm';
import {
  NOTIFICATION_ACCESS,
  NOTIFICATION_KINDS,
  notificationHref,
  type Notification,
  type NotificationKind,
  type NotificationList,
  type UnreadSummary,
  type NotificationParams,
  type NotificationSettings,
} from '../../../../contract/notifications.ts';
import type { Membership } from '../../platform/env.ts';
import { hasPermission } from '../../platform/session.ts';
import type { ShopScope } from '../../platform/shop-scope.ts';
import { notificationPrefs, notificationReads, notifications } from './tables.ts';

/** Records a notification in the caller's transaction (`tx` is the change's accessor). `dedupeKey`: at most one per shop. */
export async function notify(
  tx: ShopScope,
  kind: NotificationKind,
  params: NotificationParams,
  options: { actorId?: string | null; dedupeKey?: string } = {},
): Promise<void> {
  await tx
    .insert(notifications)
    .values({ kind, params, actorId: options.actorId ?? null, dedupeKey: options.dedupeKey ?? null })
    .onConflictDoNothing();
}

/** True when the member's keys open notifications of `kind`. */
export const mayHear = (member: Pick<Membership, 'isShopAdmin' | 'permissions'>, kind: NotificationKind): boolean => {
  const access = NOTIFICATION_ACCESS[kind];
  return access === 'shop-admin' ? member.isShopAdmin : hasPermission(member as Membership, access);
};

/** The kinds the member may see. */
export const availableKinds = (member: Membership): NotificationKind[] => NOTIFICATION_KINDS.filter((kind) => mayHear(member, kind));

async function prefsOf(shop: ShopScope, member: Membership) {
  const [row] = await shop.select().from(notificationPrefs).where(eq(notificationPrefs.sellerId, member.sellerId));
  return { muted: row?.muted ?? [], readThrough: row?.readThrough ?? null };
}

/** What the member may see (without the read state): kinds, own actions, joining time. Null when nothing. */
async function visible(shop: ShopScope, member: Membership): Promise<{ where: SQL; readThrough: Date | null } | null> {
  const prefs = await prefsOf(shop, member);
  const kinds = availableKinds(member).filter((kind) => !prefs.muted.includes(kind));
  if (kinds.length === 0) return null;
  const where = and(
    inArray(notifications.kind, kinds),
    or(isNull(notifications.actorId), ne(notifications.actorId, member.sellerId)),
    gt(notifications.createdAt, member.createdAt),
  )!;
  return { where, readThrough: prefs.readThrough };
}

const unreadBy = (sellerId: string, readThrough: Date | null, shop: ShopScope): SQL =>
  and(
    readThrough ? gt(notifications.createdAt, readThrough) : undefined,
    notExists(
      shop.unscoped
        .select({ one: sql`1` })
        .from(notificationReads)
        .where(and(eq(notificationReads.notificationId, notifications.id), eq(notificationReads.sellerId, sellerId))),
    ),
  )!;

/** How many notifications the member has not read. */
export async function unreadCount(shop: ShopScope, member: Membership): Promise<number> {
  const seen = await visible(shop, member);
  return seen ? countUnread(shop, member, seen) : 0;
}

async function countUnread(shop: ShopScope, member: Membership, seen: { where: SQL; readThrough: Date | null }): Promise<number> {
  const [row] = await shop
    .select({ n: count() })
    .from(notifications)
    .where(and(seen.where, unreadBy(member.sellerId, seen.readThrough, shop)));
  return row?.n ?? 0;
}

/**
 * What the top bar's bell shows on every page: the unread count and the newest notification's id, in three small
 * queries (the muted kinds, the count, the newest id) instead of the whole list's five (issue 26: CPU per page).
 */
export async function unreadSummary(shop: ShopScope, member: Membership): Promise<UnreadSummary> {
  const seen = await visible(shop, member);
  if (!seen) return { unread: 0, latest: null };
  const [unread, [newest]] = await Promise.all([
    countUnread(shop, member, seen),
    shop
      .select({ id: notifications.id })
      .from(notifications)
      .where(seen.where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(1),
  ]);
  return { unread, latest: newest?.id ?? null };
}

/** The member's newest notifications (or only unread ones, or only those after `after`), with the unread count. */
export async function listNotifications(
  shop: ShopScope,
  member: Membership,
  query: { limit: number; unread: boolean; after?: string | undefined },
): Promise<NotificationList> {
  const seen = await visible(shop, member);
  if (!seen) return { response: [], count: 0, unread: 0 };
  const unread = unreadBy(member.sellerId, seen.readThrough, shop);
  let after: SQL | undefined;
  if (query.after) {
    const [mark] = await shop.select({ id: notifications.id }).from(notifications).where(eq(notifications.id, query.after));
    // An id the member cannot know (another shop's, or gone) shows nothing new rather than everything. The mark's
    // time is compared inside the database: read into a JS Date it would lose PostgreSQL's microseconds, and the
    // mark itself would then count as newer than itself. Ties on the time fall to the id, as the list's order does.
    after = mark
      ? sql`(${notifications.createdAt}, ${notifications.id}) > (select m.created_at, m.id from ${notifications} m where m.id = ${mark.id})`
      : sql`false`;
  }
  const where = and(seen.where, query.unread ? unread : undefined, after);
  const [rows, [total], unreadN] = await Promise.all([
    shop
      .select({
        id: notifications.id,
        kind: notifications.kind,
        params: notifications.params,
        createdAt: notifications.createdAt,
        unread: sql<boolean>`${unread}`,
      })
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.limit),
    shop.select({ n: count() }).from(notifications).where(where),
    countUnread(shop, member, seen),
  ]);
  const response: Notification[] = rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    params: r.params,
    href: notificationHref(r.kind, r.params),
    read: !r.unread,
    createdAt: r.createdAt.toISOString(),
  }));
  return { response, count: total?.n ?? 0, unread: unreadN };
}

/** Marks these of the member's notifications read (ids they cannot see are ignored, as ones that do not exist). */
export async function markRead(shop: ShopScope, member: Membership, input: { ids: string[] } | { all: true }): Promise<number> {
  if ('all' in input) {
    await shop
      .insert(notificationPrefs)
      .values({ sellerId: member.sellerId, readThrough: sql`now()` as never })
      .onConflictDoUpdate({ target: [notificationPrefs.shopId, notificationPrefs.sellerId], set: { readThrough: sql`now()` } });
    return unreadCount(shop, member);
  }
  const seen = await visible(shop, member);
  if (seen) {
    const mine = await shop
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(seen.where, inArray(notifications.id, input.ids)));
    if (mine.length) {
      await shop
        .insert(notificationReads)
        .values(mine.map((n) => ({ notificationId: n.id, sellerId: member.sellerId })))
        .onConflictDoNothing();
    }
  }
  return unreadCount(shop, member);
}

/** The member's muted kinds and the kinds they may see. */
export async function getSettings(shop: ShopScope, member: Membership): Promise<NotificationSettings> {
  const prefs = await prefsOf(shop, member);
  const available = availableKinds(member);
  return { muted: prefs.muted.filter((kind) => available.includes(kind)), available };
}

/** Replaces the muted kinds among those the member may see; the others keep their setting. */
export async function setMuted(shop: ShopScope, member: Membership, muted: NotificationKind[]): Promise<NotificationSettings> {
  const available = availableKinds(member);
  const prefs = await prefsOf(shop, member);
  const kept = prefs.muted.filter((kind) => !available.includes(kind));
  const next = [...new Set([...kept, ...muted.filter((kind) => available.includes(kind))])];
  await shop
    .insert(notificationPrefs)
    .values({ sellerId: member.sellerId, muted: next })
    .onConflictDoUpdate({ target: [notificationPrefs.shopId, notificationPrefs.sellerId], set: { muted: next } });
  return getSettings(shop, member);
}
