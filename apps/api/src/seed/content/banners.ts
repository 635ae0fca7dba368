import type { Locale } from '@shop/domain/locales';
import { listingWord } from '@shop/domain/routes';
import { STORE_IDS, type StoreId } from '@shop/domain/stores';
import type { SiteContext } from '../site/context';
import { daysFrom } from '../dates';
import { productPicture } from '../site/paths';
import { storeLocalePairs } from './store-texts';
import { TEMPLATE_TEXTS as T } from './template-texts';

export interface SeedSaleBanner {
  storeId: StoreId;
  locale: Locale;
  image: string;
  imageMobile: string;
  altText: string;
  altTextMobile: string;
  link: string;
  linkMobile: string;
  startsAt: Date;
  endsAt: Date;
}

/** The sale banner started two weeks before the seed's day and runs three more months. */
export const SALE_STARTED_DAYS_AGO = 14;
export const SALE_ENDS_IN_DAYS = 90;

/** One sale banner per store and language, live on the seed's day. */
export function buildSaleBanners(context: SiteContext): SeedSaleBanner[] {
  const id = context.featuredProductIds[1] ?? 1;
  return storeLocalePairs().map(([storeId, locale]) => {
    const link = `/${listingWord('sales', storeId, locale)}`;
    return {
      storeId,
      locale,
      image: `${productPicture(id)}?w=1100`,
      imageMobile: `${productPicture(id)}?w=720`,
      altText: T.saleAlt[locale],
      altTextMobile: T.saleAltMobile[locale],
      link,
      linkMobile: link,
      startsAt: daysFrom(context.referenceDate, -SALE_STARTED_DAYS_AGO),
      endsAt: daysFrom(context.referenceDate, SALE_ENDS_IN_DAYS, 23),
    };
  });
}

/**
 * Days of the year-end campaign counted from the seed's day: teaser (content1, already live,
 * each store a day later than the last), Black Friday (content2), gifts (content3), last orders
 * (content4), then the end. The spec's campaign ran late November to December 2024 with dates
 * not shown; the seed keeps that shape around whatever day it runs, so the banner always shows
 * after a fresh seed and tests can read the dates back (GET /templates, seasonal_banner).
 */
export const SEASONAL_CAMPAIGN_DAYS = {
  content1: -7,
  content2: 3,
  content3: 10,
  content4: 20,
  endAt: 35,
} as const;

export function buildSeasonalBanners(referenceDate: Date) {
  const at = (days: number, storeOffset = 0) => daysFrom(referenceDate, days + storeOffset, 6);
  const days = SEASONAL_CAMPAIGN_DAYS;
  return STORE_IDS.map((storeId, index) => ({
    storeId,
    content1At: at(days.content1, index),
    content2At: at(days.content2),
    content3At: at(days.content3, index),
    content4At: at(days.content4, index),
    endAt: at(days.endAt),
  }));
}
