/**
 * What a line of a shop's activity log says, stored as its action and params (issue 23) so the dashboard words it in
 * the reader's language (src/lib/activity-text.ts); the Store API still stores and answers the English sentence
 * (`summary`) for integrators and for lines written before params, which are shown as written. Params hold data,
 * never words: names and e-mails, permission keys, amounts in poisha, enum keys and the seller's own reason.
 */
import { PAYOUT_SCHEDULE_LABELS, maskedAccountText, type MaskedAccount, type PayoutSchedule } from './earnings.ts';
import { BILLING_TIER_LABELS, type BillingTier } from './billing.ts';
import { bdtText } from './money.ts';
import { describePermissions } from './permissions.ts';
import { BUSINESS_CATEGORY_LABELS, type BusinessCategory } from './profile.ts';

type Person = { name: string; email: string };

/** One change of the payout settings, in the order they are said. */
export type PayoutSettingChange =
  | { what: 'method'; account: MaskedAccount }
  | { what: 'method_removed' }
  | { what: 'schedule'; schedule: PayoutSchedule }
  | { what: 'minimum'; amount: number };

export type ActivityNote =
  | { action: 'staff.invited'; params: Person & { permissions: string[] } }
  | { action: 'staff.reinvited'; params: Person }
  | { action: 'staff.invitation-cancelled'; params: Person }
  | { action: 'staff.joined'; params: { permissions: string[] } }
  | { action: 'staff.changed'; params: Person & { change: 'made_admin' | 'unmade_admin' | 'permissions'; permissions: string[] } }
  | { action: 'staff.suspended'; params: Person }
  | { action: 'staff.resumed'; params: Person }
  | { action: 'staff.left'; params: Record<string, never> }
  | { action: 'staff.removed'; params: Person }
  | { action: 'shop.created'; params: { category: BusinessCategory } }
  | { action: 'shop.two_step_required'; params: Record<string, never> }
  | { action: 'shop.two_step_optional'; params: Record<string, never> }
  | { action: 'shop.money_figures'; params: { hidden: boolean } }
  | { action: 'payouts.requested'; params: { amount: number; account: MaskedAccount } }
  | { action: 'payouts.cancelled'; params: { amount: number; account: MaskedAccount | null; label: string } }
  | { action: 'payouts.settings_changed'; params: { changes: PayoutSettingChange[] } }
  | { action: 'domain.claim_ended'; params: { hostname: string } }
  | { action: 'billing.paid'; params: { amount: number; plan: string; tier: BillingTier; invoice: string } }
  | { action: 'billing.refunded'; params: { amount: number; invoice: string; reason: string } }
  | { action: 'billing.free'; params: Record<string, never> };

export type ActivityAction = ActivityNote['action'];
export const ACTIVITY_ACTIONS = [
  'staff.invited',
  'staff.reinvited',
  'staff.invitation-cancelled',
  'staff.joined',
  'staff.changed',
  'staff.suspended',
  'staff.resumed',
  'staff.left',
  'staff.removed',
  'shop.created',
  'shop.two_step_required',
  'shop.two_step_optional',
  'shop.money_figures',
  'payouts.requested',
  'payouts.cancelled',
  'payouts.settings_changed',
  'domain.claim_ended',
  'billing.paid',
  'billing.refunded',
  'billing.free',
] as const satisfies readonly ActivityAction[];

const who = (p: Person) => `${p.name} (${p.email})`;
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

function payoutChangeEnglish(change: PayoutSettingChange): string {
  switch (change.what) {
    case 'method':
      return `changed the payout method to ${maskedAccountText(change.account)}`;
    case 'method_removed':
      return 'removed the payout method';
    case 'schedule':
      return `set payouts to ${lowerFirst(PAYOUT_SCHEDULE_LABELS[change.schedule])}`;
    case 'minimum':
      return `set the minimum payout to ${bdtText(change.amount)}`;
  }
}

/** The English sentence of a line, said after the actor's name: what the Store API stores in `summary`. */
export function activityEnglish(note: ActivityNote): string {
  switch (note.action) {
    case 'staff.invited':
      return `invited ${who(note.params)} with ${describePermissions(note.params.permissions)}`;
    case 'staff.reinvited':
      return `sent the invitation to ${who(note.params)} again`;
    case 'staff.invitation-cancelled':
      return `cancelled the invitation of ${who(note.params)}`;
    case 'staff.joined':
      return `accepted the invitation and joined with ${describePermissions(note.params.permissions)}`;
    case 'staff.changed': {
      const p = note.params;
      if (p.change === 'made_admin') return `made ${who(p)} a shop admin`;
      if (p.change === 'unmade_admin') return `removed ${who(p)} as shop admin; they keep ${describePermissions(p.permissions)}`;
      return `changed the permissions of ${who(p)} to ${describePermissions(p.permissions)}`;
    }
    case 'staff.suspended':
      return `suspended ${who(note.params)}`;
    case 'staff.resumed':
      return `resumed ${who(note.params)}`;
    case 'staff.left':
      return 'left the shop';
    case 'staff.removed':
      return `removed ${who(note.params)} from the shop`;
    case 'shop.created':
      return `opened the shop as ${BUSINESS_CATEGORY_LABELS[note.params.category]}`;
    case 'shop.two_step_required':
      return 'required two-step sign-in of every member';
    case 'shop.two_step_optional':
      return 'stopped requiring two-step sign-in';
    case 'shop.money_figures':
      return note.params.hidden
        ? 'hid money figures on Home and Analytics from staff without the Earnings permission'
        : 'showed money figures on Home and Analytics to every member';
    case 'payouts.requested':
      return `asked for a payout of ${bdtText(note.params.amount)} to ${maskedAccountText(note.params.account)}`;
    case 'payouts.cancelled':
      return `cancelled the payout of ${bdtText(note.params.amount)} to ${note.params.account ? maskedAccountText(note.params.account) : note.params.label}`;
    case 'payouts.settings_changed':
      return note.params.changes.map(payoutChangeEnglish).join('; ');
    case 'domain.claim_ended':
      return `ended this shop's claim on ${note.params.hostname}: another shop proved it owns the domain`;
    case 'billing.paid': {
      const p = note.params;
      return `paid ${bdtText(p.amount)} with bKash for ${p.plan}, ${BILLING_TIER_LABELS[p.tier].toLowerCase()} (invoice ${p.invoice})`;
    }
    case 'billing.refunded':
      return `refunded ${bdtText(note.params.amount)} of invoice ${note.params.invoice}: ${note.params.reason}`;
    case 'billing.free':
      return 'moved the shop to the Free plan';
  }
}

/** The columns a line gets from a note: its action, params and English sentence. */
export const activityColumns = (note: ActivityNote) => ({
  action: note.action,
  params: note.params as Record<string, unknown>,
  summary: activityEnglish(note),
});
