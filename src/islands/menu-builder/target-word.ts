/** The name of what a menu item links to, from the words the page gave the island (no messages imported here). */
import type { MenuTargetType } from '../../../contract/menus.ts';
import type { MenuBuilderWords } from './words.ts';

export const targetWord = (words: MenuBuilderWords, type: MenuTargetType) =>
  ({
    home: words.targetHome,
    blog: words.targetBlog,
    url: words.targetUrl,
    collection: words.targetCollection,
    product: words.targetProduct,
    page: words.targetPage,
    post: words.targetPost,
  })[type];
