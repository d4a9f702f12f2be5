/**
 * The storefront's pages, blog posts and home SEO, read from the content and SEO domains (published only): the one
 * place the storefront preview reaches into them.
 */
import { HttpError } from '../../platform/errors.ts';
import { getForPreview, getPublished, listPublished } from '../content/published.ts';
import { storefrontSeo } from '../seo/seo.ts';
import type { ShopScope } from '../../platform/shop-scope.ts';
import type { ImageSizes } from '../../../../contract/product.ts';
import { StorefrontListQuerySchema, type PublishedPost } from '../../../../contract/content.ts';
import type { StorefrontPostCard } from '../../../../contract/storefront.ts';

export type StorefrontPage = { title: string; handle: string; html: string; seoTitle: string; seoDescription: string };
export type StorefrontPost = StorefrontPostCard & {
  html: string;
  author: string | null;
  tags: string[];
  seoTitle: string;
  seoDescription: string;
};

const firstUrl = (sizes: ImageSizes | null | undefined) =>
  sizes ? (sizes.large ?? sizes.medium ?? sizes.original ?? sizes.small ?? sizes.thumbnail ?? null) : null;

/** null for a 404 of the content domain (a draft, a future schedule, an unknown handle). */
const orNull = async <T>(read: Promise<T>): Promise<T | null> =>
  read.catch((error: unknown) => {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  });

const card = (post: Omit<PublishedPost, 'bodyHtml'>): StorefrontPostCard => ({
  title: post.title,
  handle: post.handle,
  excerpt: post.excerpt,
  publishedAt: post.publishedAt.toISOString(),
  imageUrl: firstUrl(post.image),
});

/** `unpublished`: also a draft or a future schedule (the editor's Preview, for staff who may edit pages). */
export async function publishedPage(shop: ShopScope, handle: string, unpublished = false): Promise<StorefrontPage | null> {
  const page = await orNull((unpublished ? getForPreview : getPublished)(shop, 'page', handle));
  return (
    page && { title: page.title, handle: page.handle, html: page.bodyHtml, seoTitle: page.seoTitle, seoDescription: page.seoDescription }
  );
}

export async function publishedPosts(shop: ShopScope, limit: number): Promise<StorefrontPostCard[]> {
  const { response } = await listPublished(shop, 'post', StorefrontListQuerySchema.parse({ page: 1, limit }));
  return (response as Omit<PublishedPost, 'bodyHtml'>[]).map(card);
}

/** `unpublished`: also a draft or a future schedule (the editor's Preview, for staff who may edit posts). */
export async function publishedPost(shop: ShopScope, handle: string, unpublished = false): Promise<StorefrontPost | null> {
  const post = (await orNull((unpublished ? getForPreview : getPublished)(shop, 'post', handle))) as PublishedPost | null;
  return (
    post && {
      ...card(post),
      html: post.bodyHtml,
      author: post.author || null,
      tags: post.tags,
      seoTitle: post.seoTitle,
      seoDescription: post.seoDescription,
    }
  );
}

/** The home page's SEO title, description and share image from SEO and social settings. */
export async function homeSeo(shop: ShopScope): Promise<{ title: string; description: string; imageUrl: string | null }> {
  const seo = await storefrontSeo(shop);
  return { title: seo.title, description: seo.description, imageUrl: firstUrl(seo.shareImage) };
}
