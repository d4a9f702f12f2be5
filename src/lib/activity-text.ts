/**
 * A line of the shop's activity log in the reader's language (issue 23): lines store their action and params
 * (contract/activity.ts), worded here when /settings/roles-access shows them, after the actor's name. A line written
 * before params has only its English sentence, which is shown as written; so is an action this dashboard does not know.
 */
import { BILLING_TIERS, type BillingTier } from '../../contract/billing.ts';
import { PAYOUT_SCHEDULES, type PayoutSchedule } from '../../contract/earnings.ts';
import { formatMoney, type DisplayPrefs } from '../../contract/format.ts';
import { BUSINESS_CATEGORIES, type BusinessCategory } from '../../contract/profile.ts';
import { categoryLabel } from './category-words.ts';
import { m } from '../paraglide/messages.js';
import { tierLabel } from './billing.ts';
import { payoutAccountText, payoutScheduleLabel } from './earnings-words.ts';
import { permissionsText } from './team-labels.ts';

export type ActivityEntry = { action: string; summary: string; params?: Record<string, unknown> | null };

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const amount = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const keys = (value: unknown) => (Array.isArray(value) ? value.filter((key): key is string => typeof key === 'string') : []);
const oneOf = <T extends string>(list: readonly T[], value: unknown): value is T => list.includes(value as T);
// English says "weekly, on Sundays" and "monthly" mid-sentence; Bangla has no capitals, so this leaves it alone.
const lowerFirst = (words: string) => words.charAt(0).toLowerCase() + words.slice(1);

/** One change of the payout settings, or null for a change this dashboard cannot word. */
function payoutChange(change: unknown, display: DisplayPrefs): string | null {
  const c = (typeof change === 'object' && change !== null ? change : {}) as Record<string, unknown>;
  switch (c.what) {
    case 'method': {
      const account = payoutAccountText(c.account, display);
      return account && m.activity_payout_method({ account });
    }
    case 'method_removed':
      return m.activity_payout_method_removed();
    case 'schedule':
      return oneOf<PayoutSchedule>(PAYOUT_SCHEDULES, c.schedule)
        ? m.activity_payout_schedule({ schedule: lowerFirst(payoutScheduleLabel(c.schedule)) })
        : null;
    case 'minimum':
      return m.activity_payout_minimum({ amount: formatMoney(amount(c.amount), display) });
  }
  return null;
}

/** The words of a line (after the actor's name). */
export function activityText(entry: ActivityEntry, display: DisplayPrefs): string {
  const p = entry.params;
  if (!p) return entry.summary;
  const who = `${text(p.name)} (${text(p.email)})`;
  const money = (value: unknown) => formatMoney(amount(value), display);
  switch (entry.action) {
    case 'staff.invited':
      return m.activity_staff_invited({ who, permissions: permissionsText(keys(p.permissions)) });
    case 'staff.reinvited':
      return m.activity_staff_reinvited({ who });
    case 'staff.invitation-cancelled':
      return m.activity_staff_invitation_cancelled({ who });
    case 'staff.joined':
      return m.activity_staff_joined({ permissions: permissionsText(keys(p.permissions)) });
    case 'staff.changed': {
      const permissions = permissionsText(keys(p.permissions));
      if (p.change === 'made_admin') return m.activity_staff_made_admin({ who });
      if (p.change === 'unmade_admin') return m.activity_staff_unmade_admin({ who, permissions });
      return m.activity_staff_permissions({ who, permissions });
    }
    case 'staff.suspended':
      return m.activity_staff_suspended({ who });
    case 'staff.resumed':
      return m.activity_staff_resumed({ who });
    case 'staff.left':
      return m.activity_staff_left();
    case 'staff.removed':
      return m.activity_staff_removed({ who });
    case 'shop.created':
      if (!oneOf<BusinessCategory>(BUSINESS_CATEGORIES, p.category)) break;
      return m.activity_shop_created({ category: categoryLabel(p.category) });
    case 'shop.two_step_required':
      return m.activity_two_step_required();
    case 'shop.two_step_optional':
      return m.activity_two_step_optional();
    case 'shop.money_figures':
      return p.hidden === true ? m.activity_money_hidden() : m.activity_money_shown();
    case 'payouts.requested': {
      const account = payoutAccountText(p.account, display);
      if (!account) break;
      return m.activity_payout_requested({ amount: money(p.amount), account });
    }
    case 'payouts.cancelled': {
      // A payout made before payouts kept their account as data names it with its stored English label.
      const account = payoutAccountText(p.account, display) ?? text(p.label);
      return m.activity_payout_cancelled({ amount: money(p.amount), account });
    }
    case 'payouts.settings_changed': {
      const changes = (Array.isArray(p.changes) ? p.changes : []).map((change) => payoutChange(change, display));
      if (changes.length === 0 || changes.some((change) => change === null)) break;
      return changes.join('; ');
    }
    case 'domain.claim_ended':
      return m.activity_domain_claim_ended({ hostname: text(p.hostname) });
    case 'billing.paid':
      if (!oneOf<BillingTier>(BILLING_TIERS, p.tier)) break;
      return m.activity_billing_paid({
        amount: money(p.amount),
        plan: text(p.plan),
        tier: lowerFirst(tierLabel(p.tier)),
        invoice: text(p.invoice),
      });
    case 'billing.refunded':
      return m.activity_billing_refunded({ amount: money(p.amount), invoice: text(p.invoice), reason: text(p.reason) });
    case 'billing.free':
      return m.activity_billing_free();
  }
  return entry.summary;
}
