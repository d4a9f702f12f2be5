/**
 * The gateway the Store API texts customers through, from the environment: SSL Wireless at SSLWIRELESS_BASE_URL
 * (default its production API) with SSLWIRELESS_API_TOKEN; none without a token (messages wait in the table).
 * `npm start` points it at the local sandbox (./ssl-wireless-sandbox.ts).
 */
import type { SmsGateway } from './gateway.ts';
import { createSslWirelessGateway, SSL_WIRELESS_PRODUCTION_URL } from './ssl-wireless.ts';

export function smsGatewayFromEnv(env: NodeJS.ProcessEnv = process.env): SmsGateway | null {
  const token = env.SSLWIRELESS_API_TOKEN?.trim();
  if (!token) return null;
  return createSslWirelessGateway({ baseUrl: env.SSLWIRELESS_BASE_URL || SSL_WIRELESS_PRODUCTION_URL, apiToken: token });
}
