/**
 * The Store API decides when a shop's subscription has lapsed (402 SUBSCRIPTION_LAPSED, see
 * api/src/platform/lapsed.ts); the dashboard follows it: any page, endpoint or form action that
 * meets that answer sends the seller to /upgrade (src/middleware.ts).
 */
import { ActionError } from 'astro:actions';
import { ApiError } from './api/errors.ts';

export const UPGRADE_PATH = '/upgrade';

/** True for the Store API's lapsed answer, or the action error `fail()` turns it into. */
export function isSubscriptionLapsed(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 402 && error.code === 'SUBSCRIPTION_LAPSED';
  return error instanceof ActionError && error.code === 'PAYMENT_REQUIRED';
}
