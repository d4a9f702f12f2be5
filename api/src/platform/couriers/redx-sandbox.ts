/**
 * A local RedX sandbox speaking the OpenAPI the driver (./redx.ts) calls, under `/v1.0.0-beta`: the
 * `API-ACCESS-TOKEN: Bearer <token>` header (401 otherwise), `GET /areas?district_name=|post_code=`,
 * `GET /pickup/stores`, `GET /charge/charge_calculator`, `POST /parcel` (422 with `validation_errors`),
 * `GET /parcel/info/{id}`, `GET /parcel/track/{id}` (messages in English and Bangla) and `PATCH /parcels` (cancel).
 */
import { randomBytes } from 'node:crypto';
import { createGate, listen, readJson, send, type CreateControls } from './sandbox-http.ts';

export const REDX_SANDBOX_PATH = '/v1.0.0-beta';
/** The token the sandbox accepts (not a secret: it opens only this local sandbox). */
export const REDX_SANDBOX_CREDENTIALS = { accessToken: 'haat-redx-sandbox-token', pickupStoreId: '7001' } as const;

const AREAS = [
  ['Dhaka', 'Dhanmondi', '1209'],
  ['Dhaka', 'Gulshan', '1212'],
  ['Dhaka', 'Mirpur', '1216'],
  ['Dhaka', 'Mohammadpur', '1207'],
  ['Dhaka', 'Uttara', '1230'],
  ['Chattogram', 'Agrabad', '4100'],
  ['Chattogram', 'Panchlaish', '4203'],
  ['Sylhet', 'Zindabazar', '3100'],
  ['Rajshahi', 'Boalia', '6000'],
].map(([district, name, post], i) => ({
  id: i + 1,
  name: name!,
  post_code: Number(post),
  district_name: district!,
  division_name: district!,
}));

/** RedX's charge: 60 taka in Dhaka, 110 outside, +15 per extra 500 g over 500 g; COD 1%. */
const chargeOf = (areaId: number, grams: number) => {
  const area = AREAS.find((a) => a.id === areaId);
  return (area?.district_name === 'Dhaka' ? 60 : 110) + Math.max(0, Math.ceil((grams - 500) / 500)) * 15;
};

type Parcel = {
  tracking_id: string;
  merchant_invoice_id: string;
  status: string;
  charge: number;
  delivery_area_id: number;
  cash_collection_amount: number;
};

export type RedxSandbox = {
  url: string;
  baseUrl: string;
  close: () => Promise<void>;
  control: CreateControls & { parcels: () => Parcel[]; setStatus: (id: string, status: string) => void };
};

