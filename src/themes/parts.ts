/**
 * Each theme's own server-side templates: header and footer (logo placement, menu style), hero, product card,
 * product page and post card. The one storefront document (StorefrontDocument.astro) draws a page with the parts of
 * the theme it is given; everything else (menus' links, prices, rich text) is shared in sections/.
 */
import type { ThemeId } from '../../contract/themes.ts';
import BazaarHeader from './bazaar/Header.astro';
import BazaarFooter from './bazaar/Footer.astro';
import BazaarHero from './bazaar/Hero.astro';
import BazaarProductCard from './bazaar/ProductCard.astro';
import BazaarProductPage from './bazaar/ProductPage.astro';
import BazaarPostCard from './bazaar/PostCard.astro';
import NakshiHeader from './nakshi/Header.astro';
import NakshiFooter from './nakshi/Footer.astro';
import NakshiHero from './nakshi/Hero.astro';
import NakshiProductCard from './nakshi/ProductCard.astro';
import NakshiProductPage from './nakshi/ProductPage.astro';
import NakshiPostCard from './nakshi/PostCard.astro';
import MonsoonHeader from './monsoon/Header.astro';
import MonsoonFooter from './monsoon/Footer.astro';
import MonsoonHero from './monsoon/Hero.astro';
import MonsoonProductCard from './monsoon/ProductCard.astro';
import MonsoonProductPage from './monsoon/ProductPage.astro';
import MonsoonPostCard from './monsoon/PostCard.astro';

export const THEME_PARTS = {
  bazaar: {
    Header: BazaarHeader,
    Footer: BazaarFooter,
    Hero: BazaarHero,
    ProductCard: BazaarProductCard,
    ProductPage: BazaarProductPage,
    PostCard: BazaarPostCard,
  },
  nakshi: {
    Header: NakshiHeader,
    Footer: NakshiFooter,
    Hero: NakshiHero,
    ProductCard: NakshiProductCard,
    ProductPage: NakshiProductPage,
    PostCard: NakshiPostCard,
  },
  monsoon: {
    Header: MonsoonHeader,
    Footer: MonsoonFooter,
    Hero: MonsoonHero,
    ProductCard: MonsoonProductCard,
    ProductPage: MonsoonProductPage,
    PostCard: MonsoonPostCard,
  },
} as const satisfies Record<ThemeId, Record<string, unknown>>;

export type ThemeParts = (typeof THEME_PARTS)[ThemeId];

/** The parts of a theme (the default theme's for an id the repository no longer has). */
export const themeParts = (id: string): ThemeParts => THEME_PARTS[id as ThemeId] ?? THEME_PARTS.bazaar;
