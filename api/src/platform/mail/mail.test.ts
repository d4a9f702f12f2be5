import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { composeMail, enqueueMail } from './outbox.ts';
import { startSandboxSmtp, type SandboxSmtp } from './sandbox.ts';
import { smtpTransport } from './smtp.ts';
import { outbox } from './tables.ts';
import { claimDue, deliverDue, retryDelayMs, startMailWorker } from './worker.ts';

let database: Pick<TestApp, 'db' | 'close'>;
let smtp: SandboxSmtp | undefined;

// The test app's database: in-memory PGlite, or a real PostgreSQL server under `npm run test:pg`, where the
// two racing workers below hold separate connections and SKIP LOCKED does the work.
beforeAll(async () => {
  database = await createTestApp();
  await database.db.delete(outbox);
});
afterAll(async () => {
  await database.close();
});
afterEach(async () => {
  await smtp?.close();
  smtp = undefined;
  await database.db.delete(outbox);
});

const FROM = 'Haat <no-reply@haat.test>';
const message = (to: string) =>
  composeMail({
    to,
    subject: 'Join Dhaka Crafts on Haat',
    paragraphs: ['Hello Rahim,', 'Owner invited you to Dhaka Crafts.'],
    link: { url: 'http://dashboard.test/invite?token=abc', label: 'Accept the invitation' },
  });
const rowOf = async (id: string) => (await database.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('retryDelayMs', () => {
  it.each([
    [1, 30_000],
    [2, 60_000],
    [3, 120_000],
    [10, 3_600_000],
  ])('waits %i failures → %i ms', (attempts, delay) => {
    expect(retryDelayMs(attempts)).toBe(delay);
  });
});

describe('composeMail', () => {
  it('writes the link in both versions and escapes the HTML', () => {
    const mail = composeMail({
      to: 'a@b.test',
      subject: 'S',
      paragraphs: ['Tom & <Jerry>'],
      link: { url: 'http://x.test/?a=1&b=2', label: 'Go' },
    });
    expect(mail.text).toBe('Tom & <Jerry>\n\nGo:\nhttp://x.test/?a=1&b=2');
    expect(mail.html).toContain('<p>Tom &amp; &lt;Jerry&gt;</p>');
    expect(mail.html).toContain('href="http://x.test/?a=1&amp;b=2"');
  });
});

describe('outbox delivery over SMTP', () => {
  it('enqueueMail rolls back with the transaction it was written in', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueMail(tx, message('rollback@haat.test'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await database.db.select().from(outbox)).toHaveLength(0);
  });

  it('delivers a message that arrives with its text, HTML and Message-ID, and marks it sent', async () => {
    smtp = await startSandboxSmtp();
    const id = await enqueueMail(database.db, message('rahim@haat.test'));
    const result = await deliverDue(database.db, smtpTransport(smtp.url, FROM));
    expect(result).toEqual({ sent: 1, failed: 0 });
    const mail = await smtp.waitFor((m) => m.subject === 'Join Dhaka Crafts on Haat');
    expect(mail.text).toContain('http://dashboard.test/invite?token=abc');
    expect(mail.html).toContain('href="http://dashboard.test/invite?token=abc"');
    expect(mail.messageId).toBe(`<${id}@outbox.haat>`);
    expect(mail.from?.text).toContain('no-reply@haat.test');
    expect((await rowOf(id)).sentAt).toBeInstanceOf(Date);
    // Sent rows are never claimed again.
    expect(await deliverDue(database.db, smtpTransport(smtp.url, FROM))).toEqual({ sent: 0, failed: 0 });
    expect(smtp.messages).toHaveLength(1);
  });

  it('retries with backoff when the server refuses the first attempt, and the message arrives later', async () => {
    smtp = await startSandboxSmtp({ refuse: 1 });
    const logs: string[] = [];
    const id = await enqueueMail(database.db, message('later@haat.test'));
    const transport = smtpTransport(smtp.url, FROM);
    expect(await deliverDue(database.db, transport, { baseDelayMs: 300, log: (line) => logs.push(line) })).toEqual({ sent: 0, failed: 1 });
    const failedOnce = await rowOf(id);
    expect(failedOnce.attempts).toBe(1);
    expect(failedOnce.sentAt).toBeNull();
    expect(failedOnce.lastError).toMatch(/451/);
    expect(failedOnce.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    expect(logs.join('\n')).not.toContain('token=abc');
    // Not due yet: nothing is claimed before the backoff has passed.
    expect(await deliverDue(database.db, transport, { baseDelayMs: 300 })).toEqual({ sent: 0, failed: 0 });
    await sleep(400);
    expect(await deliverDue(database.db, transport, { baseDelayMs: 300 })).toEqual({ sent: 1, failed: 0 });
    await smtp.waitFor((m) => m.to !== undefined);
    expect(smtp.refused()).toBe(1);
    expect(smtp.messages).toHaveLength(1);
    expect((await rowOf(id)).attempts).toBe(2);
  });

  it('gives up after the last attempt', async () => {
    const id = await enqueueMail(database.db, message('never@haat.test'));
    const failing = { send: () => Promise.reject(new Error('connection refused')) };
    await deliverDue(database.db, failing, { maxAttempts: 1 });
    const row = await rowOf(id);
    expect(row.failedAt).toBeInstanceOf(Date);
    expect(await claimDue(database.db)).toHaveLength(0);
  });

  it('does not send twice when a worker stops between claim and send: the row waits for its lease, then goes once', async () => {
    smtp = await startSandboxSmtp();
    await enqueueMail(database.db, message('once@haat.test'));
    // A worker claims the row and dies before sending.
    expect(await claimDue(database.db, { leaseMs: 300 })).toHaveLength(1);
    const transport = smtpTransport(smtp.url, FROM);
    // Another worker (process) runs meanwhile: the claimed row is not its to send.
    expect(await deliverDue(database.db, transport)).toEqual({ sent: 0, failed: 0 });
    await sleep(400);
    // Two workers racing after the lease lapsed: one claims it, the other finds nothing.
    const results = await Promise.all([deliverDue(database.db, transport), deliverDue(database.db, transport)]);
    expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(1);
    await smtp.waitFor(() => true);
    await sleep(100);
    expect(smtp.messages).toHaveLength(1);
  });

  it('startMailWorker delivers in the background and stops cleanly', async () => {
    smtp = await startSandboxSmtp();
    const worker = startMailWorker(database.db, smtpTransport(smtp.url, FROM), { pollMs: 50 });
    await enqueueMail(database.db, message('background@haat.test'));
    worker.kick();
    const mail = await smtp.waitFor((m) => m.subject === 'Join Dhaka Crafts on Haat');
    expect(mail.text).toContain('Hello Rahim,');
    await worker.stop();
  });
});