export async function startRedxSandbox(options: { port?: number; host?: string } = {}): Promise<RedxSandbox> {
  const gate = createGate();
  const parcels = new Map<string, Parcel>();
  const server = await listen(async (req, res, url) => {
    if (!url.pathname.startsWith(`${REDX_SANDBOX_PATH}/`)) return send(res, 404, { message: 'Not found' });
    if (req.headers['api-access-token'] !== `Bearer ${REDX_SANDBOX_CREDENTIALS.accessToken}`)
      return send(res, 401, { message: 'Unauthorized' });
    const path = url.pathname.slice(REDX_SANDBOX_PATH.length);
    const q = url.searchParams;
    if (req.method === 'GET' && path === '/areas') {
      const district = q.get('district_name')?.toLowerCase();
      const post = q.get('post_code');
      const areas = AREAS.filter(
        (a) => (!district || a.district_name.toLowerCase() === district) && (!post || String(a.post_code) === post),
      );
      return send(res, 200, {
        areas: areas.map(({ id, name, post_code, division_name }) => ({ id, name, post_code, division_name, zone_id: 1 })),
      });
    }
    if (req.method === 'GET' && path === '/pickup/stores')
      return send(res, 200, {
        pickup_stores: [
          {
            id: Number(REDX_SANDBOX_CREDENTIALS.pickupStoreId),
            name: 'Haat sandbox store',
            area_id: 1,
            area_name: 'Dhanmondi',
            phone: '01700000000',
          },
        ],
      });
    if (req.method === 'GET' && path === '/charge/charge_calculator') {
      const area = Number(q.get('delivery_area_id'));
      if (!AREAS.some((a) => a.id === area)) return send(res, 400, { message: 'Invalid delivery area' });
      const cash = Number(q.get('cash_collection_amount')) || 0;
      return send(res, 200, { deliveryCharge: chargeOf(area, Number(q.get('weight')) || 500), codCharge: Math.round(cash) / 100 });
    }
    if (req.method === 'POST' && path === '/parcel') {
      const fail = gate.enter();
      const body = (await readJson(req)) ?? {};
      if (fail) return send(res, fail, { message: fail >= 500 ? 'Internal server error' : 'Invalid request' });
      const errors: Record<string, string> = {};
      const text = (k: string) => (typeof body[k] === 'string' ? (body[k] as string).trim() : '');
      if (!text('customer_name')) errors.customer_name = 'customer_name is required';
      if (!/^01\d{9}$/.test(text('customer_phone'))) errors.customer_phone = 'customer_phone must be 11 digits';
      if (!text('customer_address')) errors.customer_address = 'customer_address is required';
      if (!AREAS.some((a) => a.id === body.delivery_area_id)) errors.delivery_area_id = 'delivery_area_id is invalid';
      if (!(Number(text('cash_collection_amount')) >= 0) || text('cash_collection_amount') === '')
        errors.cash_collection_amount = 'cash_collection_amount is required';
      if (!(Number(body.parcel_weight) > 0)) errors.parcel_weight = 'parcel_weight is required';
      if (Object.keys(errors).length) return send(res, 422, { message: Object.values(errors)[0], validation_errors: errors });
      const parcel: Parcel = {
        tracking_id: `${new Date().toISOString().slice(2, 10).replace(/-/g, '')}A${randomBytes(3).toString('hex').toUpperCase()}`,
        merchant_invoice_id: text('merchant_invoice_id'),
        status: 'pickup-pending',
        charge: chargeOf(Number(body.delivery_area_id), Number(body.parcel_weight)),
        delivery_area_id: Number(body.delivery_area_id),
        cash_collection_amount: Number(text('cash_collection_amount')),
      };
      parcels.set(parcel.tracking_id, parcel);
      await gate.hold();
      return send(res, 200, { tracking_id: parcel.tracking_id });
    }
    const info = /^\/parcel\/(info|track)\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && info) {
      const parcel = parcels.get(decodeURIComponent(info[2]!));
      if (!parcel) return send(res, 404, { message: 'Parcel not found' });
      if (info[1] === 'info') return send(res, 200, { parcel });
      return send(res, 200, {
        tracking: [{ message_en: `Parcel is ${parcel.status}`, message_bn: `পার্সেল ${parcel.status}`, time: new Date().toISOString() }],
      });
    }
    if (req.method === 'PATCH' && path === '/parcels') {
      const body = (await readJson(req)) ?? {};
      const parcel = parcels.get(String(body.entity_id));
      const details = body.update_details as Record<string, unknown> | undefined;
      if (body.entity_type !== 'parcel-tracking-id' || !parcel || details?.new_value !== 'cancelled')
        return send(res, 400, { success: false, message: 'Invalid update' });
      if (parcel.status !== 'pickup-pending')
        return send(res, 400, { success: false, message: 'Only a parcel waiting for pickup can be cancelled' });
      parcel.status = 'cancelled';
      return send(res, 200, { success: true, message: 'Parcel cancelled' });
    }
    return send(res, 404, { message: 'Not found' });
  }, options);

  return {
    url: server.url,
    baseUrl: `${server.url}${REDX_SANDBOX_PATH}`,
    close: server.close,
    control: {
      holdNextCreate: gate.holdNextCreate,
      failNextCreate: gate.failNextCreate,
      createCalls: gate.createCalls,
      parcels: () => [...parcels.values()],
      setStatus: (id, status) => {
        const parcel = parcels.get(id);
        if (parcel) parcel.status = status;
      },
    },
  };
}
