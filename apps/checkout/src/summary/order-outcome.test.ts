import { ApiError, RequestError, SessionExpiredError, type TOrder } from '@shop/api-client';
import { describe, expect, it } from 'vitest';
import { confirmOutcome } from '../confirm/order-outcome';
import { nextStep, orderFailure } from './order-outcome';

type Payment = TOrder['payments'][number];

const payment = (change: Partial<Payment> = {}): Payment => ({
  methodId: 12,
  provider: 'sandbox',
  status: 'requires_action',
  amount: 39.95,
  installments: 1,
  redirectUrl: '/api/v5/sandbox/pay/pi_1',
  error: null,
  bankTransfer: null,
  cheque: null,
  ...change,
});

const order = (status: TOrder['status'], ...payments: Payment[]) =>
  ({ id: 5, status, payments }) as TOrder;

const apiError = (status: number, body: object) =>
  new ApiError(status, 'x', { status, ...body }, { status, statusText: 'x' });

describe('after POST /secure/orders', () => {
  it("goes to the provider's page, the confirmation, or back with the failure", () => {
    expect(nextStep(order('awaiting_payment', payment()))).toEqual({
      kind: 'redirect',
      url: '/api/v5/sandbox/pay/pi_1',
    });
    expect(nextStep(order('paid', payment({ status: 'succeeded', redirectUrl: null })))).toEqual({
      kind: 'confirm',
      orderId: 5,
    });
    expect(nextStep(order('awaiting_transfer', payment({ methodId: 11 })))).toMatchObject({
      kind: 'confirm',
    });
    const refused = payment({ status: 'failed', error: { code: '4000002', message: 'Refusée' } });
    expect(nextStep(order('awaiting_payment', refused))).toEqual({ kind: 'failed', orderId: 5 });
    // Vouchers (method 10) come first; the card is the payment that decides.
    const voucher = payment({ methodId: 10, status: 'succeeded', redirectUrl: null });
    expect(nextStep(order('awaiting_payment', voucher, payment()))).toMatchObject({
      kind: 'redirect',
    });
    expect(nextStep(order('awaiting_payment', payment({ redirectUrl: 'javascript:x' })))).toEqual({
      kind: 'confirm',
      orderId: 5,
    });
  });

  it('reads the error answers', () => {
    expect(orderFailure(apiError(409, { message: 'Plus disponible' }))).toEqual({
      kind: 'unavailable',
      message: 'Plus disponible',
    });
    expect(orderFailure(apiError(409, { message: 'busy', field: 'Idempotency-Key' }))).toEqual({
      kind: 'inFlight',
    });
    expect(orderFailure(apiError(422, { message: 'Transporteur' }))).toEqual({
      kind: 'refused',
      message: 'Transporteur',
    });
    expect(orderFailure(apiError(503, {}))).toEqual({ kind: 'server' });
    expect(orderFailure(new RequestError('no answer', { url: '/' }))).toEqual({
      kind: 'network',
    });
    expect(orderFailure(new SessionExpiredError('gone'))).toEqual({ kind: 'session' });
  });
});

describe('confirmation outcome', () => {
  it('is paid, transfer, failed, cancelled or still pending', () => {
    expect(confirmOutcome(order('paid'))).toBe('paid');
    expect(confirmOutcome(order('shipped'))).toBe('paid');
    expect(confirmOutcome(order('awaiting_transfer'))).toBe('transfer');
    expect(confirmOutcome(order('awaiting_payment', payment({ status: 'failed' })))).toBe('failed');
    expect(confirmOutcome(order('cancelled', payment({ status: 'failed' })))).toBe('failed');
    expect(confirmOutcome(order('cancelled', payment()))).toBe('cancelled');
    expect(confirmOutcome(order('awaiting_payment', payment()))).toBe('pending');
  });
});
