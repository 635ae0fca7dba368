import * as s from '../schemas/index';
import { customer, get, post } from './endpoint';

/** Browsing: site content, products, pages, search support (storefront spec). */
export const BROWSING = {
  health: get('/health', 'Liveness of the API', { produces: 'application/json' }),
  openApi: get('/openapi.json', 'This document (OpenAPI 3.1)', { produces: 'application/json' }),
  init: get('/init', 'Store settings, menu and texts of the first page', { response: s.ZInit }),
  menu: get('/website-main/menu/v3', 'Main menu', { response: s.ZMenu }),
  cmsPage: get('/cms/slug/:pageKey', 'A CMS page', {
    params: s.ZCmsParams,
    response: s.ZCmsPage,
    errors: [404],
  }),
  templatePage: get('/template-page/:slug', 'A template page', {
    params: s.ZTemplatePageParams,
    response: s.ZTemplatePage,
    errors: [404],
  }),
  templatePageVersion: get('/template-page/:slug/:version', 'A template page in a version', {
    params: s.ZTemplatePageParams,
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
    params: s.ZRefererParams,
    response: s.ZReferer,
    errors: [404],
  }),
  productScores: get('/products/scores', 'Review scores of products', {
    query: s.ZProductScoresQuery,
    response: s.ZProductScoresList,
  }),
  product: get('/products/:id', 'A product page', {
    params: s.ZProductParams,
    response: s.ZProductPage,
    errors: [404],
  }),
  productInformation: get('/products/:id/information', 'Product details', {
    params: s.ZProductParams,
    response: s.ZProductInformation,
    errors: [404],
  }),
  associatedProducts: get('/products/:id/associated', 'Associated products', {
    params: s.ZProductParams,
    response: s.ZAssociatedProducts,
    errors: [404],
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
    errors: [404],
  }),
  sitemapProducts: get('/sitemap/products', 'Products of the sitemap', {
    query: s.ZSitemapQuery,
    response: s.ZSitemapProducts,
  }),
  generateEncryptedData: post('/generate-encrypted-data', 'One-way hash for the tag manager', {
    body: s.ZEncryptedDataRequest,
    response: s.ZEncryptedData,
    errors: [429],
  }),
  productPicture: get('/media/products/:file', 'A product picture, resized', {
    params: s.ZProductPictureParams,
    query: s.ZProductPictureQuery,
    produces: 'image/*',
    errors: [404, 429],
  }),
  watermark: get('/media/watermarks/:file', 'A watermark picture', {
    params: s.ZWatermarkParams,
    produces: 'image/*',
    errors: [404],
  }),
  carrierLogo: get('/media/carriers/:file', 'A carrier logo', {
    params: s.ZCarrierLogoParams,
    produces: 'image/*',
    errors: [404],
  }),
} as const;
