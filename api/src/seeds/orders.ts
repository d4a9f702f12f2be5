/**
 * Demo customers and orders: Bangladeshi names, phones and addresses across districts, mostly cash on
 * delivery, a realistic status mix over the last 120 days. Deterministic (seeded PRNG) apart from "now",
 * inserted in batches so the first start stays fast. Adds only what is missing: running it again with a
 * larger `ordersPerShop` (`seed --orders 100000`) tops the biggest shop up to that many orders.
 */
import { eventColumns } from '../../../contract/order-events.ts';
import { count, eq, getTableColumns, max, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../platform/db/client.ts';
import { rebuildOrderRollups, rebuildPhoneRisk } from '../domains/orders/rollups.ts';
import { shopScope, type Tx } from '../platform/shop-scope.ts';
import {
  customers,
  orderEvents,
  orderItems,
  orderNotes,
  orders,
  orderStats,
  sellers,
  shopMembers,
  type Address,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
} from '../db/schema/index.ts';
import type { DemoShopIds } from './accounts.ts';

export type SeedOrdersOptions = {
  /** Orders of the biggest demo shop (Dhaka Crafts); default 2,000. The others get fewer. */
  ordersPerShop?: number;
};

const DAY = 86_400_000;
const BATCH = 500;
/** Orders generated and inserted per transaction (the seed's memory does not grow with the order count). */
const CHUNK = 10_000;

/** Per shop: share of the order count and customers per order. */
const SHOP_PLAN: Record<string, { orders: (n: number) => number; customers: (orders: number) => number }> = {
  'dhaka-crafts': { orders: (n) => n, customers: (o) => Math.max(500, Math.round(o / 20)) },
  'sylhet-tea-house': { orders: (n) => Math.min(n, 300), customers: (o) => Math.max(20, Math.round(o / 4)) },
  'khulna-fabrics': { orders: (n) => Math.min(n, 120), customers: (o) => Math.max(10, Math.round(o / 4)) },
};

/** mulberry32: a small, fast, seeded PRNG (same seed → same demo data). */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, maxIncl: number) => min + Math.floor(next() * (maxIncl - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  /** Picks by weight: [[value, weight], …]. */
  const weighted = <T>(list: readonly (readonly [T, number])[]): T => {
    const total = list.reduce((s, [, w]) => s + w, 0);
    let r = next() * total;
    for (const [value, w] of list) if ((r -= w) < 0) return value;
    return list[list.length - 1]![0];
  };
  return { next, int, pick, weighted };
}

const hash = (text: string) => [...text].reduce((h, ch) => (Math.imul(h, 31) + ch.charCodeAt(0)) >>> 0, 7);

const FIRST = [
  'Abdul',
  'Rahim',
  'Karim',
  'Sakib',
  'Tamim',
  'Mushfiq',
  'Rafiq',
  'Jamal',
  'Kamal',
  'Shahid',
  'Arif',
  'Imran',
  'Faisal',
  'Tanvir',
  'Rasel',
  'Sohel',
  'Mahmud',
  'Habib',
  'Nazmul',
  'Mizanur',
  'Fatema',
  'Ayesha',
  'Nasrin',
  'Shirin',
  'Taslima',
  'Sharmin',
  'Rokeya',
  'Sultana',
  'Nusrat',
  'Farzana',
  'Sadia',
  'Tahmina',
  'Jannatul',
  'Sumaiya',
  'Mim',
  'Rupa',
  'Anika',
  'Priya',
  'Ananya',
  'Dipankar',
  'Subrata',
  'Pritom',
  'Mou',
  'Lipi',
  'Sabina',
  'Rashida',
  'Mahfuz',
  'Asif',
  'Zahid',
  'Ruma',
];
const LAST = [
  'Rahman',
  'Hossain',
  'Islam',
  'Ahmed',
  'Uddin',
  'Khan',
  'Chowdhury',
  'Akter',
  'Begum',
  'Sarker',
  'Talukder',
  'Mia',
  'Sheikh',
  'Haque',
  'Alam',
  'Karim',
  'Das',
  'Roy',
  'Saha',
  'Barua',
  'Molla',
  'Bhuiyan',
  'Siddique',
  'Kabir',
  'Mondal',
];
/**
 * District → a few areas in it, each from Haat's lists (contract/bd-areas.ts: the places check of every address form,
 * seeds/places.test.ts): Dhaka's and Chattogram's city thanas, elsewhere upazilas. The same number per district as
 * before, so the demo's random draws (and the orders other tests rely on) stay where they were.
 */
export const DEMO_AREAS: Record<string, readonly string[]> = {
  Dhaka: ['Dhanmondi', 'Mirpur', 'Uttara West', 'Gulshan', 'Mohammadpur', 'Banani', 'Badda', 'Motijheel', 'Lalbagh', 'Khilgaon'],
  Chattogram: ['Double Mooring', 'Panchlaish', 'Halishahar', 'Khulshi', 'Kotwali'],
  Sylhet: ['Bishwanath', 'Beanibazar', 'Golapganj', 'Osmaninagar'],
  Khulna: ['Rupsha', 'Dumuria', 'Digholia', 'Botiaghata'],
  Rajshahi: ['Paba', 'Godagari', 'Puthia', 'Charghat'],
  Barishal: ['Barisal Sadar', 'Bakerganj', 'Babuganj'],
  Rangpur: ['Rangpur Sadar', 'Mithapukur', 'Pirgacha'],
  Mymensingh: ['Mymensingh Sadar', 'Trishal', 'Bhaluka'],
  Cumilla: ['Comilla Sadar', 'Chandina', 'Laksam'],
  Gazipur: ['Gazipur Sadar', 'Kaliakair', 'Sreepur', 'Kapasia'],
  Narayanganj: ['Narayanganj Sadar', 'Rupganj', 'Sonargaon'],
  Bogura: ['Bogra Sadar', 'Sherpur'],
  "Cox's Bazar": ['Coxsbazar Sadar', 'Ramu'],
  Jashore: ['Jessore Sadar', 'Abhaynagar'],
};
const DISTRICTS = DEMO_AREAS;
const POSTCODES: Record<string, string> = {
  Dhaka: '1205',
  Chattogram: '4100',
  Sylhet: '3100',
  Khulna: '9100',
  Rajshahi: '6000',
  Barishal: '8200',
  Rangpur: '5400',
  Mymensingh: '2200',
  Cumilla: '3500',
  Gazipur: '1700',
  Narayanganj: '1400',
  Bogura: '5800',
  "Cox's Bazar": '4700',
  Jashore: '7400',
};
const DISTRICT_WEIGHTS = Object.keys(DISTRICTS).map(
  (d) => [d, d === 'Dhaka' ? 40 : d === 'Chattogram' ? 12 : d === 'Gazipur' || d === 'Narayanganj' ? 6 : 4] as const,
);
const ROADS = [
  'Road 27',
  'Lake Road',
  'College Road',
  'Station Road',
  'Mosque Lane',
  'Hospital Road',
  'Bazar Road',
  'School Road',
  'Kazi Nazrul Islam Avenue',
  'Zigatola',
];

type DemoProduct = {
  productId: string | null;
  variantId: string | null;
  title: string;
  variantTitle: string | null;
  sku: string | null;
  imageUrl: string | null;
  price: number;
};

/** Used when the catalogue has no products for the shop (its seed may run later or not exist). */
const BUILT_IN_PRODUCTS: readonly Omit<DemoProduct, 'productId' | 'variantId' | 'imageUrl'>[] = [
  { title: 'Nakshi Kantha Throw', variantTitle: 'Red / Large', sku: 'NK-RED-L', price: 350_000 },
  { title: 'Nakshi Kantha Throw', variantTitle: 'Blue / Medium', sku: 'NK-BLU-M', price: 280_000 },
  { title: 'Jamdani Saree', variantTitle: 'White / Gold', sku: 'JS-WHG', price: 1_250_000 },
  { title: 'Jamdani Saree', variantTitle: 'Maroon', sku: 'JS-MRN', price: 1_150_000 },
  { title: 'Jute Tote Bag', variantTitle: null, sku: 'JT-BAG', price: 45_000 },
  { title: 'Terracotta Vase', variantTitle: 'Small', sku: 'TV-S', price: 60_000 },
  { title: 'Terracotta Vase', variantTitle: 'Large', sku: 'TV-L', price: 95_000 },
  { title: 'Bamboo Lamp Shade', variantTitle: null, sku: 'BL-01', price: 120_000 },
  { title: 'Cotton Gamchha (set of 2)', variantTitle: null, sku: 'GM-2', price: 30_000 },
  { title: 'Brass Pitcher (Kolshi)', variantTitle: null, sku: 'BP-01', price: 220_000 },
  { title: 'Shital Pati Mat', variantTitle: '4 × 6 ft', sku: 'SP-46', price: 180_000 },
  { title: 'Hand-painted Rickshaw Art Tray', variantTitle: null, sku: 'RA-TRAY', price: 75_000 },
  { title: 'Sylhet Green Tea 250 g', variantTitle: null, sku: 'TEA-G250', price: 32_000 },
  { title: 'Panjabi, Khadi Cotton', variantTitle: 'M', sku: 'PJ-KH-M', price: 190_000 },
  { title: 'Panjabi, Khadi Cotton', variantTitle: 'L', sku: 'PJ-KH-L', price: 190_000 },
];

const PROMOS = [
  { code: 'EID10', percent: 10 },
  { code: 'BOISHAKH15', percent: 15 },
  { code: 'WELCOME50', fixed: 5_000 },
] as const;
const COURIERS = ['Pathao', 'Steadfast', 'RedX', 'Paperfly', 'Sundarban Courier'];

/** Products of the shop from the catalogue when its tables hold any, else the built-in list. */
async function productsFor(db: Db, shopId: string): Promise<DemoProduct[]> {
  try {
    const result = await db.execute(sql`
      select p.id as product_id, v.id as variant_id, p.title, v.title as variant_title,
             coalesce(nullif(v.sku, ''), nullif(p.sku, '')) as sku, coalesce(v.price, p.price) as price,
             (select coalesce(m.sizes->>'thumbnail', m.sizes->>'small', m.sizes->>'original') from product_media m
               where m.product_id = p.id order by m.position limit 1) as image_url
      from products p left join variants v on v.product_id = p.id
      where p.shop_id = ${shopId} and coalesce(v.price, p.price) > 0
      order by p.created_at, p.id, v.position
      limit 200`);
    type Row = {
      product_id: string;
      variant_id: string | null;
      title: string;
      variant_title: string | null;
      sku: string | null;
      image_url: string | null;
      price: number | string;
    };
    const rows = (result as unknown as { rows: Row[] }).rows;
    if (rows.length > 0) {
      return rows.map((r) => ({
        productId: r.product_id,
        variantId: r.variant_id,
        title: r.title,
        variantTitle: r.variant_title === 'Default' ? null : r.variant_title,
        sku: r.sku,
        imageUrl: r.image_url,
        price: Number(r.price),
      }));
    }
  } catch {
    // No catalogue tables (or a different shape): fall back to the built-in products.
  }
  return BUILT_IN_PRODUCTS.map((p) => ({ ...p, productId: null, variantId: null, imageUrl: null }));
}

/**
 * Inserts rows in batches, each batch one statement with one JSON parameter (jsonb_to_recordset):
 * building a 500-row multi-VALUES insert costs far more in the query builder than in the database.
 */
async function insertBatches<T extends Record<string, unknown>>(db: Db | Tx, table: PgTable, rows: T[]) {
  if (rows.length === 0) return;
  const columns = getTableColumns(table);
  const keys = Object.keys(columns).filter((key) => rows.some((row) => row[key] !== undefined));
  const names = sql.join(
    keys.map((key) => sql.identifier(columns[key]!.name)),
    sql`, `,
  );
  const types = sql.raw(keys.map((key) => `"${columns[key]!.name}" ${columns[key]!.getSQLType()}`).join(', '));
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH).map((row) => Object.fromEntries(keys.map((key) => [columns[key]!.name, row[key] ?? null])));
    await db.execute(
      sql`insert into ${table} (${names}) select ${names} from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as x(${types})`,
    );
  }
}

