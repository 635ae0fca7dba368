import type { Locale } from '@shop/domain/locales';
import { listingWord } from '@shop/domain/routes';
import { localizePath } from '@shop/domain/locales';
import type { Store } from '@shop/domain/stores';
import type { Translate } from '../../server/i18n';
import { reportServerError } from '../../server/report-server-error';
import { topSales } from '../../server/search';
import { DegradedMark } from '../degraded-mark';
import { ProductCard } from '../product-card/product-card';
import styles from './template-blocks.module.css';

/**
 * The home's top-sales carousel: the six best sellers (storefront section 9) in a row that
 * scrolls sideways on small screens, with a link to the whole top-sales listing.
 */
export async function TopSalesCarousel({
  store,
  locale,
  t,
}: {
  store: Store;
  locale: Locale;
  t: Translate;
}) {
  const hits = await topSales(store, locale).catch((error: unknown) => {
    // Search failures are reported and ignored (section 8): the home stands without the row.
    reportServerError('Unable to load the top sales', error);
    return null;
  });
  if (hits === null) return <DegradedMark part="top-sales" />;
  if (hits.length === 0) return null;
  const all = localizePath(
    `/${listingWord('top_sales', store.id, locale)}`,
    locale,
    store.defaultLocale,
  );
  return (
    <section className="page-width" aria-labelledby="home-top-sales">
      <div className={styles.rowHeading}>
        <h2 id="home-top-sales" className={styles.heading}>
          {t('errors.topSales')}
        </h2>
        <a href={all}>{t('home.seeAll')}</a>
      </div>
      <ul className={styles.carousel} data-testid="top-sales-carousel">
        {hits.map((hit) => (
          <li key={hit.objectID}>
            <ProductCard hit={hit} store={store} locale={locale} t={t} />
          </li>
        ))}
      </ul>
    </section>
  );
}
