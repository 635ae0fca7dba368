import { CHECKOUT_STEPS } from '@shop/domain/checkout-steps';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@shop/domain/locales';
import { formatPrice, fromCents } from '@shop/domain/money';
import { translator } from '../../../services/site/translator';
import type { SandboxPayment } from '../payments';
import { FONT_FACE } from './font';

/**
 * The hosted pages' shell: the shop's quiet look (its design tokens, written out since the
 * page loads nothing but the shop's font), one column that fits 390 px, visible focus, texts
 * from the payment's language.
 */

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

export type Translate = (key: string, values?: Record<string, string | number>) => string;

export function pageTexts(payment: Pick<SandboxPayment, 'locale'> | null) {
  const locale: Locale = isLocale(payment?.locale) ? payment.locale : DEFAULT_LOCALE;
  const t = translator(locale);
  return { locale, t: ((key, values) => t(key, values ?? {})) as Translate };
}

export const euros = (cents: number, locale: Locale) => formatPrice(fromCents(cents), locale);

const STYLE = `
${FONT_FACE}
*,*::before,*::after{box-sizing:border-box}
body{margin:0;background:#fafaf8;color:#111;font:16px/1.5 'Inter Variable',system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif}
header{display:flex;justify-content:space-between;align-items:baseline;gap:16px;padding:16px 20px;border-bottom:1px solid #e6e6e3;background:#fff}
.shop{margin:0;font-weight:600;letter-spacing:.08em;text-transform:uppercase}
.secure{margin:0;font-size:14px;color:#5e5e5e}
main{max-width:28rem;margin:0 auto;padding:24px 20px 48px}
h1{margin:0 0 16px;font-size:28px;line-height:1.2;letter-spacing:-.02em}
.notice{margin:0 0 24px;padding:8px 12px;border-left:2px solid #2b2b2b;background:#f0f0ee;font-size:14px}
.summary{margin:0 0 24px;padding:16px;border:1px solid #e6e6e3;background:#fff}
.total{display:flex;justify-content:space-between;gap:16px;margin:4px 0 0}
form{display:flex;flex-direction:column;gap:20px}
.field{display:flex;flex-direction:column;gap:4px;min-width:0}
label{font-size:14px;font-weight:600}
input{width:100%;min-height:44px;padding:8px 12px;border:1px solid #2b2b2b;border-radius:2px;background:#fff;color:#111;font:inherit}
input[aria-invalid=true]{border-color:#b00020}
.row{display:grid;grid-template-columns:repeat(auto-fit,minmax(9rem,1fr));gap:20px 16px}
.hint{margin:0;font-size:14px;color:#5e5e5e}
.error{margin:0;font-size:14px;color:#b00020}
.alert{margin:0 0 20px;padding:12px;border:1px solid #b00020;color:#b00020;background:#fff}
.actions{display:flex;flex-direction:column;gap:12px}
button,.link{display:inline-flex;align-items:center;justify-content:center;min-height:48px;padding:0 20px;border:1px solid transparent;border-radius:2px;font:inherit;font-size:14px;font-weight:600;text-decoration:none;cursor:pointer}
.primary{background:#2142d4;color:#fff}.primary:hover{background:#1a35ad}
.secondary{background:transparent;color:#111;border-color:#2b2b2b}.secondary:hover{background:#f0f0ee}
:focus-visible{outline:2px solid #2142d4;outline-offset:2px}
.plan{margin:0 0 24px;padding:0;list-style:none}
.plan li{display:flex;justify-content:space-between;gap:16px;padding:8px 0;border-bottom:1px solid #e6e6e3}
.timeline{background:#fff;border-bottom:1px solid #e6e6e3}
.timeline ol{display:flex;justify-content:center;gap:8px;max-width:40rem;margin:0 auto;padding:12px 20px;list-style:none}
.timeline li{display:flex;flex:1;flex-direction:column;align-items:center;gap:4px;font-size:12px;color:#5e5e5e;text-align:center}
.timeline .n{display:inline-flex;align-items:center;justify-content:center;width:28px;height:28px;border:1px solid #5e5e5e;border-radius:50%;font-weight:600}
.timeline [aria-current=step]{color:#111;font-weight:600}
.timeline [aria-current=step] .n{background:#111;border-color:#111;color:#fff}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`;

/**
 * The checkout's timeline at its payment step (3), as the shop's pages show it: the shopper is
 * still in the purchase. No links: leaving from here would leave the payment waiting.
 */
function timeline(t: Translate): string {
  const steps = CHECKOUT_STEPS.map(({ step, labelKey }) => {
    const current = step === 3;
    const label = escapeHtml(t(`checkout.${labelKey}`));
    const hidden = current
      ? `<span class="visually-hidden"> (${escapeHtml(t('checkout.currentStep'))})</span>`
      : '';
    return `<li${current ? ' aria-current="step"' : ''}><span class="n" aria-hidden="true">${step}</span><span>${label}</span>${hidden}</li>`;
  }).join('');
  return `<nav class="timeline" aria-label="${escapeHtml(t('checkout.timeline'))}"><ol>${steps}</ol></nav>`;
}

export interface PageInput {
  locale: Locale;
  t: Translate;
  title: string;
  body: string;
}

export function renderPage({ locale, t, title, body }: PageInput): string {
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${title} · ${t('meta.siteName')}`)}</title>
<style>${STYLE}</style>
</head>
<body>
<header><p class="shop">${escapeHtml(t('meta.siteName'))}</p><p class="secure">${escapeHtml(t('payment.hosted.title'))}</p></header>
${timeline(t)}
<main>
<h1>${escapeHtml(title)}</h1>
<p class="notice">${escapeHtml(t('payment.hosted.sandboxNotice'))}</p>
${body}
</main>
</body>
</html>`;
}

/** The order and the amount, above every page's form. */
export function summary(payment: SandboxPayment, locale: Locale, t: Translate): string {
  return `<div class="summary">
<p class="hint">${escapeHtml(t('payment.hosted.order', { number: payment.orderNumber }))}</p>
<p class="total"><span>${escapeHtml(t('payment.hosted.amount'))}</span> <strong>${escapeHtml(euros(payment.amountCents, locale))}</strong></p>
</div>`;
}

/** A page saying the payment cannot be found: nothing to go back to but the shop's home. */
export function missingPage(): string {
  const { locale, t } = pageTexts(null);
  return renderPage({
    locale,
    t,
    title: t('payment.hosted.notFound'),
    body: `<p><a class="link secondary" href="/">${escapeHtml(t('payment.hosted.back'))}</a></p>`,
  });
}
