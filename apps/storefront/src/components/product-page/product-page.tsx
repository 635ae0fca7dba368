import type { TPageInfo } from '@shop/api-client';
import type { Locale } from '@shop/domain/locales';
import type { Store } from '@shop/domain/stores';
import { notFound } from 'next/navigation';
import { getInit, serverApi } from '../../server/api';
import type { Translate } from '../../server/i18n';
import { loadProductPage, loadProductReviews } from '../../server/product-page';
import { currentShopper } from '../../server/shopper';
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
  // The shopper and /init are the layout's, cached for the request: asking costs nothing.
  const [page, associated, reviews, shopper, init] = await Promise.all([
    loadProductPage(store, locale, id),
    // Related products and reviews are a bonus: the page stands without them.
    serverApi(store.id, locale)
      .associatedProducts(id)
      .then(
        (answer) => answer.products,
        () => [],
      ),
    loadProductReviews(store, locale, id),
    currentShopper(store.id, locale),
    getInit(store.id, locale),
  ]);
  return (
    <ProductView
      info={info}
      page={page}
      associated={associated}
      reviews={reviews}
      customer={shopper.user && { id: shopper.user.id, email: shopper.user.email }}
      signedIn={shopper.hasSession}
      freeShippingAmount={init.freeShippingAmount.freeShipping}
      store={store}
      locale={locale}
      t={t}
    />
  );
}
