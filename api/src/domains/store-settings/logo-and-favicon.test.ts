import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { files, shops } from '../../db/schema/index.ts';
import type { FileItem } from '../../../../contract/files.ts';
import type { Branding, DocumentShop } from '../../../../contract/shop-settings.ts';
import { labelImage, simplePdf } from '../../seeds/files.ts';

let t: TestApp;
let owner: string;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('owner@haat.test');
  staff = await t.login('staff@haat.test');
});
afterAll(() => t.close());

const PATH = '/admin/store/logo-and-favicon';
const send = (method: 'PUT' | 'DELETE', path: string, body?: unknown, token = owner) => t.send(method, path, token, body);
const upload = async (bytes: Uint8Array, name: string): Promise<FileItem> => {
  const form = new FormData();
  form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name));
  const res = await t.app.request('/admin/files', { method: 'POST', body: form, headers: { authorization: `Bearer ${owner}` } });
  expect(res.status).toBe(201);
  return (await res.json()) as FileItem;
};

describe('GET /admin/store/logo-and-favicon', () => {
  it('answers the seeded logo and favicon of Dhaka Crafts with their sizes', async () => {
    const res = await t.get(PATH, owner);
    expect(res.status).toBe(200);
    const branding = (await res.json()) as Branding;
    expect(branding.logo).toMatchObject({ name: 'logo-square.png', width: 512, height: 512 });
    expect(branding.logo!.sizes.medium).toMatch(/^\/media\/[0-9a-f]{64}\/medium\.webp$/);
    expect(branding.favicon?.name).toBe('logo-square.png');
  });

  it('lists only the shop’s images to choose from', async () => {
    const res = await t.get(`${PATH}/images?limit=100`, owner);
    expect(res.status).toBe(200);
    const list = (await res.json()) as { response: FileItem[]; count: number };
    expect(list.count).toBeGreaterThan(0);
    expect(list.response.every((file) => file.kind === 'image')).toBe(true);
    expect(list.response.map((file) => file.name)).not.toContain('price-list.pdf');
    expect((await t.get(`${PATH}/images?limit=1000`, owner)).status).toBe(400);
  });

  it('answers 403 to staff without the logo-and-favicon key', async () => {
    expect((await t.get(PATH, staff)).status).toBe(403);
    expect((await t.get(`${PATH}/images`, staff)).status).toBe(403);
    expect((await send('PUT', `${PATH}/logo`, { fileId: 'x' }, staff)).status).toBe(403);
    expect((await send('DELETE', `${PATH}/logo`, undefined, staff)).status).toBe(403);
  });
});

describe('PUT and DELETE /admin/store/logo-and-favicon/<slot>', () => {
  it('sets the logo from a library image, and clears it', async () => {
    const file = await upload(await labelImage('LG', '#123456', 800, 200), 'wide-logo.png');
    const res = await send('PUT', `${PATH}/logo`, { fileId: file.id });
    expect(res.status).toBe(200);
    const branding = (await res.json()) as Branding;
    expect(branding.logo).toEqual({ fileId: file.id, name: 'wide-logo.png', width: 800, height: 200, sizes: file.sizes });
    expect(branding.favicon?.name).toBe('logo-square.png');

    const cleared = await send('DELETE', `${PATH}/logo`);
    expect(cleared.status).toBe(200);
    expect(((await cleared.json()) as Branding).logo).toBeNull();
    expect(((await (await t.get(PATH, owner)).json()) as Branding).logo).toBeNull();
  });

  it('refuses a file of another shop or an unknown id (404), a PDF (400) and a bad slot or body (400)', async () => {
    const [dhaka] = await t.db.select({ id: shops.id }).from(shops).where(eq(shops.handle, 'dhaka-crafts'));
    const [foreign] = await t.db
      .select({ id: files.id })
      .from(files)
      .where(and(ne(files.shopId, dhaka!.id), eq(files.kind, 'image')))
      .limit(1);
    expect(foreign).toBeDefined();
    for (const fileId of [foreign!.id, 'not-a-file']) {
      const res = await send('PUT', `${PATH}/favicon`, { fileId });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'FILE_NOT_FOUND', fields: { fileId: 'Choose an image from your files' } });
    }
    const pdf = await upload(simplePdf('not a logo'), 'not-a-logo.pdf');
    const res = await send('PUT', `${PATH}/logo`, { fileId: pdf.id });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'NOT_AN_IMAGE', fields: { fileId: 'Choose a JPEG, PNG, WebP or GIF image' } });

    expect((await send('PUT', `${PATH}/banner`, { fileId: pdf.id })).status).toBe(400);
    expect((await send('DELETE', `${PATH}/images`)).status).toBe(400);
    const empty = await send('PUT', `${PATH}/logo`, {});
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ fields: { fileId: 'Choose an image from your files' } });
    expect(((await (await t.get(PATH, owner)).json()) as Branding).favicon?.name).toBe('logo-square.png');
  });

  it('keeps showing the logo after its file leaves the library, and Files warns about the use', async () => {
    const file = await upload(await labelImage('KP', '#654321', 400, 400), 'kept-logo.png');
    expect((await send('PUT', `${PATH}/logo`, { fileId: file.id })).status).toBe(200);
    const detail = (await (await t.get(`/admin/files/${file.id}`, owner)).json()) as { usedBy: unknown[]; warnings: string[] };
    expect(detail.usedBy).toEqual([{ type: 'store', id: 'logo', title: 'Logo' }]);

    expect(
      (await t.app.request(`/admin/files/${file.id}`, { method: 'DELETE', headers: { authorization: `Bearer ${owner}` } })).status,
    ).toBe(200);
    const branding = (await (await t.get(PATH, owner)).json()) as Branding;
    expect(branding.logo).toMatchObject({ fileId: null, name: 'kept-logo.png', sizes: file.sizes });
    const stored = await t.app.request(file.sizes.medium!.replace(/^\/media/, '/files'));
    expect(stored.status).toBe(200);
  });
});

describe('the shop block of invoices and packing slips', () => {
  it('gives orders staff (without the settings keys) the name, logo, address, contact and BIN', async () => {
    const logo = ((await (await t.get(PATH, owner)).json()) as Branding).logo;
    expect(logo).not.toBeNull();
    const list = (await (await t.get('/admin/orders?limit=1', staff)).json()) as { response: { id: string }[] };
    const id = list.response[0]!.id;
    const expected: Partial<DocumentShop> = {
      name: 'Dhaka Crafts',
      legalName: 'Dhaka Crafts Trading',
      logoUrl: logo!.sizes.medium!,
      addressLines: ['House 12, Road 5', 'Dhanmondi, Dhaka 1205', 'Bangladesh'],
      phone: '01811223344',
      email: 'hello@dhaka-crafts.test',
      tradeLicence: 'TRAD/DSCC/045678/2024',
      bin: '000123456-0101',
    };
    const print = (await (await t.get(`/admin/orders/print?ids=${id}`, staff)).json()) as { shop: DocumentShop };
    expect(print.shop).toMatchObject(expected);
    const detail = (await (await t.get(`/admin/orders/${id}`, staff)).json()) as { shop: DocumentShop };
    expect(detail.shop).toMatchObject(expected);

    expect((await send('DELETE', `${PATH}/logo`)).status).toBe(200);
    const after = (await (await t.get(`/admin/orders/print?ids=${id}`, staff)).json()) as { shop: DocumentShop };
    expect(after.shop.logoUrl).toBeNull();
  });
});
