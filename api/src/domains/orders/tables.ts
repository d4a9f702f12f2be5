/**
 * Orders of a shop: orders with their items, timeline events and staff notes.
 * Money is integer poisha. Product and variant ids on items are plain text without a foreign key:
 * an item keeps its title/variant/sku/image snapshot when the product is edited or deleted (a new item must still
 * name the shop's own product and variant: `shopReferences`, checked by the shop accessor).
 * The customer's name/phone/email are copied onto the order too, so the orders list filters and
 * searches one table (100,000 orders in a shop) and an order keeps who placed it.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sellers } from '../sellers/tables.ts';
import { customers } from '../customers/tables.ts';

export { ORDER_STATUSES, PAYMENT_STATUSES, PAYMENT_METHODS, ORDER_EVENT_TYPES } from '../../../../contract/order-enums.ts';
export type { OrderStatus, PaymentStatus, PaymentMethod, OrderEventType, Address } from '../../../../contract/order-enums.ts';
import type { Address, OrderEventType, OrderStatus, PaymentMethod, PaymentStatus } from '../../../../contract/order-enums.ts';
import type { OrderEventKind } from '../../../../contract/order-events.ts';
import { at, createdAt, id } from '../../platform/db/columns.ts';
import { shopId } from '../sellers/columns.ts';
import { ownedThrough, shopReferences } from '../../platform/db/ownership.ts';
import { products, variants } from '../products/tables.ts';

export const orders = shopReferences(
  pgTable(
    'orders',
    {
      id: id(),
      shopId: shopId(),
      /** Human order number, unique per shop (shown as #1001). */
      number: integer('number').notNull(),
      customerId: text('customer_id').references(() => customers.id, { onDelete: 'set null' }),
      /** Snapshot of the customer at the time of the order (searchable without a join). */
      customerName: text('customer_name').notNull(),
      customerPhone: text('customer_phone').notNull(),
      customerEmail: text('customer_email'),
      status: text('status').$type<OrderStatus>().notNull().default('pending'),
      paymentStatus: text('payment_status').$type<PaymentStatus>().notNull().default('unpaid'),
      paymentMethod: text('payment_method').$type<PaymentMethod>().notNull().default('cod'),
      /** bKash trxID or card gateway reference. */
      transactionId: text('transaction_id'),
      itemsCount: integer('items_count').notNull().default(0),
      subtotal: integer('subtotal').notNull().default(0),
      discount: integer('discount').notNull().default(0),
      promoCode: text('promo_code'),
      shipping: integer('shipping').notNull().default(0),
      tax: integer('tax').notNull().default(0),
      /** Cash-on-delivery fee charged to the customer (shipping settings). */
      codFee: integer('cod_fee').notNull().default(0),
      /** True when `tax` is inside the prices (shown as "incl. VAT", not added to the total). */
      taxIncluded: boolean('tax_included').notNull().default(false),
      /** VAT by rate for the Mushak-6.3 invoice: rate %, taxable amount and VAT in poisha. */
      taxLines: jsonb('tax_lines').$type<{ rate: number; taxable: number; amount: number }[]>().notNull().default([]),
      total: integer('total').notNull().default(0),
      paidAmount: integer('paid_amount').notNull().default(0),
      refundedAmount: integer('refunded_amount').notNull().default(0),
      shippingAddress: jsonb('shipping_address').$type<Address>().notNull(),
      billingAddress: jsonb('billing_address').$type<Address>().notNull(),
      courier: text('courier'),
      trackingNumber: text('tracking_number'),
      /** What the shopper wrote at checkout. */
      customerNote: text('customer_note'),
      cancelReason: text('cancel_reason'),
      /** A new COD order from a number below the shop's rate (checkout settings' hold rule): call before confirming. */
      needsCall: boolean('needs_call').notNull().default(false),
      placedAt: at('placed_at').notNull().defaultNow(),
      confirmedAt: at('confirmed_at'),
      shippedAt: at('shipped_at'),
      deliveredAt: at('delivered_at'),
      cancelledAt: at('cancelled_at'),
      paidAt: at('paid_at'),
      updatedAt: at('updated_at').notNull().defaultNow(),
    },
    (t) => [
      uniqueIndex('orders_shop_number_idx').on(t.shopId, t.number),
      // (shop_id, placed_at) first for the list and ranges; the trailing columns let the analytics aggregates of a
      // date range (status, method, total, customer; id for the join to the items) read the index alone, not the wide rows.
      index('orders_shop_placed_idx').on(t.shopId, t.placedAt, t.status, t.paymentMethod, t.total, t.customerId, t.id),
      index('orders_shop_status_placed_idx').on(t.shopId, t.status, t.placedAt),
      // The "Needs a call" filter: the few held orders, newest first.
      index('orders_shop_needs_call_idx')
        .on(t.shopId, t.placedAt)
        .where(sql`${t.needsCall}`),
      index('orders_shop_payment_placed_idx').on(t.shopId, t.paymentStatus, t.placedAt),
      // Sorts by total, alone and within a payment tab (`?payment=cod_pending&sort=-total` walks it, no sort of the tab).
      index('orders_shop_total_idx').on(t.shopId, t.total, t.number),
      index('orders_shop_payment_total_idx').on(t.shopId, t.paymentStatus, t.total, t.number),
      // The customer sort (name, then newest first; backwards for the reverse).
      index('orders_shop_customer_sort_idx').on(t.shopId, sql`lower(${t.customerName})`, sql`${t.number} desc`),
      // Searches: the trailing columns (the name itself, status and the other filters) let the per-status counts of a
      // search be read from the index alone (an index-only scan of the matches, not a heap fetch per matching order).
      // text_pattern_ops: a phone prefix (`like '0171%'`) is a range of this index under any collation.
      index('orders_shop_phone_idx').on(
        t.shopId,
        sql`${t.customerPhone} text_pattern_ops`,
        t.status,
        t.paymentStatus,
        t.paymentMethod,
        t.placedAt,
      ),
      index('orders_shop_name_idx').on(
        t.shopId,
        sql`lower(${t.customerName}) text_pattern_ops`,
        t.customerName,
        t.status,
        t.paymentStatus,
        t.paymentMethod,
        t.placedAt,
      ),
      // Last word of the name ("Abdul Rahman" → "rahman"): with the index above, a search finds first or last name by prefix.
      index('orders_shop_last_name_idx').on(
        t.shopId,
        sql`lower(substring(${t.customerName} from '[^ ]+$')) text_pattern_ops`,
        t.customerName,
        t.status,
        t.paymentStatus,
        t.paymentMethod,
        t.placedAt,
      ),
      // The same three searches led by the status: a status tab's count of a search is a range of its own matches,
      // read only up to the cap (COUNT_CAP + 1 entries), however many orders of other statuses match.
      index('orders_shop_status_phone_idx').on(
        t.shopId,
        t.status,
        sql`${t.customerPhone} text_pattern_ops`,
        t.paymentStatus,
        t.paymentMethod,
        t.placedAt,
      ),
      index('orders_shop_status_name_idx').on(
        t.shopId,
        t.status,
        sql`lower(${t.customerName}) text_pattern_ops`,
        t.paymentStatus,
        t.paymentMethod,
        t.placedAt,
      ),
      index('orders_shop_status_last_name_idx').on(
        t.shopId,
        t.status,
        sql`lower(substring(${t.customerName} from '[^ ]+$')) text_pattern_ops`,
        t.customerName,
        t.paymentStatus,
        t.paymentMethod,
        t.placedAt,
      ),
      // shop_id and status trail so "has this customer a counted order before the range" is answered from the index.
      // Orders without a customer (guests), for analytics' new-vs-returning split of a range reaching today.
      index('orders_shop_guest_placed_idx')
        .on(t.shopId, t.placedAt, t.status, t.total)
        .where(sql`${t.customerId} is null`),
      index('orders_customer_placed_idx').on(t.customerId, t.placedAt, t.shopId, t.status),
      // The few unpaid online orders the expiry job looks for every minute (orders-create/expire-unpaid.ts).
      index('orders_unpaid_online_idx')
        .on(t.placedAt)
        .where(sql`status in ('pending', 'confirmed') and payment_status = 'unpaid' and payment_method <> 'cod'`),
    ],
  ),
  (t) => [{ column: t.customerId, table: customers }],
);

