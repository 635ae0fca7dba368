import { pageLinks, withPage } from '@shop/domain/listing-state';
import type { ListingState } from '@shop/domain/listing-url';
import { ChevronLeftIcon, ChevronRightIcon } from '@shop/ui';
import Link from 'next/link';
import type { Translate } from '../../server/i18n';
import { listingHref } from './listing-links';
import styles from './pagination.module.css';

/** Previous, numbered and next pages as links (page n+1 in the URL, none for the first). */
export function Pagination({
  state,
  pageCount,
  basePath,
  t,
}: {
  state: ListingState;
  pageCount: number;
  basePath: string;
  t: Translate;
}) {
  const links = pageLinks(state.page, pageCount);
  if (links.length === 0) return null;
  const href = (page: number) => listingHref(basePath, withPage(state, page));
  const previous = state.page > 0 ? href(state.page - 1) : null;
  const next = state.page < pageCount - 1 ? href(state.page + 1) : null;
  return (
    <nav className={styles.pagination} aria-label={t('listing.pagination')}>
      {previous ? (
        <Link
          className={styles.pageStep}
          href={previous}
          rel="prev"
          aria-label={t('listing.previous')}
        >
          <ChevronLeftIcon size={20} aria-hidden="true" />
        </Link>
      ) : (
        <span className={styles.pageStep} aria-hidden="true">
          <ChevronLeftIcon size={20} />
        </span>
      )}
      <ol className={styles.pages}>
        {links.map((page, index) =>
          page === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                className={styles.page}
                href={href(page)}
                aria-current={page === state.page ? 'page' : undefined}
                aria-label={t('listing.pageNumber', { page: page + 1 })}
              >
                {page + 1}
              </Link>
            </li>
          ),
        )}
      </ol>
      {next ? (
        <Link className={styles.pageStep} href={next} rel="next" aria-label={t('listing.next')}>
          <ChevronRightIcon size={20} aria-hidden="true" />
        </Link>
      ) : (
        <span className={styles.pageStep} aria-hidden="true">
          <ChevronRightIcon size={20} />
        </span>
      )}
    </nav>
  );
}
