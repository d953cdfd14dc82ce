import { formatCents, SANDBOX_BANK_AUTHORIZE_PATH } from '@kennel/core';
import type { SandboxBankPaymentRow } from './repo.ts';
import { AWAITING_AUTHORIZATION } from './repo.ts';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);

const STYLE = `body{font-family:system-ui,sans-serif;background:#eef2f6;margin:0;padding:32px 16px;color:#1f2328}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 3px #0002}
h1{font-size:20px;margin:0 0 4px}.amount{font-size:32px;font-weight:700;margin:16px 0}
.note{color:#57606a;font-size:14px}form{display:grid;gap:8px;margin-top:24px}
button{font:inherit;padding:12px;border-radius:8px;border:1px solid #8c959f;background:#fff;cursor:pointer}
button[value=succeeded]{background:#1a7f37;color:#fff;border-color:#1a7f37}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/** The sandbox bank's approval page: the payer approves, declines or cancels Kennel's request. */
export function authorizationPage(payment: SandboxBankPaymentRow): string {
  const amount = escapeHtml(formatCents(payment.amountCents));
  if (payment.status !== AWAITING_AUTHORIZATION) {
    const next = payment.status === 'cancelled' ? payment.cancelUrl : payment.successUrl;
    return page(
      'Sandbox Bank',
      `<h1>Sandbox Bank</h1><p>This payment of ${amount} was already answered (${escapeHtml(payment.status)}).</p>
<p><a href="${escapeHtml(next)}">Return to Kennel</a></p>`,
    );
  }
  return page(
    'Approve payment – Sandbox Bank',
    `<h1>Sandbox Bank</h1><p class="note">Kennel asks to collect a payment from your account.</p>
<p class="amount">${amount}</p>
<form method="post" action="${SANDBOX_BANK_AUTHORIZE_PATH}">
<input type="hidden" name="payment_id" value="${escapeHtml(payment.id)}">
<button type="submit" name="outcome" value="succeeded">Approve</button>
<button type="submit" name="outcome" value="failed">Decline</button>
<button type="submit" name="outcome" value="cancelled">Cancel and return to Kennel</button>
</form><p class="note">Test bank: nothing real moves.</p>`,
  );
}

export function unknownPaymentPage(): string {
  return page('Sandbox Bank', '<h1>Sandbox Bank</h1><p>We could not find this payment request.</p>');
}
