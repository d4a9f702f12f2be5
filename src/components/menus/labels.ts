/**
 * The names of what a menu item links to (contract/menus.ts keeps English for the Store API), in the reader's
 * language (issue 23). Islands pass their locale; server code reads the request's.
 */
import type { MenuTargetType } from '../../../contract/menus.ts';
import { m } from '../../paraglide/messages.js';

type Options = { locale?: 'en' | 'bn' };

export const targetLabel = (type: MenuTargetType, o: Options = {}): string =>
  ({
    home: m.menus_target_home,
    collection: m.menus_target_collection,
    product: m.menus_target_product,
    page: m.menus_target_page,
    post: m.menus_target_post,
    blog: m.menus_target_blog,
    url: m.menus_target_url,
  })[type]({}, o);

/** The heading of a kind's group in the target list. */
export const targetGroupLabel = (type: 'collection' | 'product' | 'page' | 'post'): string =>
  ({
    collection: m.menus_group_collections,
    product: m.menus_group_products,
    page: m.menus_group_pages,
    post: m.menus_group_posts,
  })[type]();
