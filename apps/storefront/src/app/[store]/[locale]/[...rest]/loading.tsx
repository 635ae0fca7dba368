import { ProductGrid, ProductThumbnailSkeleton } from '@shop/ui';
import { headers } from 'next/headers';
import { SkeletonTimeout } from '../../../../components/runtime/skeleton-timeout';
import styles from '../../../../components/pages/pages.module.css';
import { getTranslator } from '../../../../lib/i18n';
import { requestStoreAndLocale } from '../../../../lib/host-store';

const SKELETON_CARDS = 12;

/**
 * Listing and product skeletons (storefront section 2) while a parsed page is on its way;
 * the page type comes from the proxy's parse call.
 */
export default async function Loading() {
  const { locale } = await requestStoreAndLocale();
  const t = getTranslator(locale);
  const product = (await headers()).get('x-shop-page-type') === 'product';
  return (
    <section
      className={`page-width ${styles.page}`}
      aria-busy="true"
      aria-label={t('loading.label')}
    >
      <SkeletonTimeout labels={{ slow: t('loading.slow'), reload: t('loading.reload') }} />
      <ProductGrid>
        {Array.from({ length: product ? 2 : SKELETON_CARDS }, (_, index) => (
          <ProductThumbnailSkeleton key={index} withSizes />
        ))}
      </ProductGrid>
    </section>
  );
}
