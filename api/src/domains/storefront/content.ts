/**
 * The storefront's pages and blog posts, published only. They belong to the content domain; this file is the one
 * place the storefront reads them, so it follows that domain's tables.
 */
import type { Db } from '../../platform/db/client.ts';
import type { StorefrontPostCard } from '../../../../contract/storefront.ts';

export type StorefrontPage = { title: string; handle: string; html: string; seoTitle: string; seoDescription: string };
export type StorefrontPost = StorefrontPostCard & {
  html: string;
  author: string | null;
  tags: string[];
  seoTitle: string;
  seoDescription: string;
};

export async function publishedPage(_db: Db, _shopId: string, _handle: string): Promise<StorefrontPage | null> {
  return null;
}

export async function publishedPosts(_db: Db, _shopId: string, _limit: number): Promise<StorefrontPostCard[]> {
  return [];
}

export async function publishedPost(_db: Db, _shopId: string, _handle: string): Promise<StorefrontPost | null> {
  return null;
}

/** The home page's SEO title, description and share image from SEO and social settings (none yet: the shop's name). */
export async function homeSeo(_db: Db, _shopId: string): Promise<{ title: string; description: string; imageUrl: string | null } | null> {
  return null;
}
