import { describe, expect, it } from 'vitest';
import { remainingDays, summarise } from './subscription.ts';

const now = new Date('2026-11-21T10:00:00Z');
const HOUR = 60 * 60 * 1000;
const at = (hoursFromNow: number) => new Date(now.getTime() + hoursFromNow * HOUR).toISOString();

describe('remainingDays', () => {
  it.each([
    ['exactly 30 days ahead', at(30 * 24), 30],
    ['one hour ahead', at(1), 1],
    ['one day and one hour ahead', at(25), 2],
    ['23 hours ahead', at(23), 1],
    ['right now', at(0), 0],
    ['one hour ago', at(-1), 0],
    ['exactly one day ago', at(-24), -1],
    ['25 hours ago', at(-25), -1],
    ['ten days ago', at(-240), -10],
  ])('rounds %s up to %i', (_label, endDate, expected) => {
    expect(remainingDays(endDate, now)).toBe(expected);
  });

  it('never answers -0', () => {
    expect(Object.is(remainingDays(at(-1), now), 0)).toBe(true);
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['an empty string', ''],
    ['an unreadable date', 'not a date'],
  ])('is 0 for %s', (_label, endDate) => {
    expect(remainingDays(endDate, now)).toBe(0);
  });

  it('accepts a Date', () => {
    expect(remainingDays(new Date(at(48)), now)).toBe(2);
  });
});

describe('summarise', () => {
  it('is the Free plan with 0 days and no end date without a subscription', () => {
    expect(summarise(null, now)).toEqual({ planName: 'Free', expireDate: null, remainingDays: 0 });
    expect(summarise(undefined, now)).toEqual({ planName: 'Free', expireDate: null, remainingDays: 0 });
  });

  it('names the plan and counts its days', () => {
    const endDate = at(10 * 24);
    expect(summarise({ _id: 's1', endDate, plan: { name: 'Business' } }, now)).toEqual({
      planName: 'Business',
      expireDate: endDate,
      remainingDays: 10,
    });
  });

  it.each([
    ['no plan', undefined],
    ['a null plan', null],
    ['a plan without a name', {}],
    ['a plan with an empty name', { name: '' }],
    ['a plan with a null name', { name: null }],
  ])("calls %s 'Free'", (_label, plan) => {
    expect(summarise({ _id: 's1', endDate: at(24), plan }, now).planName).toBe('Free');
  });

  it('counts negative days once the subscription has ended', () => {
    expect(summarise({ _id: 's1', endDate: at(-72), plan: { name: 'Starter' } }, now).remainingDays).toBe(-3);
  });
});
