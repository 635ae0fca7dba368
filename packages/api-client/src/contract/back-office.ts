import * as s from '../schemas/index';
import { admin, get, patch, post, put } from './endpoint';

/** The back office (X-Admin-Token until staff sessions replace it). */
export const BACK_OFFICE = {
  adminSettings: get('/admin/settings', 'Shop settings', { ...admin, response: s.ZAdminSettings }),
  updateAdminSettings: patch('/admin/settings', 'Change shop settings', {
    ...admin,
    body: s.ZAdminSettingsPatch,
    response: s.ZAdminSettings,
  }),
  writeTranslations: put('/admin/translations', 'Change texts of a language', {
    ...admin,
    body: s.ZAdminTranslationsWrite,
    response: s.ZAdminTranslationsWritten,
  }),
  issueGiftCards: post('/admin/gift-cards', 'Issue gift cards', {
    ...admin,
    body: s.ZAdminGiftCardsRequest,
    response: s.ZAdminGiftCards,
    status: 201,
  }),
  adminOrders: get('/admin/orders', 'Orders', {
    ...admin,
    query: s.ZAdminOrdersQuery,
    response: s.ZAdminOrders,
  }),
  markOrderPaid: post('/admin/orders/:id/mark-paid', 'Mark a bank transfer paid', {
    ...admin,
    params: s.ZIdParams,
    response: s.ZOrder,
    errors: [404, 409],
  }),
  shipOrder: post('/admin/orders/:id/ship', 'Ship an order', {
    ...admin,
    params: s.ZIdParams,
    body: s.ZShipOrderRequest,
    response: s.ZOrder,
    errors: [404, 409],
  }),
  deliverOrder: post('/admin/orders/:id/deliver', 'Mark an order delivered', {
    ...admin,
    params: s.ZIdParams,
    response: s.ZOrder,
    errors: [404, 409],
  }),
  cancelOrder: post('/admin/orders/:id/cancel', 'Cancel an order', {
    ...admin,
    params: s.ZIdParams,
    response: s.ZOrder,
    errors: [404, 409],
  }),
  refundOrder: post('/admin/orders/:id/refund', 'Refund an order', {
    ...admin,
    params: s.ZIdParams,
    response: s.ZOrder,
    errors: [404, 409],
  }),
  adminReviews: get('/admin/reviews', 'Reviews to moderate', {
    ...admin,
    query: s.ZAdminReviewsQuery,
    response: s.ZAdminReviews,
  }),
  moderateReview: patch('/admin/reviews/:id', 'Moderate a review', {
    ...admin,
    params: s.ZReviewParams,
    body: s.ZAdminReviewPatch,
    response: s.ZAdminReview,
    errors: [404],
  }),
  updateProduct: patch('/admin/products/:id', 'Change a product', {
    ...admin,
    params: s.ZAdminProductParams,
    body: s.ZAdminProductPatch,
    response: s.ZAdminProduct,
    errors: [404],
  }),
  updateSize: patch('/admin/products/:id/sizes/:sizeId', 'Change a size (stock, price)', {
    ...admin,
    params: s.ZAdminSizeParams,
    body: s.ZAdminSizePatch,
    response: s.ZAdminSize,
    errors: [404],
  }),
} as const;

/** The payment provider's events and the payment sandbox's own pages; mail in development. */
export const PAYMENT_AND_DEV = {
  paymentWebhook: post(
    '/payments/webhooks/:provider',
    'Payment provider events (signed raw body)',
    { response: s.ZWebhookReceipt, errors: [400, 404] },
  ),
  sandboxPayPage: get('/sandbox/pay/:paymentId', "The payment sandbox's page", {
    produces: 'text/html',
  }),
  sandboxPay: post('/sandbox/pay/:paymentId', "The payment sandbox's answer", {
    produces: 'text/html',
  }),
  sandbox3dsPage: get('/sandbox/3ds/:paymentId', "The payment sandbox's 3-D Secure page", {
    produces: 'text/html',
  }),
  sandbox3ds: post('/sandbox/3ds/:paymentId', "The payment sandbox's 3-D Secure answer", {
    produces: 'text/html',
  }),
  sandboxPayPalPage: get('/sandbox/paypal/:paymentId', "The payment sandbox's PayPal page", {
    produces: 'text/html',
  }),
  sandboxPayPal: post('/sandbox/paypal/:paymentId', "The payment sandbox's PayPal answer", {
    produces: 'text/html',
  }),
  sandboxFont: get(
    '/sandbox/fonts/inter-latin-wght-normal.woff2',
    "The shop's typeface for the sandbox's pages",
    { produces: 'font/woff2' },
  ),
  outbox: get('/dev/outbox', 'E-mails sent (development mode only)', {
    query: s.ZOutboxQuery,
    response: s.ZOutbox,
  }),
} as const;
