/**
 * A local SSL Wireless sandbox speaking the ISMS Plus v3 protocol the driver (./ssl-wireless.ts) calls:
 * `POST /api/v3/send-sms` (api_token checked, sid ≤ 20 characters, msisdn 8801XXXXXXXXX, a csms_id used once), the
 * answer shape of the real gateway, and messages kept in memory. Customers' replies: `reply(msisdn, text)` (or
 * `POST /sandbox/reply {msisdn, sms}`) delivers an inbound message to the URL given as `inboundUrl`, the way a
 * gateway forwards a reply to the keyword's callback (`{ msisdn, sms, sid, received_at }`), so STOP is tested over HTTP.
 */
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { createGate, listen, readJson, send, type CreateControls } from '../couriers/sandbox-http.ts';

/** The token the sandbox accepts (not a secret: it opens only this local sandbox). */
export const SSL_WIRELESS_SANDBOX_TOKEN = 'haat-sslwireless-sandbox-token';

export type SandboxSms = { msisdn: string; sid: string; sms: string; csms_id: string; reference_id: string; at: string };

export type SslWirelessSandbox = {
  url: string;
  close: () => Promise<void>;
  control: CreateControls & {
    messages: () => SandboxSms[];
    /** A customer's reply, forwarded to the inbound URL; answers its HTTP status. */
    reply: (msisdn: string, text: string) => Promise<number>;
  };
};

export async function startSslWirelessSandbox(
  options: { port?: number; host?: string; inboundUrl?: string } = {},
): Promise<SslWirelessSandbox> {
  const messages: SandboxSms[] = [];
  const gate = createGate();
  const lastSid = new Map<string, string>();
  const reply = async (msisdn: string, text: string) => {
    if (!options.inboundUrl) return 404;
    const res = await fetch(options.inboundUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ msisdn, sms: text, sid: lastSid.get(msisdn) ?? '', received_at: new Date().toISOString() }),
    });
    return res.status;
  };
  const failed = (status_code: number, error_message: string) => ({ status: 'FAILED', status_code, error_message, smsinfo: [] });

  const server = await listen(async (req, res, url) => {
    if (req.method === 'POST' && url.pathname === '/sandbox/reply') {
      const body = await readJson(req);
      const text = (value: unknown) => (typeof value === 'string' ? value : '');
      return send(res, 200, { forwarded: await reply(text(body?.msisdn), text(body?.sms)) });
    }
    if (req.method !== 'POST' || url.pathname !== '/api/v3/send-sms') return send(res, 404, failed(404, 'Not found'));
    const fail = gate.enter();
    const body = await readJson(req);
    if (fail) return send(res, fail, failed(fail, fail >= 500 ? 'Internal server error' : 'Invalid request'));
    if (!body) return send(res, 200, failed(4000, 'Invalid JSON'));
    if (body.api_token !== SSL_WIRELESS_SANDBOX_TOKEN) return send(res, 200, failed(4001, 'Unauthorized api_token'));
    const sid = typeof body.sid === 'string' ? body.sid : '';
    if (!sid || sid.length > 20) return send(res, 200, failed(4005, 'Invalid SID'));
    const msisdn = typeof body.msisdn === 'string' ? body.msisdn : '';
    if (!/^8801[3-9]\d{8}$/.test(msisdn)) return send(res, 200, failed(4022, 'Invalid MSISDN'));
    const sms = typeof body.sms === 'string' ? body.sms : '';
    if (!sms) return send(res, 200, failed(4023, 'SMS body is empty'));
    const csms = typeof body.csms_id === 'string' ? body.csms_id : '';
    if (!csms || csms.length > 64) return send(res, 200, failed(4024, 'Invalid csms_id'));
    if (messages.some((m) => m.csms_id === csms)) return send(res, 200, failed(4025, 'Duplicate csms_id'));
    const message = { msisdn, sid, sms, csms_id: csms, reference_id: randomBytes(8).toString('hex'), at: new Date().toISOString() };
    messages.push(message);
    lastSid.set(msisdn, sid);
    await gate.hold();
    return send(res, 200, {
      status: 'SUCCESS',
      status_code: 200,
      error_message: '',
      smsinfo: [
        {
          sms_status: 'SUCCESS',
          status_message: 'Success',
          msisdn,
          sms_type: /^[\x20-\x7e\n]*$/.test(sms) ? 'EN' : 'BN',
          sms_body: sms,
          csms_id: csms,
          reference_id: message.reference_id,
        },
      ],
    });
  }, options);

  return {
    url: server.url,
    close: server.close,
    control: { ...gate, messages: () => [...messages], reply },
  };
}

/** `node api/src/platform/sms/ssl-wireless-sandbox.ts` (what `npm start` runs): SMS_SANDBOX_PORT, SMS_SANDBOX_INBOUND_URL. */
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const sandbox = await startSslWirelessSandbox({
    port: Number(process.env.SMS_SANDBOX_PORT || 4330),
    host: process.env.SMS_SANDBOX_HOST || '127.0.0.1',
    ...(process.env.SMS_SANDBOX_INBOUND_URL ? { inboundUrl: process.env.SMS_SANDBOX_INBOUND_URL } : {}),
  });
  console.log(`[sms] SSL Wireless sandbox on ${sandbox.url} (reply STOP: POST ${sandbox.url}/sandbox/reply {"msisdn","sms"})`);
  const stop = () => void sandbox.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
