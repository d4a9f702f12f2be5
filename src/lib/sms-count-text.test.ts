import { describe, expect, it } from 'vitest';
import { displayFor } from '../../contract/format.ts';
import { SAMPLE_VALUES } from '../../contract/sms-count.ts';
import { smsCountText } from './sms-count-text.ts';

const words = { count: '{chars} chars, {parts} parts, {cost}', unicode: 'unicode rule', gsm: 'gsm rule' };

describe('smsCountText', () => {
  it('counts the message a sample order gets, not the template', () => {
    const said = smsCountText('Order {order} placed', SAMPLE_VALUES, words, displayFor('en'));
    expect(said.preview).toBe('Order 10234 placed');
    expect(said).toMatchObject({ count: '18 chars, 1 parts, ৳0.35', rule: 'gsm rule' });
  });

  it('counts Bangla as Unicode, 67 a part past 70, in Bangla digits for a Bangla reader', () => {
    const said = smsCountText('অ'.repeat(71), SAMPLE_VALUES, words, displayFor('bn'));
    expect(said).toMatchObject({ count: '৭১ chars, ২ parts, ৳০.৭০', rule: 'unicode rule' });
  });

  it('trims what the Store API trims, and says nothing is sent for an empty template', () => {
    expect(smsCountText('  hi  ', SAMPLE_VALUES, words, displayFor('en')).count).toBe('2 chars, 1 parts, ৳0.35');
    expect(smsCountText('', SAMPLE_VALUES, words, displayFor('en')).count).toBe('0 chars, 0 parts, ৳0.00');
  });
});
