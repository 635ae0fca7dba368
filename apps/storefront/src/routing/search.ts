import { canonicalSearchPath } from '@shop/domain/page-routing';
import { searchPath } from '@shop/domain/search-box';
import type { RouteStep } from './context';
import { redirectTo } from './redirect';

/** The old search page and untidy `/search/{query}` spellings go to the canonical one. */
export const search: RouteStep = (context) => {
  if (context.path === '/recherche.html') {
    const keyword = context.url.searchParams.get('motclef') ?? '';
    return redirectTo(context, keyword.trim() ? searchPath(keyword) : '/search', '', 301);
  }
  const canonical = canonicalSearchPath(context.path);
  if (canonical) return redirectTo(context, canonical, context.url.search, 301);
};
