import type { RouteStep } from './context';

/**
 * Layout state starts afresh on every page: the page type (skeleton, spacer, transparent
 * header), a 404 reason and the parse outcome are set only by the steps that know them. The
 * page request's headers replace every `x-shop-*` header a client sent (page-request/headers),
 * so nobody can pick a layout or a 404 reason from outside.
 */
export const skeleton: RouteStep = (context) => {
  context.page.pageType = null;
  context.page.notFound = null;
  context.page.parse = null;
};
