/**
 * The bKash sandbox's payer page (platform/bkash/sandbox.ts serves it at `bkashURL`): what a payer sees between
 * the shop's checkout and the callback, with the demo wallet, OTP and PIN printed on it.
 */
/** What the payer types on the sandbox's page (bKash's own sandbox uses the same wallet, OTP and PIN). */
export const SANDBOX_PAYER = { wallet: '01770618575', otp: '123456', pin: '12121' } as const;

/** A payment as the sandbox keeps it. */
export type SandboxPayment = {
  paymentID: string;
  amount: string;
  merchantInvoiceNumber: string;
  callbackURL: string;
  /** Initiated → (payer approves) → Completed by execute; Failed / Cancelled by the payer. */
  transactionStatus: 'Initiated' | 'Completed' | 'Failed' | 'Cancelled';
  approvedBy: string | null;
  trxID: string | null;
  executedAt: string | null;
  refunds: { refundTrxID: string; amount: string; completedTime: string }[];
  createdAt: string;
};

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** The payer's page at `bkashURL`: the amount, then wallet, OTP and PIN and Pay, Fail or Cancel (or the outcome). */
export function payerPage(payment: SandboxPayment, error: string | null, values: Record<string, string>) {
  const field = (name: string, label: string, hint: string, type = 'text') =>
    `<label>${label}<input name="${name}" type="${type}" inputmode="numeric" autocomplete="off" value="${escapeHtml(values[name] ?? '')}"><small>${hint}</small></label>`;
  const done = payment.transactionStatus !== 'Initiated' || payment.approvedBy !== null;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>bKash sandbox payment</title><style>
body{font-family:system-ui,sans-serif;background:#f4f4f4;margin:0;padding:1rem;color:#111}
main{max-width:24rem;margin:0 auto;background:#fff;border-radius:8px;padding:1.25rem;box-shadow:0 1px 4px #0002}
h1{font-size:1.2rem;color:#b0175b;margin:0 0 .5rem}label{display:block;margin:.75rem 0;font-weight:600}
input{display:block;width:100%;box-sizing:border-box;padding:.5rem;font-size:1rem;margin-top:.25rem;border:1px solid #999;border-radius:5px}
small{display:block;font-weight:400;color:#555}.row{display:flex;gap:.5rem;flex-wrap:wrap;margin-top:1rem}
button{padding:.6rem 1rem;font-size:1rem;border-radius:5px;border:1px solid #999;background:#fff;cursor:pointer}
button.pay{background:#e2136e;border-color:#e2136e;color:#fff}.error{color:#a00;font-weight:600}
</style></head><body><main>
<h1>bKash sandbox</h1>
<p>Pay <strong>৳${escapeHtml(payment.amount)}</strong> for invoice ${escapeHtml(payment.merchantInvoiceNumber)}.</p>
<p><small>A local stand-in for bKash's payment page. Demo values: wallet ${SANDBOX_PAYER.wallet}, OTP ${SANDBOX_PAYER.otp}, PIN ${SANDBOX_PAYER.pin}.</small></p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
${
  done
    ? `<p>This payment is ${payment.transactionStatus === 'Initiated' ? 'approved' : payment.transactionStatus.toLowerCase()}.</p>`
    : `<form method="post" action="/payment?paymentId=${encodeURIComponent(payment.paymentID)}">
${field('wallet', 'bKash account number', '11 digits, e.g. 01770618575')}
${field('otp', 'Verification code (OTP)', '6 digits sent by SMS')}
${field('pin', 'PIN', '5 digits', 'password')}
<div class="row"><button class="pay" name="action" value="pay">Confirm payment</button>
<button name="action" value="fail" formnovalidate>Make it fail</button>
<button name="action" value="cancel" formnovalidate>Cancel</button></div></form>`
}
</main></body></html>`;
}
