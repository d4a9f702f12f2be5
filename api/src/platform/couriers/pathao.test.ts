import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ParcelInput } from './courier.ts';
import { createPathaoDriver, forgetPathaoTokens, pathaoStatus } from './pathao.ts';
import { PATHAO_SANDBOX_CREDENTIALS, startPathaoSandbox, type PathaoSandbox } from './pathao-sandbox.ts';

let sandbox: PathaoSandbox;
beforeAll(async () => {
  sandbox = await startPathaoSandbox({ tokenTtlSeconds: 2 });
});
afterAll(() => sandbox.close());
beforeEach(() => forgetPathaoTokens());

const parcel = (invoice: string, over: Partial<ParcelInput> = {}): ParcelInput => ({
  invoice,
  recipientName: 'Rahima Akter',
  recipientPhone: '01711000111',
  recipientAddress: 'House 4, Road 2, Dhanmondi, Dhaka',
  district: 'Dhaka',
  area: 'Dhanmondi',
  codAmount: 125000,
  value: 125000,
  weightGrams: 800,
  itemCount: 1,
  description: 'Nakshi kantha',
  ...over,
});
const driver = (timeoutMs?: number) => createPathaoDriver({ baseUrl: sandbox.baseUrl, ...PATHAO_SANDBOX_CREDENTIALS, timeoutMs });

describe('the Pathao driver against its sandbox over HTTP', () => {
  it('issues a token once, quotes from the price plan and books with the city and zone of the address', async () => {
    const before = sandbox.control.tokenCalls().password;
    expect(await driver().quote(parcel('q1'))).toEqual({ charge: 8000, codCharge: 0 });
    expect(
      await driver().quote(parcel('q1', { district: 'Chattogram', area: '', recipientAddress: 'Flat 3, Agrabad C/A, Chattogram' })),
    ).toEqual({
      charge: 14000,
      codCharge: 1250,
    });
    const booked = await driver().createConsignment(parcel('haat-p-1'));
    expect(booked).toMatchObject({ status: 'booked', courierStatus: 'Pending', charge: 8000 });
    expect(sandbox.control.tokenCalls().password - before).toBe(1);
    sandbox.control.setStatus(booked.consignmentId, 'Delivered');
    expect(await driver().readStatus(booked.consignmentId)).toMatchObject({ status: 'delivered', courierStatus: 'Delivered' });
  });

  it('refuses an address it cannot place before any create call, for the seller to choose the zone', async () => {
    const sylhet = parcel('haat-p-2', { district: 'Sylhet', area: 'Sylhet Sadar', recipientAddress: 'House 9, Sylhet Sadar, Sylhet' });
    expect(await driver().quote(sylhet)).toBeNull();
    const before = sandbox.control.createCalls();
    await expect(driver().createConsignment(sylhet)).rejects.toMatchObject({
      outcome: 'none',
      fields: { courierPlace: 'Choose the courier’s area' },
    });
    expect(await driver().place(sylhet)).toBeNull();
    // A district Pathao has no city for (an old free-text address): refused too, with nothing to choose from.
    const nowhere = parcel('haat-p-2b', { district: 'Atlantis', area: '', recipientAddress: 'Somewhere far away' });
    await expect(driver().createConsignment(nowhere)).rejects.toMatchObject({ outcome: 'none', fields: {} });
    expect(sandbox.control.createCalls()).toBe(before);
    expect(sandbox.control.parcels().filter((p) => p.merchant_order_id.startsWith('haat-p-2'))).toEqual([]);
  });

  it("maps Haat's areas to Pathao's zones, lists the zones of a district, and books the zone the seller chose", async () => {
    const where = (over: Partial<ParcelInput>) => driver().cityAndZone(parcel('w', { recipientAddress: 'House 1', ...over }));
    expect(await where({ district: 'Dhaka', area: 'Uttara West' })).toEqual({ city: 1, zone: 14 });
    expect(await where({ district: 'Chittagong', area: 'Panchlaish' })).toEqual({ city: 2, zone: 31 });
    // Sylhet Sadar is wider than any Pathao zone: no guess, the seller chooses.
    expect(await where({ district: 'Sylhet', area: 'Sylhet Sadar' })).toBeNull();
    const sylhet = (await driver().places('Sylhet')).map((z) => z.name);
    expect(sylhet.slice(0, 2)).toEqual(['Zindabazar', 'Ambarkhana']);
    expect(sylhet).not.toContain('Sylhet Sadar');
    expect(await where({ district: 'Bandarban', area: 'Thanchi' })).toMatchObject({ zone: expect.any(Number) });
    expect(await driver().places('Atlantis')).toEqual([]);
    expect(await where({ district: 'Sylhet', area: 'Sylhet Sadar', courierPlace: 41 })).toEqual({ city: 3, zone: 41 });
    const booked = await driver().createConsignment(parcel('haat-p-9', { district: 'Sylhet', area: 'Sylhet Sadar', courierPlace: 41 }));
    expect(booked.charge).toBe(14000);
  });

  it('refreshes an expired token with the refresh token, and issues a new one after a 401', async () => {
    await driver().readStatus((await driver().createConsignment(parcel('haat-p-3'))).consignmentId);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const refreshes = sandbox.control.tokenCalls().refresh_token;
    await driver().quote(parcel('q2'));
    expect(sandbox.control.tokenCalls().refresh_token - refreshes).toBe(1);
    sandbox.control.revokeTokens();
    const issues = sandbox.control.tokenCalls().password;
    expect(await driver().quote(parcel('q3'))).not.toBeNull();
    expect(sandbox.control.tokenCalls().password - issues).toBe(1);
  });

  it('reads wrong credentials and bad parcels as refusals', async () => {
    const wrong = createPathaoDriver({ baseUrl: sandbox.baseUrl, ...PATHAO_SANDBOX_CREDENTIALS, password: 'nope' });
    await expect(wrong.readStatus('x')).rejects.toMatchObject({ outcome: 'none', httpStatus: 401 });
    await expect(driver().createConsignment(parcel('haat-p-4', { recipientAddress: 'short' }))).rejects.toMatchObject({
      outcome: 'none',
      fields: { recipient_address: expect.any(String) },
    });
  });

  it('a create that times out is unknown, is sent once, and the parcel exists once at Pathao', async () => {
    await driver().quote(parcel('warm')); // token and places first, so only the create is timed
    const before = sandbox.control.createCalls();
    const release = sandbox.control.holdNextCreate();
    await expect(driver(2_000).createConsignment(parcel('haat-p-5'))).rejects.toMatchObject({ outcome: 'unknown' });
    // The courier booked it although the answer never came: release the answer, and it is still one parcel.
    await vi.waitFor(() => expect(sandbox.control.parcels().filter((p) => p.merchant_order_id === 'haat-p-5')).toHaveLength(1));
    release();
    expect(sandbox.control.createCalls() - before).toBe(1);
    sandbox.control.failNextCreate(502);
    await expect(driver().createConsignment(parcel('haat-p-6'))).rejects.toMatchObject({ outcome: 'unknown', httpStatus: 502 });
  });

  it('maps Pathao status words', () => {
    expect(
      ['Pending', 'Picked', 'In Transit', 'Delivered', 'Partial Delivery', 'Returned', 'Pickup Cancelled', 'On Hold', 'Odd'].map(
        pathaoStatus,
      ),
    ).toEqual(['booked', 'picked', 'in_transit', 'delivered', 'partial', 'returned', 'cancelled', 'hold', 'unknown']);
  });
});
