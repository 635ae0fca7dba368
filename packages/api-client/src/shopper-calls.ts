import { z } from 'zod';
import type { RequestOptions } from './client';
import { ZBasketDetail, ZFreeShipping, type TBasketDetailRequest } from './schemas/basket';
import { ZNewsletterStatus } from './schemas/newsletter';
import { ZOutletAccess } from './schemas/outlet';
import { ZProductAlert, ZProductAlerts, type TProductAlertRequest } from './schemas/product-alerts';
import { ZOwnReview, ZProductReviews, type TReviewRequest } from './schemas/reviews';
import { ZWish, ZWishes } from './schemas/wishes';

type Request = <T>(schema: z.ZodType<T>, path: string, init?: RequestOptions) => Promise<T>;

const ZNoContent = z.undefined();
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const segment = (value: string | number) => encodeURIComponent(String(value));

/** Journey section 3: null fields of a product alert are left out of the body. */
export function withoutNulls<T extends object>(body: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(body).filter(([, value]) => value !== null && value !== undefined),
  ) as Partial<T>;
}

/**
 * The basket, stock alerts, newsletter, outlet, wishlist and review calls. Calls of a signed-in
 * customer take the access token explicitly, as the account calls do.
 */
export function shopperCalls(request: Request) {
  return {
    /** With the customer's token the basket may name an address of their book. */
    basketDetail: (body: TBasketDetailRequest, token?: string | null) =>
      request(ZBasketDetail, '/basket/detail', {
        method: 'POST',
        body,
        headers: token ? bearer(token) : {},
      }),
    freeShipping: () => request(ZFreeShipping, '/checkout/carriers/free-shipping'),
    createProductAlert: (body: TProductAlertRequest, token?: string | null) =>
      request(ZProductAlert, '/product-alerts', {
        method: 'POST',
        body: withoutNulls(body),
        headers: token ? bearer(token) : {},
      }),
    productAlerts: (token: string) =>
      request(ZProductAlerts, '/product-alerts', { headers: bearer(token) }),
    deleteProductAlert: (token: string, alertId: number) =>
      request(ZNoContent, `/product-alerts/${segment(alertId)}`, {
        method: 'DELETE',
        headers: bearer(token),
      }),
    subscribeNewsletter: (email: string) =>
      request(ZNewsletterStatus, '/newsletters/subscribe', {
        method: 'POST',
        body: { email: email.trim() },
      }),
    unsubscribeNewsletter: (email: string) =>
      request(ZNewsletterStatus, '/newsletters/unsubscribe', {
        method: 'PATCH',
        body: { email: email.trim() },
      }),
    isSubscribedToNewsletter: (email: string) =>
      request(ZNewsletterStatus, '/newsletters/is-subscribed', { query: { email } }),
    outletAccess: (email: string) =>
      request(ZOutletAccess, '/outlet/access', { method: 'POST', body: { email } }),
    wishes: (token: string) => request(ZWishes, '/secure/wishes', { headers: bearer(token) }),
    addWish: (token: string, product: number) =>
      request(ZWish, '/secure/wishes', {
        method: 'POST',
        body: { product },
        headers: bearer(token),
      }),
    removeWish: (token: string, id: number) =>
      request(ZNoContent, `/secure/wishes/${segment(id)}`, {
        method: 'DELETE',
        headers: bearer(token),
      }),
    productReviews: (productId: number, page = 1) =>
      request(ZProductReviews, `/products/${segment(productId)}/reviews`, {
        query: { page: String(page) },
      }),
    reviewProduct: (token: string, productId: number, body: TReviewRequest) =>
      request(ZOwnReview, `/secure/products/${segment(productId)}/reviews`, {
        method: 'POST',
        body,
        headers: bearer(token),
      }),
  };
}

export type ShopperCalls = ReturnType<typeof shopperCalls>;
