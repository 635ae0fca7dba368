import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { HostedAnswer } from '../../payments/sandbox/hosted';
import { missingPage } from '../../payments/sandbox/pages/layout';

/** How the hosted pages answer: HTML with strict headers, or a 303 to where the payment is. */

export const ZPaymentParams = z.object({
  paymentId: z.string().regex(/^pay_[A-Za-z0-9_-]{1,64}$/),
});

/** The payment id of the path, or null (then the page is the missing one). */
export function paymentIdOf(params: unknown): string | null {
  const parsed = ZPaymentParams.safeParse(params);
  return parsed.success ? parsed.data.paymentId : null;
}

/**
 * Only the shop and, when absolute, the return URL's origin may receive these forms; the only
 * thing loaded is the shop's font, from this API (pages/font.ts).
 */
function securityHeaders(reply: FastifyReply, formTarget: string | null) {
  const origin = formTarget && /^https?:\/\//i.test(formTarget) ? new URL(formTarget).origin : '';
  return reply
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer')
    .header('X-Content-Type-Options', 'nosniff')
    .header(
      'Content-Security-Policy',
      `default-src 'none'; style-src 'unsafe-inline'; font-src 'self'; form-action 'self'${origin ? ` ${origin}` : ''}; frame-ancestors 'none'; base-uri 'none'`,
    );
}

/** Sends an answer of the hosted flow: a page, a 303 to where the payment is, or a 404 page. */
export function sendHosted(
  reply: FastifyReply,
  answer: HostedAnswer,
  render: (answer: Extract<HostedAnswer, { kind: 'page' | 'invalid' }>) => string,
) {
  if (answer.kind === 'redirect')
    return securityHeaders(reply, null).redirect(answer.location, 303);
  const html = answer.kind === 'missing' ? missingPage() : render(answer);
  const status = answer.kind === 'missing' ? 404 : answer.kind === 'invalid' ? 422 : 200;
  const returnUrl = answer.kind === 'missing' ? null : answer.payment.returnUrl;
  return securityHeaders(reply, returnUrl).code(status).type('text/html; charset=utf-8').send(html);
}
