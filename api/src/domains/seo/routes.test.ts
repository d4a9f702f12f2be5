import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { files, shops } from '../../db/schema/index.ts';
import { RedirectImportAnswerSchema, type Redirect, type SeoSettings, type StorefrontSeo } from '../../../../contract/seo.ts';

let t: TestApp;
let owner: string;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('owner@haat.test');
  staff = await t.login('staff@haat.test');
});
afterAll(() => t.close());

const json = async <T>(res: Response) => (await res.json()) as T;
const errorOf = (res: Response) => json<{ message: string; code: string; fields?: Record<string, string> }>(res);

describe('SEO and social settings', () => {
  it('start empty and save every field, answering the storefront view without the password', async () => {
    const empty = await json<SeoSettings>(await t.get('/admin/store/seo', owner));
    expect(empty).toMatchObject({ homeTitle: '', passwordEnabled: false, passwordSet: false, version: 1 });
    const res = await t.send('PUT', '/admin/store/seo', owner, {
      homeTitle: 'Dhaka Crafts: handmade in Bangladesh',
      homeDescription: 'Nakshi kantha, jamdani and brass from the makers.',
      facebook: 'https://www.facebook.com/dhakacrafts',
      instagram: 'https://instagram.com/dhakacrafts',
      whatsapp: '+8801711000000',
      facebookPixelId: '123456789012345',
      ga4MeasurementId: 'g-abc123xyz9',
      passwordEnabled: true,
      password: 'open sesame',
      version: 1,
    });
    expect(res.status).toBe(200);
    expect(await json<SeoSettings>(res)).toMatchObject({
      whatsapp: '01711000000',
      ga4MeasurementId: 'G-ABC123XYZ9',
      passwordEnabled: true,
      passwordSet: true,
      version: 2,
    });
    const view = await json<StorefrontSeo>(await t.get('/admin/storefront/seo', owner));
    expect(view).toMatchObject({
      shopName: 'Dhaka Crafts',
      title: 'Dhaka Crafts: handmade in Bangladesh',
      whatsappUrl: 'https://wa.me/8801711000000',
      passwordProtected: true,
    });
    expect(JSON.stringify(view)).not.toContain('open sesame');
  });

  it('checks the formats of the IDs, profiles, phone and counters as field errors', async () => {
    const res = await t.send('PUT', '/admin/store/seo', owner, {
      homeTitle: 'x'.repeat(71),
      homeDescription: 'y'.repeat(161),
      facebook: 'https://example.com/me',
      whatsapp: '12345',
      facebookPixelId: '12ab',
      ga4MeasurementId: 'UA-1234-1',
    });
    expect(res.status).toBe(400);
    expect(Object.keys((await errorOf(res)).fields ?? {}).sort()).toEqual(
      ['facebook', 'facebookPixelId', 'ga4MeasurementId', 'homeDescription', 'homeTitle', 'whatsapp'].sort(),
    );
  });

  it('refuses a stale version', async () => {
    const res = await t.send('PUT', '/admin/store/seo', owner, { version: 1 });
    expect(res.status).toBe(409);
  });

  it('takes the share image from the shop’s files and warns when it is not 1200 × 630', async () => {
    const shopId = (await t.db.select({ id: shops.id }).from(shops).where(eq(shops.handle, 'dhaka-crafts')))[0]!.id;
    const [file] = await t.db
      .select()
      .from(files)
      .where(and(eq(files.shopId, shopId), eq(files.kind, 'image')))
      .limit(1);
    const current = await json<SeoSettings>(await t.get('/admin/store/seo', owner));
    const res = await t.send('PUT', '/admin/store/seo', owner, { shareImageFileId: file!.id, version: current.version });
    const saved = await json<SeoSettings>(res);
    expect(saved.shareImage?.original).toMatch(/^\/media\//);
    if (file!.width !== 1200 || file!.height !== 630) {
      expect(saved.shareImageWarning).toContain('1200 × 630');
      // The same warning as data, worded by the dashboard in the reader's language.
      expect(saved.shareImageIssue).toEqual({ kind: 'size', width: file!.width, height: file!.height });
    } else expect(saved.shareImageIssue).toBeNull();
  });

  it('refuses staff without the permission', async () => {
    expect((await t.get('/admin/store/seo', staff)).status).toBe(403);
    expect((await t.get('/admin/store/redirects', staff)).status).toBe(403);
  });
});

describe('URL redirects', () => {
  it('adds, lists, refuses a duplicate or a loop, and deletes', async () => {
    const res = await t.send('POST', '/admin/store/redirects', owner, { fromPath: '/old-sale', toPath: '/collections/sale' });
    expect(res.status).toBe(201);
    const created = await json<Redirect>(res);
    const dup = await t.send('POST', '/admin/store/redirects', owner, { fromPath: '/old-sale', toPath: '/' });
    expect(dup.status).toBe(409);
    const loop = await t.send('POST', '/admin/store/redirects', owner, { fromPath: '/a', toPath: '/a' });
    expect((await errorOf(loop)).fields).toMatchObject({ toPath: 'A redirect cannot point to the same address' });
    const bad = await t.send('POST', '/admin/store/redirects', owner, { fromPath: 'no-slash', toPath: 'javascript:alert(1)' });
    expect(Object.keys((await errorOf(bad)).fields ?? {}).sort()).toEqual(['fromPath', 'toPath']);
    const list = await json<{ response: Redirect[] }>(await t.get('/admin/store/redirects?q=old-sale', owner));
    expect(list.response.map((r) => r.toPath)).toEqual(['/collections/sale']);
    expect(await json(await t.get('/admin/storefront/redirect?path=/old-sale', owner))).toEqual({ toPath: '/collections/sale' });
    expect((await t.send('DELETE', `/admin/store/redirects/${created.id}`, owner)).status).toBe(200);
    expect((await t.send('DELETE', `/admin/store/redirects/${created.id}`, owner)).status).toBe(404);
  });

  it('imports a CSV (header optional, bad rows reported by line) and exports it back', async () => {
    const csv = 'Redirect from,Redirect to\n/summer,/collections/summer\nnot-a-path,/x\n/tea,https://example.com/tea\n';
    const res = await t.send('POST', '/admin/store/redirects/import', owner, { csv });
    expect(await json(res)).toMatchObject({ imported: 2, errors: [{ row: 3 }] });
    const exported = await t.get('/admin/store/redirects/export.csv', owner);
    expect(exported.headers.get('content-type')).toContain('text/csv');
    const text = await exported.text();
    expect(text).toContain('Redirect from,Redirect to');
    expect(text).toContain('/summer,/collections/summer');
    expect(text).toContain('/tea,https://example.com/tea');
  });

  it('says why a row was refused as data beside the English, for the dashboard to word (issue 23)', async () => {
    const csv = 'not-a-path,/x\n/same,/same\n';
    const body = RedirectImportAnswerSchema.parse(await json(await t.send('POST', '/admin/store/redirects/import', owner, { csv })));
    expect(body.errors).toEqual([
      {
        row: 1,
        message: 'Enter a path of your shop that starts with /, like /pages/old-offer',
        reason: { kind: 'field', params: { row: 1, messages: ['Enter a path of your shop that starts with /, like /pages/old-offer'] } },
      },
      {
        row: 2,
        message: 'A redirect cannot point to the same address',
        reason: { kind: 'field', params: { row: 2, messages: ['A redirect cannot point to the same address'] } },
      },
    ]);
  });

  it('refuses a file it cannot read with a 400 that says where and why, as words and as data', async () => {
    const res = await t.send('POST', '/admin/store/redirects/import', owner, { csv: '/a,/b\n/c,"/d\n' });
    expect(res.status).toBe(400);
    const message = 'The file is not valid CSV: a quote (") opened on line 2 is never closed';
    expect(await res.json()).toEqual({
      message,
      code: 'INVALID_CSV',
      fields: { csv: message },
      reason: { kind: 'not_csv', params: { row: 2, problem: 'quote_not_closed' } },
    });
  });
});
