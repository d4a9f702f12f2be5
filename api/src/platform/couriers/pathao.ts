/**
 * Pathao Courier driver: a client of Pathao's merchant ("Aladdin") API, production https://api-hermes.pathao.com,
 * Pathao's own sandbox https://courier-api-sandbox.pathao.com (merchant.pathao.com/courier/developer-api; request
 * shapes checked against the community clients enuenan/pathao-courier, na0260/pathao-api-laravel-package and
 * shared/research/turn3.md §6).
 *
 * - Token: `POST /aladdin/api/v1/issue-token` with client id/secret and the merchant's username/password
 *   (`grant_type: password`), refreshed with `grant_type: refresh_token` before it expires, issued again on a 401.
 *   The token is kept in a `PathaoTokenStore`: the Store API keeps each shop's in the database (domains/couriers/
 *   pathao-tokens.ts), so every node and every restart uses one token, and one caller at a time renews it.
 * - Places: `city-list`, `cities/{id}/zone-list`, `zones/{id}/area-list`; the order's district and area are matched
 *   to a city and zone (./place-match.ts), or the seller chose the zone. Pathao would take an order without them and
 *   guess from the address, but a guessed zone is a parcel sent to the wrong hub: a parcel whose zone is not found is
 *   refused before any create call (field `courierPlace`), and the seller chooses from `places` (issue 24).
 * - `POST merchant/price-plan` → `final_price`; `POST orders` → `consignment_id`, `order_status`, `delivery_fee`;
 *   `GET orders/{consignment_id}/info` → `order_status`.
 *
 * Guessed: no cancel call is documented for merchants, so cancel is refused with a message to cancel in Pathao's
 * merchant panel; the status words below are those the community clients list (an unknown word reads `unknown`).
 */
import { createHash } from 'node:crypto';
import type { ParcelStatus } from '../../../../contract/couriers.ts';
import {
  callJson,
  CourierError,
  courierPhone,
  DEFAULT_TIMEOUT_MS,
  failure,
  poishaOf,
  takaOf,
  textOf,
  COURIER_PLACE_FIELD,
  type CourierDriver,
  type JsonAnswer,
  type CourierPlace,
  type ParcelInput,
} from './courier.ts';
import { matchDistrict, matchPlace } from './place-match.ts';

export const PATHAO_PRODUCTION_URL = 'https://api-hermes.pathao.com';
const API = '/aladdin/api/v1';
const WHO = 'Pathao';

export type PathaoCredentials = { clientId: string; clientSecret: string; username: string; password: string; storeId: string };
export type PathaoConfig = PathaoCredentials & { baseUrl: string; timeoutMs?: number; fetch?: typeof fetch; tokens?: PathaoTokenStore };

const STATUS: Record<string, ParcelStatus> = {
  pending: 'booked',
  pickup_requested: 'booked',
  assigned_for_pickup: 'booked',
  picked: 'picked',
  pickup_failed: 'hold',
  at_the_sorting_hub: 'in_transit',
  in_transit: 'in_transit',
  received_at_last_mile_hub: 'in_transit',
  assigned_for_delivery: 'in_transit',
  delivered: 'delivered',
  partial_delivery: 'partial',
  return: 'returned',
  returned: 'returned',
  paid_return: 'returned',
  delivery_failed: 'hold',
  on_hold: 'hold',
  pickup_cancelled: 'cancelled',
  cancelled: 'cancelled',
};
export const pathaoStatus = (word: string): ParcelStatus =>
  STATUS[
    word
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, '_')
  ] ?? 'unknown';

export type PathaoToken = { access: string; refresh: string | null; expiresAt: number };
type Token = PathaoToken;

/** Where a Pathao token is kept between calls (and, in the database, between processes and nodes). */
export type PathaoTokenStore = {
  /** The kept token (perhaps expired), or null. */
  read(): Promise<PathaoToken | null>;
  /**
   * A token to use instead of `stale` (expired, or refused with a 401): the one another caller kept meanwhile, else
   * one from `issue`, kept. Callers that renew at once get one issue between them.
   */
  renew(stale: PathaoToken | null, issue: () => Promise<PathaoToken>): Promise<PathaoToken>;
};

/** A store in this process's memory: concurrent renewals share one issue. */
export function memoryTokenStore(): PathaoTokenStore {
  let token: Token | null = null;
  let pending: Promise<Token> | null = null;
  return {
    read: () => Promise.resolve(token),
    renew(stale, issue) {
      if (token && token.access !== stale?.access && token.expiresAt > Date.now()) return Promise.resolve(token);
      pending ??= issue()
        .then((fresh) => (token = fresh))
        .finally(() => (pending = null));
      return pending;
    },
  };
}

