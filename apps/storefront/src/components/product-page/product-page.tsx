import type { TPageInfo } from '@shop/api-client';
import type { Locale } from '@shop/domain/locales';
import type { Store } from '@shop/domain/stores';
import { notFound } from 'next/navigation';
import { getInit, serverApi } from '../../server/api';
import type { Translate } from '../../server/i18n';
import { loadProductPage, loadProductReviews } from '../../server/product-page';
import { ProductView } from './product-view';

interface ProductPageProps {
  info: TPageInfo;
  store: Store;
  locale: Locale;
  t: Translate;
}

/**
 * `/p/*`: the product id comes from the page info filters (storefront section 3). A 404 shows
 * the 404 page; any other failure is reported as the spec names it and shows the error page.
 */
export async function ProductPage({ info, store, locale, t }: ProductPageProps) {
  const id = info.filters.productId;
  if (id === undefined) notFound();
  // /init is the layout's, cached for the request: asking costs nothing. The signed-in shopper
  // is known in the browser only (issue 20): this HTML is every shopper's.
  const [page, associated, reviews, init] = await Promise.all([
    loadProductPage(store, locale, id),
    // Related products and reviews are a bonus: the page stands without them.
    serverApi(store.id, locale)
      .associatedProducts(id)
      .then(
        (answer) => answer.products,
        () => [],
      ),
    loadProductReviews(store, locale, id),
    getInit(store.id, locale),
  ]);
  return (
    <ProductView
      info={info}
      page={page}
      associated={associated}
      reviews={reviews}
      freeShippingAmount={init.freeShippingAmount.freeShipping}
      store={store}
      locale={locale}
      t={t}
    />
  );
}
