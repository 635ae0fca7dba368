import type { TProductPage } from '@shop/api-client';
import type { Locale } from '@shop/domain/locales';
import { formatPrice } from '@shop/domain/money';
import type { Translate } from '../../server/i18n';
import styles from './product-view.module.css';

interface ProductDetailsProps {
  informations: TProductPage['informations'];
  product: TProductPage['product'];
  freeShippingAmount: number;
  locale: Locale;
  t: Translate;
}

/** The product page's folding sections: description, composition and care, delivery. */
export function ProductDetails({
  informations,
  product,
  freeShippingAmount,
  locale,
  t,
}: ProductDetailsProps) {
  const composition = [
    informations.composition && { term: t('product.composition'), value: informations.composition },
    product.material && { term: t('productPage.material'), value: product.material.name },
    product.ecoLabel && { term: t('productPage.ecoLabel'), value: product.ecoLabel.name },
    { term: t('product.madeIn'), value: informations.madeIn },
    { term: t('product.reference'), value: informations.reference },
  ].filter((row): row is { term: string; value: string } => Boolean(row));

  return (
    <div className={styles.details}>
      <details open>
        <summary>
          <h2>{t('productPage.description')}</h2>
        </summary>
        <p>{informations.description}</p>
        {informations.details.length > 0 && (
          <ul>
            {informations.details.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      </details>
      <details>
        <summary>
          <h2>{t('product.information')}</h2>
        </summary>
        <dl>
          {composition.map((row) => (
            <div key={row.term}>
              <dt>{row.term}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
        {informations.care.length > 0 && (
          <>
            <h3>{t('productPage.care')}</h3>
            <ul>
              {informations.care.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </>
        )}
      </details>
      <details>
        <summary>
          <h2>{t('productPage.deliveryReturns')}</h2>
        </summary>
        <ul>
          <li>{t('footer.delivery')}</li>
          <li>{t('footer.freeDelivery', { amount: formatPrice(freeShippingAmount, locale) })}</li>
          <li>{t('footer.refund')}</li>
        </ul>
      </details>
    </div>
  );
}
