import * as s from '../schemas/index';
import { admin, customer, get, patch, post, type Operation } from './operations';

const returnPath = '/secure/return-orders/:returnOrderId';

/** Returns (journey section 7): the shopper's calls and the back office's. */
export const RETURNS: Operation[] = [
  get('/return-orders-reasons', 'Return reasons', { response: s.ZReturnReasons }),
  post('/secure/return-orders', 'Request a return (Idempotency-Key header)', {
    ...customer,
    body: s.ZCreateReturnOrderRequest,
    response: s.ZReturnOrder,
  }),
  get('/secure/orders/:orderId/return-orders', 'Returns of an order, what is left to return', {
    ...customer,
    response: s.ZOrderReturns,
  }),
  get(returnPath, 'A return', { ...customer, response: s.ZReturnOrder }),
  get(`${returnPath}/relay-points`, 'Relay points to drop a return off', {
    ...customer,
    response: s.ZRelayPoints,
  }),
  patch(`${returnPath}/drop-off`, 'Choose the drop-off', {
    ...customer,
    body: s.ZReturnDropOffRequest,
    response: s.ZReturnOrder,
  }),
  get(`${returnPath}/return-coupon`, 'The return coupon', {
    ...customer,
    produces: 'application/pdf',
  }),
  patch(`${returnPath}/cancel`, 'Cancel a waiting return', {
    ...customer,
    response: s.ZReturnOrder,
  }),
  get('/admin/return-orders', 'Returns', {
    ...admin,
    query: s.ZAdminReturnOrdersQuery,
    response: s.ZAdminReturnOrders,
  }),
  post('/admin/return-orders/:returnOrderId/receive', 'Receive a return: refund or credit', {
    ...admin,
    response: s.ZReturnOrder,
  }),
  post('/admin/return-orders/:returnOrderId/refuse', 'Refuse a return', {
    ...admin,
    response: s.ZReturnOrder,
  }),
];
