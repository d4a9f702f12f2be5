/** The orders tests' shared setup: an app signed in as the demo owner, the two demo shops, and orders made straight in the database. */
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { orders, shops, type OrderStatus, type PaymentMethod, type PaymentStatus } from '../../db/schema/index.ts';

const address = { name: 'Test Buyer', phone: '01711111111', line1: 'House 1', district: 'Dhaka', country: 'Bangladesh' };

export type OrderOverrides = {
  shopId?: string;
  paymentMethod?: PaymentMethod;
  paymentStatus?: PaymentStatus;
  total?: number;
  paidAmount?: number;
  refundedAmount?: number;
  phone?: string;
};

/** A test app with the owner's token, the Dhaka and Sylhet shop ids, and `makeOrder` for the Dhaka shop. */
export async function ordersTestApp() {
  const t: TestApp = await createTestApp();
  const owner = await t.login('owner@haat.test');
  const rows = await t.db.select({ id: shops.id, handle: shops.handle }).from(shops);
  const dhaka = rows.find((r) => r.handle === 'dhaka-crafts')!.id;
  const sylhet = rows.find((r) => r.handle === 'sylhet-tea-house')!.id;
  let nextNumber = 900_000;

  /** Inserts an order in the given state straight into the database; returns its id. */
  async function makeOrder(status: OrderStatus, over: OrderOverrides = {}) {
    const total = over.total ?? 100_000;
    const method = over.paymentMethod ?? 'bkash';
    const [row] = await t.db
      .insert(orders)
      .values({
        shopId: over.shopId ?? dhaka,
        number: nextNumber++,
        customerName: 'Test Buyer',
        customerPhone: over.phone ?? '01711111111',
        status,
        paymentMethod: method,
        paymentStatus: over.paymentStatus ?? (method === 'cod' ? 'cod_pending' : 'paid'),
        subtotal: total,
        total,
        paidAmount: over.paidAmount ?? (method === 'cod' ? 0 : total),
        refundedAmount: over.refundedAmount ?? 0,
        shippingAddress: address,
        billingAddress: address,
      })
      .returning({ id: orders.id });
    return row!.id;
  }

  return { t, owner, dhaka, sylhet, makeOrder };
}

export const json = async (res: Response) => (await res.json()) as Record<string, unknown> & { message?: string };
