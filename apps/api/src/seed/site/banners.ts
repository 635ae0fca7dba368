import { interpolate } from '@shop/i18n/interpolate';
import type { Locale } from '@shop/domain/locales';
import type { StoreId } from '@shop/domain/stores';
import type { TemplateItemJson } from '../../db/schema';
import type { SiteContext } from './context';
import { CMS_SLUGS, LABELS } from './labels';
import { cmsPath } from './paths';

export interface SeedHeaderBanner {
  storeId: StoreId;
  locale: Locale;
  position: number;
  templateItems: TemplateItemJson[];
}

/** The rotating reassurance strip above the header (the storefront reads the first banner). */
export function buildHeaderBanner(
  context: SiteContext,
  storeId: StoreId,
  locale: Locale,
): SeedHeaderBanner {
  const amount = String(context.freeShippingAmount);
  return {
    storeId,
    locale,
    position: 0,
    templateItems: [
      {
        slug: 'free-shipping',
        link: cmsPath(CMS_SLUGS.delivery[locale]),
        image: '',
        title: interpolate(LABELS.freeShipping[locale], { amount }),
        creativeVersion: null,
      },
      {
        slug: 'returns',
        link: cmsPath(CMS_SLUGS.returns[locale]),
        image: '',
        title: LABELS.freeReturns[locale],
        creativeVersion: null,
      },
    ],
  };
}
