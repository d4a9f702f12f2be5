import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msisdnOf, SmsError } from './gateway.ts';
import { createSslWirelessGateway } from './ssl-wireless.ts';
import { SSL_WIRELESS_SANDBOX_TOKEN, startSslWirelessSandbox, type SslWirelessSandbox } from './ssl-wireless-sandbox.ts';

let sandbox: SslWirelessSandbox;
beforeAll(async () => {
  sandbox = await startSslWirelessSandbox();
});
afterAll(() => sandbox.close());

const gateway = (token = SSL_WIRELESS_SANDBOX_TOKEN, timeoutMs?: number) =>
  createSslWirelessGateway({ baseUrl: sandbox.url, apiToken: token, ...(timeoutMs ? { timeoutMs } : {}) });
const message = (reference: string, text = 'আপনার অর্ডার #10234 নিশ্চিত হয়েছে।') => ({
  msisdn: '8801711000001',
  text,
  sender: 'DhakaCrafts',
  reference,
});

describe('SSL Wireless client against its sandbox, over HTTP', () => {
  it('sends a Bangla message with the API token, sender, number and reference, and reads the gateway id', async () => {
    const answer = await gateway().send(message('ref-1'));
    expect(answer.gatewayId).toMatch(/^[0-9a-f]{16}$/);
    expect(sandbox.control.messages().at(-1)).toMatchObject({
      msisdn: '8801711000001',
      sid: 'DhakaCrafts',
      csms_id: 'ref-1',
      sms: 'আপনার অর্ডার #10234 নিশ্চিত হয়েছে।',
    });
  });

  it('is refused with a wrong token, and says so without the token', async () => {
    const error = await gateway('wrong')
      .send(message('ref-2'))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsError);
    expect(error).toMatchObject({ kind: 'refused', status: 4001 });
    expect((error as Error).message).not.toContain('wrong');
  });

  it('reads a second send of one reference as a duplicate, so a retry never texts twice', async () => {
    await gateway().send(message('ref-3'));
    const count = sandbox.control.messages().length;
    await expect(gateway().send(message('ref-3'))).rejects.toMatchObject({ kind: 'duplicate' });
    expect(sandbox.control.messages()).toHaveLength(count);
  });

  it('reads an outage and a timeout as unavailable', async () => {
    sandbox.control.failNextCreate(503);
    await expect(gateway().send(message('ref-4'))).rejects.toMatchObject({ kind: 'unavailable', status: 503 });
    const release = sandbox.control.holdNextCreate();
    await expect(gateway(SSL_WIRELESS_SANDBOX_TOKEN, 100).send(message('ref-5'))).rejects.toMatchObject({ kind: 'unavailable' });
    release();
  });

  it('refuses a number that is not a Bangladeshi mobile', async () => {
    await expect(gateway().send({ ...message('ref-6'), msisdn: '880171' })).rejects.toMatchObject({ kind: 'refused', status: 4022 });
  });
});

describe('msisdnOf', () => {
  it.each([
    ['01711000001', '8801711000001'],
    ['+8801711000001', '8801711000001'],
    ['8801711000001', '8801711000001'],
    ['017-1100-0001', '8801711000001'],
    ['01211000001', null],
    ['1711000001', null],
  ])('%s → %s', (phone, msisdn) => expect(msisdnOf(phone)).toBe(msisdn));
});
