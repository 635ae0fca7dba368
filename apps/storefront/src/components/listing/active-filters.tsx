import { clearAllFilters, clearFacet, toggleFacetValue } from '@shop/domain/listing-state';
import type { ListFacet, ListingState } from '@shop/domain/listing-url';
import { CloseIcon } from '@shop/ui';
import Link from 'next/link';
import type { Translate } from '../../server/i18n';
import { listingHref } from './listing-links';
import styles from './listing.module.css';

/** The chosen values as removable chips, and a link clearing them all. */
export function ActiveFilters({
  state,
  basePath,
  t,
}: {
  state: ListingState;
  basePath: string;
  t: Translate;
}) {
  const chips = [
    ...Object.entries(state.filters).flatMap(([facet, values]) =>
      (values ?? []).map((value) => ({
        key: `${facet}:${value}`,
        text: value,
        href: listingHref(basePath, toggleFacetValue(state, facet as ListFacet, value)),
      })),
    ),
    ...(['prices', 'promotions'] as const).flatMap((facet) => {
      const range = state.ranges[facet];
      if (!range) return [];
      const text =
        facet === 'prices'
          ? t('facets.priceFrom', { min: range.min, max: range.max })
          : t('facets.percentFrom', { min: range.min, max: range.max });
      return [{ key: facet, text, href: listingHref(basePath, clearFacet(state, facet)) }];
    }),
  ];
  if (chips.length === 0) return null;
  return (
    <div className={styles.active} data-testid="active-filters">
      <h2 className="ui-visually-hidden">{t('listing.activeFilters')}</h2>
      <ul className={styles.activeList}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              className={styles.activeChip}
              href={chip.href}
              rel="nofollow"
              prefetch={false}
              scroll={false}
              aria-label={t('listing.removeFilter', { value: chip.text })}
            >
              {chip.text}
              <CloseIcon size={14} aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
      <Link
        className={styles.clearAll}
        href={listingHref(basePath, clearAllFilters(state))}
        rel="nofollow"
        prefetch={false}
        scroll={false}
        data-testid="clear-all"
      >
        {t('listing.clearAll')}
      </Link>
    </div>
  );
}
