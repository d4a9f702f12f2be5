/**
 * A client of Steadfast Courier's merchant API (https://portal.packzy.com/api/v1): `Api-Key` and `Secret-Key`
 * headers, JSON bodies, `POST /create_order` books a parcel and answers its consignment with the tracking code,
 * `GET /status_by_invoice/{invoice}` its delivery status. Field rules from Steadfast's API document (copy in
 * jakir-hossen-4928/dreamer-shop `steadfastapidocs.md`, see /work/shared/research/anchors.md §13.4). The local
 * sandbox (./steadfast-sandbox.ts) speaks the same protocol; the tests run this client against it over HTTP.
 */
import { z } from 'zod';

export type SteadfastConfig = { baseUrl: string; apiKey: string; secretKey: string; timeoutMs?: number };

/** A parcel to book. `codAmount` is in taka (Steadfast's unit), 0 for a prepaid order. */
export type ParcelInput = {
  /** Unique per merchant: letters, digits, `_` and `-`. */
  invoice: string;
  recipientName: string;
  /** 11 digits, 01XXXXXXXXX. */
  recipientPhone: string;
  recipientAddress: string;
  codAmount: number;
  note?: string;
};

export const ConsignmentSchema = z.object({
  consignment_id: z.number().int(),
  invoice: z.string(),
  tracking_code: z.string(),
  recipient_name: z.string(),
  recipient_phone: z.string(),
  recipient_address: z.string(),
  cod_amount: z.number(),
  status: z.string(),
  note: z.string().nullable().optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Consignment = z.infer<typeof ConsignmentSchema>;

const CreateOrderAnswerSchema = z.object({ status: z.literal(200), message: z.string(), consignment: ConsignmentSchema });
const StatusAnswerSchema = z.object({ status: z.literal(200), delivery_status: z.string() });
const ErrorAnswerSchema = z.object({ message: z.string().optional(), errors: z.record(z.string(), z.array(z.string())).optional() });

/** A refusal of Steadfast, with its field errors when it gave them. */
export class SteadfastError extends Error {
  readonly status: number;
  readonly fields: Record<string, string[]>;
  constructor(status: number, message: string, fields: Record<string, string[]> = {}) {
    super(message);
    this.name = 'SteadfastError';
    this.status = status;
    this.fields = fields;
  }
}

/** 880-prefixed and spaced numbers become the 11 digits Steadfast takes. */
export function steadfastPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.startsWith('880') ? digits.slice(2) : digits.startsWith('88') ? digits.slice(2) : digits;
}

export function createSteadfastClient(config: SteadfastConfig, fetcher: typeof fetch = fetch) {
  const base = config.baseUrl.replace(/\/+$/, '');
  const headers = {
    'Api-Key': config.apiKey,
    'Secret-Key': config.secretKey,
    'Content-Type': 'application/json',
    Accept: 'application/json',
  };

  async function call<S extends z.ZodType>(schema: S, method: 'GET' | 'POST', path: string, body?: unknown): Promise<z.output<S>> {
    let res: Response;
    try {
      res = await fetcher(`${base}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new SteadfastError(503, `Steadfast could not be reached: ${error instanceof Error ? error.message : String(error)}`);
    }
    const data: unknown = await res.json().catch(() => null);
    const answer = schema.safeParse(data);
    if (res.ok && answer.success) return answer.data;
    const refusal = ErrorAnswerSchema.safeParse(data);
    const fields = refusal.success ? (refusal.data.errors ?? {}) : {};
    const first = Object.values(fields)[0]?.[0];
    const message = first ?? (refusal.success ? refusal.data.message : undefined) ?? `Steadfast answered ${res.status}`;
    throw new SteadfastError(res.ok ? 502 : res.status, message, fields);
  }

  return {
    /** Books a parcel; answers its consignment (tracking code, status `in_review`). */
    createOrder: async (input: ParcelInput): Promise<Consignment> =>
      (
        await call(CreateOrderAnswerSchema, 'POST', '/create_order', {
          invoice: input.invoice,
          recipient_name: input.recipientName,
          recipient_phone: steadfastPhone(input.recipientPhone),
          recipient_address: input.recipientAddress,
          cod_amount: input.codAmount,
          note: input.note ?? '',
        })
      ).consignment,
    /** The delivery status of a parcel by its invoice. */
    statusByInvoice: async (invoice: string): Promise<string> =>
      (await call(StatusAnswerSchema, 'GET', `/status_by_invoice/${encodeURIComponent(invoice)}`)).delivery_status,
  };
}

export type SteadfastClient = ReturnType<typeof createSteadfastClient>;
