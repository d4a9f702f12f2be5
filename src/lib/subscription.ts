/** The subscription summary kept in the app (spec §3) and its remaining days (spec §9). */
const DAY_MS = 24 * 60 * 60 * 1000;

export interface ActiveSubscription {
  _id: string;
  endDate: string;
  nextRenewalDate?: string | null;
  plan?: { name?: string | null } | null;
}

export interface SubscriptionSummary {
  planName: string;
  expireDate: string | null;
  remainingDays: number;
}

/** Ceiling of the days until the end date; 0 without a subscription; negative once it has passed. */
export function remainingDays(endDate: string | Date | null | undefined, now: Date = new Date()): number {
  if (!endDate) return 0;
  const end = new Date(endDate).getTime();
  if (Number.isNaN(end)) return 0;
  const days = Math.ceil((end - now.getTime()) / DAY_MS);
  return days === 0 ? 0 : days; // avoid -0
}

export function summarise(subscription: ActiveSubscription | null | undefined, now: Date = new Date()): SubscriptionSummary {
  return {
    planName: subscription?.plan?.name || 'Free',
    expireDate: subscription?.endDate ?? null,
    remainingDays: remainingDays(subscription?.endDate, now),
  };
}
