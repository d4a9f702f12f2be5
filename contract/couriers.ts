/**
 * Couriers built into Haat (issue 24 item 1): which couriers, the credentials a shop gives each (write-only: the
 * Store API never answers them back), the one status every courier's own words map onto, and the consignment of
 * an order as the Store API answers it. Money is integer poisha.
 */
import { z } from 'zod';

export const COURIERS = ['pathao', 'redx', 'steadfast'] as const;
export type CourierId = (typeof COURIERS)[number];
export const CourierIdSchema = z.enum(COURIERS);

/** The courier's name as sellers know it (a brand: the same in English and Bangla). */
export const COURIER_NAMES: Record<CourierId, string> = { pathao: 'Pathao', redx: 'RedX', steadfast: 'Steadfast' };

/**
 * Where a parcel is, in Haat's words; each driver maps its courier's statuses onto these. `unknown` is a status the
 * driver does not know yet (shown with the courier's own word).
 */
export const PARCEL_STATUSES = [
  'booked',
  'picked',
  'in_transit',
  'delivered',
  'partial',
  'returned',
  'cancelled',
  'hold',
  'unknown',
] as const;
export type ParcelStatus = (typeof PARCEL_STATUSES)[number];
/** A parcel in one of these no longer moves: the status job stops re-reading it. */
export const FINAL_PARCEL_STATUSES: readonly ParcelStatus[] = ['delivered', 'partial', 'returned', 'cancelled'];

/**
 * The state of Haat's booking of an order: `booking` while the create call is out, `booked` with the courier's
 * consignment, `check` when the call failed in a way that may or may not have booked the parcel (timeout, 5xx,
 * network): never retried by itself, the seller checks with the courier, then marks it booked or retries; `failed`
 * when the courier refused (nothing was booked: the seller may fix the order and book again); `cancelled`.
 */
export const BOOKING_STATES = ['booking', 'booked', 'check', 'failed', 'cancelled'] as const;
export type BookingState = (typeof BOOKING_STATES)[number];

const secret = (max: number) => z.string().trim().min(1, { error: 'Required' }).max(max);
const numericId = z
  .string()
  .trim()
  .regex(/^\d{1,12}$/, { error: 'Digits only' });

/** What a shop gives each courier. Every field is a secret or an account detail: never shown back. */
export const CourierCredentialsSchemas = {
  pathao: z.object({
    clientId: secret(100),
    clientSecret: secret(200),
    username: secret(200),
    password: secret(200),
    /** The merchant's Pathao store the parcels are picked up from. */
    storeId: numericId,
  }),
  redx: z.object({ accessToken: secret(2000), pickupStoreId: numericId.optional() }),
  steadfast: z.object({ apiKey: secret(200), secretKey: secret(200) }),
} as const;
export type CourierCredentials = { [K in CourierId]: z.infer<(typeof CourierCredentialsSchemas)[K]> };

/** PUT /admin/couriers/:courier: the credentials (replacing any saved), or `{ remove: true }` to forget them. */
export const CourierCredentialsInputSchema = z.record(z.string(), z.string().max(2000));

/** GET /admin/couriers: per courier, whether the shop gave credentials and when (never what they are). */
export const CourierAccountSchema = z.object({
  courier: CourierIdSchema,
  name: z.string(),
  connected: z.boolean(),
  updatedAt: z.string().nullable(),
  /** The address the seller pastes into the courier's merchant panel as its webhook (a signal to re-read). */
  webhookUrl: z.string(),
});
export const CourierAccountListSchema = z.object({ response: z.array(CourierAccountSchema) });
export type CourierAccount = z.infer<typeof CourierAccountSchema>;

export const ConsignmentSchema = z.object({
  orderId: z.string(),
  courier: CourierIdSchema,
  state: z.enum(BOOKING_STATES),
  /** The courier's id of the parcel (Pathao consignment_id, RedX tracking_id, Steadfast consignment_id). */
  consignmentId: z.string().nullable(),
  trackingCode: z.string().nullable(),
  /** The courier's delivery charge in poisha, when it told it. */
  charge: z.number().int().nullable(),
  status: z.enum(PARCEL_STATUSES).nullable(),
  /** The courier's own word for the status. */
  courierStatus: z.string().nullable(),
  /** Why the last booking did not go through (the courier's message). */
  error: z.string().nullable(),
  checkedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type Consignment = z.infer<typeof ConsignmentSchema>;

/** POST /admin/consignments/orders/:orderId: book with a courier; `retry` only after a `check`, once the seller checked. */
export const BookConsignmentSchema = z.object({
  courier: CourierIdSchema,
  retry: z.boolean().optional(),
  /**
   * The courier's own area (a Pathao zone, a RedX area: GET …/places) the seller chose when Haat's district and area
   * matched none of the courier's (a refusal with the field `courierPlace`).
   */
  courierPlace: z.number({ error: 'Choose the courier’s area' }).int().positive().max(2_147_483_647).optional(),
});
/** GET /admin/consignments/orders/:orderId/places?courier=: the courier's areas in the order's district. */
export const CourierPlacesSchema = z.object({ response: z.array(z.object({ id: z.number().int(), name: z.string() })) });
export type CourierPlaces = z.infer<typeof CourierPlacesSchema>['response'];
/** POST /admin/consignments/orders/:orderId/mark-booked: the seller found the parcel booked at the courier. */
export const MarkBookedSchema = z.object({ consignmentId: z.string().trim().min(1, { error: 'Required' }).max(60) });
/** POST /admin/consignments/orders/bulk: book up to MAX_BULK_BOOK orders with one courier (one after another: one rate limit). */
export const MAX_BULK_BOOK = 50;
export const BulkBookSchema = z.object({ courier: CourierIdSchema, ids: z.array(z.string().min(1).max(64)).min(1).max(MAX_BULK_BOOK) });
export const BulkBookAnswerSchema = z.object({
  response: z.array(
    z.object({
      orderId: z.string(),
      number: z.number().int().nullable(),
      state: z.enum(BOOKING_STATES),
      error: z.string().nullable(),
      /**
       * Not booked: the order's area matched none of the courier's, and the seller chooses the courier's area on the
       * order page first (COURIER_AREA_NEEDED). Nothing was sent to the courier.
       */
      needsPlace: z.boolean(),
      /** The refusal's code (COURIER_ALREADY_BOOKED…), for the dashboard to word it in the reader's language; absent from an older API. */
      code: z.string().nullable().optional(),
    }),
  ),
});

/** Error codes of the courier routes. */
export const COURIER_NOT_CONNECTED = 'COURIER_NOT_CONNECTED';
export const COURIER_REFUSED = 'COURIER_REFUSED';
/** The courier refused to quote this parcel (its address or weight): 422; COURIER_UNAVAILABLE is a courier not answering. */
export const COURIER_QUOTE_REFUSED = 'COURIER_QUOTE_REFUSED';
export const COURIER_CHECK_FIRST = 'COURIER_CHECK_FIRST';
export const COURIER_ALREADY_BOOKED = 'COURIER_ALREADY_BOOKED';
export const COURIER_BOOKING_IN_PROGRESS = 'COURIER_BOOKING_IN_PROGRESS';
/** The order's area matched none of the courier's: the seller chooses the courier's area before it is booked. */
export const COURIER_AREA_NEEDED = 'COURIER_AREA_NEEDED';