/**
 * Inside a transaction: skips foreign-key triggers until it ends, which makes the bulk insert about
 * three times faster on PGlite. Safe because the rows are generated consistent with each other and with
 * the customers and sellers read above. Needs superuser (PGlite is; a managed server may not be): then
 * the savepoint is rolled back and the checks simply run.
 */
async function skipForeignKeyChecks(tx: Tx) {
  try {
    await tx.transaction(async (savepoint) => {
      await savepoint.execute(sql`set local session_replication_role = replica`);
    });
  } catch {
    // Not allowed here: keep the checks.
  }
}

type CustomerRow = typeof customers.$inferInsert & { id: string; addresses: Address[] };

async function ensureCustomers(db: Db, shopId: string, wanted: number, random: ReturnType<typeof prng>, now: number) {
  const existing = (await db.select().from(customers).where(eq(customers.shopId, shopId))) as CustomerRow[];
  const phones = new Set(existing.map((c) => c.phone));
  const added: CustomerRow[] = [];
  for (let i = existing.length; i < wanted; i++) {
    const first = random.pick(FIRST);
    const last = random.pick(LAST);
    const name = `${first} ${last}`;
    let phone: string;
    do phone = `01${random.int(3, 9)}${String(random.int(0, 99_999_999)).padStart(8, '0')}`;
    while (phones.has(phone));
    phones.add(phone);
    const district = random.weighted(DISTRICT_WEIGHTS);
    const address: Address = {
      name,
      phone,
      line1: `House ${random.int(1, 120)}, ${random.pick(ROADS)}`,
      area: random.pick(DISTRICTS[district]!),
      district,
      postcode: POSTCODES[district],
      country: 'Bangladesh',
    };
    const createdAt = new Date(now - random.int(121, 400) * DAY);
    added.push({
      id: crypto.randomUUID(),
      shopId,
      name,
      phone,
      email: random.next() < 0.45 ? `${first}.${last}${random.int(1, 99)}@example.com`.toLowerCase() : null,
      addresses: [address],
      tags: random.next() < 0.1 ? ['vip'] : random.next() < 0.1 ? ['wholesale'] : [],
      notes: '',
      createdAt,
      updatedAt: createdAt,
    });
  }
  await insertBatches(db, customers, added);
  return [...existing, ...added];
}

