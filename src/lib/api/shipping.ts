/** Store API: the active shop's shipping plans (/admin/shipping/plans), answers checked with the contract schemas. */
import { PlanListSchema, PlanSchema } from '../../../contract/shipping.ts';
import { OkAnswerSchema } from '../../../contract/answers.ts';
import { api } from './config.ts';

const PLANS = '/admin/shipping/plans';
const path = (id: string) => `${PLANS}/${encodeURIComponent(id)}`;

export const shippingApi = {
  list: async (token: string) => PlanListSchema.parse(await api(token).get(PLANS)),
  /** `default` names the default plan. */
  get: async (token: string, id: string) => PlanSchema.parse(await api(token).get(path(id))),
  create: async (token: string, body: unknown) => PlanSchema.parse(await api(token).post(PLANS, body)),
  update: async (token: string, id: string, body: unknown) => PlanSchema.parse(await api(token).put(path(id), body)),
  remove: (token: string, id: string) => api(token).delete(OkAnswerSchema, path(id)),
};
