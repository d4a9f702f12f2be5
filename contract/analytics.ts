/**
 * Home and analytics: the date-range query and the answers' shapes, shared by the Store API and the
 * dashboard. Dates are calendar days in Bangladesh (Asia/Dhaka, UTC+6, no daylight saving).
 * Money is integer poisha. Imports nothing but zod.
 */
import { z } from 'zod';

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

const isoDate = (label: string) =>
  z
    .string({ error: `Choose a ${label} date` })
    .trim()
    .refine(isIsoDate, `Enter the ${label} date as YYYY-MM-DD`);

export const AnalyticsQuerySchema = z
  .object({ from: isoDate('start'), to: isoDate('end') })
  .refine((range) => range.from <= range.to, { path: ['to'], message: 'The end date must be on or after the start date' })
  .refine((range) => spanDays(range.from, range.to) <= MAX_RANGE_DAYS, {
    path: ['from'],
    message: `Choose a range of at most ${MAX_RANGE_DAYS} days`,
  });
export type AnalyticsQuery = z.infer<typeof AnalyticsQuerySchema>;

/** Sales (poisha), order count and average order value of a period. */
export interface Totals {
  sales: number;
  orders: number;
  /** Rounded to whole poisha; 0 without orders. */
  averageOrder: number;
}

/** One day of a series; every day of the range is present, quiet days with zeros. */
export interface DayPoint {
  date: string;
  sales: number;
  orders: number;
}

export interface TopProduct {
  name: string;
  quantity: number;
  sales: number;
}

export interface PaymentMethodShare {
  method: string;
  orders: number;
  sales: number;
}

/** New: the customer's first order falls in the range. Returning: they had ordered before it. */
export interface CustomerMix {
  kind: 'new' | 'returning';
  customers: number;
  orders: number;
  sales: number;
}

export interface AnalyticsReport {
  from: string;
  to: string;
  totals: Totals;
  overTime: DayPoint[];
  topProducts: TopProduct[];
  paymentMethods: PaymentMethodShare[];
  customers: CustomerMix[];
}

export interface StatusCount {
  status: string;
  orders: number;
}

export interface RecentOrder {
  id: string;
  number: string;
  customerName: string | null;
  total: number;
  status: string;
  paymentStatus: string;
  createdAt: string;
}

export interface LowStockItem {
  productId: string;
  name: string;
  stock: number;
}

export interface HomeSummary {
  today: Totals;
  /** The last 7 days, today included. */
  week: Totals;
  /** Orders placed and not yet shipped (pending, confirmed, processing). */
  toFulfil: number;
  /** null when the shop has no catalogue with stock yet. */
  lowStock: LowStockItem[] | null;
  recentOrders: RecentOrder[];
  /** The last 30 days, today included. */
  salesByDay: DayPoint[];
  ordersByStatus: StatusCount[];
}
