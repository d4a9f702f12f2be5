/** The props every theme's templates take (src/themes/<id>/*.astro), named once for all three themes. */
import type { Storefront, StorefrontPostCard, StorefrontProduct, StorefrontSection, StorefrontView } from '../../contract/storefront.ts';

/** Header and Footer: the whole storefront (shop, menus, theme settings). */
export type ChromeProps = { sf: Storefront };
/** Hero: the home page's hero section. */
export type HeroProps = { section: Extract<StorefrontSection, { type: 'hero' }>; draft: boolean };
/** ProductCard: one product in a grid. */
export type ProductCardProps = { product: StorefrontProduct; draft: boolean };
/** ProductPage: a product's own page. */
export type ProductPageProps = { product: Extract<StorefrontView, { kind: 'product' }>['product'] };
/** PostCard: one blog post in a list. */
export type PostCardProps = { post: StorefrontPostCard; draft: boolean; index: number };
