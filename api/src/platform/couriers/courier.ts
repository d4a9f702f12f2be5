/**
 * The one courier interface the orders domain calls (ARCHITECTURE.md "Outside services"): a driver per courier
 * (./pathao.ts, ./redx.ts, ./steadfast.ts), each a real HTTP client of that courier's merchant API, and a local
 * sandbox per courier beside it speaking the same protocol (`npm start` and the tests run them).
 *
 * Creating a consignment is never retried by a driver: a create that timed out or got a 5xx may have booked the
 * parcel, and a parcel booked twice costs the seller. Drivers say which case a failure is (CourierError.outcome).
 */
import type { ParcelStatus } from '../../../../contract/couriers.ts';

/** A parcel to book: the order's recipient and what to collect. Money in poisha. */
export type ParcelInput = {
  /** Unique per shop and order (the merchant invoice / order id the courier keeps): `haat-<shop>-<number>`. */
  invoice: string;
  recipientName: string;
  /** 11 digits, 01XXXXXXXXX. */
  recipientPhone: string;
  /** Street, area and district in one line. */
  recipientAddress: string;
  /** The district (contract/bd-geo.ts spelling) when the address has one. */
  district: string;
  /** The area / thana of the address (contract/bd-areas.ts spelling for new addresses; free text in old ones). */
  area: string;
  /**
   * The courier's own place id the seller chose for this parcel (Pathao zone, RedX area: `CourierDriver.places`),
   * when Haat's area matched none of the courier's (./place-match.ts).
   */
  courierPlace?: number | null;
  /** Cash to collect in poisha (0 for a prepaid order). */
  codAmount: number;
  /** Declared value in poisha. */
  value: number;
  /** Grams (the drivers convert: Pathao kg, RedX grams). */
  weightGrams: number;
  itemCount: number;
  description: string;
  note?: string;
};

export type BookedParcel = {
  consignmentId: string;
  trackingCode: string | null;
  /** The courier's charge in poisha, when its answer says it. */
  charge: number | null;
  status: ParcelStatus;
  courierStatus: string;
};

export type ParcelState = { status: ParcelStatus; courierStatus: string; charge: number | null };

export type Quote = { charge: number; codCharge: number | null };

export interface CourierDriver {
  /** The courier's charge for a parcel, or null when the courier has no price call (Steadfast). */
  quote(parcel: ParcelInput): Promise<Quote | null>;
  /** Books the parcel once: never retried inside. */
  createConsignment(parcel: ParcelInput): Promise<BookedParcel>;
  /** Where the parcel is now. */
  readStatus(consignmentId: string): Promise<ParcelState>;
  /** Asks the courier to cancel the parcel. */
  cancel(consignmentId: string): Promise<void>;
  /**
   * The courier's places (Pathao zones, RedX areas) in a district, for the seller to choose one when Haat's area
   * matches none; absent for a courier that takes the address as text (Steadfast).
   */
  places?(district: string): Promise<CourierPlace[]>;
  /**
   * The courier's place this parcel would be booked to (its chosen `courierPlace`, else Haat's area matched), or null
   * when the seller must choose one first: bulk booking asks this and leaves such orders for the order page.
   */
  place?(parcel: ParcelInput): Promise<CourierPlace | null>;
}

/** One of a courier's own places: its id in that courier's API and its name as the courier writes it. */
export type CourierPlace = { id: number; name: string };

/** The field of a booking refused for want of the courier's area: the seller chooses one (COURIER_AREA_NEEDED). */
export const COURIER_PLACE_FIELD = 'courierPlace';

/**
 * A failed courier call. `outcome: 'none'` — the courier answered and refused (4xx): nothing was booked.
 * `outcome: 'unknown'` — no answer, a timeout, a 5xx or an answer we could not read: the parcel may or may not exist.
 */
export class CourierError extends Error {
  readonly outcome: 'none' | 'unknown';
  readonly httpStatus: number | null;
  readonly fields: Record<string, string>;
  constructor(message: string, outcome: 'none' | 'unknown', httpStatus: number | null, fields: Record<string, string> = {}) {
    super(message);
    this.name = 'CourierError';
    this.outcome = outcome;
    this.httpStatus = httpStatus;
    this.fields = fields;
  }
}

export type JsonAnswer = { status: number; body: Record<string, unknown> };

/**
 * One HTTP call with a deadline. A network error or timeout throws CourierError 'unknown'; an answer that is not a
 * JSON object reads as `{}` (each driver judges it by status). Nothing is logged: requests carry credentials.
 */
export async function callJson(
  fetcher: typeof fetch,
  url: string,
  init: { method: string; headers: Record<string, string>; body?: unknown; timeoutMs: number },
  who: string,
): Promise<JsonAnswer> {
  let res: Response;
  try {
    res = await fetcher(url, {
      method: init.method,
      headers: { accept: 'application/json', ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(init.timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new CourierError(timedOut ? `${who} did not answer in time.` : `${who} could not be reached.`, 'unknown', null);
  }
  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    // Judged by the status.
  }
  return { status: res.status, body: body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {} };
}

/** A refusal or an unknown outcome from an answer that was not a success: 4xx refused, anything else unknown. */
export function failure(who: string, answer: JsonAnswer): CourierError {
  const message =
    typeof answer.body.message === 'string' && answer.body.message ? answer.body.message : `${who} answered ${answer.status}.`;
  const fields: Record<string, string> = {};
  // Steadfast and Pathao answer `errors: { field: [messages] }`, RedX `validation_errors: { field: message }`.
  const errors = answer.body.errors ?? answer.body.validation_errors;
  if (errors && typeof errors === 'object' && !Array.isArray(errors)) {
    for (const [key, value] of Object.entries(errors as Record<string, unknown>)) {
      const first: unknown = Array.isArray(value) ? value[0] : value;
      if (typeof first === 'string') fields[key] = first;
    }
  }
  const refused = answer.status >= 400 && answer.status < 500 && answer.status !== 408 && answer.status !== 429;
  return new CourierError(Object.values(fields)[0] ?? message, refused ? 'none' : 'unknown', answer.status, fields);
}

/** Taka (number or text) → poisha; null when it is not a number. */
export const poishaOf = (taka: unknown): number | null => {
  const n = typeof taka === 'number' ? taka : typeof taka === 'string' && taka.trim() !== '' ? Number(taka) : NaN;
  return Number.isFinite(n) ? Math.round(n * 100) : null;
};

/** Poisha → taka as a number (couriers take taka). */
export const takaOf = (poisha: number): number => Math.round(poisha) / 100;

/** 880-prefixed or spaced numbers → the 11 digits couriers take. */
export function courierPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.startsWith('880') ? digits.slice(2) : digits.startsWith('88') && digits.length === 13 ? digits.slice(2) : digits;
}

export const DEFAULT_TIMEOUT_MS = 15_000;

/** A text or number from a courier's answer as text; `fallback` for anything else. */
export const textOf = (value: unknown, fallback = ''): string =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : fallback;
