/**
 * The text-message settings form (/settings/sms) as posted, turned into the body of PUT /admin/sms-settings. Its
 * fields are named as the Store API's (`confirmed.bn`, `senderName`), so the API's field errors land under them.
 * A checkbox posts "on" only when ticked; templates are sent as typed (the API trims and checks them).
 */
import { parseNumber } from '../../contract/normalise.ts';
import { SMS_EVENTS, type SmsEvent } from '../../contract/sms.ts';

export type Posted = Pick<FormData, 'get'>;

const text = (data: Posted, key: string) => {
  const value = data.get(key);
  return typeof value === 'string' ? value : '';
};

/** The form's name for an event's field: `confirmed.enabled`, `shipped.bn` … */
export const eventField = (event: SmsEvent, field: 'enabled' | 'en' | 'bn') => `${event}.${field}`;

/** The body of PUT /admin/sms-settings. */
export function smsSettingsBody(data: Posted) {
  const events = Object.fromEntries(
    SMS_EVENTS.map((event) => [
      event,
      {
        enabled: data.get(eventField(event, 'enabled')) === 'on',
        en: text(data, eventField(event, 'en')),
        bn: text(data, eventField(event, 'bn')),
      },
    ]),
  );
  const version = parseNumber(text(data, 'version'));
  return {
    senderName: text(data, 'senderName'),
    language: text(data, 'language'),
    ...events,
    // A missing or odd version is the API's 409 (someone else's change), never a guess.
    version: Number.isInteger(version) ? version : undefined,
  };
}
