/** What the promo code form offers to choose from (the shop's products and collections) and, after a failed post, what was chosen. */
import { collectionsApi } from './api/collections.ts';
import { productsApi } from './api/products.ts';

/** Products (first 100 by title) and collections of the shop; `chosen` holds a failed post's selections. */
export async function promoChoices(token: string, request: Request) {
  const [products, collections] = await Promise.all([
    productsApi.list(token, { limit: 100, sort: 'title' }),
    collectionsApi.options(token),
  ]);
  let chosen: { productIds: string[]; collectionIds: string[] } | undefined;
  if (request.method === 'POST') {
    const data = await request
      .clone()
      .formData()
      .catch(() => null);
    if (data) chosen = { productIds: data.getAll('productIds').map(String), collectionIds: data.getAll('collectionIds').map(String) };
  }
  return {
    products: products.response.map((p) => ({ id: p.id, title: p.title })),
    collections: collections.response.map((c) => ({ id: c.id, title: c.title })),
    chosen,
  };
}
