/**
 * Saved views: a member sees their own views and the shop's shared ones, of the lists whose key they hold; another
 * member's private view answers 404, as one that does not exist. The owner renames and deletes their view; a shared
 * one may also be renamed and deleted by a shop admin; only a shop admin shares or unshares.
 */
import { and, asc, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Membership } from '../../platform/env.ts';
import { conflict, forbidden, notFound } from '../../platform/errors.ts';
import { hasPermission } from '../../platform/session.ts';
import type { ShopScope } from '../../platform/shop-scope.ts';
import { nextVersion, staleVersion, versionIs } from '../../platform/versions.ts';
import {
  SAVED_VIEW_KEYS,
  SAVED_VIEW_KINDS,
  SAVED_VIEWS_PER_LIST,
  type SavedView,
  type SavedViewCreateSchema,
  type SavedViewKind,
  type SavedViewUpdateSchema,
} from '../../../../contract/saved-views.ts';
import { PERMISSION_LABELS } from '../../../../contract/permissions.ts';
import { savedViews } from './tables.ts';

type Row = typeof savedViews.$inferSelect;

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
};

const duplicate = (name: string) =>
  conflict(`You already have a view called "${name}" on this list. Choose another name.`, 'DUPLICATE_NAME', {
    name: 'You already have a view with this name',
  });

/** 403 unless the member holds the key of the list `kind`. */
function requireKind(member: Membership, kind: SavedViewKind) {
  const key = SAVED_VIEW_KEYS[kind];
  if (!hasPermission(member, key)) throw forbidden(`You need the "${key}" permission (${PERMISSION_LABELS[key]}) for these views.`);
}

const editable = (row: Row, member: Membership) => row.sellerId === member.sellerId || (row.shared && member.isShopAdmin);

function toView(row: Row, member: Membership): SavedView {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    query: row.query,
    shared: row.shared,
    mine: row.sellerId === member.sellerId,
    editable: editable(row, member),
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the member may see: their own views and shared ones. */
const visibleTo = (member: Membership) => or(eq(savedViews.sellerId, member.sellerId), eq(savedViews.shared, true));

/** The member's own and the shop's shared views, of `kind` or of every list they hold the key of; their own first. */
export async function listViews(shop: ShopScope, member: Membership, kind?: SavedViewKind): Promise<SavedView[]> {
  if (kind) requireKind(member, kind);
  const kinds = kind ? [kind] : SAVED_VIEW_KINDS.filter((k) => hasPermission(member, SAVED_VIEW_KEYS[k]));
  if (kinds.length === 0) return [];
  const rows = await shop
    .select()
    .from(savedViews)
    .where(and(inArray(savedViews.kind, kinds), visibleTo(member)))
    .orderBy(asc(savedViews.kind), desc(sql`${savedViews.sellerId} = ${member.sellerId}`), asc(savedViews.createdAt), asc(savedViews.id));
  return rows.map((r) => toView(r, member));
}

/** A view the member may see (and whose list key they hold), else 404. */
async function findVisible(shop: ShopScope, member: Membership, id: string): Promise<Row> {
  const [row] = await shop
    .select()
    .from(savedViews)
    .where(and(eq(savedViews.id, id), visibleTo(member)))
    .limit(1);
  if (!row) throw notFound('This saved view does not exist or was deleted.');
  requireKind(member, row.kind);
  return row;
}

export async function createView(shop: ShopScope, member: Membership, body: z.output<typeof SavedViewCreateSchema>): Promise<SavedView> {
  requireKind(member, body.kind);
  const mine = and(eq(savedViews.sellerId, member.sellerId), eq(savedViews.kind, body.kind));
  const [{ n } = { n: 0 }] = await shop.select({ n: count() }).from(savedViews).where(mine);
  if (n >= SAVED_VIEWS_PER_LIST)
    throw conflict(`You can keep at most ${SAVED_VIEWS_PER_LIST} views on this list. Delete one first.`, 'TOO_MANY_VIEWS');
  try {
    const [row] = await shop
      .insert(savedViews)
      .values({ sellerId: member.sellerId, kind: body.kind, name: body.name, query: body.query })
      .returning();
    return toView(row!, member);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate(body.name);
    throw error;
  }
}

export async function updateView(
  shop: ShopScope,
  member: Membership,
  id: string,
  body: z.output<typeof SavedViewUpdateSchema>,
): Promise<SavedView> {
  const row = await findVisible(shop, member, id);
  if (!editable(row, member)) throw forbidden('Only its owner or a shop admin can change this view.');
  if (body.shared !== undefined && body.shared !== row.shared && !member.isShopAdmin)
    throw forbidden('Only a shop admin can share a view with the whole shop.');
  try {
    const [updated] = await shop
      .update(savedViews)
      .set({
        name: body.name ?? row.name,
        shared: body.shared ?? row.shared,
        version: nextVersion(savedViews.version),
        updatedAt: new Date(),
      })
      .where(and(eq(savedViews.id, id), versionIs(savedViews.version, body.version)))
      .returning();
    if (!updated) throw staleVersion('view');
    return toView(updated, member);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate(body.name ?? row.name);
    throw error;
  }
}

export async function deleteView(shop: ShopScope, member: Membership, id: string, version?: number): Promise<void> {
  const row = await findVisible(shop, member, id);
  if (!editable(row, member)) throw forbidden('Only its owner or a shop admin can delete this view.');
  const gone = await shop
    .delete(savedViews)
    .where(and(eq(savedViews.id, id), versionIs(savedViews.version, version)))
    .returning({ id: savedViews.id });
  if (gone.length === 0) throw staleVersion('view');
}
