import type { RouteStep } from './context';
import { FACT_HEADER_NAMES } from './page-headers';

/**
 * Layout state starts afresh on every page: the page type (skeleton, spacer, transparent
 * header) is set only by the steps that know it. Headers a client sent under the shop's own
 * names are dropped, so nobody can pick a layout or a 404 reason from outside.
 */
export const skeleton: RouteStep = (context) => {
  for (const name of [...context.pageHeaders.keys()])
    if (name.startsWith('x-shop-') && !FACT_HEADER_NAMES.has(name))
      context.pageHeaders.delete(name);
};
