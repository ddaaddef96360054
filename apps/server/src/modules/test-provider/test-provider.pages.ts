import type { TLocale } from '@roteiro/domain/i18n/locale';
import { defineTexts, registerTranslations } from '@roteiro/domain/i18n/texts';
import { formatPrice } from '@roteiro/domain/money/money';
import { sayIn } from '../../platform/mail/mail-texts.ts';
import type { TestAccount, TestCheckoutSession } from '../../platform/payments/test-provider-controls.ts';
import testCheckoutPt from './locales/pt-PT/testCheckout.json';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * The texts of the test-mode page a traveller sees (the checkout), in the language the booking was made in
 * (English; the Portuguese in locales/pt-PT/testCheckout.json).
 */
export const testCheckoutTexts = defineTexts('testCheckout', {
  testMode: 'Test mode',
  banner: 'TEST MODE — no real money moves',
  checkout: 'Checkout',
  discount: 'Discount',
  total: 'Total',
  pay: (amount: string) => `Pay ${amount}`,
  cancel: 'Cancel',
  'status.open': 'open',
  'status.complete': 'complete',
  'status.expired': 'expired',
  closed: (status: string) => `This checkout is ${status}.`,
});
registerTranslations(testCheckoutTexts, 'pt-PT', testCheckoutPt);
const sayCheckout = sayIn(testCheckoutTexts);

function page(title: string, body: string, locale: TLocale = 'en'): string {
  const say = sayCheckout(locale);
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)} · ${say('testMode')}</title><link rel="icon" type="image/svg+xml" href="/favicon.svg">
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f4f6fb;color:#1b2430}main{max-width:480px;margin:0 auto;padding:24px}
.banner{background:#f2b33d;color:#1b2430;font-weight:700;text-align:center;padding:10px}.card{background:#fff;border-radius:12px;padding:20px;box-shadow:0 2px 10px rgba(0,0,0,.08)}
button{min-height:44px;padding:0 20px;border-radius:8px;border:0;font-size:16px;cursor:pointer;background:#1f4e8c;color:#fff;margin-right:8px}
button.secondary{background:#e8eef7;color:#1f4e8c}.card{overflow-wrap:anywhere}button:focus-visible,a:focus-visible{outline:3px solid #f2b33d;outline-offset:2px}a{color:#1f4e8c;font-weight:600}
table{width:100%;border-collapse:collapse}td{padding:6px 0;vertical-align:top}td.amount{text-align:right;white-space:nowrap;padding-left:12px}.note{color:#52606d;font-size:14px;margin-top:16px}</style></head>
<body><div class="banner" role="note">${say('banner')}</div><main><h1>${escapeHtml(title)}</h1><div class="card">${body}</div></main></body></html>`;
}

/** Open to anyone with the link (test mode only): it names the account, never its owner's e-mail address. */
export function onboardingPage(account: TestAccount, returnUrl: string): string {
  return page(
    'Set up your payment account',
    `<p>Account <strong>${escapeHtml(account.accountId)}</strong>${account.businessName ? ` of ${escapeHtml(account.businessName)}` : ''}.</p>
<p>${account.detailsSubmitted ? 'Your details are already submitted.' : 'In test mode no identity or bank details are needed.'}</p>
<form method="post"><input type="hidden" name="return" value="${escapeHtml(returnUrl)}"><button type="submit">Complete onboarding</button></form>
<p class="note">This page is open to anyone with its link only because payments run in test mode. With a Stripe key configured, onboarding happens on Stripe's own pages and this page does not exist.</p>`,
  );
}

export function dashboardPage(account: TestAccount): string {
  return page(
    'Payment dashboard',
    `<p>Account <strong>${escapeHtml(account.accountId)}</strong>${account.businessName ? ` of ${escapeHtml(account.businessName)}` : ''}</p>
<p>Details submitted: <strong>${account.detailsSubmitted ? 'yes' : 'no'}</strong></p>
<p>Transfers made to this account appear in Roteiro's payment history.</p>
<p><a href="/guider/payments">Back to Roteiro</a></p>`,
  );
}

/** The checkout page, in the session's language (as Stripe Checkout shows its `locale`). */
export function checkoutPage(session: TestCheckoutSession): string {
  const { locale } = session;
  const say = sayCheckout(locale);
  const euros = (cents: number) => formatPrice(cents, locale);
  const rows = session.lineItems
    .map(
      (item) =>
        `<tr><td>${escapeHtml(item.name)} × ${item.quantity}</td><td class="amount">${euros(item.unitAmountCents * item.quantity)}</td></tr>`,
    )
    .join('');
  const discount =
    session.amountDiscountCents > 0
      ? `<tr><td>${say('discount')}</td><td class="amount">−${euros(session.amountDiscountCents)}</td></tr>`
      : '';
  const actions =
    session.status === 'open'
      ? `<form method="post" action="${escapeHtml(session.sessionId)}/pay" style="display:inline"><button type="submit">${escapeHtml(say('pay', euros(session.amountTotalCents)))}</button></form>
<form method="post" action="${escapeHtml(session.sessionId)}/cancel" style="display:inline"><button type="submit" class="secondary">${say('cancel')}</button></form>`
      : `<p>${escapeHtml(say('closed', say(`status.${session.status}`)))}</p>`;
  return page(
    say('checkout'),
    `<table>${rows}${discount}<tr><td><strong>${say('total')}</strong></td><td class="amount"><strong>${euros(session.amountTotalCents)}</strong></td></tr></table>${
      session.submitMessage ? `<p class="submit-message">${escapeHtml(session.submitMessage)}</p>` : ''
    }<p>${actions}</p>`,
    locale,
  );
}

export function notFoundPage(): string {
  return page('Not found', '<p>This test-mode link is not valid.</p>');
}
