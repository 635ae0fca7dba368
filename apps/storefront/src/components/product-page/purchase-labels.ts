import type { Translate } from '../../server/i18n';

/** The texts of the size picker, basket button and stock alert of a product page. */
export const purchaseLabels = (t: Translate) => ({
  legend: t('productPage.sizeLegend'),
  soldOut: t('product.soldOut'),
  add: t('product.addToBasket'),
  added: t('product.added'),
  sizeTemplate: t('product.sizeLabel', { size: '{{size}}' }),
  chooseSizeFirst: t('productPage.chooseSizeFirst'),
  sizeSoldOut: t('productPage.sizeSoldOut'),
  unitsLeftOne: t('productPage.unitsLeft_one', { count: 1 }),
  unitsLeftOther: t('productPage.unitsLeft_other', { count: '{{count}}' }),
  alert: {
    title: t('productPage.alertTitle'),
    text: t('productPage.alertText', { size: '{{size}}' }),
    email: t('productPage.alertEmail'),
    submit: t('productPage.alertSubmit'),
    sending: t('productPage.alertSending'),
    done: t('productPage.alertDone', { email: '{{email}}', size: '{{size}}' }),
    invalidEmail: t('outlet.error'),
    tooMany: t('productPage.alertTooMany'),
    failed: t('productPage.alertFailed'),
  },
});
