import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createProduct, shirt, type List } from './products-test-app.ts';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('owner@haat.test');
});
afterAll(() => t.close());

const create = (body: unknown, token = owner) => createProduct(t, body, token);

describe('CSV', () => {
  it('takes import files over the API-wide 1 MB limit, up to its own 5 MB', async () => {
    const big = await t.post('/admin/products/import', { csv: 'x'.repeat(1_500_000), dryRun: true }, owner);
    expect(big.status).not.toBe(413);
    expect(big.status).toBeLessThan(500);
    const tooBig = await t.post('/admin/products/import', { csv: 'x'.repeat(7_000_000), dryRun: true }, owner);
    expect(tooBig.status).toBe(413);
    expect(((await tooBig.json()) as { message: string }).message).toContain('5 MB');
  });

  const exportCsv = async (query: string) => {
    const res = await t.get(`/admin/products/export?${query}`, owner);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    return res.text();
  };

  it('exports the filtered list and re-imports it without changing anything', async () => {
    await create(shirt({ title: 'Csvtrip Kurta', descriptionHtml: '<p>Hand-made, "fine" cotton</p>' }));
    await create({ title: 'Csvtrip Mug', price: 45_050, quantity: 4, tags: ['clay'] });
    const csv = await exportCsv('q=csvtrip');
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(1 + 4 + 1);
    const before = (await (await t.get('/admin/products?q=csvtrip', owner)).json()) as List;

    const dry = await t.post('/admin/products/import', { csv, dryRun: true }, owner);
    expect(await dry.json()).toMatchObject({ created: 0, updated: 0, unchanged: 2, errors: [] });
    const commit = await t.post('/admin/products/import', { csv, dryRun: false }, owner);
    expect(await commit.json()).toMatchObject({ dryRun: false, created: 0, updated: 0, unchanged: 2 });
    const after = (await (await t.get('/admin/products?q=csvtrip', owner)).json()) as List;
    expect(after).toEqual(before);
  });

  it('neutralises cells a spreadsheet would run as formulas, and imports them back as typed', async () => {
    await create({ title: '=HYPERLINK("http://evil.example","Csvformula")', vendor: '@cmd', tags: ['-sale'], price: 1_000 });
    const csv = await exportCsv('q=csvformula');
    const row = csv.split('\r\n')[1]!;
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""Csvformula"")"`);
    expect(row).toContain(",'@cmd,");
    expect(row).toContain(",'-sale,");
    const dry = await t.post('/admin/products/import', { csv, dryRun: true }, owner);
    expect(await dry.json()).toMatchObject({ created: 0, updated: 0, unchanged: 1, errors: [] });
  });

  it('reports a file that is not valid CSV instead of failing', async () => {
    const res = await t.post('/admin/products/import', { csv: 'Handle,Title\na,"open\n', dryRun: true }, owner);
    const body = (await res.json()) as { errors: { row: number; column: string; message: string }[] };
    expect(body.errors).toEqual([
      { row: expect.any(Number), column: 'Handle', message: expect.stringMatching(/^The file is not valid CSV/) },
    ]);
  });

  it('previews creates and updates, then commits them', async () => {
    await create({ title: 'Csvimp Existing', handle: 'csvimp-existing', price: 10_000 });
    const csv = ['Handle,Title,Price,Quantity', 'csvimp-existing,Csvimp Existing,120.50,1', 'csvimp-new,Csvimp New,99,7'].join('\n');
    const dry = (await (await t.post('/admin/products/import', { csv, dryRun: true }, owner)).json()) as Record<string, unknown>;
    expect(dry).toMatchObject({ dryRun: true, created: 1, updated: 1, unchanged: 0 });
    expect((await (await t.get('/admin/products?q=csvimp', owner)).json()) as List).toMatchObject({ count: 1 });

    const done = await t.post('/admin/products/import', { csv, dryRun: false }, owner);
    expect(done.status).toBe(200);
    const list = (await (await t.get('/admin/products?q=csvimp&sort=title', owner)).json()) as List;
    expect(list.response.map((p) => [p.title, p.priceMin, p.stockTotal])).toEqual([
      ['Csvimp Existing', 12_050, 1],
      ['Csvimp New', 9_900, 7],
    ]);
  });

  it('names the row and column of each error and commits nothing', async () => {
    const csv = ['Handle,Title,Price,Compare-at price', 'csverr-a,,10,', 'csverr-b,B,abc,', 'csverr-c,C,10,5', 'csverr-d,D,10,20'].join(
      '\n',
    );
    const dry = (await (await t.post('/admin/products/import', { csv, dryRun: true }, owner)).json()) as {
      errors: unknown[];
      created: number;
    };
    expect(dry.errors).toEqual([
      { row: 2, column: 'Title', message: 'Title is required' },
      { row: 3, column: 'Price', message: 'Price must be a number' },
      { row: 4, column: 'Compare-at price', message: 'Compare-at price must be higher than the price' },
    ]);
    expect(dry.created).toBe(1);
    const commit = await t.post('/admin/products/import', { csv, dryRun: false }, owner);
    expect(commit.status).toBe(400);
    expect(await commit.json()).toMatchObject({ code: 'IMPORT_INVALID', message: expect.stringContaining('3 rows') });
    expect(((await (await t.get('/admin/products?q=csverr', owner)).json()) as List).count).toBe(0);
  });

  it('refuses a file without the required columns', async () => {
    const res = await t.post('/admin/products/import', { csv: 'Name,Cost\nx,1', dryRun: true }, owner);
    expect(((await res.json()) as { errors: { column: string }[] }).errors.map((e) => e.column)).toEqual(['Handle', 'Title']);
  });
});
