/** Staff forms: which permission boxes to tick when the page renders. */
import { PERMISSION_PRESETS, sortPermissions, type PermissionKey } from '../../contract/permissions.ts';

/**
 * The ticked keys: what a failed post sent (typed values are kept), else a preset chosen with the preset
 * buttons (a GET of the same form), else the keys the form last showed (`?permissions=` of that GET), else `fallback`.
 */
export function chosenPermissions(posted: FormData | null, query: URLSearchParams, fallback: readonly string[]): PermissionKey[] {
  if (posted) return sortPermissions(posted.getAll('permissions').map(String));
  const preset = PERMISSION_PRESETS.find((p) => p.id === query.get('preset'));
  if (preset) return [...preset.keys];
  if (query.has('preset')) return sortPermissions(query.getAll('permissions'));
  return sortPermissions(fallback);
}