/** Status of an order placed `ageDays` ago: recent orders are still moving, old ones mostly delivered. */
function statusFor(ageDays: number, random: ReturnType<typeof prng>): OrderStatus {
  if (ageDays < 1)
    return random.weighted([
      ['pending', 55],
      ['confirmed', 25],
      ['processing', 12],
      ['cancelled', 8],
    ]);
  if (ageDays < 4)
    return random.weighted([
      ['pending', 10],
      ['confirmed', 20],
      ['processing', 25],
      ['shipped', 35],
      ['cancelled', 10],
    ]);
  if (ageDays < 10)
    return random.weighted([
      ['processing', 5],
      ['shipped', 30],
      ['delivered', 55],
      ['cancelled', 8],
      ['returned', 2],
    ]);
  return random.weighted([
    ['delivered', 82],
    ['cancelled', 10],
    ['returned', 5],
    ['shipped', 3],
  ]);
}

function paymentFor(method: PaymentMethod, status: OrderStatus, total: number, random: ReturnType<typeof prng>) {
  let paymentStatus: PaymentStatus;
  let paid = 0;
  let refunded = 0;
  if (method === 'cod') {
    if (status === 'delivered') [paymentStatus, paid] = ['paid', total];
    else if (status === 'cancelled' || status === 'returned') paymentStatus = 'unpaid';
    else paymentStatus = 'cod_pending';
  } else {
    paid = total;
    paymentStatus = 'paid';
    if (status === 'cancelled' || status === 'returned') [paymentStatus, refunded] = ['refunded', total];
    else if (status === 'delivered' && random.next() < 0.03) [paymentStatus, refunded] = ['partially_refunded', Math.round(total * 0.2)];
  }
  return { paymentStatus, paid, refunded };
}

