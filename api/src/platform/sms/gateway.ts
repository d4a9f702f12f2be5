/**
 * The SMS gateway interface the Store API sends customer messages through (issue 24 item 3), one driver per
 * provider (./ssl-wireless.ts) and a local sandbox beside it. Domains call `send` and never know which gateway answers.
 */

/** One message: the customer's number as 8801XXXXXXXXX, the text, and the caller's unique reference of it. */
export type SmsOutgoing = { msisdn: string; text: string; sender: string; reference: string };

/** What a gateway said when it took a message. */
export type SmsAccepted = { gatewayId: string | null };

/**
 * Why a send failed: `refused` (the gateway said no to this message: a bad number, a sender not approved; retrying
 * the same message will not help), `duplicate` (the reference was already taken: an earlier try reached the
 * gateway), `unavailable` (an outage, a timeout, no answer: the message may or may not have gone).
 */
export class SmsError extends Error {
  readonly kind: 'refused' | 'duplicate' | 'unavailable';
  readonly status: number | null;
  constructor(message: string, kind: SmsError['kind'], status: number | null) {
    super(message);
    this.kind = kind;
    this.status = status;
  }
}

export type SmsGateway = { send: (message: SmsOutgoing) => Promise<SmsAccepted> };

/** 01XXXXXXXXX / +8801… / 8801… → 8801XXXXXXXXX, or null for a number that is not a Bangladeshi mobile. */
export function msisdnOf(phone: string): string | null {
  const digits = phone.replace(/[^\d]/g, '');
  const local = digits.startsWith('880') ? digits.slice(2) : digits;
  return /^01[3-9]\d{8}$/.test(local) ? `88${local}` : null;
}
