import * as s from '../schemas/index';
import { customer, del, get, patch, post, type Operation } from './operations';

/** Sign-in, the account area, orders and returns (customer-journey spec). */
export const ACCOUNT: Operation[] = [
  post('/security/login', 'Sign in', { body: s.ZLoginRequest, response: s.ZAuthTokens }),
  post('/security/register', 'Sign up', { body: s.ZSignUpRequest, response: s.ZAuthTokens }),
  post('/security/refresh', 'New access token', {
    body: s.ZRefreshRequest,
    response: s.ZAuthTokens,
  }),
  post('/security/logout', 'End the session', { body: s.ZLogoutRequest }),
  post('/security/autoconnect', 'Automatic login link', {
    body: s.ZAutoconnectRequest,
    response: s.ZAuthTokens,
  }),
  post('/security/password-reset/request', 'Ask for a reset link', {
    body: s.ZPasswordResetRequest,
    response: s.ZPasswordResetAccepted,
  }),
  post('/security/password-reset/confirm', 'Set a new password', { body: s.ZPasswordResetConfirm }),
  get('/security/social-config', 'Social sign-in providers', { response: s.ZSocialConfig }),
  post('/social-connect/apple', 'Sign in with Apple', {
    body: s.ZAppleConnectRequest,
    response: s.ZAuthTokens,
  }),
  post('/social-connect/facebook', 'Sign in with Facebook', {
    body: s.ZFacebookConnectRequest,
    response: s.ZAuthTokens,
  }),
  post('/social-connect/google', 'Sign in with Google', {
    body: s.ZGoogleConnectRequest,
    response: s.ZAuthTokens,
  }),
  get('/secure/account/profile/v2', 'Profile', { ...customer, response: s.ZCustomerProfile }),
  patch('/secure/account/profile', 'Change the profile', { ...customer, body: s.ZProfileUpdate }),
  patch('/secure/account/password', 'Change the password', {
    ...customer,
    body: s.ZPasswordChange,
  }),
  patch('/secure/account/email', 'Change the e-mail address', {
    ...customer,
    body: s.ZEmailChange,
  }),
  get('/secure/account/addresses', 'Address book', { ...customer, response: s.ZAddresses }),
  post('/secure/account/addresses', 'Add an address', {
    ...customer,
    body: s.ZAddressRequest,
    response: s.ZAddress,
  }),
  patch('/secure/account/addresses', 'Change an address', {
    ...customer,
    body: s.ZAddressUpdateRequest,
    response: s.ZAddress,
  }),
  del('/secure/account/addresses/:addressID', 'Delete an address', customer),
  get('/secure/account/cards', 'Saved cards', { ...customer, response: s.ZSavedCards }),
  del('/secure/account/cards/:cardId', 'Forget a card', customer),
  get('/secure/account/vouchers', 'Vouchers and gift cards', {
    ...customer,
    response: s.ZVouchers,
  }),
  post('/secure/account/gift-cards', 'Activate a gift card', {
    ...customer,
    body: s.ZGiftCardActivation,
    response: s.ZGiftCardActivated,
  }),
  get('/secure/account/export', 'Personal data export', {
    ...customer,
    response: s.ZAccountExport,
  }),
  post('/secure/account/delete', 'Delete the account', { ...customer, body: s.ZAccountDeletion }),
];

/** Checkout, orders and returns. */
export const ORDERS: Operation[] = [
  get('/checkout/countries', 'Delivery countries', { response: s.ZDeliveryCountries }),
  post('/checkout/carriers', 'Carriers for a basket', {
    body: s.ZCarriersRequest,
    response: s.ZCarriers,
  }),
  get('/checkout/relay-points', 'Relay points near an address', {
    query: s.ZRelayPointSearch,
    response: s.ZRelayPoints,
  }),
  get('/checkout/relay-points/:id', 'A relay point', { response: s.ZRelayPoint }),
  get('/payment-methods', 'Payment methods', { response: s.ZPaymentMethods }),
  post('/secure/orders', 'Place an order (Idempotency-Key header)', {
    ...customer,
    body: s.ZCreateOrderRequest,
    response: s.ZOrder,
  }),
  get('/secure/me/orders', 'Order history', {
    ...customer,
    query: s.ZOrdersQuery,
    response: s.ZOrders,
  }),
  get('/secure/orders/:orderId', 'An order', { ...customer, response: s.ZOrder }),
  get('/secure/orders/:orderId/bill', 'Bill of an order', {
    ...customer,
    produces: 'application/pdf',
  }),
  get('/secure/orders/:orderId/purchase-order', 'Purchase order', {
    ...customer,
    produces: 'application/pdf',
  }),
  get('/return-orders-reasons', 'Reasons for a return', { response: s.ZReturnReasons }),
  post('/secure/return-orders', 'Send items back (Idempotency-Key header)', {
    ...customer,
    body: s.ZCreateReturnOrderRequest,
    response: s.ZReturnOrder,
  }),
  get('/secure/orders/:orderId/return-orders', 'Returns of an order', {
    ...customer,
    response: s.ZOrderReturns,
  }),
  get('/secure/return-orders/:returnOrderId', 'A return', {
    ...customer,
    response: s.ZReturnOrder,
  }),
  get('/secure/return-orders/:returnOrderId/relay-points', 'Drop-off points', {
    ...customer,
    response: s.ZRelayPoints,
  }),
  patch('/secure/return-orders/:returnOrderId/drop-off', 'Choose the drop-off', {
    ...customer,
    body: s.ZReturnDropOffRequest,
    response: s.ZReturnOrder,
  }),
  get('/secure/return-orders/:returnOrderId/return-coupon', 'Return coupon', {
    ...customer,
    produces: 'application/pdf',
  }),
  patch('/secure/return-orders/:returnOrderId/cancel', 'Cancel a return', {
    ...customer,
    response: s.ZReturnOrder,
  }),
];
