import {
  ApiError,
  RequestError,
  SessionExpiredError,
  ZOrderPaymentRefused,
  type TOrder,
} from '@shop/api-client';
import { isSafeRedirectUrl, mainPayment } from '../payment/payment-choice';

/** Where the shopper goes once POST /secure/orders answered. */
export type NextStep =
  | { kind: 'redirect'; url: string }
  | { kind: 'confirm'; orderId: number }
  | { kind: 'failed'; orderId: number };

/**
 * The card form, 3-D Secure or PayPal approval is a page of the provider (a full-page
 * redirect); a payment that needs none (a saved card charged at once, a bank transfer) or is
 * still pending goes to the confirmation, which waits for it; a refused payment goes back to
 * the payment step with the failure.
 */
export function nextStep(order: TOrder): NextStep {
  const payment = mainPayment(order);
  if (order.status === 'paid' || order.status === 'awaiting_transfer')
    return { kind: 'confirm', orderId: order.id };
  if (payment?.status === 'failed' || payment?.error) return { kind: 'failed', orderId: order.id };
  if (
    payment?.redirectUrl &&
    (payment.status === 'requires_action' || payment.status === 'pending') &&
    isSafeRedirectUrl(payment.redirectUrl)
  )
    return { kind: 'redirect', url: payment.redirectUrl };
  return { kind: 'confirm', orderId: order.id };
}

/** What a failed POST /secure/orders means for the shopper. */
export type OrderFailure =
  /** The same key is still being answered (a reload during the first request): ask again. */
  | { kind: 'inFlight' }
  /** 409: an article is no longer available (the API's message, translated). */
  | { kind: 'unavailable'; message: string | null }
  /**
   * 402: the provider refused the payment at once (a declined saved card, the provider out of
   * reach). The order is cancelled; the payment step says why, with the order's reason.
   */
  | { kind: 'paymentRefused'; order: TOrder }
  /** Refused as sent (400, 422...): this attempt is over. */
  | { kind: 'refused'; message: string | null }
  /** No answer, or the server failed: the order may exist; the same key asks again. */
  | { kind: 'network' }
  | { kind: 'server' }
  | { kind: 'session' };

const bodyOf = (data: unknown) =>
  data && typeof data === 'object' ? (data as { message?: unknown; field?: unknown }) : {};

export function orderFailure(error: unknown): OrderFailure {
  if (error instanceof SessionExpiredError) return { kind: 'session' };
  if (error instanceof RequestError) return { kind: 'network' };
  if (!(error instanceof ApiError)) return { kind: 'server' };
  const body = bodyOf(error.data);
  const message = typeof body.message === 'string' && body.message ? body.message : null;
  if (error.status === 409)
    return typeof body.field === 'string' && /idempotency/i.test(body.field)
      ? { kind: 'inFlight' }
      : { kind: 'unavailable', message };
  if (error.status === 402) {
    const refused = ZOrderPaymentRefused.safeParse(error.data);
    if (refused.success) return { kind: 'paymentRefused', order: refused.data.order };
  }
  if (error.status >= 500) return { kind: 'server' };
  return { kind: 'refused', message };
}
