/**
 * Earnings and payouts (/admin/earnings, permission `earnings`): the ledger kept from the shop's orders, the
 * balances, the payout method and schedule, payouts. The fee and payout rules both sides show are in
 * earnings-rules.ts (re-exported here). Money is integer poisha.
 */
import { z } from 'zod';
import { bdPhone, blankToNull } from './contact.ts';
import { ListQuerySchema, listAnswerSchema, TimestampSchema } from './list.ts';
import { bdtText } from './money.ts';
import { toLocalDigits, type DisplayPrefs } from './format.ts';
import { dateInput } from './normalise.ts';
import { MAX_MIN_PAYOUT, MIN_PAYOUT_FLOOR } from './earnings-rules.ts';

export * from './earnings-rules.ts';

const DAY_MS = 86_400_000;

export const LEDGER_KINDS = ['online_payment', 'cod_collected', 'refund', 'adjustment'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
export const LEDGER_KIND_LABELS: Record<LedgerKind, string> = {
  online_payment: 'Online payment',
  cod_collected: 'Cash on delivery',
  refund: 'Refund',
  adjustment: 'Adjustment',
};

export const PAYOUT_STATUSES = ['scheduled', 'paid', 'failed', 'cancelled'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
export const PAYOUT_STATUS_LABELS: Record<PayoutStatus, string> = {
  scheduled: 'Scheduled',
  paid: 'Paid',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

export const PAYOUT_METHODS = ['bkash', 'nagad', 'bank'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];
export const PAYOUT_METHOD_LABELS: Record<PayoutMethod, string> = { bkash: 'bKash wallet', nagad: 'Nagad wallet', bank: 'Bank account' };

export const PAYOUT_SCHEDULES = ['weekly', 'monthly', 'manual'] as const;
export type PayoutSchedule = (typeof PAYOUT_SCHEDULES)[number];
export const PAYOUT_SCHEDULE_LABELS: Record<PayoutSchedule, string> = {
  weekly: 'Weekly, on Sundays',
  monthly: 'Monthly, on the 1st',
  manual: 'On request',
};

/** Where a line stands: not cleared yet, available, in a scheduled payout, paid out, or a note that is never paid out. */
export const LINE_STATES = ['pending', 'available', 'in_payout', 'paid', 'note'] as const;
export type LineState = (typeof LINE_STATES)[number];
export const LINE_STATE_LABELS: Record<LineState, string> = {
  pending: 'Pending',
  available: 'Available',
  in_payout: 'In a payout',
  paid: 'Paid out',
  note: 'Note only (not paid out)',
};

/** "0177•••8575" for a wallet, "••••5678" for a bank account: the part of the number a payout account shows. */
export function maskedNumber(method: PayoutMethod, account: string): string {
  const tail = account.slice(-4);
  return method === 'bank' ? `••••${tail}` : `${account.slice(0, 4)}•••${tail}`;
}

/** "bKash wallet 0177•••8575", "Bank account ••••5678": a payout account named without showing all of it. */
export function maskedAccount(method: PayoutMethod, account: string): string {
  return `${PAYOUT_METHOD_LABELS[method]} ${maskedNumber(method, account)}`;
}

/**
 * A payout account as data: its method and the masked number (issue 23), so the dashboard names it in the reader's
 * language ("bKash ওয়ালেট ০১৭৭•••৮৫৭৫") where the Store API's `methodLabel` says it in English.
 */
export const MaskedAccountSchema = z.object({ method: z.enum(PAYOUT_METHODS), masked: z.string() });
export type MaskedAccount = z.infer<typeof MaskedAccountSchema>;

/**
 * Why a payout failed, as a code the dashboard words in the reader's language (issue 23); the Store API also answers
 * the English sentence (`failureReason`), which is all a payout that failed before codes has.
 */
export const PAYOUT_FAILURES = ['account_not_found', 'account_closed', 'limit_reached', 'no_method', 'nothing_to_send'] as const;
export type PayoutFailure = (typeof PAYOUT_FAILURES)[number];
export const PAYOUT_FAILURE_TEXTS: Record<PayoutFailure, string> = {
  account_not_found: 'The wallet refused the transfer: account not found.',
  account_closed: 'The bank refused the transfer: account closed.',
  limit_reached: 'The wallet refused the transfer: daily receiving limit reached.',
  no_method: 'No payout method: add one and ask again.',
  nothing_to_send: 'Refunds or charges since this payout was made leave nothing to send.',
};
export const maskedAccountOf = (method: PayoutMethod, account: string): MaskedAccount => ({
  method,
  masked: maskedNumber(method, account),
});
export const maskedAccountText = (account: MaskedAccount): string => `${PAYOUT_METHOD_LABELS[account.method]} ${account.masked}`;
/**
 * "bKash ওয়ালেট ০১৭৭•••৮৫৭৫": an account in the reader's words and digits, the method's word given by the caller from
 * contract/earnings.messages.json (the dashboard through Paraglide, the e-mails through the API's messages).
 */
export const maskedAccountWords = (account: MaskedAccount, methodWord: string, display: DisplayPrefs): string =>
  `${methodWord} ${toLocalDigits(account.masked, display)}`;

/** Bank account numbers in Bangladesh: 8 to 17 digits (spaces and dashes ignored). */
export const BANK_ACCOUNT = /^\d{8,17}$/;
/** Bangladesh Bank routing numbers: 9 digits. */
export const ROUTING_NUMBER = /^\d{9}$/;
const digitsOnly = (value: unknown) => (typeof value === 'string' ? value.replace(/[\s-]/g, '') : value);

/**
 * Saving the payout method and schedule. `method` empty = none yet. Wallet number for bKash/Nagad; account name,
 * number and routing number for a bank account. Amounts in poisha (the dashboard's form converts taka).
 */
export const PayoutSettingsSaveSchema = z
  .object({
    method: z.preprocess(blankToNull, z.enum(PAYOUT_METHODS, { error: 'Choose bKash, Nagad or a bank account' }).nullable()),
    walletNumber: z.preprocess(blankToNull, z.string().nullable()).optional(),
    accountName: z.preprocess(blankToNull, z.string().trim().max(100, 'At most 100 characters').nullable()).optional(),
    accountNumber: z.preprocess((v) => blankToNull(digitsOnly(v)), z.string().nullable()).optional(),
    routingNumber: z.preprocess((v) => blankToNull(digitsOnly(v)), z.string().nullable()).optional(),
    schedule: z.enum(PAYOUT_SCHEDULES, { error: 'Choose weekly, monthly or on request' }),
    minimum: z
      .number({ error: 'Enter the minimum payout' })
      .int()
      .min(MIN_PAYOUT_FLOOR, `The minimum payout is at least ${bdtText(MIN_PAYOUT_FLOOR)}`)
      .max(MAX_MIN_PAYOUT, `The minimum payout is at most ${bdtText(MAX_MIN_PAYOUT)}`),
    version: z.number().int().optional(),
  })
  .transform((input, ctx) => {
    const wallet = input.method === 'bkash' || input.method === 'nagad';
    let walletNumber: string | null = null;
    if (wallet) {
      const parsed = bdPhone('Enter the wallet number').safeParse(input.walletNumber ?? '');
      if (parsed.success) walletNumber = parsed.data;
      else ctx.addIssue({ code: 'custom', path: ['walletNumber'], message: parsed.error.issues[0]?.message ?? 'Enter the wallet number' });
    }
    if (input.method === 'bank') {
      if (!input.accountName) ctx.addIssue({ code: 'custom', path: ['accountName'], message: 'Enter the name on the account' });
      if (!input.accountNumber || !BANK_ACCOUNT.test(input.accountNumber))
        ctx.addIssue({ code: 'custom', path: ['accountNumber'], message: 'Enter the account number: 8 to 17 digits' });
      if (!input.routingNumber || !ROUTING_NUMBER.test(input.routingNumber))
        ctx.addIssue({ code: 'custom', path: ['routingNumber'], message: 'Enter the 9-digit routing number of the branch' });
    }
    return {
      method: input.method,
      walletNumber,
      accountName: input.method === 'bank' ? (input.accountName ?? null) : null,
      accountNumber: input.method === 'bank' ? (input.accountNumber ?? null) : null,
      routingNumber: input.method === 'bank' ? (input.routingNumber ?? null) : null,
      schedule: input.schedule,
      minimum: input.minimum,
      version: input.version,
    };
  });
export type PayoutSettingsSave = z.output<typeof PayoutSettingsSaveSchema>;

export const PayoutSettingsAnswerSchema = z.object({
  method: z.enum(PAYOUT_METHODS).nullable(),
  /** "bKash wallet 0177•••8575"; null without a method. */
  methodLabel: z.string().nullable(),
  /** The same account as data (method and masked number), for the reader's language; null without a method. */
  account: MaskedAccountSchema.nullable().optional(),
  /** The account's details: only for shop admins (null for other staff). */
  walletNumber: z.string().nullable(),
  accountName: z.string().nullable(),
  accountNumber: z.string().nullable(),
  routingNumber: z.string().nullable(),
  schedule: z.enum(PAYOUT_SCHEDULES),
  minimum: z.number().int(),
  /** True for shop admins: only they change the method and schedule, ask for a payout or cancel one. */
  canEdit: z.boolean(),
  version: z.number().int(),
});
export type PayoutSettingsAnswer = z.infer<typeof PayoutSettingsAnswerSchema>;

export const BalancesSchema = z.object({
  /** Not cleared yet (online payments in their clearing days). */
  pending: z.number().int(),
  /** Cleared and in no payout. */
  available: z.number().int(),
  /** In scheduled payouts, not sent yet. */
  scheduled: z.number().int(),
  /** Sent in paid payouts, ever. */
  paidOut: z.number().int(),
});
export type Balances = z.infer<typeof BalancesSchema>;

/**
 * Why no payout is coming (contract/earnings-rules.ts PayoutBlock, and `on_request`), as data the dashboard words in
 * the reader's language: the summary's `nextPayout.block`, and a PAYOUT_REFUSED refusal's `reason` (its kind, the
 * rest as params).
 */
export const PayoutBlockSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('no_method') }),
  z.object({ kind: z.literal('held'), until: TimestampSchema }),
  z.object({ kind: z.literal('two_step'), admins: z.number().int() }),
  z.object({ kind: z.literal('below_minimum'), minimum: z.number().int() }),
  z.object({ kind: z.literal('on_request') }),
]);
export type PayoutBlockAnswer = z.infer<typeof PayoutBlockSchema>;

