import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { DEFAULT_LIMITS } from '../../platform/throttle/throttle.ts';
import { outbox } from '../../platform/mail/tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

const signup = { name: 'Someone Else', email: 'owner@haat.test', phone: '01812345678', shopName: 'Copy Shop', password: 'password-123' };
const mails = async () => t.db.select().from(outbox).where(eq(outbox.to, 'owner@haat.test'));

describe('a sign-up with a registered e-mail', () => {
  it("tells the address's owner, a few times an hour at most", async () => {
    const before = (await mails()).length;
    for (let i = 0; i < DEFAULT_LIMITS.resetMail.limit + 2; i++) {
      const res = await t.post('/auth/request', signup);
      expect(res.status).toBe(200);
    }
    const sent = (await mails()).slice(before);
    expect(sent).toHaveLength(DEFAULT_LIMITS.resetMail.limit);
    expect(sent[0]).toMatchObject({ subject: 'Someone tried to create a Haat account with your email' });
    expect(sent[0]!.body).toContain('/forget-password');
    expect(sent[0]!.body).not.toContain('password-123');
  });
});
