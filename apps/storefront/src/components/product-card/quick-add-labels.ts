import type { Translate } from '../../server/i18n';

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

const labelsByTranslate = new WeakMap<Translate, QuickAddLabels>();

/**
 * The add-to-basket texts, one object per page's translator: every card of a grid hands the
 * same object to its client component, so the page's payload carries it once, not 48 times.
 */
export function quickAddLabels(t: Translate): QuickAddLabels {
  let labels = labelsByTranslate.get(t);
  if (!labels) {
    labels = buildLabels(t);
    labelsByTranslate.set(t, labels);
  }
  return labels;
}
