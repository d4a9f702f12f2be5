import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BKASH_FEE_BPS, GATEWAY_FEE_BPS, ledgerEntryFor, NAGAD_FEE_BPS, ROCKET_FEE_BPS } from './earnings-rules.ts';
import { PAYMENT_METHODS } from './order-enums.ts';

describe('wallet gateway fees', () => {
  it.each([
    ['bkash', BKASH_FEE_BPS, 1_850],
    ['nagad', NAGAD_FEE_BPS, 1_500],
    ['rocket', ROCKET_FEE_BPS, 1_800],
  ] as const)('a %s payment of ৳1,000 carries its named fee', (method, bps, fee) => {
    expect(GATEWAY_FEE_BPS[method]).toBe(bps);
    expect(ledgerEntryFor({ type: 'payment', amount: 100_000 }, { paymentMethod: method, shipping: 0 })).toEqual({
      kind: 'online_payment',
      gross: 100_000,
      fee,
      net: 100_000 - fee,
    });
  });
});

describe('the ledger never pays out more than was collected (property)', () => {
  const method = fc.constantFrom(...PAYMENT_METHODS);
  const amount = fc.integer({ min: 0, max: 100_000_000 });

  it('a payment line keeps 0 ≤ fee ≤ gross and 0 ≤ net ≤ gross, for every method', () => {
    fc.assert(
      fc.property(method, amount, amount, (paymentMethod, paid, shipping) => {
        const line = ledgerEntryFor({ type: 'payment', amount: paid }, { paymentMethod, shipping });
        if (paid === 0) return line === null;
        return !!line && line.fee >= 0 && line.fee <= line.gross && line.net >= 0 && line.net <= line.gross && line.gross === paid;
      }),
    );
  });

  it('a payment and any refunds of it add up to at most what was paid, less nothing given back', () => {
    fc.assert(
      fc.property(
        method,
        fc.integer({ min: 1, max: 100_000_000 }),
        amount,
        fc.array(fc.double({ min: 0, max: 1, noNaN: true })),
        (paymentMethod, paid, shipping, shares) => {
          const order = { paymentMethod, shipping };
          let refunded = 0;
          let net = ledgerEntryFor({ type: 'payment', amount: paid }, order)!.net;
          for (const share of shares) {
            const refund = Math.floor((paid - refunded) * share);
            const line = ledgerEntryFor({ type: 'refund', amount: refund }, order);
            refunded += refund;
            net += line?.net ?? 0;
          }
          return net <= paid - refunded;
        },
      ),
    );
  });
});
