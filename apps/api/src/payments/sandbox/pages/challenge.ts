import type { SandboxCard } from '../cards';
import type { SandboxPayment } from '../payments';
import { escapeHtml, euros, pageTexts, renderPage, summary, type Translate } from './layout';

/** The 3-D Secure challenge and the PayPal approval: two buttons, one form, no script. */

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
};

function decisionForm(t: Translate, approve: string, other: { value: string; label: string }) {
  return `<form method="post">
<div class="actions">
<button class="primary" type="submit" name="decision" value="approve">${escapeHtml(approve)}</button>
<button class="secondary" type="submit" name="decision" value="${other.value}">${escapeHtml(other.label)}</button>
</div>
</form>`;
}

export function threeDsPage(payment: SandboxPayment, card: SandboxCard | null): string {
  const { locale, t } = pageTexts(payment);
  const intro = t('payment.hosted.threeDs.intro', {
    amount: euros(payment.amountCents, locale),
    shop: t('meta.siteName'),
  });
  const cardLine = card
    ? `<p>${escapeHtml(t('payment.hosted.threeDs.card', { brand: BRANDS[card.brand] ?? card.brand, last4: card.last4 }))}</p>`
    : '';
  const body = `${summary(payment, locale, t)}
<p>${escapeHtml(intro)}</p>
${cardLine}
${decisionForm(t, t('payment.hosted.threeDs.approve'), { value: 'refuse', label: t('payment.hosted.threeDs.refuse') })}`;
  return renderPage({ locale, t, title: t('payment.hosted.threeDs.heading'), body });
}

/** Four instalments of whole cents, the first one taking what does not divide. */
export function instalments(amountCents: number, count: number): number[] {
  const each = Math.floor(amountCents / count);
  return [amountCents - each * (count - 1), ...Array<number>(count - 1).fill(each)];
}

export function paypalPage(payment: SandboxPayment): string {
  const { locale, t } = pageTexts(payment);
  const total = euros(payment.amountCents, locale);
  const plan =
    payment.installments > 1
      ? `<p>${escapeHtml(t('payment.hosted.paypal.fourTimes', { amount: total }))}</p>
<ul class="plan">${instalments(payment.amountCents, payment.installments)
          .map(
            (cents, index) =>
              `<li>${escapeHtml(t('payment.hosted.paypal.instalment', { index: index + 1, amount: euros(cents, locale) }))}</li>`,
          )
          .join('')}</ul>`
      : `<p>${escapeHtml(t('payment.hosted.paypal.once', { amount: total }))}</p>`;
  const body = `${summary(payment, locale, t)}
${plan}
${decisionForm(t, t('payment.hosted.paypal.approve'), { value: 'cancel', label: t('payment.hosted.paypal.cancel') })}`;
  return renderPage({ locale, t, title: t('payment.hosted.paypal.heading'), body });
}
