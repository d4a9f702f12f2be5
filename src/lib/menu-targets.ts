/** The target choices of the menu editor: fixed places, then the shop's collections, products, pages and posts. */
import { menusApi } from './api/menus.ts';
import { MENU_TARGET_LABELS, RECORD_TARGETS, type MenuTargetOption } from '../../contract/menus.ts';

export type TargetGroup = { label: string; options: { value: string; label: string }[] };

export const FIXED_TARGETS: TargetGroup = {
  label: 'Places',
  options: [
    { value: 'home', label: MENU_TARGET_LABELS.home },
    { value: 'blog', label: MENU_TARGET_LABELS.blog },
    { value: 'url', label: `${MENU_TARGET_LABELS.url} (type it beside)` },
  ],
};

const GROUP_LABELS = { collection: 'Collections', product: 'Products', page: 'Pages', post: 'Blog posts' } as const;

/** Up to 50 of each kind, A–Z (the island searches them all). */
export async function targetGroups(token: string): Promise<TargetGroup[]> {
  const lists = await Promise.all(RECORD_TARGETS.map((type) => menusApi.targets(token, { type, limit: 50 })));
  return [
    FIXED_TARGETS,
    ...RECORD_TARGETS.map((type, i) => ({
      label: GROUP_LABELS[type],
      options: (lists[i]?.response ?? []).map((o: MenuTargetOption) => ({ value: `${o.type}:${o.id}`, label: o.title })),
    })),
  ];
}
