import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CourierError, type ParcelInput } from './courier.ts';
import { createSteadfastDriver } from './steadfast.ts';
import { startSteadfastSandbox, STEADFAST_SANDBOX_KEYS, type SteadfastSandbox } from './steadfast-sandbox.ts';

let sandbox: SteadfastSandbox;
beforeAll(async () => {
  sandbox = await startSteadfastSandbox();
});
afterAll(() => sandbox.close());

const parcel = (invoice: string): ParcelInput => ({
  invoice,
  recipientName: 'Rahima Akter',
  recipientPhone: '+880 1711-000111',
  recipientAddress: 'House 4, Road 2, Dhanmondi, Dhaka',
  district: 'Dhaka',
  area: 'Dhanmondi',
  codAmount: 125050,
  value: 125050,
  weightGrams: 500,
  itemCount: 2,
  description: 'Nakshi kantha ×2',
});

const driver = (timeoutMs?: number) => createSteadfastDriver({ baseUrl: sandbox.baseUrl, ...STEADFAST_SANDBOX_KEYS, timeoutMs });

describe('the Steadfast driver against its sandbox over HTTP', () => {
  it('books a parcel with the COD amount in taka and reads its status by consignment id', async () => {
    const booked = await driver().createConsignment(parcel('haat-sf-1'));
    expect(booked).toMatchObject({ status: 'booked', courierStatus: 'in_review', charge: null });
    expect(booked.trackingCode).toMatch(/^[0-9A-F]{8}$/);
    expect(sandbox.control.parcels().find((p) => String(p.consignment_id) === booked.consignmentId)).toMatchObject({
      cod_amount: 1250.5,
      invoice: 'haat-sf-1',
    });
    sandbox.control.setStatus(booked.consignmentId, 'delivered');
    expect(await driver().readStatus(booked.consignmentId)).toEqual({ status: 'delivered', courierStatus: 'delivered', charge: null });
  });

  it('reads a refusal as nothing booked, with the field that was wrong', async () => {
    const error = await driver()
      .createConsignment({ ...parcel('haat-sf-2'), recipientPhone: '12345' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CourierError);
    expect(error).toMatchObject({ outcome: 'none', httpStatus: 422, fields: { recipient_phone: expect.any(String) } });
  });

  it('reads wrong keys as a refusal', async () => {
    const wrong = createSteadfastDriver({ baseUrl: sandbox.baseUrl, apiKey: 'x', secretKey: 'y' });
    await expect(wrong.readStatus('1')).rejects.toMatchObject({ outcome: 'none', httpStatus: 401 });
  });

  it('reads a 500 as an unknown outcome', async () => {
    sandbox.control.failNextCreate(500);
    await expect(driver().createConsignment(parcel('haat-sf-3'))).rejects.toMatchObject({ outcome: 'unknown', httpStatus: 500 });
  });

  it('a create that times out is an unknown outcome, is not sent again, and the parcel booked once is found', async () => {
    const before = sandbox.control.createCalls();
    const release = sandbox.control.holdNextCreate();
    await expect(driver(2_000).createConsignment(parcel('haat-sf-4'))).rejects.toMatchObject({ outcome: 'unknown', httpStatus: null });
    // The courier booked it although the answer never came: release the answer, and it is still one parcel.
    await vi.waitFor(() => expect(sandbox.control.parcels().filter((p) => p.invoice === 'haat-sf-4')).toHaveLength(1));
    release();
    expect(sandbox.control.createCalls() - before).toBe(1);
  });

  it('has no price call and refuses to cancel, saying where to cancel', async () => {
    expect(await driver().quote(parcel('haat-sf-5'))).toBeNull();
    await expect(driver().cancel('1')).rejects.toMatchObject({ outcome: 'none' });
  });
});
