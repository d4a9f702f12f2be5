/** Store API: the active shop's subscription (/admin/subscription). */
import { ActiveSubscriptionSchema } from '../../../contract/billing.ts';
import { api } from './config.ts';

export const subscriptionApi = {
  active: (token: string) => api(token).get(ActiveSubscriptionSchema, '/admin/subscription/active'),
};
