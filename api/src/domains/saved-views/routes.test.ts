import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { sellers, shopMembers, shops } from '../../db/schema/index.ts';
import type { SavedView } from '../../../../contract/saved-views.ts';

let t: TestApp;
let owner: string;
let staff: string;
let staffId: string;
let dhaka: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('owner@haat.test');
  staff = await t.login('staff@haat.test');
  dhaka = (await t.db.select().from(shops)).find((s) => s.handle === 'dhaka-crafts')!.id;
  staffId = (await t.db.select({ id: sellers.id }).from(sellers).where(eq(sellers.email, 'staff@haat.test')))[0]!.id;
});
afterAll(() => t.close());

const VIEWS = '/admin/saved-views';
const json = async <T = SavedView>(res: Response) => (await res.json()) as T;
const save = (token: string, body: object) => t.send('POST', VIEWS, token, body);
const list = async (token: string, kind = 'orders') =>
  (await json<{ response: SavedView[]; count: number }>(await t.get(`${VIEWS}?kind=${kind}`, token))).response;
const setStaffKeys = (permissions: string[]) =>
  t.db
    .update(shopMembers)
    .set({ permissions })
    .where(and(eq(shopMembers.shopId, dhaka), eq(shopMembers.sellerId, staffId)));

describe('saved views', () => {
  it('saves a view without paging and lists it for its owner only', async () => {
    const res = await save(staff, { kind: 'orders', name: '  To pack ', query: '?status=confirmed&page=3&after=abc&q=' });
    expect(res.status).toBe(201);
    const view = await json(res);
    expect(view).toMatchObject({ kind: 'orders', name: 'To pack', query: 'status=confirmed', shared: false, mine: true, editable: true });
    expect((await list(staff)).filter((v) => v.mine).map((v) => v.name)).toEqual(['To pack']);
    // The demo shop's shared view is listed too, after the member's own.
    expect((await list(staff)).map((v) => v.name)).toEqual(['To pack', 'New orders']);
    expect((await list(owner)).map((v) => v.name)).not.toContain('To pack');
  });

  it("another member's private view is 404 to rename and delete", async () => {
    const view = (await list(staff)).find((v) => v.name === 'To pack')!;
    expect((await t.send('PATCH', `${VIEWS}/${view.id}`, owner, { name: 'Mine now' })).status).toBe(404);
    expect((await t.send('DELETE', `${VIEWS}/${view.id}`, owner)).status).toBe(404);
    expect((await list(staff)).find((v) => v.id === view.id)?.name).toBe('To pack');
  });

  it('refuses a duplicate name (any case) on the same list with 409 and a field error, but not on another list', async () => {
    const res = await save(staff, { kind: 'orders', name: 'to PACK', query: 'status=pending' });
    expect(res.status).toBe(409);
    const body = await json<{ message: string; code: string; fields: Record<string, string> }>(res);
    expect(body.code).toBe('DUPLICATE_NAME');
    expect(body.message).toContain('already have a view called');
    expect(body.fields.name).toBeTruthy();
    expect((await save(staff, { kind: 'customers', name: 'To pack', query: '' })).status).toBe(201);
    // The owner may use the same name: names are unique per member.
    expect((await save(owner, { kind: 'orders', name: 'To pack', query: 'status=pending' })).status).toBe(201);
  });

  it('checks names: empty and over 40 characters are 400 with a field error', async () => {
    for (const name of ['   ', 'x'.repeat(41)]) {
      const res = await save(staff, { kind: 'orders', name, query: '' });
      expect(res.status).toBe(400);
      expect((await json<{ fields: Record<string, string> }>(res)).fields.name).toBeTruthy();
    }
    expect((await save(staff, { kind: 'orders', name: 'y'.repeat(40), query: '' })).status).toBe(201);
  });

  it('renames with the current version and refuses a stale one with 409', async () => {
    const view = (await list(staff)).find((v) => v.name === 'To pack')!;
    const res = await t.send('PATCH', `${VIEWS}/${view.id}`, staff, { name: 'Packing', version: view.version });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ name: 'Packing', version: view.version + 1 });
    const stale = await t.send('PATCH', `${VIEWS}/${view.id}`, staff, { name: 'Again', version: view.version });
    expect(stale.status).toBe(409);
    expect((await json<{ code: string }>(stale)).code).toBe('STALE_VERSION');
    expect((await t.send('DELETE', `${VIEWS}/${view.id}?version=${view.version}`, staff)).status).toBe(409);
  });

  it('only a shop admin shares; a shared view is listed for every member holding the key, and only its owner or an admin changes it', async () => {
    const mine = (await list(staff)).find((v) => v.name === 'Packing')!;
    expect((await t.send('PATCH', `${VIEWS}/${mine.id}`, staff, { shared: true })).status).toBe(403);

    const adminView = (await list(owner)).find((v) => v.name === 'To pack')!;
    const shared = await t.send('PATCH', `${VIEWS}/${adminView.id}`, owner, { shared: true, version: adminView.version });
    expect(shared.status).toBe(200);
    const seen = (await list(staff)).find((v) => v.id === adminView.id)!;
    expect(seen).toMatchObject({ shared: true, mine: false, editable: false, query: 'status=pending' });
    // Own views come before shared ones.
    expect((await list(staff))[0]!.mine).toBe(true);
    expect((await t.send('PATCH', `${VIEWS}/${adminView.id}`, staff, { name: 'Hijack' })).status).toBe(403);
    expect((await t.send('DELETE', `${VIEWS}/${adminView.id}`, staff)).status).toBe(403);
  });

  it('a member without the list key is refused (403) and does not see its views', async () => {
    await setStaffKeys(['customers']);
    try {
      expect((await save(staff, { kind: 'orders', name: 'Nope', query: '' })).status).toBe(403);
      expect((await t.get(`${VIEWS}?kind=orders`, staff)).status).toBe(403);
      const all = await json<{ response: SavedView[] }>(await t.get(VIEWS, staff));
      expect(all.response.every((v) => v.kind === 'customers')).toBe(true);
      expect((await save(staff, { kind: 'products', name: 'Nope', query: '' })).status).toBe(403);
    } finally {
      await setStaffKeys(['orders', 'customers', 'products-and-collections']);
    }
  });

  it('deletes its own view; a shop admin deletes a shared one', async () => {
    const mine = (await list(staff)).find((v) => v.name === 'Packing')!;
    expect((await t.send('DELETE', `${VIEWS}/${mine.id}?version=${mine.version}`, staff)).status).toBe(200);
    expect((await list(staff)).some((v) => v.id === mine.id)).toBe(false);
    const shared = (await list(owner)).find((v) => v.shared)!;
    expect((await t.send('DELETE', `${VIEWS}/${shared.id}`, owner)).status).toBe(200);
    expect((await list(staff)).some((v) => v.id === shared.id)).toBe(false);
  });

  it('keeps at most 20 views per member and list', async () => {
    const existing = (await list(owner, 'products')).filter((v) => v.mine).length;
    for (let i = existing; i < 20; i++)
      expect((await save(owner, { kind: 'products', name: `View ${i}`, query: `q=${i}` })).status).toBe(201);
    const res = await save(owner, { kind: 'products', name: 'One too many', query: '' });
    expect(res.status).toBe(409);
    expect((await json<{ code: string }>(res)).code).toBe('TOO_MANY_VIEWS');
  });
});