export const orderItems = shopReferences(
  pgTable(
    'order_items',
    {
      id: id(),
      orderId: text('order_id')
        .notNull()
        .references(() => orders.id, { onDelete: 'cascade' }),
      shopId: shopId(),
      productId: text('product_id'),
      variantId: text('variant_id'),
      title: text('title').notNull(),
      /** e.g. "Red / XL"; null for a product without variants. */
      variantTitle: text('variant_title'),
      sku: text('sku'),
      imageUrl: text('image_url'),
      unitPrice: integer('unit_price').notNull(),
      quantity: integer('quantity').notNull(),
      /** unitPrice × quantity. */
      total: integer('total').notNull(),
      /** Set when a cancel put the quantity back into stock. */
      restockedAt: at('restocked_at'),
    },
    (t) => [
      // Product, title, quantity and total trail the order id: top products reads the items of a range from the index alone.
      index('order_items_order_idx').on(t.orderId, t.productId, t.title, t.quantity, t.total),
      index('order_items_shop_product_idx').on(t.shopId, t.productId),
    ],
  ),
  (t) => [
    { column: t.orderId, table: orders },
    { column: t.productId, table: products },
    { column: t.variantId, table: variants },
  ],
);

/** The order's timeline (the shop's through their order). */
export const orderEvents = ownedThrough(
  pgTable(
    'order_events',
    {
      id: id(),
      orderId: text('order_id')
        .notNull()
        .references(() => orders.id, { onDelete: 'cascade' }),
      type: text('type').$type<OrderEventType>().notNull(),
      /** The English sentence, as integrators read it; events older than `kind` have only this. */
      message: text('message').notNull(),
      /** What happened, for the dashboard to word in the reader's language (contract/order-events.ts); null on older events. */
      kind: text('kind').$type<OrderEventKind>(),
      /** The kind's data (amounts in poisha, status keys, names, the seller's reason); never words. */
      params: jsonb('params').$type<Record<string, unknown>>(),
      /** Poisha, for payment and refund events. */
      amount: integer('amount'),
      /** The staff member who did it; null for the shopper or the system. */
      authorId: text('author_id').references(() => sellers.id, { onDelete: 'set null' }),
      createdAt: createdAt(),
    },
    (t) => [
      index('order_events_order_idx').on(t.orderId, t.createdAt),
      // Money events by time: the earnings ledger's catch-up reads the recent ones (earnings/ledger.ts syncLedger).
      index('order_events_money_idx')
        .on(t.createdAt)
        .where(sql`${t.type} in ('payment', 'refund')`),
    ],
  ),
  (t) => t.orderId,
  orders,
);

