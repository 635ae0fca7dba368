import 'server-only';
import type { TTemplatePage } from '@shop/api-client';
import type { Locale } from '@shop/domain/locales';
import type { StoreId } from '@shop/domain/stores';
import { cache } from 'react';
import { serverApi } from './api';
import { reportServerError } from './report-server-error';

/** A template page (version v3), or null when it does not exist or fails to load. */
export const loadTemplatePage = cache(
  async (storeId: StoreId, locale: Locale, slug: string): Promise<TTemplatePage | null> => {
    try {
      return await serverApi(storeId, locale).templatePage(slug);
    } catch (error) {
      if ((error as { status?: number }).status !== 404)
        reportServerError('Unable to load the template page', error, { template: slug });
      return null;
    }
  },
);
