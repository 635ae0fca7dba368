import * as s from '../schemas/index';
import { customer, get, post } from './endpoint';

/** Browsing: site content, products, pages, search support (storefront spec). */
export const BROWSING = {
  health: get('/health', 'Liveness of the API', { produces: 'application/json' }),
  openApi: get('/openapi.json', 'This document (OpenAPI 3.1)', { produces: 'application/json' }),
  init: get('/init', 'Store settings, menu and texts of the first page', { response: s.ZInit }),
  menu: get('/website-main/menu/v3', 'Main menu', { response: s.ZMenu }),
  cmsPage: get('/cms/slug/:pageKey', 'A CMS page', { response: s.ZCmsPage, errors: [404] }),
  templatePage: get('/template-page/:slug', 'A template page', {
    response: s.ZTemplatePage,
    errors: [404],
  }),
  templatePageVersion: get('/template-page/:slug/:version', 'A template page in a version', {
    response: s.ZTemplatePage,
    errors: [404],
  }),
  templates: get('/templates', 'Templates by slug', {
    query: s.ZTemplatesQuery,
    response: s.ZTemplates,
  }),
  translations: get('/translations', 'Texts of the front ends', {
    query: s.ZTranslationsQuery,
    response: s.ZTranslations,
  }),
  referer: get('/referers/:refererName', 'A referer banner', {
    response: s.ZReferer,
    errors: [404],
  }),
  productScores: get('/products/scores', 'Review scores of products', {
    query: s.ZProductScoresQuery,
    response: s.ZProductScoresList,
  }),
  product: get('/products/:id', 'A product page', { response: s.ZProductPage, errors: [404] }),
  productInformation: get('/products/:id/information', 'Product details', {
    response: s.ZProductInformation,
    errors: [404],
  }),
  associatedProducts: get('/products/:id/associated', 'Associated products', {
    response: s.ZAssociatedProducts,
  }),
  productReviews: get('/products/:id/reviews', 'Reviews of a product', {
    params: s.ZReviewParams,
    query: s.ZProductReviewsQuery,
    response: s.ZProductReviews,
    errors: [404],
  }),
  reviewProduct: post('/secure/products/:id/reviews', 'Review a bought product', {
    ...customer,
    params: s.ZReviewParams,
    body: s.ZReviewRequest,
    response: s.ZOwnReview,
    status: 201,
    errors: [403, 404, 409, 422],
  }),
  parse: post('/parse', 'What page a path opens', {
    body: s.ZParseRequest,
    response: s.ZParseAnswer,
  }),
  pageInfo: post('/page-info', 'Page metadata', {
    body: s.ZPageInfoRequest,
    response: s.ZPageInfoAnswer,
  }),
  sitemapProducts: get('/sitemap/products', 'Products of the sitemap', {
    query: s.ZSitemapQuery,
    response: s.ZSitemapProducts,
  }),
  generateEncryptedData: post('/generate-encrypted-data', 'One-way hash for the tag manager', {
    body: s.ZEncryptedDataRequest,
    response: s.ZEncryptedData,
  }),
  productPicture: get('/media/products/:file', 'A product picture, resized', {
    produces: 'image/*',
  }),
  watermark: get('/media/watermarks/:file', 'A watermark picture', { produces: 'image/*' }),
  carrierLogo: get('/media/carriers/:file', 'A carrier logo', { produces: 'image/*' }),
} as const;