/** Staff notes on an order (the shop's through their order). */
export const orderNotes = ownedThrough(
  pgTable(
    'order_notes',
    {
      id: id(),
      orderId: text('order_id')
        .notNull()
        .references(() => orders.id, { onDelete: 'cascade' }),
      authorId: text('author_id').references(() => sellers.id, { onDelete: 'set null' }),
      body: text('body').notNull(),
      createdAt: createdAt(),
    },
    (t) => [index('order_notes_order_idx').on(t.orderId, t.createdAt)],
  ),
  (t) => t.orderId,
  orders,
);

/**
 * Orders and sales per shop, Bangladesh day, status, payment status and method: the list's tab counts and the
 * home and analytics totals come from here instead of reading 100,000 orders per page. Database triggers keep
 * it in step with every write to orders (migration 0002_order_rollups); `rebuildOrderRollups` recomputes it.
 */
export const orderStats = pgTable(
  'order_stats',
  {
    shopId: shopId(),
    day: date('day', { mode: 'string' }).notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull(),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    orders: integer('orders').notNull().default(0),
    /** Sum of the orders' totals, poisha. */
    sales: bigint('sales', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.day, t.status, t.paymentStatus, t.paymentMethod] })],
);

/**
 * Items sold per shop, Bangladesh day and product (the title when the item has no product), counting only
 * orders that are not cancelled or returned: analytics' top products read a few thousand of these rows for 90
 * days instead of joining every item to its order. Kept in step by triggers like order_stats.
 */
export const orderProductStats = pgTable(
  'order_product_stats',
  {
    shopId: shopId(),
    day: date('day', { mode: 'string' }).notNull(),
    /** The product id, or the item's title when it has none. */
    productKey: text('product_key').notNull(),
    title: text('title').notNull(),
    /** Order lines counted; 0 when every order of the day with this product was cancelled. */
    lines: integer('lines').notNull().default(0),
    quantity: bigint('quantity', { mode: 'number' }).notNull().default(0),
    sales: bigint('sales', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.day, t.productKey] })],
);

export * from './risk-tables.ts';
