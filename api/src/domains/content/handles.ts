/** URL handles of pages and posts: unique per shop and kind, typed by the seller or made from the title. */
import { and, eq, ne } from 'drizzle-orm';
import type { ShopScope } from '../../platform/shop-scope.ts';
import { conflict } from '../../platform/errors.ts';
import { handleFromTitle, type ContentKind } from '../../../../contract/content.ts';
import { contentEntries } from './tables.ts';
import { WHAT } from './content-shapes.ts';

async function handleTaken(shop: ShopScope, kind: ContentKind, handle: string, exceptId?: string) {
  const [row] = await shop
    .select({ id: contentEntries.id })
    .from(contentEntries)
    .where(and(eq(contentEntries.kind, kind), eq(contentEntries.handle, handle), exceptId ? ne(contentEntries.id, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
}

export const handleConflict = (kind: ContentKind) =>
  conflict(`That URL handle is already used by another ${WHAT[kind]}`, 'HANDLE_TAKEN', {
    handle: `This URL handle is already used by another ${WHAT[kind]}`,
  });

/** The handle typed (refused when taken), or one made from the title: 'about-us', 'about-us-2' … */
export async function resolveHandle(shop: ShopScope, kind: ContentKind, wanted: string, title: string, exceptId?: string) {
  if (wanted) {
    if (await handleTaken(shop, kind, wanted, exceptId)) throw handleConflict(kind);
    return wanted;
  }
  const base = handleFromTitle(title) || kind;
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await handleTaken(shop, kind, candidate, exceptId))) return candidate;
  }
}
