/**
 * Home and analytics: the date-range query and the answers' shapes, shared by the Store API and the
 * dashboard. Dates are calendar days in Bangladesh (Asia/Dhaka, UTC+6, no daylight saving).
 * Money is integer poisha. Imports nothing but zod.
 */
import { z } from 'zod';
import { dateInput } from './normalise.ts';

export const SHOP_TIME_ZONE = 'Asia/Dhaka';
/** Longest range an analytics call accepts, in days (both ends included). */
export const MAX_RANGE_DAYS = 366;
/** The range choices of the analytics page; a number is "the last N days, today included". */
export const RANGE_PRESETS = ['7', '30', '90'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** True for a real calendar date written YYYY-MM-DD (2026-02-30 is not). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const dhakaDay = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day in Bangladesh at `now`, as YYYY-MM-DD. */
export function dhakaDate(now: Date = new Date()): string {
  return dhakaDay.format(now);
}

/** `date` moved by `days` (negative goes back). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Number of days from `from` to `to`, both included (the same day is 1). */
export function spanDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** A typed date (Bangla digits and day-first forms read too, issue 23) as YYYY-MM-DD. */
const isoDate = (label: string) =>
  z.preprocess(
    dateInput,
    z
      .string({ error: `Choose a ${label} date` })
      .trim()
      .refine(isIsoDate, `Enter the ${label} date as YYYY-MM-DD`),
  );

export const AnalyticsQuerySchema = z
  .object({ from: isoDate('start'), to: isoDate('end') })
  .refine((range) => range.from <= range.to, { path: ['to'], message: 'The end date must be on or after the start date' })
  .refine((range) => spanDays(range.from, range.to) <= MAX_RANGE_DAYS, {
    path: ['from'],
    message: `Choose a range of at most ${MAX_RANGE_DAYS} days`,
  });
export type AnalyticsQuery = z.infer<typeof AnalyticsQuerySchema>;

/**
 * A money figure in poisha; null when the shop hides money figures from members without the `earnings` key and the
 * caller is one (issue 25 item 10: the answer itself holds no figure, not only the page).
 */
const MoneyFigure = z.number().nullable();

/** Sales (poisha), order count and average order value of a period. */
export const TotalsSchema = z.object({
  sales: MoneyFigure,
  orders: z.number(),
  /** Rounded to whole poisha; 0 without orders. */
  averageOrder: MoneyFigure,
});
export type Totals = z.infer<typeof TotalsSchema>;

/** One day of a series; every day of the range is present, quiet days with zeros. */
export const DayPointSchema = z.object({ date: z.string(), sales: MoneyFigure, orders: z.number() });
export type DayPoint = z.infer<typeof DayPointSchema>;

export const TopProductSchema = z.object({ name: z.string(), quantity: z.number(), sales: MoneyFigure });
export type TopProduct = z.infer<typeof TopProductSchema>;

export const PaymentMethodShareSchema = z.object({ method: z.string(), orders: z.number(), sales: MoneyFigure });
export type PaymentMethodShare = z.infer<typeof PaymentMethodShareSchema>;

/** New: the customer's first order falls in the range. Returning: they had ordered before it. */
export const CustomerMixSchema = z.object({
  kind: z.enum(['new', 'returning']),
  customers: z.number(),
  orders: z.number(),
  sales: MoneyFigure,
});
export type CustomerMix = z.infer<typeof CustomerMixSchema>;

/** GET /admin/analytics. */
export const AnalyticsReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  totals: TotalsSchema,
  overTime: z.array(DayPointSchema),
  topProducts: z.array(TopProductSchema),
  paymentMethods: z.array(PaymentMethodShareSchema),
  customers: z.array(CustomerMixSchema),
  /** True when the money figures above are null for this caller (the shop's setting, issue 25 item 10). */
  moneyHidden: z.boolean(),
});
export type AnalyticsReport = z.infer<typeof AnalyticsReportSchema>;

export const StatusCountSchema = z.object({ status: z.string(), orders: z.number() });
export type StatusCount = z.infer<typeof StatusCountSchema>;

export const RecentOrderSchema = z.object({
  id: z.string(),
  number: z.string(),
  customerName: z.string().nullable(),
  total: MoneyFigure,
  status: z.string(),
  paymentStatus: z.string(),
  createdAt: z.string(),
});
export type RecentOrder = z.infer<typeof RecentOrderSchema>;

export const LowStockItemSchema = z.object({ productId: z.string(), name: z.string(), stock: z.number() });
export type LowStockItem = z.infer<typeof LowStockItemSchema>;

/** GET /admin/analytics/home. */
/** What needs doing now (issue 25 item 11): each a link to the filtered list on Home. */
export const HomeTodoSchema = z.object({
  toConfirm: z.number(),
  /** Confirmed: to pack and ship (/orders?status=confirmed). */
  toShip: z.number(),
  /** Delivered cash on delivery not collected yet (/orders?status=delivered&payment=cod_pending): orders and their total, poisha. */
  codToCollect: z.number(),
  /** null for staff without the `earnings` key when the shop hides money figures. */
  codAmount: z.number().nullable(),
  /** COD orders held for a confirmation call (the checkout settings' hold rule). */
  needsCall: z.number(),
  lowStock: z.number(),
});
export type HomeTodo = z.infer<typeof HomeTodoSchema>;

/** A new shop's first steps (issue 24 item 5), each ticked from the shop's data. */
export const HomeSetupSchema = z.object({
  product: z.boolean(),
  business: z.boolean(),
  theme: z.boolean(),
  courier: z.boolean(),
  shared: z.boolean(),
});
export type HomeSetup = z.infer<typeof HomeSetupSchema>;

/** POST /admin/analytics/home/setup: put the checklist away, or record that the store link was shared. */
export const HomeSetupMarkSchema = z.object({ mark: z.enum(['dismiss', 'shared'], { error: 'Choose dismiss or shared' }) });

export const HomeSummarySchema = z.object({
  today: TotalsSchema,
  /** The last 7 days, today included. */
  week: TotalsSchema,
  /** Orders placed and not yet shipped (pending, confirmed, processing). */
  toFulfil: z.number(),
  /** null when the shop has no catalogue with stock yet. */
  lowStock: z.array(LowStockItemSchema).nullable(),
  recentOrders: z.array(RecentOrderSchema),
  /** The last 30 days, today included. */
  salesByDay: z.array(DayPointSchema),
  ordersByStatus: z.array(StatusCountSchema),
  /** True when the money figures above are null for this caller (the shop's setting, issue 25 item 10). */
  moneyHidden: z.boolean(),
  todo: HomeTodoSchema.optional(),
  /** null once every step is done or the checklist was put away. */
  setup: HomeSetupSchema.nullable().optional(),
});

/** GET/PUT /admin/analytics/money-figures: whether staff without the `earnings` key see money figures. */
export const MoneyFiguresSettingSchema = z.strictObject({
  hiddenFromStaff: z.boolean({ error: 'Say whether staff see money figures' }),
});
export type MoneyFiguresSetting = z.infer<typeof MoneyFiguresSettingSchema>;
export type HomeSummary = z.infer<typeof HomeSummarySchema>;