export const EarningsSummarySchema = z.object({
  balances: BalancesSchema,
  nextPayout: z.object({
    /** The date of the next payout (a scheduled one, or the next date of the schedule); null: on request or none. */
    date: TimestampSchema.nullable(),
    amount: z.number().int().nullable(),
    /** True when a payout is already scheduled for that date. */
    scheduled: z.boolean(),
    /** Why no payout will be made, when none will. */
    reason: z.string().nullable(),
    /**
     * Set when `reason` is that shop admins sign in without two-step (issue 22 item 10): how many, so the dashboard
     * says it in the reader's language.
     */
    adminsWithoutTwoStep: z.number().int().optional(),
    /** `reason` as data, for the dashboard to word in the reader's language (issue 23); absent from an older API. */
    block: PayoutBlockSchema.nullable().optional(),
  }),
  settings: PayoutSettingsAnswerSchema,
});
export type EarningsSummary = z.infer<typeof EarningsSummarySchema>;

export const LedgerLineSchema = z.object({
  id: z.string(),
  kind: z.enum(LEDGER_KINDS),
  orderId: z.string().nullable(),
  orderNumber: z.number().int().nullable(),
  description: z.string(),
  gross: z.number().int(),
  fee: z.number().int(),
  net: z.number().int(),
  occurredAt: TimestampSchema,
  availableAt: TimestampSchema,
  state: z.enum(LINE_STATES),
  payoutId: z.string().nullable(),
});
export type LedgerLine = z.infer<typeof LedgerLineSchema>;

