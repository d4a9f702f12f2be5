/** Store API: the shop's couriers (/admin/couriers) and its orders' consignments (/admin/consignments). */
import { z } from 'astro/zod';
import {
  BulkBookAnswerSchema,
  ConsignmentSchema,
  CourierAccountListSchema,
  CourierPlacesSchema,
  type Consignment,
  type CourierAccount,
  type CourierId,
} from '../../../contract/couriers.ts';
import { api } from './config.ts';

export type { Consignment, CourierAccount, CourierId };

const QuoteAnswerSchema = z.object({ quote: z.object({ charge: z.number().int(), codCharge: z.number().int().nullable() }).nullable() });
const ConsignmentAnswerSchema = z.object({ consignment: ConsignmentSchema.nullable() });
const order = (id: string, rest = '') => `/admin/consignments/orders/${encodeURIComponent(id)}${rest}`;

export const couriersApi = {
  accounts: async (token: string) => (await api(token).get(CourierAccountListSchema, '/admin/couriers')).response,
  save: (token: string, courier: CourierId, credentials: Record<string, string>) =>
    api(token).put(CourierAccountListSchema, `/admin/couriers/${courier}`, credentials),
  remove: (token: string, courier: CourierId) => api(token).delete(CourierAccountListSchema, `/admin/couriers/${courier}`),
  consignment: async (token: string, orderId: string) => (await api(token).get(ConsignmentAnswerSchema, order(orderId))).consignment,
  quote: async (token: string, orderId: string, courier: CourierId) =>
    (await api(token).get(QuoteAnswerSchema, order(orderId, '/quote'), { courier })).quote,
  /** The courier's areas in the order's district (to choose one when the order's area matched none). */
  places: async (token: string, orderId: string, courier: CourierId) =>
    (await api(token).get(CourierPlacesSchema, order(orderId, '/places'), { courier })).response,
  book: (token: string, orderId: string, courier: CourierId, retry = false, courierPlace?: number) =>
    api(token).post(ConsignmentSchema, order(orderId), { courier, ...(retry ? { retry } : {}), ...(courierPlace ? { courierPlace } : {}) }),
  markBooked: (token: string, orderId: string, consignmentId: string) =>
    api(token).post(ConsignmentSchema, order(orderId, '/mark-booked'), { consignmentId }),
  refresh: (token: string, orderId: string) => api(token).post(ConsignmentSchema, order(orderId, '/refresh'), {}),
  cancel: (token: string, orderId: string) => api(token).post(ConsignmentSchema, order(orderId, '/cancel'), {}),
  bulk: async (token: string, courier: CourierId, ids: string[]) =>
    (await api(token).post(BulkBookAnswerSchema, '/admin/consignments/orders/bulk', { courier, ids })).response,
};
