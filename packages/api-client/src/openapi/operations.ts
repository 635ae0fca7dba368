import type { z } from 'zod';
import * as s from '../schemas/index';

/** How a call proves who makes it: a customer's bearer token or the back office's token. */
export type OperationAuth = 'customer' | 'admin';

/** One call of the front API v5, with the shared schemas both sides validate against. */
export interface Operation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** As the API registers it, below /api/v5 (Fastify's `:param` syntax). */
  path: string;
  summary: string;
  auth?: OperationAuth;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The JSON answer; none for 204 answers and for files. */
  response?: z.ZodType;
  /** A file or page instead of JSON. */
  produces?: 'application/pdf' | 'image/*' | 'font/woff2' | 'text/html' | 'application/json';
}

type Extra = Omit<Operation, 'method' | 'path' | 'summary'>;
const op =
  (method: Operation['method']) =>
  (path: string, summary: string, extra: Extra = {}): Operation => ({
    method,
    path,
    summary,
    ...extra,
  });
export const [get, post, patch, del] = [op('get'), op('post'), op('patch'), op('delete')];
export const put = op('put');
export const customer = { auth: 'customer' } as const;
export const admin = { auth: 'admin' } as const;

/** Browsing: site content, products, pages, search support (storefront spec). */
export const BROWSING: Operation[] = [
  get('/health', 'Liveness of the API'),
  get('/openapi.json', 'This document (OpenAPI 3.1)', { produces: 'application/json' }),
  get('/init', 'Store settings, menu and texts of the first page', { response: s.ZInit }),
  get('/website-main/menu/v3', 'Main menu', { response: s.ZMenu }),
  get('/cms/slug/:pageKey', 'A CMS page', { response: s.ZCmsPage }),
  get('/template-page/:slug', 'A template page', { response: s.ZTemplatePage }),
  get('/template-page/:slug/:version', 'A template page in a version', {
    response: s.ZTemplatePage,
  }),
  get('/templates', 'Templates by slug', { query: s.ZTemplatesQuery, response: s.ZTemplates }),
  get('/translations', 'Texts of the front ends', {
    query: s.ZTranslationsQuery,
    response: s.ZTranslations,
  }),
  get('/referers/:refererName', 'A referer banner', { response: s.ZReferer }),
  get('/products/scores', 'Review scores of products', {
    query: s.ZProductScoresQuery,
    response: s.ZProductScoresList,
  }),
  get('/products/:id', 'A product page', { response: s.ZProductPage }),
  get('/products/:id/information', 'Product details', { response: s.ZProductInformation }),
  get('/products/:id/associated', 'Associated products', { response: s.ZAssociatedProducts }),
  get('/products/:id/reviews', 'Reviews of a product', {
    query: s.ZProductReviewsQuery,
    response: s.ZProductReviews,
  }),
  post('/secure/products/:id/reviews', 'Review a bought product', {
    ...customer,
    body: s.ZReviewRequest,
    response: s.ZOwnReview,
  }),
  post('/parse', 'What page a path opens', { body: s.ZParseRequest, response: s.ZParseAnswer }),
  post('/page-info', 'Page metadata', { body: s.ZPageInfoRequest, response: s.ZPageInfoAnswer }),
  get('/sitemap/products', 'Products of the sitemap', {
    query: s.ZSitemapQuery,
    response: s.ZSitemapProducts,
  }),
  post('/generate-encrypted-data', 'One-way hash for the tag manager', {
    body: s.ZEncryptedDataRequest,
    response: s.ZEncryptedData,
  }),
  get('/media/products/:file', 'A product picture, resized', { produces: 'image/*' }),
  get('/media/watermarks/:file', 'A watermark picture', { produces: 'image/*' }),
  get('/media/carriers/:file', 'A carrier logo', { produces: 'image/*' }),
];

/** Shopper features without an account page: basket, alerts, newsletter, outlet, wishlist, contact. */
export const SHOPPER: Operation[] = [
  post('/basket/detail', 'Price and clamp a basket', {
    body: s.ZBasketDetailRequest,
    response: s.ZBasketDetail,
  }),
  get('/checkout/carriers/free-shipping', 'Free-shipping threshold', { response: s.ZFreeShipping }),
  post('/product-alerts', 'Back-in-stock alert', {
    body: s.ZProductAlertRequest,
    response: s.ZProductAlert,
  }),
  get('/product-alerts', "The customer's alerts", { ...customer, response: s.ZProductAlerts }),
  del('/product-alerts/:alertId', 'Delete an alert', customer),
  post('/newsletters/subscribe', 'Subscribe to the newsletter', {
    body: s.ZNewsletterRequest,
    response: s.ZNewsletterStatus,
  }),
  patch('/newsletters/unsubscribe', 'Unsubscribe', {
    body: s.ZOutletAccessRequest,
    response: s.ZNewsletterStatus,
  }),
  get('/newsletters/is-subscribed', 'Subscription status', {
    query: s.ZNewsletterQuery,
    response: s.ZNewsletterStatus,
  }),
  post('/outlet/access', 'Open the outlet', {
    body: s.ZOutletAccessRequest,
    response: s.ZOutletAccess,
  }),
  get('/secure/wishes', 'Wishlist', { ...customer, response: s.ZWishes }),
  post('/secure/wishes', 'Add to the wishlist', {
    ...customer,
    body: s.ZWishRequest,
    response: s.ZWish,
  }),
  del('/secure/wishes/:id', 'Remove from the wishlist', customer),
  get('/bot-check/config', 'Bot check provider', { response: s.ZBotCheckConfig }),
  get('/bot-check/challenge', 'Proof-of-work challenge', { query: s.ZBotCheckChallengeQuery }),
  post('/contact/messages', 'Contact form', {
    body: s.ZContactRequest,
    response: s.ZContactAccepted,
  }),
];
