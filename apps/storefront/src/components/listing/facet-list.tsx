import type { FacetGroup } from '@shop/domain/listing-facets';
import { clearFacet, toggleFacetValue } from '@shop/domain/listing-state';
import type { ListingState } from '@shop/domain/listing-url';
import Link from 'next/link';
import type { Translate } from '../../server/i18n';
import { facetLabel, listingHref } from './listing-links';
import styles from './facets.module.css';
import listingStyles from './listing.module.css';

interface FacetListProps {
  groups: FacetGroup[];
  state: ListingState;
  basePath: string;
  t: Translate;
}

/** Facets whose values read best as chips (short labels) rather than as a list. */
const CHIP_FACETS = new Set(['sizes']);

/**
 * Every facet value is a real link to the listing with that value toggled, so filtered
 * listings stay crawlable and work without scripts; `nofollow` keeps robots off the
 * combinations. Dropdowns are left uncontrolled so one stays open across client navigations.
 */
export function FacetList({ groups, state, basePath, t }: FacetListProps) {
  return (
    <>
      {groups.map((group) => {
        const selected = group.values.filter((value) => value.selected).length;
        const label = facetLabel(group.facet, t);
        return (
          <details key={group.facet} className={styles.facet} data-facet={group.facet}>
            <summary className={styles.facetSummary}>
              <span>{label}</span>
              {selected > 0 && <span className={listingStyles.badge}>{selected}</span>}
            </summary>
            {selected > 0 && (
              <Link
                className={styles.facetClear}
                href={listingHref(basePath, clearFacet(state, group.facet))}
                rel="nofollow"
                prefetch={false}
                scroll={false}
              >
                {t('listing.clearFacet', { facet: label })}
              </Link>
            )}
            <ul className={CHIP_FACETS.has(group.facet) ? styles.chips : styles.values}>
              {group.values.map((value) => (
                <li key={value.value}>
                  <Link
                    href={listingHref(basePath, toggleFacetValue(state, group.facet, value.value))}
                    rel="nofollow"
                    prefetch={false}
                    scroll={false}
                    className={styles.value}
                    aria-current={value.selected ? 'true' : undefined}
                    data-value={value.value}
                  >
                    <span className={styles.check} aria-hidden="true" />
                    <span className={styles.valueText}>{value.value}</span>
                    <span className={styles.count}>{value.count}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </details>
        );
      })}
    </>
  );
}
