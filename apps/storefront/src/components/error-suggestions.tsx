'use server';

import type { ReactNode } from 'react';
import { getTranslator } from '../server/i18n';
import { getPageRequest } from '../page-request/server';
import { ShoppingSuggestions } from './shopping-suggestions';

/**
 * The error page's top categories and top sales, rendered on the server for error.tsx: an error
 * boundary is a client component and cannot load them itself, and rendering them with every
 * page, in case it fails, would cost every page two more calls.
 */
export async function loadErrorSuggestions(): Promise<ReactNode> {
  const { store, locale } = await getPageRequest();
  return <ShoppingSuggestions store={store} locale={locale} t={await getTranslator(locale)} />;
}
