import type { Translate } from '../../lib/i18n';

/** The add-to-basket texts of a product, for cards and product pages alike. */
export function quickAddLabels(t: Translate, name: string) {
  return {
    add: t('product.addToBasket'),
    addNamed: t('product.addToBasketNamed', { name }),
    name,
    chooseSize: t('product.chooseSize'),
    added: t('product.added'),
    soldOut: t('product.soldOut'),
    sizeTemplate: t('product.sizeLabel', { size: '{{size}}' }),
  };
}
