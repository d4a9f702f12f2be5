/**
 * A stale product save in the dashboard (issue 9 item 5): the form carries the version it was loaded at, and
 * when the Store API refuses the save (409 STALE_VERSION) the action re-renders the form with what was typed
 * and the API's message. A tiny HTTP server plays the Store API.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ActionAPIContext } from 'astro:actions';
import { emptyDraft } from './product-draft.ts';
import { draftFromForm, draftFromProduct, draftToInput, withStoredStock } from './product-form.ts';
import type { ProductDetail } from '../../contract/product.ts';

// The stand-in API listens on a free port (a fixed one collided with a dev server on a shared machine): the client
// reads API_URL at each call, so the getter gives it the address once the server listens.
const api = vi.hoisted(() => ({ url: '' }));
vi.mock('astro:env/server', () => ({
  get API_URL() {
    return api.url;
  },
  API_TIMEOUT_MS: 5000,
}));

const STALE = 'This product was changed by someone else — reload to see their changes';
let server: Server;
let received: unknown[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push(JSON.parse(body || 'null'));
      res.writeHead(409, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: STALE, code: 'STALE_VERSION' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the product form version', () => {
  it('comes from the stored product and goes back with the save', () => {
    const draft = draftFromProduct({ ...minimalProduct(), version: 7 });
    expect(draft.version).toBe('7');
    expect(draftToInput(draft).version).toBe(7);
  });

  it('is left out for a new product', () => {
    expect('version' in draftToInput(emptyDraft())).toBe(false);
  });

  it('is read back from the post', () => {
    const form = new FormData();
    form.append('title', 'Sari');
    form.append('version', '3');
    expect(draftFromForm(form).version).toBe('3');
  });
});

describe('a re-rendered edit form', () => {
  it('shows the stock as stored, since the form does not send it', () => {
    const product = {
      ...minimalProduct(),
      quantity: 9,
      options: [{ name: 'Size', values: ['S', 'M'] }],
      variants: [
        {
          id: 'v1',
          title: 'S',
          option1: 'S',
          option2: null,
          option3: null,
          price: 1,
          compareAtPrice: null,
          sku: '',
          barcode: '',
          quantity: 4,
          mediaIndex: null,
        },
      ],
    };
    const typed = {
      ...draftFromProduct(product),
      title: 'Typed',
      quantity: '',
      variants: [
        { ...draftFromProduct(product).variants[0]!, quantity: '' },
        { option1: 'M', option2: null, option3: null, price: '1', compareAtPrice: '', sku: '', barcode: '', quantity: '', mediaIndex: '' },
      ],
    };
    const shown = withStoredStock(typed, product);
    expect(shown.title).toBe('Typed');
    expect(shown.quantity).toBe('9');
    expect(shown.variants.map((v) => v.quantity)).toEqual(['4', '0']);
  });
});

describe('a stale save', () => {
  // The first import of the actions' module graph takes seconds on a busy machine: the test waits for it, as CI may be busy.
  it('re-renders the form with the typed input and the message', { timeout: 60_000 }, async () => {
    received = [];
    const { products } = await import('../actions/products.ts');
    const form = new FormData();
    for (const [name, value] of Object.entries({ id: 'p1', version: '4', title: 'Jamdani saree (typed)', price: '1200', status: 'active' }))
      form.append(name, value);
    const locals = { token: 't', user: { email: 'owner@haat.test' }, activeShop: { isShopAdmin: true, permissions: [] } };
    const result = (await products.save.orThrow.call({ locals } as unknown as ActionAPIContext, form)) as {
      ok: boolean;
      message: string;
      draft: { title: string; version: string };
    };
    expect(received[0]).toMatchObject({ title: 'Jamdani saree (typed)', version: 4 });
    expect(result).toMatchObject({ ok: false, message: STALE, draft: { title: 'Jamdani saree (typed)', version: '4' } });
  });
});

function minimalProduct(): ProductDetail {
  const now = new Date();
  return {
    id: 'p1',
    title: 'Sari',
    handle: 'sari',
    descriptionHtml: '',
    status: 'active',
    vendor: '',
    productType: '',
    tags: [],
    price: 100_000,
    compareAtPrice: null,
    cost: null,
    sku: '',
    barcode: '',
    trackQuantity: true,
    quantity: 5,
    continueSelling: false,
    weightGrams: null,
    seoTitle: '',
    seoDescription: '',
    options: [],
    variants: [],
    media: [],
    collectionIds: [],
    priceMin: 100_000,
    priceMax: 100_000,
    stockTotal: 5,
    version: 1,
    createdAt: now,
    updatedAt: now,
  };
}
