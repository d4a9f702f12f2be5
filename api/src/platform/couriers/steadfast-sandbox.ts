/**
 * A local Steadfast sandbox speaking the merchant API the driver (./steadfast.ts) calls, under `/api/v1`:
 * `Api-Key`/`Secret-Key` headers (401 without the sandbox's), `POST /create_order` with Steadfast's field rules
 * (422 with `errors` per field; an invoice already used is refused), `GET /status_by_cid/{id}`,
 * `/status_by_invoice/{invoice}`, `/status_by_trackingcode/{code}` and `/get_balance`. Parcels live in memory.
 */
import { randomBytes } from 'node:crypto';
import { createGate, listen, readJson, send, type CreateControls } from './sandbox-http.ts';

export const STEADFAST_SANDBOX_PATH = '/api/v1';
/** Keys the sandbox accepts (not secrets: they open only this local sandbox). */
export const STEADFAST_SANDBOX_KEYS = { apiKey: 'haat-steadfast-sandbox-key', secretKey: 'haat-steadfast-sandbox-secret' } as const;

type Parcel = { consignment_id: number; invoice: string; tracking_code: string; cod_amount: number; status: string; created_at: string };

export type SteadfastSandbox = {
  url: string;
  baseUrl: string;
  close: () => Promise<void>;
  control: CreateControls & {
    parcels: () => Parcel[];
    /** Moves a parcel on, as Steadfast's riders would. */
    setStatus: (consignmentId: string, status: string) => void;
  };
};

function check(body: Record<string, unknown>, used: (invoice: string) => boolean): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const text = (key: string) => (typeof body[key] === 'string' ? (body[key] as string).trim() : '');
  const invoice = text('invoice');
  if (!/^[A-Za-z0-9_-]+$/.test(invoice)) errors.invoice = ['The invoice may only contain letters, numbers, dashes and underscores.'];
  else if (used(invoice)) errors.invoice = ['The invoice has already been taken.'];
  const name = text('recipient_name');
  if (!name || name.length > 100) errors.recipient_name = ['The recipient name field is required (at most 100 characters).'];
  if (!/^01\d{9}$/.test(text('recipient_phone'))) errors.recipient_phone = ['The recipient phone must be 11 digits.'];
  const address = text('recipient_address');
  if (!address || address.length > 250) errors.recipient_address = ['The recipient address field is required (at most 250 characters).'];
  if (typeof body.cod_amount !== 'number' || !(body.cod_amount >= 0))
    errors.cod_amount = ['The cod amount must be a number of at least 0.'];
  return errors;
}

export async function startSteadfastSandbox(options: { port?: number; host?: string } = {}): Promise<SteadfastSandbox> {
  const parcels = new Map<number, Parcel>();
  const gate = createGate();
  let nextId = 1_524_100;
  const find = (pick: (p: Parcel) => boolean) => [...parcels.values()].find(pick);

  const server = await listen(async (req, res, url) => {
    if (!url.pathname.startsWith(STEADFAST_SANDBOX_PATH)) return send(res, 404, { status: 404, message: 'Not found' });
    if (req.headers['api-key'] !== STEADFAST_SANDBOX_KEYS.apiKey || req.headers['secret-key'] !== STEADFAST_SANDBOX_KEYS.secretKey)
      return send(res, 401, { status: 401, message: 'Unauthorized' });
    const path = url.pathname.slice(STEADFAST_SANDBOX_PATH.length);
    if (req.method === 'POST' && path === '/create_order') {
      const fail = gate.enter();
      const body = await readJson(req);
      if (fail) return send(res, fail, { status: fail, message: fail >= 500 ? 'Server Error' : 'The given data was invalid.' });
      if (!body) return send(res, 400, { status: 400, message: 'The body must be a JSON object.' });
      const errors = check(body, (invoice) => !!find((p) => p.invoice === invoice));
      if (Object.keys(errors).length) return send(res, 422, { status: 422, message: 'The given data was invalid.', errors });
      const parcel: Parcel = {
        consignment_id: nextId++,
        invoice: String(body.invoice).trim(),
        tracking_code: randomBytes(4).toString('hex').toUpperCase(),
        cod_amount: Number(body.cod_amount),
        status: 'in_review',
        created_at: new Date().toISOString(),
      };
      parcels.set(parcel.consignment_id, parcel);
      await gate.hold();
      return send(res, 200, {
        status: 200,
        message: 'Consignment has been created successfully.',
        consignment: {
          ...parcel,
          recipient_name: body.recipient_name,
          recipient_phone: body.recipient_phone,
          updated_at: parcel.created_at,
        },
      });
    }
    const status = /^\/status_by_(cid|invoice|trackingcode)\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && status) {
      const key = decodeURIComponent(status[2]!);
      const parcel =
        status[1] === 'cid' ? parcels.get(Number(key)) : find((p) => (status[1] === 'invoice' ? p.invoice : p.tracking_code) === key);
      return parcel
        ? send(res, 200, { status: 200, delivery_status: parcel.status })
        : send(res, 404, { status: 404, message: 'Consignment not found.' });
    }
    if (req.method === 'GET' && path === '/get_balance') return send(res, 200, { status: 200, current_balance: 0 });
    return send(res, 404, { status: 404, message: 'Not found' });
  }, options);

  return {
    url: server.url,
    baseUrl: `${server.url}${STEADFAST_SANDBOX_PATH}`,
    close: server.close,
    control: {
      holdNextCreate: gate.holdNextCreate,
      failNextCreate: gate.failNextCreate,
      createCalls: gate.createCalls,
      parcels: () => [...parcels.values()],
      setStatus: (id, value) => {
        const parcel = parcels.get(Number(id));
        if (parcel) parcel.status = value;
      },
    },
  };
}
