import { localizePath } from '@shop/domain/locales';
import { NextResponse } from 'next/server';
import type { RouteContext } from './context';

/** A redirect to a path of the shopper's store and language (locale prefix added). */
export function redirectTo(
  context: RouteContext,
  pathname: string,
  search: string,
  status: 301 | 302 | 307,
): NextResponse {
  const target = context.url.clone();
  target.pathname = localizePath(pathname, context.page.locale, context.page.store.defaultLocale);
  target.search = search;
  return NextResponse.redirect(target, status);
}