/**
 * A Bangladesh day as YYYY-MM-DD; typed Bangla digits and day-first forms (২৭/১১/২০২৬) are read too (issue 23). A
 * wrong day stops the range's own checks (abort), which would otherwise add "Choose at most a year" for a blank date.
 */
const isoDay = z.preprocess(dateInput, z.iso.date({ error: 'Enter a date like 2026-01-31', abort: true }));

export const LedgerListQuerySchema = ListQuerySchema.extend({
  kind: z.enum(LEDGER_KINDS).optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
});
export type LedgerListQuery = z.infer<typeof LedgerListQuerySchema>;
export const LedgerListSchema = listAnswerSchema(LedgerLineSchema);

/** A date range of Bangladesh days (statement, chart); both ends included. */
export const DayRangeQuerySchema = z
  .object({ from: isoDay, to: isoDay })
  .refine((r) => r.from <= r.to, { path: ['to'], message: 'The end date must be on or after the start date' })
  .refine((r) => Date.parse(r.to) - Date.parse(r.from) <= 366 * DAY_MS, { path: ['to'], message: 'Choose at most a year' });
export type DayRange = z.infer<typeof DayRangeQuerySchema>;
/** The chart's range: the last 30 Bangladesh days unless said. */
export const ByDayQuerySchema = z.object({ from: isoDay.optional(), to: isoDay.optional() });

