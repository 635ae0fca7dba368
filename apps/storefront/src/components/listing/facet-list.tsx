'use client';

import type { FacetGroup } from '@shop/domain/listing-facets';
import { clearFacet, toggleFacetValue } from '@shop/domain/listing-state';
import type { ListingState } from '@shop/domain/listing-url';
import { interpolate } from '@shop/i18n/interpolate';
import { useSoftLinks } from '../../browser/soft-links';
import { listingHref } from './listing-links';
import styles from './facets.module.css';
import listingStyles from './listing.module.css';

export interface FacetListTexts {
  /** Each facet's name. */
  labels: Partial<Record<FacetGroup['facet'], string>>;
  /** "Effacer le filtre {{facet}}" with the placeholder left in. */
  clearFacet: string;
}

interface FacetListProps {
  groups: FacetGroup[];
  state: ListingState;
  basePath: string;
  texts: FacetListTexts;
}

/** Facets whose values read best as chips (short labels) rather than as a list. */
const CHIP_FACETS = new Set(['sizes']);

/**
 * Every facet value is a real link to the listing with that value toggled, so filtered
 * listings stay crawlable and work without scripts; `nofollow` keeps robots off the
 * combinations. Dropdowns are left uncontrolled so one stays open across client navigations.
 * Rendered from the facets' values and counts (the links are worked out here too): a listing's
 * hundreds of values cross to the browser as data, not as rendered links, and are plain links
 * that one handler per facet sends through the router.
 */
export function FacetList({ groups, state, basePath, texts }: FacetListProps) {
  const followSoftly = useSoftLinks();
  return (
    <>
      {groups.map((group) => {
        const selected = group.values.filter((value) => value.selected).length;
        const label = texts.labels[group.facet] ?? group.facet;
        return (
          <details
            key={group.facet}
            className={styles.facet}
            data-facet={group.facet}
            onClick={followSoftly}
          >
            <summary className={styles.facetSummary}>
              <span>{label}</span>
              {selected > 0 && <span className={listingStyles.badge}>{selected}</span>}
            </summary>
            {selected > 0 && (
              <a
                className={styles.facetClear}
                href={listingHref(basePath, clearFacet(state, group.facet))}
                rel="nofollow"
              >
                {interpolate(texts.clearFacet, { facet: label })}
              </a>
            )}
            <ul className={CHIP_FACETS.has(group.facet) ? styles.chips : styles.values}>
              {group.values.map((value) => (
                <li key={value.value}>
                  <a
                    href={listingHref(basePath, toggleFacetValue(state, group.facet, value.value))}
                    rel="nofollow"
                    className={styles.value}
                    aria-current={value.selected ? 'true' : undefined}
                    data-value={value.value}
                  >
                    <span className={styles.check} aria-hidden="true" />
                    <span className={styles.valueText}>{value.value}</span>
                    <span className={styles.count}>{value.count}</span>
                  </a>
                </li>
              ))}
            </ul>
          </details>
        );
      })}
    </>
  );
}
