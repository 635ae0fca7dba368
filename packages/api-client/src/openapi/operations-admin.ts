import * as s from '../schemas/index';
import { admin, get, patch, post, put, type Operation } from './operations';

/** The back office (X-Admin-Token) and the payment sandbox's own pages. */
export const BACK_OFFICE: Operation[] = [
  get('/admin/settings', 'Shop settings', { ...admin, response: s.ZAdminSettings }),
  patch('/admin/settings', 'Change shop settings', {
    ...admin,
    body: s.ZAdminSettingsPatch,
    response: s.ZAdminSettings,
  }),
  put('/admin/translations', 'Change texts of a language', {
    ...admin,
    body: s.ZAdminTranslationsWrite,
    response: s.ZAdminTranslationsWritten,
  }),
  post('/admin/gift-cards', 'Issue gift cards', {
    ...admin,
    body: s.ZAdminGiftCardsRequest,
    response: s.ZAdminGiftCards,
  }),
  get('/admin/orders', 'Orders', {
    ...admin,
    query: s.ZAdminOrdersQuery,
    response: s.ZAdminOrders,
  }),
  post('/admin/orders/:id/mark-paid', 'Mark a bank transfer paid', {
    ...admin,
    response: s.ZOrder,
  }),
  post('/admin/orders/:id/ship', 'Ship an order', {
    ...admin,
    body: s.ZShipOrderRequest,
    response: s.ZOrder,
  }),
  post('/admin/orders/:id/deliver', 'Mark an order delivered', { ...admin, response: s.ZOrder }),
  post('/admin/orders/:id/cancel', 'Cancel an order', { ...admin, response: s.ZOrder }),
  post('/admin/orders/:id/refund', 'Refund an order', { ...admin, response: s.ZOrder }),
  get('/admin/reviews', 'Reviews to moderate', {
    ...admin,
    query: s.ZAdminReviewsQuery,
    response: s.ZAdminReviews,
  }),
  patch('/admin/reviews/:id', 'Moderate a review', {
    ...admin,
    body: s.ZAdminReviewPatch,
    response: s.ZAdminReview,
  }),
  patch('/admin/products/:id', 'Change a product', {
    ...admin,
    body: s.ZAdminProductPatch,
    response: s.ZAdminProduct,
  }),
  patch('/admin/products/:id/sizes/:sizeId', 'Change a size (stock, price)', {
    ...admin,
    body: s.ZAdminSizePatch,
    response: s.ZAdminSize,
  }),
  get('/admin/return-orders', 'Returns', {
    ...admin,
    query: s.ZAdminReturnOrdersQuery,
    response: s.ZAdminReturnOrders,
  }),
  post('/admin/return-orders/:returnOrderId/receive', 'Receive a return', {
    ...admin,
    response: s.ZReturnOrder,
  }),
  post('/admin/return-orders/:returnOrderId/refuse', 'Refuse a return', {
    ...admin,
    response: s.ZReturnOrder,
  }),
  post('/payments/webhooks/:provider', 'Payment provider events (signed raw body)'),
  get('/sandbox/pay/:paymentId', "The payment sandbox's page", { produces: 'text/html' }),
  post('/sandbox/pay/:paymentId', "The payment sandbox's answer", { produces: 'text/html' }),
  get('/sandbox/3ds/:paymentId', "The payment sandbox's 3-D Secure page", {
    produces: 'text/html',
  }),
  post('/sandbox/3ds/:paymentId', "The payment sandbox's 3-D Secure answer", {
    produces: 'text/html',
  }),
  get('/sandbox/paypal/:paymentId', "The payment sandbox's PayPal page", { produces: 'text/html' }),
  post('/sandbox/paypal/:paymentId', "The payment sandbox's PayPal answer", {
    produces: 'text/html',
  }),
  get(
    '/sandbox/fonts/inter-latin-wght-normal.woff2',
    "The shop's typeface for the sandbox's pages",
    {
      produces: 'font/woff2',
    },
  ),
  get('/dev/outbox', 'E-mails sent (development mode only)', {
    query: s.ZOutboxQuery,
    response: s.ZOutbox,
  }),
];
