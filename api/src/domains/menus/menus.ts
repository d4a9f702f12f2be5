/**
 * Menus of a shop: every shop has "Main menu" and "Footer" (made for new shops, demo shops and on first read);
 * the seller adds others. A save carries the whole tree; it is checked (depth, size, every record target is one
 * of the shop's) and written as sent, so it reads back in exactly that order. An item whose record was deleted
 * since is kept and flagged `broken`.
 */
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { ShopScope } from '../../platform/shop-scope.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { staleVersion } from '../../platform/versions.ts';
import { menus } from './tables.ts';
import { findTargets, type TargetRecord } from './targets.ts';
import {
  DEFAULT_MENUS,
  handleFrom,
  isRecordTarget,
  type Menu,
  type MenuCreateSchema,
  type MenuItem,
  type MenuItemInput,
  type MenuUpdateSchema,
  type RecordTargetType,
} from '../../../../contract/menus.ts';
import type { z } from 'zod';

type Row = typeof menus.$inferSelect;

/** Gives a shop its Main menu and Footer when it lacks them (new shops, demo shops, first read). */
export async function ensureDefaultMenus(shop: ShopScope): Promise<void> {
  await shop
    .insert(menus)
    .values(DEFAULT_MENUS.map((m) => ({ name: m.name, handle: m.handle, isDefault: true })))
    .onConflictDoNothing();
}

function recordIds(items: readonly MenuItemInput[], into: Record<RecordTargetType, string[]>) {
  for (const item of items) {
    if (isRecordTarget(item.target.type) && 'id' in item.target) into[item.target.type].push(item.target.id);
    recordIds(item.children, into);
  }
  return into;
}
const noIds = (): Record<RecordTargetType, string[]> => ({ collection: [], product: [], page: [], post: [] });

function resolve(items: readonly MenuItemInput[], found: Map<string, TargetRecord>): MenuItem[] {
  return items.map((item) => {
    const record = 'id' in item.target ? found.get(`${item.target.type}:${item.target.id}`) : undefined;
    return {
      label: item.label,
      target: item.target,
      targetTitle: record?.title ?? null,
      targetHandle: record?.handle ?? null,
      broken: 'id' in item.target && !record,
      children: resolve(item.children, found),
    };
  });
}

const countBroken = (items: readonly MenuItem[]): number =>
  items.reduce((n, item) => n + (item.broken ? 1 : 0) + countBroken(item.children), 0);