/** Drivers made without a store (tests, scripts) share one per base URL and credentials, in this process. */
const memoryStores = new Map<string, PathaoTokenStore>();
type Place = { id: number; name: string };
const places = new Map<string, { at: number; list: Place[] }>();
const PLACES_TTL_MS = 6 * 3600_000;

const listOf = (answer: JsonAnswer): Record<string, unknown>[] => {
  const data = answer.body.data as { data?: unknown } | undefined;
  return Array.isArray(data?.data) ? (data.data as Record<string, unknown>[]) : [];
};

export function createPathaoDriver(config: PathaoConfig): CourierDriver & {
  cityAndZone: (parcel: ParcelInput) => Promise<{ city: number; zone: number } | null>;
  places: (district: string) => Promise<CourierPlace[]>;
  place: (parcel: ParcelInput) => Promise<CourierPlace | null>;
} {
  const base = config.baseUrl.replace(/\/+$/, '');
  const fetcher = config.fetch ?? fetch;
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const key = createHash('sha256')
    .update([base, config.clientId, config.clientSecret, config.username, config.password].join('\n'))
    .digest('hex');
  const store = config.tokens ?? memoryStores.get(key) ?? memoryStores.set(key, memoryTokenStore()).get(key)!;
  const raw = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
    callJson(fetcher, `${base}${API}/${path}`, { method, headers, body, timeoutMs }, WHO);

  async function issue(grant: Record<string, string>): Promise<Token> {
    const answer = await raw('POST', 'issue-token', {}, { client_id: config.clientId, client_secret: config.clientSecret, ...grant });
    if (answer.status !== 200 || typeof answer.body.access_token !== 'string') throw failure(WHO, answer);
    const seconds = Number(answer.body.expires_in) || 3600;
    return {
      access: answer.body.access_token,
      refresh: typeof answer.body.refresh_token === 'string' ? answer.body.refresh_token : null,
      // A little early (a minute, or a tenth of a short lifetime), so a call never races the expiry.
      expiresAt: Date.now() + seconds * 1000 - Math.min(60_000, seconds * 100),
    };
  }
  const password = () => issue({ grant_type: 'password', username: config.username, password: config.password });

  /** The kept token while it lasts; once expired, renewed with its refresh token (else the password). */
  async function current(): Promise<Token> {
    const token = await store.read();
    if (token && token.expiresAt > Date.now()) return token;
    return store.renew(token, () =>
      token?.refresh ? issue({ grant_type: 'refresh_token', refresh_token: token.refresh }).catch(() => password()) : password(),
    );
  }

  /** An authorised call; a 401 means the token is no longer good: renew it with the password and call once more. */
  async function call(method: string, path: string, body?: unknown): Promise<JsonAnswer> {
    const auth = (t: Token) => ({ authorization: `Bearer ${t.access}` });
    const token = await current();
    let answer = await raw(method, path, auth(token), body);
    if (answer.status === 401) answer = await raw(method, path, auth(await store.renew(token, password)), body);
    return answer;
  }

  async function list(path: string, idKey: string, nameKey: string): Promise<Place[]> {
    const cacheKey = `${base}\n${path}`;
    const cached = places.get(cacheKey);
    if (cached && cached.at > Date.now() - PLACES_TTL_MS) return cached.list;
    const answer = await call('GET', path);
    if (answer.status !== 200) throw failure(WHO, answer);
    const result = listOf(answer).map((row) => ({ id: Number(row[idKey]), name: textOf(row[nameKey]) }));
    places.set(cacheKey, { at: Date.now(), list: result });
    return result;
  }

  /**
   * The Pathao city and zone of the order's address: the city named like the district (Dhaka's two shipping areas
   * both read Dhaka), then the seller's chosen zone, the zone named like the area, else one whose name appears in the
   * address. Either is undefined when not found: no guess, the seller chooses (create refuses, there is no quote).
   */
  async function locate(parcel: ParcelInput): Promise<{ city?: Place; zone?: Place }> {
    const city = matchDistrict(await list('city-list', 'city_id', 'city_name'), parcel.district);
    if (!city) return {};
    const zones = await list(`cities/${city.id}/zone-list`, 'zone_id', 'zone_name');
    const zone = matchPlace(zones, {
      district: parcel.district,
      area: parcel.area,
      address: parcel.recipientAddress,
      chosen: parcel.courierPlace,
    });
    return { city, zone };
  }

  async function cityAndZone(parcel: ParcelInput) {
    const { city, zone } = await locate(parcel);
    return city && zone ? { city: city.id, zone: zone.id } : null;
  }

  /** The city and zone to book with, or a refusal (nothing booked): the seller chooses a zone, or fixes the district. */
  async function placed(parcel: ParcelInput): Promise<{ city: number; zone: number }> {
    const { city, zone } = await locate(parcel).catch((error: unknown) => {
      // Pathao's lists could not be read: nothing was sent to book, so this is a refusal, not an unknown outcome.
      throw error instanceof CourierError ? new CourierError(error.message, 'none', error.httpStatus, error.fields) : error;
    });
    if (!city) throw new CourierError(`Pathao has no city matching "${parcel.district || parcel.recipientAddress}".`, 'none', null);
    if (!zone)
      throw new CourierError(
        `Pathao has no zone matching "${parcel.area || parcel.recipientAddress}" in ${city.name}: choose the courier’s area.`,
        'none',
        null,
        { [COURIER_PLACE_FIELD]: 'Choose the courier’s area' },
      );
    return { city: city.id, zone: zone.id };
  }

  /** Pathao's zones of the district's city (none when Pathao has no such city). */
  async function zonesOf(district: string) {
    const city = matchDistrict(await list('city-list', 'city_id', 'city_name'), district);
    return city ? list(`cities/${city.id}/zone-list`, 'zone_id', 'zone_name') : [];
  }

  const weightKg = (grams: number) => Math.min(10, Math.max(0.5, Math.round(grams / 100) / 10));

  return {
    cityAndZone,
    places: zonesOf,
    place: async (parcel) => (await locate(parcel)).zone ?? null,
    async quote(parcel) {
      const where = await cityAndZone(parcel);
      if (!where) return null;
      const answer = await call('POST', 'merchant/price-plan', {
        store_id: Number(config.storeId),
        item_type: 2,
        delivery_type: 48,
        item_weight: weightKg(parcel.weightGrams),
        recipient_city: where.city,
        recipient_zone: where.zone,
      });
      const data = answer.body.data as Record<string, unknown> | undefined;
      const charge = poishaOf(data?.final_price ?? data?.price);
      if (answer.status !== 200 || charge === null) throw failure(WHO, answer);
      const percent = Number(data?.cod_percentage);
      return { charge, codCharge: Number.isFinite(percent) ? Math.round(parcel.codAmount * percent) : null };
    },
    async createConsignment(parcel) {
      // Places are looked up before the create call: a failure here books nothing.
      const where = await placed(parcel);
      const answer = await call('POST', 'orders', {
        store_id: Number(config.storeId),
        merchant_order_id: parcel.invoice,
        recipient_name: parcel.recipientName.slice(0, 100),
        recipient_phone: courierPhone(parcel.recipientPhone),
        recipient_address: parcel.recipientAddress.slice(0, 220),
        recipient_city: where.city,
        recipient_zone: where.zone,
        delivery_type: 48,
        item_type: 2,
        special_instruction: parcel.note ?? '',
        item_quantity: parcel.itemCount,
        item_weight: weightKg(parcel.weightGrams),
        item_description: parcel.description.slice(0, 250),
        amount_to_collect: takaOf(parcel.codAmount),
      });
      if (answer.status !== 200) throw failure(WHO, answer);
      const data = answer.body.data as Record<string, unknown> | undefined;
      if (!data || !textOf(data.consignment_id)) throw new CourierError('Pathao answered without a consignment.', 'unknown', answer.status);
      const word = textOf(data.order_status, 'Pending');
      return {
        consignmentId: textOf(data.consignment_id),
        trackingCode: textOf(data.consignment_id),
        charge: poishaOf(data.delivery_fee),
        status: pathaoStatus(word),
        courierStatus: word,
      };
    },
    async readStatus(consignmentId) {
      const answer = await call('GET', `orders/${encodeURIComponent(consignmentId)}/info`);
      const data = answer.body.data as Record<string, unknown> | undefined;
      if (answer.status !== 200 || typeof data?.order_status !== 'string') throw failure(WHO, answer);
      const word = typeof data.order_status_slug === 'string' ? data.order_status_slug : data.order_status;
      return { status: pathaoStatus(word), courierStatus: data.order_status, charge: poishaOf(data.delivery_fee) };
    },
    cancel: () =>
      Promise.reject(new CourierError("Pathao's API has no cancel call: cancel the parcel in Pathao's merchant panel.", 'none', null)),
  };
}

/** Forgets the tokens kept in memory (tests). */
export const forgetPathaoTokens = () => memoryStores.clear();
