/**
 * A local Pathao sandbox speaking the merchant API the driver (./pathao.ts) calls, under `/aladdin/api/v1`:
 * `issue-token` (password and refresh_token grants; tokens expire), `city-list`, `cities/{id}/zone-list`,
 * `zones/{id}/area-list`, `stores`, `merchant/price-plan` (Pathao's published tariff, anchors §13.1), `orders`
 * (Pathao's field rules, 422 with `errors`) and `orders/{consignment_id}/info`. Parcels live in memory.
 */
import { randomBytes } from 'node:crypto';
import { areasOf } from '../../../../contract/bd-areas.ts';
import { DISTRICTS } from '../../../../contract/bd-geo.ts';
import { matchDistrict, matchPlace } from './place-match.ts';
import { createGate, listen, readJson, send, type CreateControls } from './sandbox-http.ts';

/** Credentials the sandbox accepts (not secrets: they open only this local sandbox). */
export const PATHAO_SANDBOX_CREDENTIALS = {
  clientId: 'haat-pathao-sandbox',
  clientSecret: 'haat-pathao-sandbox-secret',
  username: 'merchant@haat.test',
  password: 'pathao-sandbox',
  storeId: '148001',
} as const;

/** The cities written out by hand, with Pathao's neighbourhood zones of their towns. */
const TOWNS = [
  { city_id: 1, city_name: 'Dhaka', first: 10, zones: ['Dhanmondi', 'Gulshan', 'Mirpur', 'Mohammadpur', 'Uttara', 'Savar'] },
  { city_id: 2, city_name: 'Chattogram', first: 30, zones: ['Agrabad', 'Panchlaish', 'Halishahar'] },
  { city_id: 3, city_name: 'Sylhet', first: 40, zones: ['Zindabazar', 'Ambarkhana'] },
  { city_id: 4, city_name: 'Rajshahi', first: 50, zones: ['Boalia', 'Motihar'] },
  { city_id: 5, city_name: 'Cumilla', first: 60, zones: ['Kandirpar'] },
];
/**
 * Pathao delivers to every district: the sandbox's cities are the 64, and each city's zones are its town's
 * neighbourhoods (above) and then its upazilas and thanas as Haat lists them, except where the town's neighbourhoods
 * are the zones (Sylhet Sadar: an order there matches no zone, and the seller chooses Zindabazar or Ambarkhana).
 */
const NOT_ZONES = new Set(['Sylhet Sadar']);
const CITIES = [
  ...TOWNS.map(({ city_id, city_name }) => ({ city_id, city_name })),
  ...DISTRICTS.filter((d) => !TOWNS.some((t) => matchDistrict([{ name: t.city_name }], d.name))).map((d, i) => ({
    city_id: 6 + i,
    city_name: d.name,
  })),
];
const ZONES: Record<number, { zone_id: number; zone_name: string }[]> = Object.fromEntries(
  CITIES.map(({ city_id, city_name }) => {
    const hand = TOWNS.find((t) => t.city_id === city_id);
    const town = (hand?.zones ?? []).map((zone_name, i) => ({ zone_id: hand!.first + i, zone_name }));
    const named = (zone: string) =>
      matchPlace(
        town.map((z) => ({ id: z.zone_id, name: z.zone_name })),
        { district: city_name, area: zone, address: '' },
      );
    const more = areasOf(city_name)
      .map((a) => a.name)
      .filter((name) => !NOT_ZONES.has(name) && !named(name))
      .map((zone_name, i) => ({ zone_id: city_id * 1000 + i, zone_name }));
    return [city_id, [...town, ...more]];
  }),
);
/** Dhaka's zones outside the city (Pathao's suburb tariff). */
const SUBURBS = new Set(
  ZONES[1]!
    .filter((z) =>
      [
        'Savar',
        ...areasOf('Dhaka')
          .filter((a) => !a.city)
          .map((a) => a.name),
      ].includes(z.zone_name),
    )
    .map((z) => z.zone_id),
);

