/** Store API: the active shop's subscription (/admin/subscription). */
import type { ActiveSubscription } from '../subscription.ts';
import { api } from './config.ts';

export const subscriptionApi = {
  active: (token: string) => api(token).get<ActiveSubscription | null>('/admin/subscription/active'),
};
