import { describe, expect, it } from 'vitest';
import { PERMISSION_GROUPS, PERMISSION_KEYS, PERMISSION_PRESETS, describePermissions } from '../../contract/permissions.ts';
import { withLocaleScope } from '../i18n/locale.ts';
import { permissionGroupLabel, permissionsText, presetLabel } from './team-labels.ts';

describe('staff page words', () => {
  it('read in English as the contract does, and in Bangla for every key, group and preset', () => {
    const all = [...PERMISSION_KEYS];
    expect(withLocaleScope('en', () => permissionsText(all))).toBe(describePermissions(all));
    const bangla = withLocaleScope('bn', () => [
      permissionsText(all),
      ...PERMISSION_GROUPS.map((g) => permissionGroupLabel(g.label)),
      ...PERMISSION_PRESETS.map(presetLabel),
    ]);
    for (const text of bangla) expect(text).not.toMatch(/\b(?!SEO\b)[A-Za-z]{3,}/);
    expect(withLocaleScope('bn', () => permissionsText(['orders', 'customers']))).toBe('অর্ডার ও কাস্টমার');
  });
});
