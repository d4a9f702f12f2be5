/**
 * The menu builder's words for the request's language (server side: the page passes them to the island, which
 * then ships no message catalogue; src/i18n/island-words.ts).
 */
import { islandWords } from '../../i18n/island-words.ts';
import { m } from '../../paraglide/messages.js';
import { toastWords } from '../messages/words.ts';

export const menuBuilderWords = () => ({
  ...islandWords({
    newItem: m.menus_new_item,
    saved: m.menus_saved,
    saveFailed: m.menus_save_failed,
    searchFailed: m.menus_search_failed,
    builderLabel: m.menus_builder_label,
    fieldName: m.menus_field_name,
    items: m.menus_items,
    dragHint: m.menus_drag_hint,
    itemsLabel: m.menus_items_label,
    dragTitle: m.menus_drag_title,
    fieldLabel: m.menus_field_label,
    fieldLinksTo: m.menus_field_links_to,
    deletedChooseAnother: m.menus_deleted_choose_another,
    fieldUrl: m.menus_field_url,
    up: m.menus_move_up,
    down: m.menus_move_down,
    indent: m.menus_indent,
    outdent: m.menus_outdent,
    upNamed: m.menus_move_up_named,
    downNamed: m.menus_move_down_named,
    indentNamed: m.menus_indent_named,
    outdentNamed: m.menus_outdent_named,
    remove: m.menus_remove,
    removeNamed: m.menus_remove_named,
    addItem: m.menus_add_item,
    saving: m.menus_saving,
    saveMenu: m.menus_save_menu,
    unsaved: m.menus_unsaved,
    targetHome: m.menus_target_home,
    targetBlog: m.menus_target_blog,
    targetUrl: m.menus_target_url,
    targetCollection: m.menus_target_collection,
    targetProduct: m.menus_target_product,
    targetPage: m.menus_target_page,
    targetPost: m.menus_target_post,
  }),
  toasts: toastWords(),
});

export type MenuBuilderWords = ReturnType<typeof menuBuilderWords>;