/** Pathao's tariff (help.pathao.com, 2023): taka by weight band, then per kg above 2 kg. */
export function pathaoPrice(city: number, zone: number, kg: number): number {
  const [bands, perKg] = city === 1 ? (SUBURBS.has(zone) ? [[80, 100, 120], 25] : [[70, 80, 90], 15]) : [[120, 140, 160], 25];
  if (kg <= 0.5) return bands[0]!;
  if (kg <= 1) return bands[1]!;
  return bands[2]! + Math.max(0, Math.ceil(kg - 2)) * perKg;
}

type Parcel = {
  consignment_id: string;
  merchant_order_id: string;
  order_status: string;
  delivery_fee: number;
  amount_to_collect: number;
  recipient_city: number | null;
  recipient_zone: number | null;
};

export type PathaoSandbox = {
  url: string;
  baseUrl: string;
  close: () => Promise<void>;
  control: CreateControls & {
    parcels: () => Parcel[];
    setStatus: (consignmentId: string, status: string) => void;
    /** Token calls by grant type. */
    tokenCalls: () => { password: number; refresh_token: number };
    /** Every issued token stops working (a 401 on the next call). */
    revokeTokens: () => void;
  };
};

export async function startPathaoSandbox(options: { port?: number; host?: string; tokenTtlSeconds?: number } = {}): Promise<PathaoSandbox> {
  const gate = createGate();
  const parcels = new Map<string, Parcel>();
  const access = new Map<string, number>();
  const refresh = new Set<string>();
  const calls = { password: 0, refresh_token: 0 };
  const ttl = options.tokenTtlSeconds ?? 432_000;
  const c = PATHAO_SANDBOX_CREDENTIALS;
  const data = (res: Parameters<typeof send>[0], body: unknown) =>
    send(res, 200, { message: 'ok', type: 'success', code: 200, data: body });

  function token(res: Parameters<typeof send>[0]) {
    const a = randomBytes(16).toString('hex');
    const r = randomBytes(16).toString('hex');
    access.set(a, Date.now() + ttl * 1000);
    refresh.add(r);
    send(res, 200, { token_type: 'Bearer', expires_in: ttl, access_token: a, refresh_token: r });
  }

  const server = await listen(async (req, res, url) => {
    const prefix = '/aladdin/api/v1/';
    if (!url.pathname.startsWith(prefix)) return send(res, 404, { message: 'Not found' });
    const path = url.pathname.slice(prefix.length);
    if (req.method === 'POST' && path === 'issue-token') {
      const body = (await readJson(req)) ?? {};
      if (body.client_id !== c.clientId || body.client_secret !== c.clientSecret)
        return send(res, 401, { message: 'Invalid client credentials', type: 'error', code: 401 });
      if (body.grant_type === 'password') {
        calls.password += 1;
        if (body.username !== c.username || body.password !== c.password)
          return send(res, 401, { message: 'Invalid credentials', type: 'error', code: 401 });
        return token(res);
      }
      if (body.grant_type === 'refresh_token') {
        calls.refresh_token += 1;
        if (typeof body.refresh_token !== 'string' || !refresh.delete(body.refresh_token))
          return send(res, 401, { message: 'Invalid refresh token', type: 'error', code: 401 });
        return token(res);
      }
      return send(res, 400, { message: 'Unsupported grant type', type: 'error', code: 400 });
    }
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    if ((access.get(bearer) ?? 0) <= Date.now()) return send(res, 401, { message: 'Unauthenticated.', type: 'error', code: 401 });
    if (req.method === 'GET' && path === 'city-list') return data(res, { data: CITIES });
    const zones = /^cities\/(\d+)\/zone-list$/.exec(path);
    if (req.method === 'GET' && zones) return data(res, { data: ZONES[Number(zones[1])] ?? [] });
    const areas = /^zones\/(\d+)\/area-list$/.exec(path);
    if (req.method === 'GET' && areas)
      return data(res, {
        data: [{ area_id: Number(areas[1]) * 100 + 1, area_name: 'Main road', home_delivery_available: true, pickup_available: true }],
      });
    if (req.method === 'GET' && path === 'stores')
      return data(res, {
        data: [{ store_id: Number(c.storeId), store_name: 'Haat sandbox store', is_active: 1, city_id: 1, zone_id: 10 }],
      });
    if (req.method === 'POST' && path === 'merchant/price-plan') {
      const body = (await readJson(req)) ?? {};
      const city = Number(body.recipient_city);
      const zone = Number(body.recipient_zone);
      if (String(body.store_id) !== c.storeId || !ZONES[city]?.some((z) => z.zone_id === zone))
        return send(res, 422, {
          message: 'Please fix the given errors',
          type: 'error',
          code: 422,
          errors: { recipient_zone: ['The selected recipient zone is invalid.'] },
        });
      const price = pathaoPrice(city, zone, Number(body.item_weight) || 0.5);
      return data(res, {
        price,
        discount: 0,
        promo_discount: 0,
        plan_id: 69,
        cod_enabled: 1,
        cod_percentage: city === 1 ? 0 : 0.01,
        additional_charge: 0,
        final_price: price,
      });
    }
    if (req.method === 'POST' && path === 'orders') {
      const fail = gate.enter();
      const body = (await readJson(req)) ?? {};
      if (fail)
        return send(res, fail, { message: fail >= 500 ? 'Server Error' : 'Please fix the given errors', type: 'error', code: fail });
      const errors: Record<string, string[]> = {};
      const text = (k: string) => (typeof body[k] === 'string' ? (body[k] as string).trim() : '');
      if (String(body.store_id) !== c.storeId) errors.store_id = ['The selected store id is invalid.'];
      if (text('recipient_name').length < 3 || text('recipient_name').length > 100)
        errors.recipient_name = ['The recipient name must be between 3 and 100 characters.'];
      if (!/^01\d{9}$/.test(text('recipient_phone'))) errors.recipient_phone = ['The recipient phone must be 11 digits.'];
      if (text('recipient_address').length < 10 || text('recipient_address').length > 220)
        errors.recipient_address = ['The recipient address must be between 10 and 220 characters.'];
      const kg = Number(body.item_weight);
      if (!(kg >= 0.5 && kg <= 10)) errors.item_weight = ['The item weight must be between 0.5 and 10.'];
      if (typeof body.amount_to_collect !== 'number' || body.amount_to_collect < 0)
        errors.amount_to_collect = ['The amount to collect must be at least 0.'];
      if ([...parcels.values()].some((p) => p.merchant_order_id === text('merchant_order_id') && text('merchant_order_id')))
        errors.merchant_order_id = ['The merchant order id has already been taken.'];
      if (Object.keys(errors).length) return send(res, 422, { message: 'Please fix the given errors', type: 'error', code: 422, errors });
      const city = Number(body.recipient_city) || 1;
      const parcel: Parcel = {
        consignment_id: `DL${Date.now().toString(36).toUpperCase()}${randomBytes(2).toString('hex').toUpperCase()}`,
        merchant_order_id: text('merchant_order_id'),
        order_status: 'Pending',
        delivery_fee: pathaoPrice(city, Number(body.recipient_zone) || 0, kg),
        amount_to_collect: Number(body.amount_to_collect),
        recipient_city: Number(body.recipient_city) || null,
        recipient_zone: Number(body.recipient_zone) || null,
      };
      parcels.set(parcel.consignment_id, parcel);
      await gate.hold();
      return data(res, {
        consignment_id: parcel.consignment_id,
        merchant_order_id: parcel.merchant_order_id,
        order_status: parcel.order_status,
        delivery_fee: parcel.delivery_fee,
      });
    }
    const info = /^orders\/([^/]+)\/info$/.exec(path);
    if (req.method === 'GET' && info) {
      const parcel = parcels.get(decodeURIComponent(info[1]!));
      if (!parcel) return send(res, 404, { message: 'Order not found', type: 'error', code: 404 });
      return data(res, { ...parcel, order_status_slug: parcel.order_status.replace(/ /g, '_'), updated_at: new Date().toISOString() });
    }
    return send(res, 404, { message: 'Not found' });
  }, options);

  return {
    url: server.url,
    baseUrl: server.url,
    close: server.close,
    control: {
      holdNextCreate: gate.holdNextCreate,
      failNextCreate: gate.failNextCreate,
      createCalls: gate.createCalls,
      parcels: () => [...parcels.values()],
      setStatus: (id, status) => {
        const parcel = parcels.get(id);
        if (parcel) parcel.order_status = status;
      },
      tokenCalls: () => ({ ...calls }),
      revokeTokens: () => access.clear(),
    },
  };
}
