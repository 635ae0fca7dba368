import * as s from '../schemas/index';
import { customer, del, get, patch, post } from './endpoint';

/** Shopper features without an account page: basket, alerts, newsletter, outlet, wishlist, contact. */
export const SHOPPER = {
  basketDetail: post('/basket/detail', 'Price and clamp a basket', {
    body: s.ZBasketDetailRequest,
    response: s.ZBasketDetail,
    errors: [401, 404, 429],
  }),
  freeShipping: get('/checkout/carriers/free-shipping', 'Free-shipping threshold', {
    response: s.ZFreeShipping,
  }),
  createProductAlert: post('/product-alerts', 'Back-in-stock alert', {
    body: s.ZProductAlertRequest,
    response: s.ZProductAlert,
    status: 201,
    errors: [401, 403, 404, 409, 429],
  }),
  productAlerts: get('/product-alerts', "The customer's alerts", {
    ...customer,
    response: s.ZProductAlerts,
  }),
  deleteProductAlert: del('/product-alerts/:alertId', 'Delete an alert', {
    ...customer,
    params: s.ZProductAlertParams,
    errors: [404],
  }),
  subscribeNewsletter: post('/newsletters/subscribe', 'Subscribe to the newsletter', {
    body: s.ZNewsletterRequest,
    response: s.ZNewsletterStatus,
    status: 201,
    errors: [422, 429],
  }),
  unsubscribeNewsletter: patch('/newsletters/unsubscribe', 'Unsubscribe', {
    body: s.ZOutletAccessRequest,
    response: s.ZNewsletterStatus,
    errors: [429],
  }),
  newsletterStatus: get('/newsletters/is-subscribed', 'Subscription status', {
    query: s.ZNewsletterQuery,
    response: s.ZNewsletterStatus,
    errors: [429],
  }),
  outletAccess: post('/outlet/access', 'Open the outlet', {
    body: s.ZOutletAccessRequest,
    response: s.ZOutletAccess,
    errors: [403, 429],
  }),
  wishes: get('/secure/wishes', 'Wishlist', { ...customer, response: s.ZWishes }),
  addWish: post('/secure/wishes', 'Add to the wishlist', {
    ...customer,
    body: s.ZWishRequest,
    response: s.ZWish,
    errors: [404],
  }),
  deleteWish: del('/secure/wishes/:id', 'Remove from the wishlist', {
    ...customer,
    params: s.ZWishParams,
    errors: [404],
  }),
  botCheckConfig: get('/bot-check/config', 'Bot check provider', { response: s.ZBotCheckConfig }),
  botCheckChallenge: get('/bot-check/challenge', 'Proof-of-work challenge', {
    query: s.ZBotCheckChallengeQuery,
    response: s.ZAltchaChallenge,
    errors: [404, 429],
  }),
  sendContactMessage: post('/contact/messages', 'Contact form', {
    body: s.ZContactRequest,
    response: s.ZContactAccepted,
    status: 201,
    errors: [403, 429, 503],
  }),
} as const;
