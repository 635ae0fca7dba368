import { bearer, type Call } from './contract-call';
import { BROWSING } from './contract/browsing';
import { SHOPPER } from './contract/shopper';
import type { TBasketDetailRequest } from './schemas/basket';
import type { TProductAlertRequest } from './schemas/product-alerts';
import type { TReviewRequest } from './schemas/reviews';

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
export function shopperCalls(call: Call) {
  const optional = (token?: string | null) => (token ? bearer(token) : {});
  return {
    /** With the customer's token the basket may name an address of their book. */
    basketDetail: (body: TBasketDetailRequest, token?: string | null) =>
      call(SHOPPER.basketDetail, { body, headers: optional(token) }),
    freeShipping: () => call(SHOPPER.freeShipping, {}),
    createProductAlert: (body: TProductAlertRequest, token?: string | null) =>
      call(SHOPPER.createProductAlert, {
        body: withoutNulls(body) as TProductAlertRequest,
        headers: optional(token),
      }),
    productAlerts: (token: string) => call(SHOPPER.productAlerts, { headers: bearer(token) }),
    deleteProductAlert: (token: string, alertId: number) =>
      call(SHOPPER.deleteProductAlert, { params: { alertId }, headers: bearer(token) }),
    subscribeNewsletter: (email: string) =>
      call(SHOPPER.subscribeNewsletter, { body: { email: email.trim() } }),
    unsubscribeNewsletter: (email: string) =>
      call(SHOPPER.unsubscribeNewsletter, { body: { email: email.trim() } }),
    isSubscribedToNewsletter: (email: string) =>
      call(SHOPPER.newsletterStatus, { query: { email } }),
    outletAccess: (email: string) => call(SHOPPER.outletAccess, { body: { email } }),
    wishes: (token: string) => call(SHOPPER.wishes, { headers: bearer(token) }),
    addWish: (token: string, product: number) =>
      call(SHOPPER.addWish, { body: { product }, headers: bearer(token) }),
    removeWish: (token: string, id: number) =>
      call(SHOPPER.deleteWish, { params: { id }, headers: bearer(token) }),
    productReviews: (productId: number, page = 1) =>
      call(BROWSING.productReviews, {
        params: { id: productId },
        query: { page: String(page) },
      }),
    reviewProduct: (token: string, productId: number, body: TReviewRequest) =>
      call(BROWSING.reviewProduct, { params: { id: productId }, body, headers: bearer(token) }),
  };
}

export type ShopperCalls = ReturnType<typeof shopperCalls>;