async function toMenus(shop: ShopScope, rows: Row[]): Promise<Menu[]> {
  const ids = noIds();
  for (const row of rows) recordIds(row.items, ids);
  const found = await findTargets(shop, ids);
  return rows.map((row) => {
    const items = resolve(row.items, found);
    return {
      id: row.id,
      name: row.name,
      handle: row.handle,
      isDefault: row.isDefault,
      items,
      brokenCount: countBroken(items),
      version: row.version,
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

/** Every menu of the shop: the defaults first (Main menu, Footer), then the others oldest first. */
export async function listMenus(shop: ShopScope): Promise<Menu[]> {
  const read = () =>
    shop
      .select()
      .from(menus)
      .orderBy(desc(menus.isDefault), desc(sql`${menus.handle} = 'main-menu'`), asc(menus.createdAt), asc(menus.handle));
  let rows = await read();
  if (rows.filter((r) => r.isDefault).length < DEFAULT_MENUS.length) {
    await ensureDefaultMenus(shop);
    rows = await read();
  }
  return toMenus(shop, rows);
}

async function findRow(shop: ShopScope, id: string): Promise<Row> {
  const [row] = await shop.select().from(menus).where(eq(menus.id, id)).limit(1);
  if (!row) throw notFound('This menu does not exist or was deleted.');
  return row;
}

export async function getMenu(shop: ShopScope, id: string): Promise<Menu> {
  const [menu] = await toMenus(shop, [await findRow(shop, id)]);
  return menu!;
}

/** A menu by handle (the storefront's `main-menu`, `footer`), or null. */
export async function menuByHandle(shop: ShopScope, handle: string): Promise<Menu | null> {
  await listMenus(shop); // makes the default menus of a shop that has none
  const [row] = await shop.select().from(menus).where(eq(menus.handle, handle)).limit(1);
  return row ? ((await toMenus(shop, [row]))[0] ?? null) : null;
}

/**
 * Refuses record targets that are not the shop's (another shop's id or an unknown one), naming the item by its
 * path (`items.0.children.1.target`). Items already saved with a since-deleted target may stay: they are flagged.
 */
async function checkTargets(shop: ShopScope, items: readonly MenuItemInput[], kept: readonly MenuItemInput[]) {
  const found = await findTargets(shop, recordIds(items, noIds()));
  const keptIds = new Set(Object.entries(recordIds(kept, noIds())).flatMap(([type, ids]) => ids.map((id) => `${type}:${id}`)));
  const fields: Record<string, string> = {};
  const walk = (list: readonly MenuItemInput[], path: string) =>
    list.forEach((item, i) => {
      const here = `${path}.${i}`;
      if ('id' in item.target) {
        const key = `${item.target.type}:${item.target.id}`;
        if (!found.has(key) && !keptIds.has(key)) fields[`${here}.target`] = `"${item.label}" links to something that is not in your shop`;
      }
      walk(item.children, `${here}.children`);
    });
  walk(items, 'items');
  if (Object.keys(fields).length > 0)
    throw badRequest('Some menu items link to something that is not in your shop.', 'VALIDATION_FAILED', fields);
}

async function handleTaken(shop: ShopScope, handle: string, except?: string) {
  const [row] = await shop
    .select({ id: menus.id })
    .from(menus)
    .where(and(eq(menus.handle, handle), except ? ne(menus.id, except) : undefined))
    .limit(1);
  return Boolean(row);
}
const takenError = (handle: string) =>
  conflict(`Another menu already has the handle "${handle}".`, 'HANDLE_TAKEN', { handle: 'Choose a handle no other menu has' });

export async function createMenu(shop: ShopScope, input: z.output<typeof MenuCreateSchema>): Promise<Menu> {
  await ensureDefaultMenus(shop);
  // A handle made from the name gets a number when taken ("sale-2"); one the seller typed must be free.
  let handle = input.handle ?? handleFrom(input.name);
  if (input.handle !== undefined && (await handleTaken(shop, handle))) throw takenError(handle);
  for (let n = 2; input.handle === undefined && (await handleTaken(shop, handle)); n++)
    handle = `${handleFrom(input.name).slice(0, 55)}-${n}`;
  await checkTargets(shop, input.items, []);
  const [row] = await shop.insert(menus).values({ name: input.name, handle, items: input.items }).returning();
  return getMenu(shop, row!.id);
}

/** Saves the whole menu as sent; the default menus keep their handles. */
export async function updateMenu(shop: ShopScope, id: string, input: z.output<typeof MenuUpdateSchema>): Promise<Menu> {
  const current = await findRow(shop, id);
  if (input.version !== undefined && current.version !== input.version) throw staleVersion('menu');
  if (current.isDefault && input.handle !== current.handle) {
    throw badRequest('The handle of a default menu cannot change: the store looks it up by it.', 'VALIDATION_FAILED', {
      handle: `Keep "${current.handle}"`,
    });
  }
  if (await handleTaken(shop, input.handle, id)) throw takenError(input.handle);
  await checkTargets(shop, input.items, current.items);
  const [row] = await shop
    .update(menus)
    .set({ name: input.name, handle: input.handle, items: input.items, version: current.version + 1, updatedAt: new Date() })
    .where(and(eq(menus.id, id), eq(menus.version, current.version)))
    .returning({ id: menus.id });
  if (!row) throw staleVersion('menu');
  return getMenu(shop, id);
}

export async function deleteMenu(shop: ShopScope, id: string): Promise<void> {
  const row = await findRow(shop, id);
  if (row.isDefault) throw badRequest(`${row.name} cannot be deleted: every shop has it. Remove its items instead.`, 'DEFAULT_MENU');
  await shop.delete(menus).where(eq(menus.id, id));
}
