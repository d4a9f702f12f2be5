import { describe, expect, it } from 'vitest';
import { displayFor } from '../../contract/format.ts';
import { withLocaleScope } from '../i18n/locale.ts';
import { m } from '../paraglide/messages.js';
import { refusalText } from './couriers-bulk.ts';

describe('a bulk booking’s refusals', () => {
  const bn = displayFor('bn');
  const row = { error: 'This order is already booked with Pathao.', code: 'COURIER_ALREADY_BOOKED' };

  it('are said in the reader’s language by their code (issue 23)', () => {
    expect(withLocaleScope('bn', () => refusalText(row, bn))).toBe(withLocaleScope('bn', () => m.api_error_courier_already_booked()));
    expect(withLocaleScope('en', () => refusalText(row, displayFor('en')))).toBe(row.error);
  });

  it('keep the Store API’s words when it sent no code (an older API)', () => {
    expect(withLocaleScope('bn', () => refusalText({ error: 'Odd', code: undefined }, bn))).toBe('Odd');
  });
});