const STEP: Partial<Record<OrderStatus, OrderStatus[]>> = {
  confirmed: ['confirmed'],
  processing: ['confirmed', 'processing'],
  shipped: ['confirmed', 'processing', 'shipped'],
  delivered: ['confirmed', 'processing', 'shipped', 'delivered'],
  returned: ['confirmed', 'processing', 'shipped', 'delivered', 'returned'],
  cancelled: ['cancelled'],
};

/** Adds customers and orders to one shop until it has `target` orders. */
async function seedShop(db: Db, shopId: string, handle: string, target: number, staffIds: string[]) {
  const plan = SHOP_PLAN[handle]!;
  const [have] = await db
    .select({ n: count(), last: max(orders.number) })
    .from(orders)
    .where(eq(orders.shopId, shopId));
  const missing = target - (have?.n ?? 0);
  if (missing <= 0) {
    // A seed stopped between its inserts and the rollups' rebuild (the end of this function) left them short, and
    // every list count and COD record of a large benchmark shop read 0 from then on: finish the rebuild.
    if ((await rolledUpOrders(db, shopId)) !== (have?.n ?? 0)) await rebuildRollups(db, shopId);
    return;
  }
  const now = Date.now();
  const random = prng(hash(handle) + (have?.n ?? 0));
  const shopCustomers = await ensureCustomers(db, shopId, plan.customers(target), random, now);
  const products = await productsFor(db, shopId);

  // Placing times over the last 120 days, more in recent weeks (a growing shop), oldest first.
  const times = Array.from({ length: missing }, () => now - Math.floor(120 * DAY * random.next() ** 1.3)).sort((a, b) => a - b);
  let number = (have?.last ?? 1000) + 1;

  let orderRows: (typeof orders.$inferInsert)[] = [];
  let itemRows: (typeof orderItems.$inferInsert)[] = [];
  let eventRows: (typeof orderEvents.$inferInsert)[] = [];
  let noteRows: (typeof orderNotes.$inferInsert)[] = [];
  // Streamed: every CHUNK orders go to the database (one transaction each) and leave memory, so a
  // 1,000,000-order seed stays well under 1 GB instead of holding every row at once.
  const flush = async () => {
    if (orderRows.length === 0) return;
    await db.transaction(async (tx) => {
      await skipForeignKeyChecks(tx);
      await insertBatches(tx, orders, orderRows);
      await insertBatches(tx, orderItems, itemRows);
      await insertBatches(tx, orderEvents, eventRows);
      await insertBatches(tx, orderNotes, noteRows);
    });
    orderRows = [];
    itemRows = [];
    eventRows = [];
    noteRows = [];
  };
  for (const placed of times) {
    if (orderRows.length >= CHUNK) await flush();
    const id = crypto.randomUUID();
    // A few loyal customers order often: skew the pick towards the start of the list.
    const customer = shopCustomers[Math.floor(shopCustomers.length * random.next() ** 1.6)]!;
    const address = customer.addresses[0]!;
    const lines = random.weighted([
      [1, 55],
      [2, 28],
      [3, 12],
      [4, 5],
    ]);
    let subtotal = 0;
    let itemsCount = 0;
    for (let l = 0; l < lines; l++) {
      const product = random.pick(products);
      const quantity = random.weighted([
        [1, 75],
        [2, 18],
        [3, 7],
      ]);
      subtotal += product.price * quantity;
      itemsCount += quantity;
      itemRows.push({
        id: crypto.randomUUID(),
        orderId: id,
        shopId,
        productId: product.productId,
        variantId: product.variantId,
        title: product.title,
        variantTitle: product.variantTitle,
        sku: product.sku,
        imageUrl: product.imageUrl,
        unitPrice: product.price,
        quantity,
        total: product.price * quantity,
      });
    }
    const promo = random.next() < 0.15 ? random.pick(PROMOS) : null;
    const discount = promo ? ('percent' in promo ? Math.round((subtotal * promo.percent) / 100) : Math.min(promo.fixed, subtotal)) : 0;
    const shipping = address.district === 'Dhaka' ? 6_000 : 12_000;
    const total = subtotal - discount + shipping;
    const method = random.weighted<PaymentMethod>([
      ['cod', 74],
      ['bkash', 20],
      ['card', 6],
    ]);
    const ageDays = (now - placed) / DAY;
    const status = statusFor(ageDays, random);
    const { paymentStatus, paid, refunded } = paymentFor(method, status, total, random);
    const shipped = ['shipped', 'delivered', 'returned'].includes(status);
    const steps = STEP[status] ?? [];
    // Each step a few hours after the previous one, never in the future.
    const stepTimes = steps.map((_, i) => new Date(Math.min(now - 60_000, placed + (i + 1) * random.int(2, 30) * 3_600_000)));
    const at = (s: OrderStatus) => stepTimes[steps.indexOf(s)] ?? null;
    const staff = staffIds.length ? random.pick(staffIds) : null;

    orderRows.push({
      id,
      shopId,
      number: number++,
      customerId: customer.id,
      customerName: customer.name,
      customerPhone: customer.phone,
      customerEmail: customer.email ?? null,
      status,
      paymentStatus,
      paymentMethod: method,
      transactionId:
        method === 'bkash' ? `TRX${random.int(10_000_000, 99_999_999)}` : method === 'card' ? `ch_${random.int(1e9, 9e9)}` : null,
      itemsCount,
      subtotal,
      discount,
      promoCode: promo?.code ?? null,
      shipping,
      tax: 0,
      total,
      paidAmount: paid,
      refundedAmount: refunded,
      shippingAddress: address,
      billingAddress: address,
      courier: shipped ? random.pick(COURIERS) : null,
      trackingNumber: shipped ? `BD${random.int(100_000_000, 999_999_999)}` : null,
      customerNote: random.next() < 0.08 ? random.pick(['Please call before delivery', 'Deliver after 5 pm', 'Gift wrap please']) : null,
      cancelReason: status === 'cancelled' ? random.pick(['Customer changed their mind', 'Phone unreachable', 'Out of stock']) : null,
      placedAt: new Date(placed),
      confirmedAt: at('confirmed'),
      shippedAt: at('shipped'),
      deliveredAt: at('delivered'),
      cancelledAt: at('cancelled'),
      paidAt: paid > 0 ? (method === 'cod' ? at('delivered') : new Date(placed)) : null,
      updatedAt: stepTimes.at(-1) ?? new Date(placed),
    });
    eventRows.push({
      id: crypto.randomUUID(),
      orderId: id,
      type: 'placed',
      ...eventColumns({ kind: 'placed', params: { customer: customer.name } }),
      createdAt: new Date(placed),
    });
    if (method !== 'cod')
      eventRows.push({
        id: crypto.randomUUID(),
        orderId: id,
        type: 'payment',
        ...eventColumns({ kind: 'paid', params: { method: method === 'bkash' ? 'bkash' : 'card' } }),
        amount: total,
        createdAt: new Date(placed + 1000),
      });
    steps.forEach((s, i) =>
      eventRows.push({
        id: crypto.randomUUID(),
        orderId: id,
        type: s === 'cancelled' ? 'cancelled' : 'status',
        ...eventColumns(
          s === 'cancelled' ? { kind: 'cancelled', params: {} } : { kind: 'status', params: { from: steps[i - 1] ?? 'pending', to: s } },
        ),
        authorId: staff,
        createdAt: stepTimes[i]!,
      }),
    );
    if (method === 'cod' && paid > 0)
      eventRows.push({
        id: crypto.randomUUID(),
        orderId: id,
        type: 'payment',
        ...eventColumns({ kind: 'cash_collected', params: {} }),
        amount: paid,
        authorId: staff,
        createdAt: at('delivered')!,
      });
    if (refunded > 0)
      eventRows.push({
        id: crypto.randomUUID(),
        orderId: id,
        type: 'refund',
        ...eventColumns({ kind: 'refunded', params: { full: refunded >= paid } }),
        amount: refunded,
        authorId: staff,
        createdAt: stepTimes.at(-1) ?? new Date(placed),
      });
    if (staff && random.next() < 0.05)
      noteRows.push({
        id: crypto.randomUUID(),
        orderId: id,
        authorId: staff,
        body: random.pick(['Customer asked for a call before delivery.', 'Checked stock: all items packed.', 'Courier picked up late.']),
        createdAt: new Date(placed + 7_200_000),
      });
  }
  await flush();
  // The fast path above skips triggers (replication role): build the rollups in one pass instead.
  await rebuildRollups(db, shopId);
}

