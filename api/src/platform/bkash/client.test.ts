import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BkashError, createBkashClient, type BkashGateway } from './client.ts';
import { SANDBOX_CREDENTIALS, startBkashSandbox, type BkashSandbox } from './sandbox.ts';

let sandbox: BkashSandbox;
const client = (overrides: Partial<Parameters<typeof createBkashClient>[0]> = {}): BkashGateway =>
  createBkashClient({ baseUrl: sandbox.baseUrl, ...SANDBOX_CREDENTIALS, ...overrides });

beforeAll(async () => {
  sandbox = await startBkashSandbox({ port: 0, tokenTtlSeconds: 1 });
});
afterAll(() => sandbox.close());

const create = (gateway: BkashGateway, amount = 99_900) =>
  gateway.createPayment({
    amount,
    merchantInvoiceNumber: 'SUB-TEST-1',
    payerReference: 'shop-1',
    callbackURL: 'http://dashboard.test/checkout/callback',
  });

describe('bKash client against the sandbox over HTTP', () => {
  it('grants a token with the username/password headers and keeps it for the next calls', async () => {
    const gateway = client();
    const before = sandbox.control.grants();
    expect(await gateway.grantToken()).toMatch(/^sbx\./);
    await create(gateway);
    await create(gateway);
    expect(sandbox.control.grants()).toBe(before + 1);
  });

  it('refuses wrong credentials with bKash’s message', async () => {
    await expect(client({ password: 'wrong' }).grantToken()).rejects.toMatchObject({ name: 'BkashError', httpStatus: 401 });
    await expect(client({ appSecret: 'wrong' }).grantToken()).rejects.toThrow('Invalid App Key or App Secret');
  });

  it('gets a new token once the cached one has expired', async () => {
    const gateway = client();
    await create(gateway);
    const grants = sandbox.control.grants();
    const refreshes = sandbox.control.refreshes();
    await new Promise((done) => setTimeout(done, 1100));
    await create(gateway);
    expect(sandbox.control.grants() + sandbox.control.refreshes()).toBe(grants + refreshes + 1);
  });

  it('grants again on a 401 and repeats the call', async () => {
    const gateway = client();
    await create(gateway);
    const grants = sandbox.control.grants();
    sandbox.control.revokeTokens();
    const payment = await create(gateway);
    expect(payment.paymentID).toMatch(/^TR0011/);
    expect(sandbox.control.grants()).toBe(grants + 1);
  });

  it('creates, executes, queries and refunds a payment in taka strings ↔ poisha', async () => {
    const gateway = client();
    const payment = await create(gateway, 123_450);
    expect(payment.transactionStatus).toBe('Initiated');
    expect(payment.bkashURL).toContain(`${sandbox.url}/payment?paymentId=${payment.paymentID}`);
    expect(sandbox.control.payment(payment.paymentID)?.amount).toBe('1234.50');

    // Not approved by the payer yet: execute is refused with bKash's status code.
    await expect(gateway.executePayment(payment.paymentID)).rejects.toMatchObject({ statusCode: '2117' });

    sandbox.control.approve(payment.paymentID);
    const done = await gateway.executePayment(payment.paymentID);
    expect(done).toMatchObject({ transactionStatus: 'Completed', amount: 123_450, customerMsisdn: '01770618575' });
    expect(done.trxID).toBeTruthy();

    const queried = await gateway.queryPayment(payment.paymentID);
    expect(queried).toMatchObject({ transactionStatus: 'Completed', trxID: done.trxID, amount: 123_450 });

    // Refund status: none yet, then the refund made (the refund endpoint without an amount).
    expect(await gateway.refundStatus({ paymentID: payment.paymentID, trxID: done.trxID! })).toBeNull();
    const refund = await gateway.refundPayment({ paymentID: payment.paymentID, trxID: done.trxID!, amount: 123_450, reason: 'test' });
    expect(refund).toMatchObject({ originalTrxID: done.trxID, amount: 123_450, transactionStatus: 'Completed' });
    expect(await gateway.refundStatus({ paymentID: payment.paymentID, trxID: done.trxID! })).toEqual(refund);
    await expect(
      gateway.refundPayment({ paymentID: payment.paymentID, trxID: done.trxID!, amount: 1, reason: 'again' }),
    ).rejects.toBeInstanceOf(BkashError);
  });

  it('gives up on an execute that outlasts its deadline, and the query then tells the outcome', async () => {
    const gateway = client();
    const payment = await create(gateway);
    sandbox.control.approve(payment.paymentID);
    const release = sandbox.control.holdNextExecute();
    await expect(gateway.executePayment(payment.paymentID, { timeoutMs: 150 })).rejects.toThrow();
    release();
    expect((await gateway.queryPayment(payment.paymentID)).transactionStatus).toBe('Completed');
  });
});
