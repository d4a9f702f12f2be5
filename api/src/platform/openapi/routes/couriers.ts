/** Couriers built in: the shop's courier accounts, order consignments and courier webhooks (api/src/domains/couriers/routes.ts). */
import { z } from 'zod';
import {
  BookConsignmentSchema,
  BulkBookAnswerSchema,
  BulkBookSchema,
  ConsignmentSchema,
  CourierAccountListSchema,
  CourierCredentialsInputSchema,
  CourierIdSchema,
  CourierPlacesSchema,
  MarkBookedSchema,
} from '../../../../../contract/couriers.ts';
import { describeRoute } from '../registry.ts';

const accounts = { tags: ['Couriers'], permission: 'shipping' } as const;
const orders = { tags: ['Couriers'], permission: 'orders' } as const;

export const courierRoutes = [
  describeRoute({
    method: 'GET',
    path: '/admin/couriers',
    summary: 'Which couriers the shop connected, and when (never the credentials)',
    ...accounts,
    answer: CourierAccountListSchema,
  }),
  describeRoute({
    method: 'PUT',
    path: '/admin/couriers/:courier',
    summary: "Save the shop's credentials for a courier (write-only; needs a fresh factor)",
    ...accounts,
    body: CourierCredentialsInputSchema,
    answer: CourierAccountListSchema,
  }),
  describeRoute({
    method: 'DELETE',
    path: '/admin/couriers/:courier',
    summary: "Forget the shop's credentials for a courier (needs a fresh factor)",
    ...accounts,
    answer: CourierAccountListSchema,
  }),
  describeRoute({
    method: 'POST',
    path: '/admin/consignments/orders/bulk',
    summary: 'Book up to 50 orders with one courier, one after another; each answers its own outcome',
    ...orders,
    body: BulkBookSchema,
    answer: BulkBookAnswerSchema,
  }),
  describeRoute({
    method: 'GET',
    path: '/admin/consignments/orders/:orderId',
    summary: "An order's consignment, or null before it was booked",
    ...orders,
    answer: z.object({ consignment: ConsignmentSchema.nullable() }),
  }),
  describeRoute({
    method: 'GET',
    path: '/admin/consignments/orders/:orderId/quote',
    summary:
      "The courier's charge for the order's parcel (null when the courier has no price call or cannot place the address); 422 COURIER_QUOTE_REFUSED when the courier refused this parcel, 502 COURIER_UNAVAILABLE when it did not answer",
    ...orders,
    query: z.object({ courier: CourierIdSchema }),
    answer: z.object({ quote: z.object({ charge: z.number().int(), codCharge: z.number().int().nullable() }).nullable() }),
    errors: [409, 422, 502],
  }),
  describeRoute({
    method: 'GET',
    path: '/admin/consignments/orders/:orderId/places',
    summary:
      "The courier's areas (Pathao zones, RedX areas) in the order's district, to choose one when Haat's area matched none (empty for Steadfast, which takes the address as text)",
    ...orders,
    query: z.object({ courier: CourierIdSchema }),
    answer: CourierPlacesSchema,
    errors: [409, 422, 502],
  }),
  describeRoute({
    method: 'POST',
    path: '/admin/consignments/orders/:orderId',
    summary:
      'Book the order with a courier, once: 201 booked; 200 with state "check" when the courier gave no clear answer (never retried by itself); 422 COURIER_REFUSED',
    ...orders,
    body: BookConsignmentSchema,
    answer: ConsignmentSchema,
    status: 201,
    errors: [409, 422],
  }),
  describeRoute({
    method: 'POST',
    path: '/admin/consignments/orders/:orderId/mark-booked',
    summary: 'Record a booking that needed checking as booked, with the id the courier shows',
    ...orders,
    body: MarkBookedSchema,
    answer: ConsignmentSchema,
    errors: [409],
  }),
  describeRoute({
    method: 'POST',
    path: '/admin/consignments/orders/:orderId/refresh',
    summary: "Read the parcel's status from the courier now",
    ...orders,
    answer: ConsignmentSchema,
    errors: [409, 502],
  }),
  describeRoute({
    method: 'POST',
    path: '/admin/consignments/orders/:orderId/cancel',
    summary: 'Ask the courier to cancel the parcel',
    ...orders,
    answer: ConsignmentSchema,
    errors: [409, 422],
  }),
  describeRoute({
    method: 'POST',
    path: '/couriers/:courier/webhook',
    summary: "A courier's status push: only a signal to re-read the parcels it names from the courier",
    tags: ['Couriers'],
    public: true,
    body: z.looseObject({}),
    answer: z.object({ ok: z.literal(true) }),
  }),
];
