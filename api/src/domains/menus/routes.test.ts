import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { collections, products, shops } from '../../db/schema/index.ts';
import type { Menu, MenuItemInput } from '../../../../contract/menus.ts';

let t: TestApp;
let owner: string;
let staff: string;
let dhaka: string;
let sylhet: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('owner@haat.test');
  staff = await t.login('staff@haat.test');
  const rows = await t.db.select().from(shops);
  dhaka = rows.find((s) => s.handle === 'dhaka-crafts')!.id;
  sylhet = rows.find((s) => s.handle === 'sylhet-tea-house')!.id;
});
afterAll(() => t.close());

const MENUS = '/admin/menus';
const json = async <T = Menu>(res: Response) => (await res.json()) as T;
const anyOf = async (table: typeof collections | typeof products, shopId: string) =>
  (await t.db.select({ id: table.id, title: table.title }).from(table).where(eq(table.shopId, shopId)).limit(2))!;
const link = (label: string, children: MenuItemInput[] = []): MenuItemInput => ({
  label,
  target: { type: 'url', url: `/${label}` },
  children,
});
const mainMenu = async () => (await json<{ response: Menu[] }>(await t.get(MENUS, owner))).response.find((m) => m.handle === 'main-menu')!;
const save = (menu: Menu, items: unknown, extra: object = {}) =>
  t.send('PUT', `${MENUS}/${menu.id}`, owner, { name: menu.name, handle: menu.handle, items, version: menu.version, ...extra });

