import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSteadfastClient, SteadfastError, steadfastPhone } from './steadfast.ts';
import { startSteadfastSandbox, STEADFAST_SANDBOX_KEYS, type SteadfastSandbox } from './steadfast-sandbox.ts';

let sandbox: SteadfastSandbox;
beforeAll(async () => {
  sandbox = await startSteadfastSandbox();
});
afterAll(() => sandbox.close());

const parcel = (invoice: string) => ({
  invoice,
  recipientName: 'Rahima Akter',
  recipientPhone: '+880 1711-000111',
  recipientAddress: 'House 12, Road 5, Dhanmondi, Dhaka',
  codAmount: 1250.5,
  note: 'Haat order #1001',
});

describe('the Steadfast client against the sandbox, over HTTP', () => {
  it('books a parcel and reads its tracking code and status', async () => {
    const client = createSteadfastClient({ baseUrl: sandbox.baseUrl, ...STEADFAST_SANDBOX_KEYS });
    const consignment = await client.createOrder(parcel('haat-1001-a'));
    expect(consignment).toMatchObject({ invoice: 'haat-1001-a', recipient_phone: '01711000111', cod_amount: 1250.5, status: 'in_review' });
    expect(consignment.tracking_code).toMatch(/^[0-9A-F]{8}$/);
    expect(await client.statusByInvoice('haat-1001-a')).toBe('in_review');
    expect(sandbox.parcels()).toHaveLength(1);
  });

  it("refuses a used invoice and bad fields with Steadfast's field errors", async () => {
    const client = createSteadfastClient({ baseUrl: sandbox.baseUrl, ...STEADFAST_SANDBOX_KEYS });
    await client.createOrder(parcel('haat-1002-a'));
    const again = await client.createOrder(parcel('haat-1002-a')).catch((error: unknown) => error);
    expect(again).toBeInstanceOf(SteadfastError);
    expect((again as SteadfastError).status).toBe(422);
    expect((again as SteadfastError).fields.invoice?.[0]).toMatch(/already been taken/);
    const bad = await client.createOrder({ ...parcel('bad invoice!'), recipientPhone: '123' }).catch((error: unknown) => error);
    expect(Object.keys((bad as SteadfastError).fields).sort()).toEqual(['invoice', 'recipient_phone']);
  });

  it('is refused without the right keys, and reports an unreachable host', async () => {
    const wrong = createSteadfastClient({ baseUrl: sandbox.baseUrl, apiKey: 'nope', secretKey: 'nope' });
    const refused = await wrong.createOrder(parcel('haat-1003-a')).catch((error: unknown) => error);
    expect((refused as SteadfastError).status).toBe(401);
    const down = createSteadfastClient({ baseUrl: 'http://127.0.0.1:9/api/v1', ...STEADFAST_SANDBOX_KEYS, timeoutMs: 2000 });
    expect(((await down.statusByInvoice('x').catch((error: unknown) => error)) as SteadfastError).status).toBe(503);
  });

  it('turns Bangladeshi numbers into the 11 digits Steadfast takes', () => {
    expect(steadfastPhone('+8801711000111')).toBe('01711000111');
    expect(steadfastPhone('8801711000111')).toBe('01711000111');
    expect(steadfastPhone('01711-000111')).toBe('01711000111');
  });
});
