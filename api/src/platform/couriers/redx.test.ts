import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ParcelInput } from './courier.ts';
import { createRedxDriver, redxStatus } from './redx.ts';
import { REDX_SANDBOX_CREDENTIALS, startRedxSandbox, type RedxSandbox } from './redx-sandbox.ts';

let sandbox: RedxSandbox;
beforeAll(async () => {
  sandbox = await startRedxSandbox();
});
afterAll(() => sandbox.close());

const parcel = (invoice: string, over: Partial<ParcelInput> = {}): ParcelInput => ({
  invoice,
  recipientName: 'Karim Uddin',
  recipientPhone: '8801811000222',
  recipientAddress: 'Road 11, Block C, Mirpur 10, Dhaka',
  district: 'Dhaka',
  area: '',
  codAmount: 99000,
  value: 99000,
  weightGrams: 1200,
  itemCount: 1,
  description: 'Jamdani saree',
  ...over,
});
const driver = (timeoutMs?: number) => createRedxDriver({ baseUrl: sandbox.baseUrl, ...REDX_SANDBOX_CREDENTIALS, timeoutMs });

describe('the RedX driver against its sandbox over HTTP', () => {
  it('finds the delivery area named in the address, quotes, books, reads and cancels', async () => {
    expect(await driver().deliveryArea(parcel('a'))).toMatchObject({ name: 'Mirpur' });
    expect(await driver().quote(parcel('a'))).toEqual({ charge: 9000, codCharge: 990 });
    const booked = await driver().createConsignment(parcel('haat-r-1'));
    expect(booked).toMatchObject({ status: 'booked', courierStatus: 'pickup-pending' });
    expect(sandbox.control.parcels().find((p) => p.tracking_id === booked.consignmentId)).toMatchObject({
      merchant_invoice_id: 'haat-r-1',
      cash_collection_amount: 990,
      delivery_area_id: 3,
    });
    expect(await driver().readStatus(booked.consignmentId)).toEqual({ status: 'booked', courierStatus: 'pickup-pending', charge: 9000 });
    await driver().cancel(booked.consignmentId);
    expect((await driver().readStatus(booked.consignmentId)).status).toBe('cancelled');
    await expect(driver().cancel(booked.consignmentId)).rejects.toMatchObject({ outcome: 'none', httpStatus: 400 });
  });

  it('refuses an address with no RedX area before any create call', async () => {
    const before = sandbox.control.createCalls();
    await expect(
      driver().createConsignment(parcel('haat-r-2', { district: 'Bandarban', recipientAddress: 'Thanchi bazar' })),
    ).rejects.toMatchObject({
      outcome: 'none',
      fields: { courierPlace: 'Choose the courier’s area' },
    });
    expect(sandbox.control.createCalls()).toBe(before);
    expect(await driver().quote(parcel('q', { district: 'Bandarban', recipientAddress: 'Thanchi bazar' }))).toBeNull();
  });

  it("maps Haat's area to RedX's, and books the area the seller chose when none matched", async () => {
    expect(
      await driver().deliveryArea(parcel('m', { district: 'Chittagong', area: 'Panchlaish', recipientAddress: 'House 1' })),
    ).toMatchObject({
      name: 'Panchlaish',
    });
    const sylhet = parcel('haat-r-5', { district: 'Sylhet', area: 'Osmaninagar', recipientAddress: 'House 1' });
    await expect(driver().createConsignment(sylhet)).rejects.toMatchObject({ fields: { courierPlace: 'Choose the courier’s area' } });
    const areas = await driver().places('Sylhet');
    expect(areas.map((a) => a.name)).toEqual(['Zindabazar']);
    const booked = await driver().createConsignment({ ...sylhet, courierPlace: areas[0]!.id });
    expect(sandbox.control.parcels().find((p) => p.tracking_id === booked.consignmentId)).toMatchObject({ delivery_area_id: areas[0]!.id });
  });

  it('reads a wrong token as a refusal and a field error with its field', async () => {
    await expect(createRedxDriver({ baseUrl: sandbox.baseUrl, accessToken: 'x' }).readStatus('1')).rejects.toMatchObject({
      outcome: 'none',
      httpStatus: 401,
    });
    await expect(driver().createConsignment(parcel('haat-r-3', { recipientPhone: '999' }))).rejects.toMatchObject({
      outcome: 'none',
      fields: { customer_phone: expect.any(String) },
    });
  });

  it('a create that times out is unknown, is sent once, and the parcel exists once at RedX', async () => {
    const before = sandbox.control.createCalls();
    const release = sandbox.control.holdNextCreate();
    await expect(driver(2_000).createConsignment(parcel('haat-r-4'))).rejects.toMatchObject({ outcome: 'unknown' });
    // The courier booked it although the answer never came: release the answer, and it is still one parcel.
    await vi.waitFor(() => expect(sandbox.control.parcels().filter((p) => p.merchant_invoice_id === 'haat-r-4')).toHaveLength(1));
    release();
    expect(sandbox.control.createCalls() - before).toBe(1);
  });

  it('maps RedX status words', () => {
    expect(
      [
        'pickup-pending',
        'ready-for-delivery',
        'delivery-in-progress',
        'delivered',
        'agent-returning',
        'cancelled',
        'agent-hold',
        'odd',
      ].map(redxStatus),
    ).toEqual(['booked', 'picked', 'in_transit', 'delivered', 'returned', 'cancelled', 'hold', 'unknown']);
  });
});
