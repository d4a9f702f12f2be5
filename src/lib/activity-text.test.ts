import { describe, expect, it } from 'vitest';
import { activityColumns, ACTIVITY_ACTIONS, type ActivityNote } from '../../contract/activity.ts';
import { displayFor, englishDisplay } from '../../contract/format.ts';
import { withLocaleScope } from '../i18n/locale.ts';
import { activityText } from './activity-text.ts';

const rahim = { name: 'Rahim Uddin', email: 'rahim@example.com' };
const bkash = { method: 'bkash', masked: '0177•••8575' } as const;

/** One line of every action (and the variants an action words differently). */
const NOTES: ActivityNote[] = [
  { action: 'staff.invited', params: { ...rahim, permissions: ['orders', 'customers'] } },
  { action: 'staff.reinvited', params: rahim },
  { action: 'staff.invitation-cancelled', params: rahim },
  { action: 'staff.joined', params: { permissions: [] } },
  { action: 'staff.changed', params: { ...rahim, change: 'made_admin', permissions: [] } },
  { action: 'staff.changed', params: { ...rahim, change: 'unmade_admin', permissions: ['orders'] } },
  { action: 'staff.changed', params: { ...rahim, change: 'permissions', permissions: ['orders', 'inventory', 'earnings'] } },
  { action: 'staff.suspended', params: rahim },
  { action: 'staff.resumed', params: rahim },
  { action: 'staff.left', params: {} },
  { action: 'staff.removed', params: rahim },
  { action: 'shop.created', params: { category: 'handicrafts' } },
  { action: 'shop.two_step_required', params: {} },
  { action: 'shop.two_step_optional', params: {} },
  { action: 'shop.money_figures', params: { hidden: true } },
  { action: 'shop.money_figures', params: { hidden: false } },
  { action: 'payouts.requested', params: { amount: 1_250_000, account: bkash } },
  { action: 'payouts.cancelled', params: { amount: 1_250_000, account: { method: 'bank', masked: '••••5678' }, label: 'x' } },
  {
    action: 'payouts.settings_changed',
    params: {
      changes: [
        { what: 'method', account: { method: 'nagad', masked: '0181•••0000' } },
        { what: 'schedule', schedule: 'weekly' },
        { what: 'minimum', amount: 50_000 },
      ],
    },
  },
  { action: 'payouts.settings_changed', params: { changes: [{ what: 'method_removed' }, { what: 'schedule', schedule: 'manual' }] } },
  { action: 'domain.claim_ended', params: { hostname: 'shop.example.com' } },
  { action: 'billing.paid', params: { amount: 150_000, plan: 'Pro', tier: 'monthly', invoice: 'SUB-2026-000012' } },
  { action: 'billing.refunded', params: { amount: 150_000, invoice: 'SUB-2026-000012', reason: 'ভুল করে কেনা' } },
  { action: 'billing.free', params: {} },
];
// Brand names stay as written (docs/glossary.md).
const DATA = new Set(['Rahim', 'Uddin', 'rahim', 'example', 'com', 'shop', 'bKash', 'Nagad', 'Pro', 'SUB']);

describe('activity log lines', () => {
  it('covers every action', () => {
    expect(new Set(NOTES.map((note) => note.action))).toEqual(new Set(ACTIVITY_ACTIONS));
  });

  it('read in English exactly as the Store API stores them', () => {
    for (const note of NOTES) {
      const row = activityColumns(note);
      expect(withLocaleScope('en', () => activityText(row, englishDisplay))).toBe(row.summary);
    }
  });

  it('read in Bangla with Bangla digits, keeping names, addresses and the seller’s own words', () => {
    const bn = displayFor('bn');
    const at = (note: ActivityNote) => withLocaleScope('bn', () => activityText(activityColumns(note), bn));
    for (const note of NOTES) {
      const text = at(note);
      const english = (text.match(/[A-Za-z][A-Za-z0-9]+/g) ?? []).filter((word) => !DATA.has(word));
      expect({ text, english }).toEqual({ text, english: [] });
    }
    expect(at({ action: 'payouts.requested', params: { amount: 1_250_000, account: bkash } })).toBe(
      'bKash ওয়ালেট ০১৭৭•••৮৫৭৫-এ ৳১২,৫০০.০০ পেআউট চেয়েছেন',
    );
    expect(at({ action: 'staff.suspended', params: rahim })).toBe('Rahim Uddin (rahim@example.com)-কে সাময়িক বন্ধ করেছেন');
  });

  it('shows a line written before params, or an action it does not know, as it was written', () => {
    const bn = displayFor('bn');
    const old = { action: 'staff.invited', summary: 'invited Rahim (rahim@example.com) with Orders', params: null };
    expect(withLocaleScope('bn', () => activityText(old, bn))).toBe(old.summary);
    const unknown = { action: 'shop.renamed', summary: 'renamed the shop', params: { name: 'New' } };
    expect(withLocaleScope('bn', () => activityText(unknown, bn))).toBe('renamed the shop');
  });
});
