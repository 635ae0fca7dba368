import { textsPerTranslator, type Translate } from '../../server/i18n';
import { heartLabels } from '../wishlist/heart';
import { quickAddLabels } from './quick-add-labels';

export type ProductCardTexts = ReturnType<typeof buildTexts>;

function buildTexts(t: Translate) {
  return {
    soldOut: t('product.soldOut'),
    several: t('product.severalSizes'),
    unique: t('product.uniqueSize'),
    freeShipping: t('listing.freeShipping'),
    heart: heartLabels(t),
    quickAdd: quickAddLabels(t),
  };
}

/** The texts of the product cards. */
export const productCardTexts = textsPerTranslator(buildTexts);