async function rebuildRollups(db: Db, shopId: string) {
  await rebuildOrderRollups(shopScope(db, shopId));
  await rebuildPhoneRisk(shopScope(db, shopId));
  // Fresh planner statistics, so the first list queries after a large seed use the indexes.
  await db.execute(sql`analyze orders, order_items, order_events, customers`);
}

/** How many of the shop's orders order_stats counts (all of them once the rollups are built). */
async function rolledUpOrders(db: Db, shopId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${orderStats.orders}), 0)::int` })
    .from(orderStats)
    .where(eq(orderStats.shopId, shopId));
  return row?.n ?? 0;
}

/** Customers and orders for the demo shops (Dhaka Crafts gets `ordersPerShop`, default 2,000). */
export async function seedOrders(db: Db, shopIds: DemoShopIds, options: SeedOrdersOptions = {}): Promise<void> {
  const ordersPerShop = options.ordersPerShop ?? 2_000;
  for (const [handle, shopId] of shopIds) {
    const plan = SHOP_PLAN[handle];
    if (!plan) continue;
    const staff = await db
      .select({ id: sellers.id })
      .from(shopMembers)
      .innerJoin(sellers, eq(sellers.id, shopMembers.sellerId))
      .where(eq(shopMembers.shopId, shopId))
      .orderBy(sellers.email);
    await seedShop(
      db,
      shopId,
      handle,
      plan.orders(ordersPerShop),
      staff.map((s) => s.id),
    );
  }
}
