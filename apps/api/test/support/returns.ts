import type { TOrder, TOrderReturns, TReturnOrder } from '@shop/api-client/schemas';
import { expect } from 'vitest';
import { ADMIN, newKey, orderApi, type Parcel } from './orders';
import { PAYING_CARD } from './scripted-payments';

/** A comment long enough for any line (section 5: at least 10 characters, always). */
export const RETURN_TEST_COMMENT = 'Ne me va pas du tout.';

/**
 * The return suites: an order API, customers, and delivered orders paid by card (the scripted
 * provider pays a saved card at once), moved to delivered by the back office.
 */
export function returnApi() {
  const base = orderApi();
  const { api, placeOrder, carrierId } = base;
  const auth = (token: string, extra: Record<string, string> = {}) => ({
    authorization: `Bearer ${token}`,
    ...extra,
  });

  async function deliveredOrder(token: string, item: Parcel, quantity = 2): Promise<TOrder> {
    const placed = await placeOrder<TOrder>(token, {
      basketItems: [{ ...item, quantity }],
      carrierId: await carrierId('relay'),
      relayPointId: 'FR-00001',
      payment: { methodId: 12, savedCardId: PAYING_CARD },
      termsAccepted: true,
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const admin = (action: string, body: unknown = {}) =>
      api.post<TOrder>(`/admin/orders/${placed.body.id}/${action}`, body, ADMIN);
    expect((await admin('ship', { trackingNumber: 'R1' })).status).toBe(200);
    expect((await admin('deliver')).body.status).toBe('delivered');
    return placed.body;
  }

  const orderReturns = (token: string, orderId: number) =>
    api.get<TOrderReturns>(`/secure/orders/${orderId}/return-orders`, auth(token));

  // Every line needs its comment (journey section 5); a test about comments passes its own.
  const withComments = (products: unknown) =>
    Array.isArray(products)
      ? products.map((product: Record<string, unknown>) =>
          'comment' in product ? product : { ...product, comment: RETURN_TEST_COMMENT },
        )
      : products;

  const request = (
    token: string,
    body: Record<string, unknown>,
    key = newKey(),
    extra: Record<string, string> = {},
  ) =>
    api.post<TReturnOrder & { message: string; errors?: Record<string, string> }>(
      '/secure/return-orders',
      {
        returnOrderRefundTypeId: 1,
        conditionsAccepted: true,
        ...body,
        ...('products' in body ? { products: withComments(body.products) } : {}),
      },
      auth(token, { 'Idempotency-Key': key, ...extra }),
    );

  const patch = <T = TReturnOrder & { message: string }>(
    token: string,
    path: string,
    body: unknown = {},
  ) => api.call<T>('PATCH', path, body, auth(token));

  return { ...base, auth, deliveredOrder, orderReturns, request, patch };
}
