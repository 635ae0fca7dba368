import type { Locale } from '@shop/domain/locales';
import { listingWord } from '@shop/domain/routes';
import { STORE_IDS, type StoreId } from '@shop/domain/stores';
import type { SiteContext } from '../site/context';
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

/** One sale banner per store and language, live over the winter sales of the seed's year. */
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
      startsAt: new Date('2026-10-15T00:00:00Z'),
      endsAt: new Date('2027-02-28T23:00:00Z'),
    };
  });
}

const day = (date: string, offset: number) =>
  new Date(new Date(`${date}T06:00:00Z`).getTime() + offset * 86_400_000);

/**
 * The year-end campaign per store: teaser, Black Friday, gifts, last orders, then the end
 * date. The spec's campaign ran late November to December 2024 with dates not shown; the seed
 * uses the same shape in the year of its reference date, each store a day later than the last.
 */
export function buildSeasonalBanners() {
  return STORE_IDS.map((storeId, index) => ({
    storeId,
    content1At: day('2026-11-20', index),
    content2At: day('2026-11-27', 0),
    content3At: day('2026-12-01', index),
    content4At: day('2026-12-15', index),
    endAt: day('2026-12-31', 0),
  }));
}
