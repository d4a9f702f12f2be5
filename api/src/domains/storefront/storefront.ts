/**
 * The storefront of a shop as its customers would see it, for the dashboard's preview: the theme (published or the
 * draft), the Main menu and Footer with their links resolved, SEO tags, and the content of one page: home (the
 * theme's sections filled with the shop's products, collections and posts), a collection, a product, a page, the
 * blog or a post. Lists show only what the public store would show (active products, published collections, pages
 * and posts); a product's own page also opens for a draft or archived one, flagged, so a seller can look before publishing.
 * HTML passes the sanitiser on the way out. A collection or product is found by its handle (or its id, which links
 * made before a handle change still carry).
 */
import { and, asc, eq, or } from 'drizzle-orm';
import { notFound } from '../../platform/errors.ts';
import { collections, products, shops } from '../../db/schema/index.ts';
import { listProducts, loadProducts } from '../products/products.ts';
import { getBranding } from '../store-settings/store-settings.ts';
import type { ShopScope } from '../../platform/shop-scope.ts';
import { menuByHandle } from '../menus/menus.ts';
import { themeToDraw } from '../themes/themes.ts';
import { homeSeo, publishedPage, publishedPost, publishedPosts } from './content.ts';
import { sanitizeHtml } from '../../../../contract/sanitize.ts';
import { targetPath, type MenuItem } from '../../../../contract/menus.ts';
import { ProductListQuerySchema } from '../../../../contract/product.ts';
import type { ImageSizes } from '../../../../contract/product.ts';
import type {
  Storefront,
  StorefrontLink,
  StorefrontUnsavedTheme,
  StorefrontProduct,
  StorefrontSection,
  StorefrontView,
} from '../../../../contract/storefront.ts';

const firstUrl = (sizes: ImageSizes | null | undefined) =>
  sizes ? (sizes.large ?? sizes.medium ?? sizes.original ?? sizes.small ?? sizes.thumbnail ?? null) : null;

const toLinks = (items: readonly MenuItem[]): StorefrontLink[] =>
  items.map((item) => ({
    label: item.label,
    href: item.broken ? null : targetPath(item.target, item.targetHandle),
    broken: item.broken,
    children: toLinks(item.children),
  }));

async function productCards(shop: ShopScope, limit: number, collection?: string): Promise<StorefrontProduct[]> {
  const q = ProductListQuerySchema.parse({ status: 'active', limit, collection, sort: '-newest' });
  const { response } = await listProducts(shop, q);
  return response.map((p) => ({ id: p.id, title: p.title, handle: p.handle, priceMin: p.priceMin, priceMax: p.priceMax, image: p.image }));
}

async function findCollection(shop: ShopScope, by: { id?: string; handle?: string }) {
  const [row] = await shop
    .select()
    .from(collections)
    .where(
      and(
        eq(collections.published, true),
        by.id ? eq(collections.id, by.id) : undefined,
        by.handle ? or(eq(collections.handle, by.handle), eq(collections.id, by.handle)) : undefined,
      ),
    )
    .orderBy(asc(collections.createdAt))
    .limit(1);
  return row ?? null;
}

async function homeSections(shop: ShopScope, sections: Storefront['theme']['settings']['sections']): Promise<StorefrontSection[]> {
  return Promise.all(
    sections.map(async (section): Promise<StorefrontSection> => {
      switch (section.type) {
        case 'hero':
          return section;
        case 'rich_text':
          return { ...section, html: sanitizeHtml(section.html) };
        case 'product_grid':
          return { type: section.type, heading: section.heading, products: await productCards(shop, section.count) };
        case 'latest_posts':
          return { type: section.type, heading: section.heading, posts: await publishedPosts(shop, section.count) };
        case 'featured_collection': {
          // The chosen collection, or the shop's first published one when none is chosen (or it was deleted).
          const found =
            (section.collectionId ? await findCollection(shop, { id: section.collectionId }) : null) ?? (await findCollection(shop, {}));
          return {
            type: section.type,
            heading: section.heading,
            collection: found ? { title: found.title, handle: found.handle } : null,
            products: found ? await productCards(shop, 8, found.id) : [],
          };
        }
      }
    }),
  );
}

export type StorefrontRequest =
  | { kind: 'home' }
  | { kind: 'collection'; handle: string }
  | { kind: 'product'; handle: string }
  | { kind: 'page'; handle: string; unpublished?: boolean }
  | { kind: 'blog' }
  | { kind: 'post'; handle: string; unpublished?: boolean };

