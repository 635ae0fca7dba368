import { withoutStrayParams } from '@shop/domain/listing-params';
import { canonicalSearchPath, staticPageType } from '@shop/domain/page-routing';
import { searchPath } from '@shop/domain/search-box';
import type { RouteStep } from './context';
import { redirectTo } from './redirect';

/**
 * The old search page and untidy `/search/{query}` spellings go to the canonical one, and so
 * does a search whose query has parameters no listing knows (left out, as the API does for
 * listings: issue 30, item 11); tracking parameters ride along.
 */
export const search: RouteStep = (context) => {
  if (context.path === '/recherche.html') {
    const keyword = context.url.searchParams.get('motclef') ?? '';
    return redirectTo(context, keyword.trim() ? searchPath(keyword) : '/search', '', 301);
  }
  if (staticPageType(context.path) !== 'search') return;
  const stray = withoutStrayParams(context.url.search);
  const query = stray === null ? context.url.search : stray && `?${stray}`;
  const canonical = canonicalSearchPath(context.path);
  if (canonical || stray !== null)
    return redirectTo(context, canonical ?? context.path, query, 301);
};
