/**
 * The outbox worker: claims due rows with `FOR UPDATE SKIP LOCKED` and a lease, so any number of API
 * processes can run it and none sends a row another holds; a failed send waits longer each time.
 */
import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Log } from '../env.ts';
import { outbox } from './tables.ts';

/** A claimed row as the transport gets it; `id` doubles as the Message-ID. */
export type OutgoingMail = { id: string; to: string; subject: string; text: string; html: string | null };

/** Something that delivers one message or throws (SMTP through nodemailer, a fake in tests). */
export type MailTransport = { send: (mail: OutgoingMail) => Promise<void>; close?: () => void };

export type DeliveryOptions = {
  /** Rows claimed per pass. */
  batchSize?: number;
  /** How long a claim holds a row; a worker that dies mid-send lets it lapse, then another sends it. */
  leaseMs?: number;
  /** First retry after this long; doubled each attempt (exponential backoff). */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** After this many failed attempts the row is marked failed and left alone. */
  maxAttempts?: number;
};

const DEFAULTS: Required<DeliveryOptions> = {
  batchSize: 10,
  leaseMs: 120_000,
  baseDelayMs: 30_000,
  maxDelayMs: 3_600_000,
  maxAttempts: 8,
};

/** Wait before attempt `attempts + 1`, after `attempts` failures: base · 2^(attempts−1), capped. */
export const retryDelayMs = (attempts: number, baseDelayMs = DEFAULTS.baseDelayMs, maxDelayMs = DEFAULTS.maxDelayMs): number =>
  Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempts - 1));

const millis = (ms: number) => sql`now() + (${Math.round(ms)} * interval '1 millisecond')`;

/** Claims up to `batchSize` due rows for `leaseMs` and counts the attempt; returns them. */
export async function claimDue(db: Db, options: DeliveryOptions = {}): Promise<(OutgoingMail & { attempts: number })[]> {
  const { batchSize, leaseMs } = { ...DEFAULTS, ...options };
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        isNull(outbox.sentAt),
        isNull(outbox.failedAt),
        lte(outbox.nextAttemptAt, sql`now()`),
        or(isNull(outbox.claimedUntil), lte(outbox.claimedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(outbox.nextAttemptAt))
    .limit(batchSize)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(outbox)
    .set({ claimedUntil: millis(leaseMs), attempts: sql`${outbox.attempts} + 1` })
    .where(sql`${outbox.id} in ${due}`)
    .returning({
      id: outbox.id,
      to: outbox.to,
      subject: outbox.subject,
      text: outbox.body,
      html: outbox.html,
      attempts: outbox.attempts,
    });
  return rows;
}

/** One pass: claim due rows, send each, record the outcome. Returns how many were sent and failed. */
export async function deliverDue(
  db: Db,
  transport: MailTransport,
  options: DeliveryOptions & { log?: Log } = {},
): Promise<{ sent: number; failed: number }> {
  const settings = { ...DEFAULTS, ...options };
  const claimed = await claimDue(db, settings);
  let sent = 0;
  let failed = 0;
  for (const mail of claimed) {
    try {
      await transport.send(mail);
      await db
        .update(outbox)
        .set({ sentAt: sql`now()`, claimedUntil: null, lastError: null })
        .where(eq(outbox.id, mail.id));
      sent += 1;
    } catch (error) {
      failed += 1;
      const reason = error instanceof Error ? error.message : String(error);
      const giveUp = mail.attempts >= settings.maxAttempts;
      await db
        .update(outbox)
        .set({
          claimedUntil: null,
          lastError: reason.slice(0, 500),
          ...(giveUp
            ? { failedAt: sql`now()` }
            : { nextAttemptAt: millis(retryDelayMs(mail.attempts, settings.baseDelayMs, settings.maxDelayMs)) }),
        })
        .where(eq(outbox.id, mail.id));
      // The recipient and the reason only: never the body, which may hold a sign-in link.
      options.log?.(`Mail ${mail.id} to ${mail.to} not sent (attempt ${mail.attempts}${giveUp ? ', giving up' : ''}): ${reason}`);
    }
  }
  return { sent, failed };
}

export type MailWorker = {
  /** Runs a pass now (after a write that enqueued mail) instead of at the next tick. */
  kick: () => void;
  /** Stops polling and waits for the pass in progress. */
  stop: () => Promise<void>;
};

/** Polls the outbox every `pollMs` (default 2 s) and delivers what is due. */
export function startMailWorker(
  db: Db,
  transport: MailTransport,
  options: DeliveryOptions & { log?: Log; pollMs?: number } = {},
): MailWorker {
  const pollMs = options.pollMs ?? 2000;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const pass = () => {
    if (stopped) return;
    clearTimeout(timer);
    running = running
      .then(() => deliverDue(db, transport, options))
      .then(
        () => undefined,
        (error: unknown) => options.log?.(`Mail worker pass failed: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => {
        if (!stopped) timer = setTimeout(pass, pollMs);
      });
  };
  timer = setTimeout(pass, 0);
  return {
    kick: pass,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
      transport.close?.();
    },
  };
}
