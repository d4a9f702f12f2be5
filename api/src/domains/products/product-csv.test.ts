import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createProduct, shirt, type List } from './products-test-app.ts';
import { ImportReportSchema } from '../../../../contract/product.ts';

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
      {
        row: expect.any(Number),
        column: 'Handle',
        message: 'The file is not valid CSV: a quote (") opened on line 2 is never closed',
        reason: { kind: 'not_csv', params: { row: 2, column: 'Handle', problem: 'quote_not_closed' } },
      },
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
    // Each with its reason as data beside the English: the contract's field message, for the dashboard to word (issue 23).
    const field = (row: number, column: string, message: string) => ({
      row,
      column,
      message,
      reason: { kind: 'field', params: { row, column, messages: [message] } },
    });
    expect(dry.errors).toEqual([
      field(2, 'Title', 'Title is required'),
      field(3, 'Price', 'Price must be a number'),
      field(4, 'Compare-at price', 'Compare-at price must be higher than the price'),
    ]);
    expect(dry.created).toBe(1);
    const commit = await t.post('/admin/products/import', { csv, dryRun: false }, owner);
    expect(commit.status).toBe(400);
    expect(await commit.json()).toMatchObject({ code: 'IMPORT_INVALID', message: expect.stringContaining('3 rows') });
    expect(((await (await t.get('/admin/products?q=csverr', owner)).json()) as List).count).toBe(0);
  });

  it('refuses a file without the required columns', async () => {
    const res = await t.post('/admin/products/import', { csv: 'Name,Cost\nx,1', dryRun: true }, owner);
    expect(ImportReportSchema.parse(await res.json()).errors).toEqual(
      ['Handle', 'Title'].map((column) => ({
        row: 1,
        column,
        message: `The header has no "${column}" column`,
        reason: { kind: 'missing_column', params: { row: 1, column } },
      })),
    );
  });

  it('says a row without a handle, an odd yes/no word and an empty file by their reasons (issue 23)', async () => {
    const csv = ['Handle,Title,Track quantity', ',No handle,yes', 'csvodd-a,A,maybe'].join('\n');
    const body = ImportReportSchema.parse(await (await t.post('/admin/products/import', { csv, dryRun: true }, owner)).json());
    expect(body.errors).toEqual([
      { row: 2, column: 'Handle', message: 'Handle is required', reason: { kind: 'required', params: { row: 2, column: 'Handle' } } },
      {
        row: 3,
        column: 'Track quantity',
        message: 'Track quantity must be yes or no, not "maybe"',
        reason: { kind: 'yes_no', params: { row: 3, column: 'Track quantity', value: 'maybe' } },
      },
    ]);
    const empty = ImportReportSchema.parse(await (await t.post('/admin/products/import', { csv: '\n', dryRun: true }, owner)).json());
    expect(empty.errors).toEqual([
      { row: 1, column: 'Handle', message: 'The file is empty', reason: { kind: 'empty_file', params: { row: 1, column: 'Handle' } } },
    ]);
  });
});
