/**
 * SSL Wireless ISMS Plus driver: a client of its API v3 (`POST {base}/api/v3/send-sms`, JSON
 * `{ api_token, sid, msisdn, sms, csms_id }`), as SSL Wireless's own client sends it (github.com/sslw/ismsplus_api,
 * `src/lib/SmsAbstract.php`; shared/research/turn3.md §6). The answer is `{ status, status_code, error_message,
 * smsinfo: [{ sms_status, status_message, msisdn, csms_id, reference_id }] }`; success is `status_code: 200`.
 *
 * Picked over BulkSMSBD because `csms_id` is a client reference the gateway keeps unique: a retry after a timeout
 * names the same csms_id (the outbox row's id), so a message that did reach the gateway is refused as a duplicate
 * instead of reaching the customer twice. Guessed, not in the documents found: the exact status code and words of
 * that duplicate refusal (read here as an error_message mentioning "duplicate"), and which other codes are final.
 */
import { SmsError, type SmsGateway } from './gateway.ts';

export const SSL_WIRELESS_PRODUCTION_URL = 'https://smsplus.sslwireless.com';
export const SSL_WIRELESS_TIMEOUT_MS = 15_000;

export type SslWirelessConfig = { baseUrl: string; apiToken: string; timeoutMs?: number; fetch?: typeof fetch };

export function createSslWirelessGateway(config: SslWirelessConfig): SmsGateway {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/api/v3/send-sms`;
  const fetcher = config.fetch ?? fetch;
  return {
    async send(message) {
      let res: Response;
      try {
        res = await fetcher(url, {
          method: 'POST',
          headers: { accept: 'application/json', 'content-type': 'application/json' },
          body: JSON.stringify({
            api_token: config.apiToken,
            sid: message.sender,
            msisdn: message.msisdn,
            sms: message.text,
            csms_id: message.reference,
          }),
          signal: AbortSignal.timeout(config.timeoutMs ?? SSL_WIRELESS_TIMEOUT_MS),
        });
      } catch (error) {
        const late = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
        throw new SmsError(late ? 'SSL Wireless did not answer in time.' : 'SSL Wireless could not be reached.', 'unavailable', null);
      }
      const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
      const code = typeof body.status_code === 'number' ? body.status_code : Number(body.status_code);
      if (res.ok && code === 200) {
        const info = Array.isArray(body.smsinfo) ? (body.smsinfo[0] as Record<string, unknown> | undefined) : undefined;
        const ref = info?.reference_id;
        return { gatewayId: typeof ref === 'string' || typeof ref === 'number' ? String(ref) : null };
      }
      const said = typeof body.error_message === 'string' && body.error_message ? body.error_message : `HTTP ${res.status}`;
      if (res.status >= 500 || !Number.isFinite(code)) throw new SmsError(`SSL Wireless: ${said}`, 'unavailable', res.status);
      if (/duplicate/i.test(said)) throw new SmsError(`SSL Wireless: ${said}`, 'duplicate', code);
      throw new SmsError(`SSL Wireless: ${said}`, 'refused', code);
    },
  };
}
