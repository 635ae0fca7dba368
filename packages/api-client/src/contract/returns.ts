import * as s from '../schemas/index';
import { admin, customer, get, patch, post } from './endpoint';

const returnPath = '/secure/return-orders/:returnOrderId';

/** Returns (journey section 7): the shopper's calls and the back office's. */
export const RETURNS = {
  returnReasons: get('/return-orders-reasons', 'Return reasons', {
    response: s.ZReturnReasons,
  }),
  createReturnOrder: post('/secure/return-orders', 'Request a return (Idempotency-Key header)', {
    ...customer,
    body: s.ZCreateReturnOrderRequest,
    response: s.ZReturnOrder,
    status: 201,
    headers: ['Idempotency-Key'],
    errors: [404, 409, 422],
  }),
  orderReturns: get(
    '/secure/orders/:orderId/return-orders',
    'Returns of an order, what is left to return',
    { ...customer, params: s.ZOrderIdParams, response: s.ZOrderReturns, errors: [404] },
  ),
  returnOrder: get(returnPath, 'A return', {
    ...customer,
    params: s.ZReturnOrderIdParams,
    response: s.ZReturnOrder,
    errors: [404],
  }),
  returnRelayPoints: get(`${returnPath}/relay-points`, 'Relay points to drop a return off', {
    ...customer,
    params: s.ZReturnOrderIdParams,
    query: s.ZReturnRelayPointsQuery,
    response: s.ZRelayPoints,
    errors: [404],
  }),
  chooseReturnDropOff: patch(`${returnPath}/drop-off`, 'Choose the drop-off', {
    ...customer,
    params: s.ZReturnOrderIdParams,
    body: s.ZReturnDropOffRequest,
    response: s.ZReturnOrder,
    errors: [404, 409, 422],
  }),
  returnCoupon: get(`${returnPath}/return-coupon`, 'The return coupon', {
    ...customer,
    params: s.ZReturnOrderIdParams,
    produces: 'application/pdf',
    errors: [404, 409],
  }),
  cancelReturnOrder: patch(`${returnPath}/cancel`, 'Cancel a waiting return', {
    ...customer,
    params: s.ZReturnOrderIdParams,
    response: s.ZReturnOrder,
    errors: [404, 409],
  }),
  adminReturnOrders: get('/admin/return-orders', 'Returns', {
    ...admin,
    query: s.ZAdminReturnOrdersQuery,
    response: s.ZAdminReturnOrders,
  }),
  receiveReturnOrder: post(
    '/admin/return-orders/:returnOrderId/receive',
    'Receive a return: refund or credit',
    { ...admin, params: s.ZReturnOrderIdParams, response: s.ZReturnOrder, errors: [404, 409] },
  ),
  refuseReturnOrder: post('/admin/return-orders/:returnOrderId/refuse', 'Refuse a return', {
    ...admin,
    params: s.ZReturnOrderIdParams,
    response: s.ZReturnOrder,
    errors: [404, 409],
  }),
} as const;
