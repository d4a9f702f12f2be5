/** The target choices of the menu editor: fixed places, then the shop's collections, products, pages and posts. */
import { menusApi } from './api/menus.ts';
import { RECORD_TARGETS, type MenuTargetOption } from '../../contract/menus.ts';
import { targetGroupLabel, targetLabel } from '../components/menus/labels.ts';
import { m } from '../paraglide/messages.js';

/** `data`: the option names the seller's record (its title), shown translate="no". */
export type TargetGroup = { label: string; options: { value: string; label: string; data?: boolean }[] };

/** The fixed places, in the request's language. */
export const fixedTargets = (): TargetGroup => ({
  label: m.menus_target_places(),
  options: [
    { value: 'home', label: targetLabel('home') },
    { value: 'blog', label: targetLabel('blog') },
    { value: 'url', label: m.menus_target_url_beside() },
  ],
});

/** Up to 50 of each kind, A–Z (the island searches them all). */
export async function targetGroups(token: string): Promise<TargetGroup[]> {
  const lists = await Promise.all(RECORD_TARGETS.map((type) => menusApi.targets(token, { type, limit: 50 })));
  return [
    fixedTargets(),
    ...RECORD_TARGETS.map((type, i) => ({
      label: targetGroupLabel(type),
      options: (lists[i]?.response ?? []).map((o: MenuTargetOption) => ({ value: `${o.type}:${o.id}`, label: o.title, data: true })),
    })),
  ];
}
