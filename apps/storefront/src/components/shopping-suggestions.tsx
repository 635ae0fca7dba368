import type { TTemplate } from '@shop/api-client';
import { localizePath, type Locale } from '@shop/domain/locales';
import type { Store } from '@shop/domain/stores';
import { HighlightBlock, ProductGrid } from '@shop/ui';
import { serverApi } from '../server/api';
import type { Translate } from '../server/i18n';
import { reportServerError } from '../server/report-server-error';
import { topSales } from '../server/search';
import { ProductCard } from './product-card/product-card';

const TOP_CATEGORIES_TEMPLATE = 'top_categorie_homepage';

/**
 * What the error pages offer to go on shopping (storefront section 2): the top categories of the
 * `top_categorie_homepage` template and six top sales. Template and search failures are reported
 * and ignored (section 8): the page stands without them.
 */
export async function ShoppingSuggestions({
  store,
  locale,
  t,
}: {
  store: Store;
  locale: Locale;
  t: Translate;
}) {
  const [products, templates] = await Promise.all([
    topSales(store, locale).catch((error: unknown) => {
      reportServerError('Unable to load the top sales', error);
      return [];
    }),
    serverApi(store.id, locale)
      .templates([TOP_CATEGORIES_TEMPLATE])
      .then((answer) => answer.templates)
      .catch((error: unknown): TTemplate[] => {
        reportServerError('Unable to load the top categories', error);
        return [];
      }),
  ]);
  const categories = templates.find(
    (template): template is Extract<TTemplate, { type: 'items' }> => template.type === 'items',
  );
  const href = (target: string) => localizePath(target, locale, store.defaultLocale);
  return (
    <>
      {categories && categories.templateItems.length > 0 && (
        <HighlightBlock
          heading={categories.title ?? t('errors.topCategories')}
          subtitle={categories.subtitle}
          small
          tiles={categories.templateItems.map((item) => ({
            href: href(item.link),
            title: item.title,
            image: item.image,
          }))}
        />
      )}
      {products.length > 0 && (
        <div>
          <h2>{t('errors.topSales')}</h2>
          <ProductGrid data-testid="top-sales">
            {products.map((hit) => (
              <ProductCard key={hit.objectID} hit={hit} store={store} locale={locale} t={t} />
            ))}
          </ProductGrid>
        </div>
      )}
    </>
  );
}