export const EarningsByDaySchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(z.object({ day: z.string(), gross: z.number().int(), fees: z.number().int(), net: z.number().int() })),
});
export type EarningsByDay = z.infer<typeof EarningsByDaySchema>;

export const PayoutSchema = z.object({
  id: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  amount: z.number().int(),
  methodLabel: z.string(),
  /** The account as data; null on a payout made before payouts kept it (its `methodLabel` says it in English). */
  account: MaskedAccountSchema.nullable().optional(),
  /** When it is (or was to be) sent. */
  payAt: TimestampSchema,
  paidAt: TimestampSchema.nullable(),
  failureReason: z.string().nullable(),
  /** Why it failed, as a code; null when it did not, or failed before codes (see `failureReason`). */
  failureCode: z.enum(PAYOUT_FAILURES).nullable().optional(),
  reference: z.string().nullable(),
  linesCount: z.number().int(),
  createdAt: TimestampSchema,
});
export type Payout = z.infer<typeof PayoutSchema>;
export const PayoutListQuerySchema = ListQuerySchema.extend({ status: z.enum(PAYOUT_STATUSES).optional() });
export const PayoutListSchema = listAnswerSchema(PayoutSchema);
export const PayoutDetailSchema = PayoutSchema.extend({ lines: z.array(LedgerLineSchema) });
export type PayoutDetail = z.infer<typeof PayoutDetailSchema>;

/**
 * A manual adjustment: a signed amount (poisha, never 0) and the reason, shown in the ledger and statement. A negative
 * one lowers the payable balance; a positive one is a note that never raises it (`adjustmentEntry`).
 */
export const AdjustmentCreateSchema = z.object({
  amount: z
    .number({ error: 'Enter the amount' })
    .int('Enter the amount in poisha')
    .refine((n) => n !== 0, 'The amount cannot be zero')
    .refine((n) => Math.abs(n) <= 100_000_000, 'At most ৳10,00,000 at a time'),
  reason: z.string({ error: 'Say why' }).trim().min(3, 'Say why, in a few words').max(200, 'At most 200 characters'),
});
export type AdjustmentCreate = z.infer<typeof AdjustmentCreateSchema>;
/** The columns of the statement CSV, in order. */
export const STATEMENT_COLUMNS = [
  'Date',
  'Type',
  'Order',
  'Description',
  'Gross (BDT)',
  'Fee (BDT)',
  'Net (BDT)',
  'Status',
  'Payout',
] as const;
