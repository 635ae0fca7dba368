import { textsPerTranslator, type Translate } from '../../server/i18n';

export type QuickAddLabels = ReturnType<typeof buildLabels>;

function buildLabels(t: Translate) {
  return {
    add: t('product.addToBasket'),
    /** "Ajouter {{name}} au panier" with the placeholder left in. */
    addNamed: t('product.addToBasketNamed', { name: '{{name}}' }),
    chooseSize: t('product.chooseSize'),
    added: t('product.added'),
    soldOut: t('product.soldOut'),
    /** "Taille {{size}}" with the placeholder left in. */
    sizeTemplate: t('product.sizeLabel', { size: '{{size}}' }),
  };
}

/** The add-to-basket texts. */
export const quickAddLabels = textsPerTranslator(buildLabels);
