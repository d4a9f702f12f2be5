/**
 * Sales fixtures for customers and analytics tests and the analytics benchmark: a shop of its own
 * (so the demo seed's orders never mix in), customers, and orders with items spread over past days,
 * made from a seeded pseudo-random sequence so every run has the same rows.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../src/platform/db/client.ts';
import { customers, orderItems, orders, sellers, shopMembers, shops } from '../src/db/schema/index.ts';
import type { Address, OrderStatus, PaymentMethod, PaymentStatus } from '../src/db/schema/index.ts';

export type Member = { email: string; isShopAdmin: boolean; permissions?: string[] };

/** A new shop with the given demo sellers as members; returns its id. */
export async function createShop(db: Db, name: string, members: Member[]): Promise<string> {
  const handle = `${name.toLowerCase().replace(/\W+/g, '-')}-${Math.random().toString(36).slice(2, 8)}`;
  const [shop] = await db.insert(shops).values({ name, handle }).returning({ id: shops.id });
  for (const member of members) {
    const [seller] = await db.select({ id: sellers.id }).from(sellers).where(eq(sellers.email, member.email));
    await db.insert(shopMembers).values({
      shopId: shop!.id,
      sellerId: seller!.id,
      isShopAdmin: member.isShopAdmin,
      permissions: member.permissions ?? [],
    });
  }
  return shop!.id;
}

/** Mulberry32: a small seeded generator, enough for fixtures. */
export function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NAMES = [
  'Rahima Khatun',
  'Abdul Karim',
  'Fatema Begum',
  'Sohel Rana',
  'Nusrat Jahan',
  'Tanvir Ahmed',
  'Shirin Akter',
  'Mizanur Rahman',
];
const DISTRICTS = ['Dhaka', 'Chattogram', 'Sylhet', 'Khulna', 'Rajshahi', 'Barishal', 'Rangpur', 'Cumilla'];
const PRODUCTS = [
  { id: 'p-kantha', title: 'Nakshi kantha', price: 250_000 },
  { id: 'p-jamdani', title: 'Jamdani saree', price: 850_000 },
  { id: 'p-mug', title: 'Clay mug', price: 35_000 },
  { id: 'p-basket', title: 'Jute basket', price: 60_000 },
  { id: 'p-tea', title: 'Sylhet tea, 500 g', price: 45_050 },
];
const STATUSES: OrderStatus[] = [
  'pending',
  'confirmed',
  'processing',
  'shipped',
  'delivered',
  'delivered',
  'delivered',
  'cancelled',
  'returned',
];
const METHODS: PaymentMethod[] = ['cod', 'cod', 'cod', 'bkash', 'card'];

export type FixtureCustomer = typeof customers.$inferInsert & { id: string };
export type FixtureOrder = typeof orders.$inferInsert & { id: string; placedAt: Date; total: number; status: OrderStatus };
export type FixtureItem = typeof orderItems.$inferInsert & { productId: string; quantity: number; total: number };
export type Sales = { customers: FixtureCustomer[]; orders: FixtureOrder[]; items: FixtureItem[] };

export type SalesOptions = {
  customers: number;
  orders: number;
  /** Orders fall in the last `days` days before `now`. */
  days: number;
  now?: Date;
  seed?: number;
  /** First order number. */
  firstNumber?: number;
};

const uuid = (pick: () => number) => 'xxxxxxxx-xxxx-4xxx-8xxx-xxxxxxxxxxxx'.replace(/x/g, () => Math.floor(pick() * 16).toString(16));

/** The rows of a shop's sales, not yet inserted. */
export function makeSales(shopId: string, options: SalesOptions): Sales {
  const pick = random(options.seed ?? 1);
  const now = (options.now ?? new Date()).getTime();
  const one = <T>(list: readonly T[]) => list[Math.floor(pick() * list.length)]!;
  const address = (name: string, phone: string): Address => ({
    name,
    phone,
    line1: 'House 1, Road 2',
    district: one(DISTRICTS),
    country: 'Bangladesh',
  });

  const customerRows: FixtureCustomer[] = [];
  for (let n = 0; n < options.customers; n += 1) {
    const name = `${one(NAMES)} ${n}`;
    const phone = `017${String(10_000_000 + n).slice(-8)}`;
    customerRows.push({
      id: uuid(pick),
      shopId,
      name,
      phone,
      email: n % 3 === 0 ? null : `customer${n}@example.com`,
      addresses: [address(name, phone)],
      tags: n % 4 === 0 ? ['vip'] : n % 5 === 0 ? ['wholesale'] : [],
      createdAt: new Date(now - options.days * 86_400_000 - 86_400_000),
    });
  }

  const orderRows: FixtureOrder[] = [];
  const itemRows: FixtureItem[] = [];
  for (let n = 0; n < options.orders; n += 1) {
    // One order in ten is a guest's (no customer row), the rest belong to someone.
    const customer = customerRows.length && n % 10 !== 9 ? one(customerRows) : undefined;
    const id = uuid(pick);
    const lines = 1 + Math.floor(pick() * 3);
    let subtotal = 0;
    let count = 0;
    for (let l = 0; l < lines; l += 1) {
      const product = one(PRODUCTS);
      const quantity = 1 + Math.floor(pick() * 3);
      const total = product.price * quantity;
      subtotal += total;
      count += quantity;
      itemRows.push({
        id: uuid(pick),
        orderId: id,
        shopId,
        productId: product.id,
        title: product.title,
        unitPrice: product.price,
        quantity,
        total,
      });
    }
    const shipping = pick() < 0.5 ? 6_000 : 12_000;
    const status = one(STATUSES);
    const method = one(METHODS);
    const paymentStatus: PaymentStatus = status === 'delivered' || method !== 'cod' ? 'paid' : 'cod_pending';
    const name = customer?.name ?? 'Guest shopper';
    const phone = customer?.phone ?? '01899000000';
    orderRows.push({
      id,
      shopId,
      number: (options.firstNumber ?? 1001) + n,
      customerId: customer?.id ?? null,
      customerName: name,
      customerPhone: phone,
      status,
      paymentStatus,
      paymentMethod: method,
      itemsCount: count,
      subtotal,
      shipping,
      total: subtotal + shipping,
      shippingAddress: address(name, phone),
      billingAddress: address(name, phone),
      placedAt: new Date(now - Math.floor(pick() * options.days * 86_400_000)),
    });
  }
  return { customers: customerRows, orders: orderRows, items: itemRows };
}

/** Inserts the rows in chunks (a statement has at most 65,535 parameters). */
export async function insertSales(db: Db, sales: Sales, chunk = 500): Promise<void> {
  for (let i = 0; i < sales.customers.length; i += chunk) await db.insert(customers).values(sales.customers.slice(i, i + chunk));
  for (let i = 0; i < sales.orders.length; i += chunk) await db.insert(orders).values(sales.orders.slice(i, i + chunk));
  for (let i = 0; i < sales.items.length; i += chunk) await db.insert(orderItems).values(sales.items.slice(i, i + chunk));
}
