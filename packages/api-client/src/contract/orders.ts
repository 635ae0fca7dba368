import * as s from '../schemas/index';
import { customer, get, post } from './endpoint';

/** Checkout and orders (customer-journey sections 5 to 7). */
export const ORDERS = {
  deliveryCountries: get('/checkout/countries', 'Delivery countries', {
    response: s.ZDeliveryCountries,
  }),
  carriers: post('/checkout/carriers', 'Carriers for a basket', {
    body: s.ZCarriersRequest,
    response: s.ZCarriers,
    errors: [429],
  }),
  relayPoints: get('/checkout/relay-points', 'Relay points near an address', {
    query: s.ZRelayPointSearch,
    response: s.ZRelayPoints,
    errors: [422],
  }),
  relayPoint: get('/checkout/relay-points/:id', 'A relay point', {
    params: s.ZRelayPointIdParams,
    response: s.ZRelayPoint,
    errors: [404],
  }),
  paymentMethods: get('/payment-methods', 'Payment methods', { response: s.ZPaymentMethods }),
  createOrder: post('/secure/orders', 'Place an order (Idempotency-Key header)', {
    ...customer,
    body: s.ZCreateOrderRequest,
    response: s.ZOrder,
    status: 201,
    headers: ['Idempotency-Key'],
    errors: [402, 404, 409, 422, 429],
  }),
  orders: get('/secure/me/orders', 'Order history', {
    ...customer,
    query: s.ZOrdersQuery,
    response: s.ZOrders,
  }),
  order: get('/secure/orders/:orderId', 'An order', {
    ...customer,
    params: s.ZOrderIdParams,
    response: s.ZOrder,
    errors: [404],
  }),
  orderBill: get('/secure/orders/:orderId/bill', 'Bill of an order', {
    ...customer,
    params: s.ZOrderIdParams,
    produces: 'application/pdf',
    errors: [404, 409],
  }),
  orderPurchaseOrder: get('/secure/orders/:orderId/purchase-order', 'Purchase order', {
    ...customer,
    params: s.ZOrderIdParams,
    produces: 'application/pdf',
    errors: [404],
  }),
} as const;