const gone = (what: string) => notFound(`This ${what} is not on your store: it does not exist, was deleted or is not published.`);

/** Which theme draws the page: the published one, the saved draft, or settings not saved yet (drawn as a draft). */
export type ThemeChoice = 'published' | 'draft' | StorefrontUnsavedTheme;

export async function storefront(shop: ShopScope, request: StorefrontRequest, which: ThemeChoice): Promise<Storefront> {
  const [[store], branding, theme, main, footer, seoHome] = await Promise.all([
    shop.select({ name: shops.name, handle: shops.handle }).from(shops),
    getBranding(shop),
    typeof which === 'string' ? themeToDraw(shop, which) : { id: which.themeId, settings: which.settings, draft: true },
    menuByHandle(shop, 'main-menu'),
    menuByHandle(shop, 'footer'),
    homeSeo(shop),
  ]);
  if (!store) throw notFound('Shop not found');
  const logoUrl = firstUrl(branding.logo?.sizes);
  let seo = { title: seoHome?.title || store.name, description: seoHome?.description ?? '', imageUrl: seoHome?.imageUrl ?? logoUrl };
  const titled = (title: string, description: string, imageUrl: string | null = null) => ({
    title: `${title} – ${store.name}`,
    description: description || seo.description,
    imageUrl: imageUrl ?? seo.imageUrl,
  });
  let view: StorefrontView;
  switch (request.kind) {
    case 'home':
      view = { kind: 'home', sections: await homeSections(shop, theme.settings.sections) };
      break;
    case 'collection': {
      const found = await findCollection(shop, { handle: request.handle });
      if (!found) throw gone('collection');
      view = {
        kind: 'collection',
        collection: {
          title: found.title,
          handle: found.handle,
          descriptionHtml: sanitizeHtml(found.descriptionHtml),
          image: found.image ?? null,
        },
        products: await productCards(shop, 48, found.id),
      };
      seo = titled(found.seoTitle || found.title, found.seoDescription, firstUrl(found.image));
      break;
    }
    case 'product': {
      const [row] = await shop
        .select({ id: products.id })
        .from(products)
        .where(or(eq(products.handle, request.handle), eq(products.id, request.handle)))
        .limit(1);
      const [p] = row ? await loadProducts(shop, [row.id]) : [];
      if (!p) throw gone('product');
      view = {
        kind: 'product',
        product: {
          id: p.id,
          title: p.title,
          handle: p.handle,
          published: p.status === 'active',
          priceMin: p.priceMin,
          priceMax: p.priceMax,
          compareAtPrice: p.compareAtPrice,
          image: p.media[0]?.sizes ?? null,
          descriptionHtml: sanitizeHtml(p.descriptionHtml),
          images: p.media.map((m) => ({ sizes: m.sizes, alt: m.alt })),
          variants: p.variants.map((v) => ({ title: v.title, price: v.price })),
        },
      };
      seo = titled(p.seoTitle || p.title, p.seoDescription, firstUrl(p.media[0]?.sizes));
      break;
    }
    case 'page': {
      const page = await publishedPage(shop, request.handle, request.unpublished);
      if (!page) throw gone('page');
      view = { kind: 'page', page: { title: page.title, handle: page.handle, html: sanitizeHtml(page.html) } };
      seo = titled(page.seoTitle || page.title, page.seoDescription);
      break;
    }
    case 'blog':
      view = { kind: 'blog', posts: await publishedPosts(shop, 50) };
      seo = titled('Blog', '');
      break;
    case 'post': {
      const post = await publishedPost(shop, request.handle, request.unpublished);
      if (!post) throw gone('blog post');
      const { seoTitle, seoDescription, ...card } = post;
      view = { kind: 'post', post: { ...card, html: sanitizeHtml(post.html) } };
      seo = titled(seoTitle || post.title, seoDescription || post.excerpt, post.imageUrl);
      break;
    }
  }
  return {
    shop: { name: store.name, handle: store.handle, logoUrl, faviconUrl: firstUrl(branding.favicon?.sizes) },
    theme,
    menus: { main: toLinks(main?.items ?? []), footer: toLinks(footer?.items ?? []) },
    seo: { ...seo, siteName: store.name },
    view,
  };
}
