import type { TTemplate } from '@shop/api-client';
import { localizePath } from '@shop/domain/locales';
import { HighlightBlock, ProductGrid } from '@shop/ui';
import { headers } from 'next/headers';
import { serverApi } from '../lib/api';
import { getTranslator } from '../lib/i18n';
import { shopTitle } from '../lib/page-metadata';
import { topSales } from '../lib/search';
import { requestStoreAndLocale } from '../lib/host-store';
import { ProductCard } from './product-card/product-card';

const TOP_CATEGORIES_TEMPLATE = 'top_categorie_homepage';

/**
 * The error page (storefront section 2): heading, message, the top categories of the
 * `top_categorie_homepage` template and six top-sales products to go on shopping. not-found.tsx
 * receives no params, so the store and language are read again from the request, as the proxy
 * does. The brand restriction says so (section 8); anything else is a page that was not found.
 */
export async function NotFoundView() {
  const requestHeaders = await headers();
  const { store, locale } = await requestStoreAndLocale();
  const restricted = requestHeaders.get('x-shop-not-found') === 'restricted';
  const t = getTranslator(locale);
  const [products, templates] = await Promise.all([
    topSales(store).catch(() => []),
    // Template failures are reported and ignored (section 8): the page stands without tiles.
    serverApi(store.id, locale)
      .templates([TOP_CATEGORIES_TEMPLATE])
      .then((answer) => answer.templates)
      .catch((error: unknown): TTemplate[] => {
        console.error('Unable to load the top categories', error);
        return [];
      }),
  ]);
  const categories = templates.find(
    (template): template is Extract<TTemplate, { type: 'items' }> => template.type === 'items',
  );
  const href = (target: string) => localizePath(target, locale, store.defaultLocale);
  return (
    <section className="page-width" style={{ paddingBlock: 48, display: 'grid', gap: 32 }}>
      {/* React hoists these into <head>; not-found pages get no generated metadata. */}
      <title>{shopTitle(t, t('errors.notFoundTitle'))}</title>
      <meta name="robots" content="noindex" />
      <div>
        <h1>{t('errors.notFoundTitle')}</h1>
        <p>{restricted ? t('errors.restrictedMessage') : t('errors.notFoundMessage')}</p>
        <p>
          <a href={href('/')}>{t('errors.backHome')}</a>
        </p>
      </div>
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
    </section>
  );
}
