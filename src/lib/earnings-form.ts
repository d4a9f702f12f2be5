/**
 * The earnings forms (/earnings) as posted, turned into the Store API's bodies: amounts are typed in taka
 * ("500", "1,250.50", "-150") and sent as poisha; a blank or unreadable amount goes as NaN so the API names the field.
 */
import { normaliseNumber } from '../../contract/normalise.ts';
import { parseTaka } from '../../contract/money.ts';

type Posted = Pick<FormData, 'get'>;

const str = (data: Posted, key: string) => {
  const v = data.get(key);
  return typeof v === 'string' ? v.trim() : '';
};
const poisha = (data: Posted, key: string) => parseTaka(str(data, key)) ?? Number.NaN;
const int = (data: Posted, key: string) => (str(data, key) === '' ? undefined : Number(normaliseNumber(str(data, key))));

/** The body of PUT /admin/earnings/payout-settings. */
export function payoutSettingsBody(data: Posted) {
  return {
    method: str(data, 'method'),
    walletNumber: str(data, 'walletNumber'),
    accountName: str(data, 'accountName'),
    accountNumber: str(data, 'accountNumber'),
    routingNumber: str(data, 'routingNumber'),
    schedule: str(data, 'schedule'),
    minimum: poisha(data, 'minimum'),
    version: int(data, 'version'),
  };
}

/** The body of POST /admin/earnings/adjustments. */
export function adjustmentBody(data: Posted) {
  return { amount: poisha(data, 'amount'), reason: str(data, 'reason') };
}