describe('menus', () => {
  it('every shop has Main menu and Footer, first', async () => {
    const list = await json<{ response: Menu[]; count: number }>(await t.get(MENUS, owner));
    expect(list.response.slice(0, 2).map((m) => [m.name, m.handle, m.isDefault])).toEqual([
      ['Main menu', 'main-menu', true],
      ['Footer', 'footer', true],
    ]);
  });

  it('saves three levels and reads them back in exactly the order sent', async () => {
    const [c1] = await anyOf(collections, dhaka);
    const [p1] = await anyOf(products, dhaka);
    const items: MenuItemInput[] = [
      link('z-last-alphabetically', [link('b'), link('a', [link('deep-2'), link('deep-1')])]),
      { label: 'Sarees', target: { type: 'collection', id: c1!.id }, children: [] },
      { label: 'Home', target: { type: 'home' }, children: [{ label: 'Blog', target: { type: 'blog' }, children: [] }] },
      { label: 'A product', target: { type: 'product', id: p1!.id }, children: [] },
      link('a-first-alphabetically'),
    ];
    const menu = await mainMenu();
    const res = await save(menu, items);
    expect(res.status).toBe(200);
    const saved = await json(res);
    const labels = (list: Menu['items']): unknown[] => list.map((i) => (i.children.length ? [i.label, labels(i.children)] : i.label));
    expect(labels(saved.items)).toEqual([
      ['z-last-alphabetically', ['b', ['a', ['deep-2', 'deep-1']]]],
      'Sarees',
      ['Home', ['Blog']],
      'A product',
      'a-first-alphabetically',
    ]);
    expect(saved.items[1]).toMatchObject({ targetTitle: c1!.title, broken: false });
    expect(labels((await json(await t.get(`${MENUS}/${menu.id}`, owner))).items)).toEqual(labels(saved.items));
    expect(saved.version).toBe(menu.version + 1);
  });

  it('refuses a fourth level', async () => {
    const menu = await mainMenu();
    const res = await save(menu, [link('1', [link('2', [link('3', [link('4')])])])]);
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain('at most 3 levels');
  });

  it('refuses a target of another shop, naming the item', async () => {
    const [other] = await anyOf(products, sylhet);
    const menu = await mainMenu();
    const res = await save(menu, [link('ok'), { label: 'Theirs', target: { type: 'product', id: other!.id }, children: [] }]);
    expect(res.status).toBe(400);
    const body = await json<{ fields: Record<string, string> }>(res);
    expect(body.fields['items.1.target']).toContain('not in your shop');
  });

  it('refuses a stale version with 409 and keeps the newer save', async () => {
    const menu = await mainMenu();
    expect((await save(menu, [link('first')])).status).toBe(200);
    const stale = await save(menu, [link('second')]);
    expect(stale.status).toBe(409);
    expect((await mainMenu()).items.map((i) => i.label)).toEqual(['first']);
  });

  it('flags an item whose target was deleted instead of dropping it, and still saves it', async () => {
    const [, c2] = await anyOf(collections, dhaka);
    const made = await json(
      await t.post(
        MENUS,
        { name: 'Sale', items: [{ label: 'Gone soon', target: { type: 'collection', id: c2!.id }, children: [] }, link('x')] },
        owner,
      ),
    );
    expect(made.handle).toBe('sale');
    await t.db.delete(collections).where(and(eq(collections.shopId, dhaka), eq(collections.id, c2!.id)));
    const read = await json(await t.get(`${MENUS}/${made.id}`, owner));
    expect(read.items.map((i) => [i.label, i.broken])).toEqual([
      ['Gone soon', true],
      ['x', false],
    ]);
    expect(read.brokenCount).toBe(1);
    const resaved = await save(read, read.items.map((i) => ({ label: i.label, target: i.target, children: [] })).reverse());
    expect(resaved.status).toBe(200);
    expect((await json(resaved)).items.map((i) => i.label)).toEqual(['x', 'Gone soon']);
  });

  it('keeps handles unique per shop and the default menus undeletable', async () => {
    expect((await t.post(MENUS, { name: 'Footer', handle: 'footer' }, owner)).status).toBe(409);
    expect((await json(await t.post(MENUS, { name: 'Footer' }, owner))).handle).toBe('footer-2');
    const footer = (await json<{ response: Menu[] }>(await t.get(MENUS, owner))).response.find((m) => m.handle === 'footer')!;
    expect((await t.send('DELETE', `${MENUS}/${footer.id}`, owner)).status).toBe(400);
  });

  it('searches targets of the shop only', async () => {
    const [c1] = await anyOf(collections, dhaka);
    const res = await t.get(`${MENUS}/targets?q=${encodeURIComponent(c1!.title.slice(0, 4))}&type=collection`, owner);
    const { response } = await json<{ response: { id: string; type: string }[] }>(res);
    expect(response.some((r) => r.id === c1!.id && r.type === 'collection')).toBe(true);
  });

  it('refuses staff without navigations', async () => {
    expect((await t.get(MENUS, staff)).status).toBe(403);
    const menu = await mainMenu();
    expect((await t.send('PUT', `${MENUS}/${menu.id}`, staff, { name: 'x', handle: 'main-menu', items: [] })).status).toBe(403);
  });
});

describe('menu items linking to pages and posts', () => {
  it('links to a page of the shop and flags it once deleted', async () => {
    const page = await json<{ id: string; title: string }>(
      await t.post('/admin/pages', { title: 'Menu target page', bodyHtml: '<p>x</p>' }, owner),
    );
    expect(page.id).toBeTruthy();
    const made = await json(
      await t.post(MENUS, { name: 'Pages', items: [{ label: 'About', target: { type: 'page', id: page.id }, children: [] }] }, owner),
    );
    expect(made.items[0]).toMatchObject({ targetTitle: 'Menu target page', broken: false });
    const found = await json<{ response: { id: string }[] }>(await t.get(`${MENUS}/targets?q=menu%20target&type=page`, owner));
    expect(found.response.map((r) => r.id)).toContain(page.id);
    expect((await t.send('DELETE', `/admin/pages/${page.id}`, owner)).status).toBe(200);
    expect((await json(await t.get(`${MENUS}/${made.id}`, owner))).items[0]!.broken).toBe(true);
  });
});
