import type { TPageInfo } from '@shop/api-client';
import type { Locale } from '@shop/domain/locales';
import type { Store } from '@shop/domain/stores';
import { notFound } from 'next/navigation';
import { serverApi } from '../../lib/api';
import type { Translate } from '../../lib/i18n';
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
  const api = serverApi(store.id, locale);
  const [page, associated] = await Promise.all([
    api.product(id).catch((error: { status?: number }) => {
      if (error.status === 404) notFound();
      console.error('Unable to fetch product informations', error);
      throw error;
    }),
    // Related products are a bonus: the page stands without them.
    api.associatedProducts(id).then(
      (answer) => answer.products,
      () => [],
    ),
  ]);
  return (
    <ProductView
      info={info}
      page={page}
      associated={associated}
      store={store}
      locale={locale}
      t={t}
    />
  );
}
