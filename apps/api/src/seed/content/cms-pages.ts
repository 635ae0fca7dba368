import type { Locale } from '@shop/domain/locales';
import { CMS_PAGE_KEYS, CMS_SLUGS } from '@shop/domain/routes';
import type { StoreId } from '@shop/domain/stores';
import type { CmsBlockJson } from '../../db/schema';
import { fillCmsBlock } from '../../services/content/fill-cms-blocks';
import { CMS_TEXTS } from './cms';
import { daysFrom } from '../dates';
import { fillStoreText, shopName, storeLocalePairs } from './store-texts';

export interface SeedCmsPage {
  storeId: StoreId;
  locale: Locale;
  key: string;
  slug: string;
  title: string;
  metaTitle: string;
  metaDescription: string;
  blocks: CmsBlockJson[];
  updatedAt: Date;
}

/** Pages were last edited a month before the seed's day. */
const UPDATED_DAYS_BEFORE = 30;

/** Every CMS page of every store in every language, texts filled with the store's facts. */
export function buildCmsPages(freeShippingAmount: number, referenceDate: Date): SeedCmsPage[] {
  const updatedAt = daysFrom(referenceDate, -UPDATED_DAYS_BEFORE, 8);
  return storeLocalePairs().flatMap(([storeId, locale]) =>
    CMS_PAGE_KEYS.map((key) => {
      const text = CMS_TEXTS[locale][key];
      const fill = (value: string) => fillStoreText(value, storeId, locale, freeShippingAmount);
      return {
        storeId,
        locale,
        key,
        slug: CMS_SLUGS[key][locale],
        title: text.title,
        metaTitle: `${text.title} | ${shopName(storeId)}`,
        metaDescription: fill(text.metaDescription),
        blocks: text.blocks.map((block) => fillCmsBlock(block, fill)),
        updatedAt,
      };
    }),
  );
}
