/**
 * Every refusal code the Store API can answer has its English and Bangla text in api-errors.messages.json (issue 23
 * item 1; issue 22's codes included): a code without one would show the server's English to a Bangla reader. The
 * codes are the upper-case string literals of the Store API and contract/ (`'TWO_STEP_SETUP_REQUIRED'`), less the
 * few below that are no refusal the dashboard shows, each with its reason.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import messages from './api-errors.messages.json' with { type: 'json' };

const root = fileURLToPath(new URL('../../../', import.meta.url));

const NOT_SHOWN: Record<string, string> = {
  API_WORKERS: 'an environment variable',
  APP_ORIGINS: 'an environment variable',
  APP_SECRETS: 'an environment variable',
  PAYOUT_SEND_DAYS: 'a constant',
  WHEN_REQUIRED: 'an S3 client setting',
  NO_REFUND_STATUS: "bKash's own status code, read by the bKash client",
  CSV_QUOTE_NOT_CLOSED: "csv-parse's own error code, read by the CSV reader (contract/csv.ts) into INVALID_CSV's reason",
  APP_TOKEN_AUDIENCE: 'answered to apps on /app-api/v1, which the dashboard never calls',
  APP_TOKEN_EXPIRED: 'answered to apps on /app-api/v1',
  APP_TOKEN_INVALID: 'answered to apps on /app-api/v1',
  APP_TOKEN_MISSING: 'answered to apps on /app-api/v1',
  APP_TOKEN_REPLAYED: 'answered to apps on /app-api/v1',
  APP_USER_NOT_MEMBER: 'answered to apps on /app-api/v1',
  APP_SCOPE_MISSING: 'answered to apps on /app-api/v1',
  SECONDARY_HEADER_MISSING: 'answered to apps on /app-api/v1',
  TLS_NOT_ALLOWED: "answered to Caddy's on-demand TLS check (/tls/allowed)",
  INVALID_REPLY: "answered to the SMS gateway's reply callback (/sms/ssl-wireless/inbound)",
  INTERNAL_ERROR: "a 5xx: the dashboard says its own 'not answering' text (api_error_unavailable)",
  PAYMENTS_UNAVAILABLE: "a 503: the dashboard says its own 'not answering' text (api_error_unavailable)",
  NOT_FOUND: 'the generic 404: the dashboard shows its 404 page',
  BAD_REQUEST: "the generic 400 of a request the dashboard never builds (Hono's own refusals)",
};

/** The .ts files under `dir`, without tests, test kits, fixtures and sandboxes (they answer no real caller). */
function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !/\.test\.ts$|test-kit|test-fixtures|sandbox/.test(file))
    .map((file) => join(root, dir, file));
}

function codesOfTheStoreApi(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of [...sources('api/src'), ...sources('contract')]) {
    for (const [, code] of readFileSync(file, 'utf8').matchAll(/['"`]([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)['"`]/g)) {
      if (!found.has(code!)) found.set(code!, file.slice(root.length));
    }
  }
  return found;
}

describe('the Store API refusal codes', () => {
  const codes = codesOfTheStoreApi();
  const texts = messages as Record<string, { en?: string; bn?: string }>;

  it('are found, issue 22 codes among them', () => {
    for (const code of [
      'INVALID_PATH_PARAMETER',
      'FRESH_FACTOR_REQUIRED',
      'IMPERSONATION_NOT_ALLOWED',
      'WRONG_CODE',
      'SECOND_STEP_LOCKED',
      'TWO_STEP_SETUP_REQUIRED',
      'TWO_STEP_REQUIRED_BY_SHOP',
      'REFUND_IN_PROGRESS',
      'REFUND_UNCONFIRMED',
      'REFUND_NOT_MADE',
      'DOMAIN_TAKEN',
      'DOMAIN_RESERVED',
    ]) {
      expect(codes.has(code), code).toBe(true);
    }
  });

  it('each have English and Bangla text, or a reason the dashboard never shows them', () => {
    const missing = [...codes]
      .filter(([code]) => !NOT_SHOWN[code])
      .filter(([code]) => !texts[`api_error_${code.toLowerCase()}`]?.en || !texts[`api_error_${code.toLowerCase()}`]?.bn)
      .map(([code, file]) => `${code} (${file})`);
    expect(missing, 'add api_error_<code> to src/lib/api/api-errors.messages.json').toEqual([]);
  });

  it('list no exemption that is no longer in the code', () => {
    expect(Object.keys(NOT_SHOWN).filter((code) => !codes.has(code))).toEqual([]);
  });
});
