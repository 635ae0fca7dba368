'use client';

import { setRange } from '@shop/domain/listing-state';
import type { ListingState, NumericRange, RangeFacet } from '@shop/domain/listing-url';
import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { listingHref, PAGE_SIZE_COOKIE } from './listing-links';
import { usePendingNavigation } from '../runtime/navigation-skeleton';
import facetStyles from './facets.module.css';
import styles from './listing.module.css';

interface Option {
  value: string;
  label: string;
  href: string;
}

/** Sort options: each one is the URL of the sorted listing (built on the server). */
export function SortSelect({
  label,
  value,
  options,
}: {
  label: string;
  value: string;
  options: Option[];
}) {
  const router = useRouter();
  const id = useId();
  return (
    <div className={styles.control}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        data-testid="sort"
        onChange={(event) => {
          const option = options.find((one) => one.value === event.target.value);
          if (!option) return;
          usePendingNavigation.getState().start(new URL(option.href, window.location.href));
          router.push(option.href, { scroll: false });
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

const YEAR_SECONDS = 31_536_000;

/** Products per page: a preference for every listing, kept in a cookie; back to page one. */
export function PageSizeSelect({
  label,
  value,
  sizes,
  firstPageHref,
}: {
  label: string;
  value: number;
  sizes: readonly number[];
  firstPageHref: string;
}) {
  const id = useId();
  return (
    <div className={styles.control}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        data-testid="page-size"
        onChange={(event) => {
          document.cookie = `${PAGE_SIZE_COOKIE}=${event.target.value}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
          // The server reads the cookie, so the page is asked again rather than patched.
          window.location.assign(firstPageHref);
        }}
      >
        {sizes.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </div>
  );
}

interface RangeFilterProps {
  facet: RangeFacet;
  title: string;
  unit: string;
  bounds: NumericRange;
  state: ListingState;
  basePath: string;
  labels: { min: string; max: string; apply: string };
}

/** Min and max of a price or discount range; applying it goes to page one of the new URL. */
export function RangeFilter({
  facet,
  title,
  unit,
  bounds,
  state,
  basePath,
  labels,
}: RangeFilterProps) {
  const router = useRouter();
  const current = state.ranges[facet];
  const [min, setMin] = useState(String(current?.min ?? bounds.min));
  const [max, setMax] = useState(String(current?.max ?? bounds.max));
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const range = { min: Number(min), max: Number(max) };
    if (!Number.isFinite(range.min) || !Number.isFinite(range.max)) return;
    const whole = range.min <= bounds.min && range.max >= bounds.max;
    const href = listingHref(basePath, setRange(state, facet, whole ? null : range));
    usePendingNavigation.getState().start(new URL(href, window.location.href));
    router.push(href, { scroll: false });
  };
  return (
    <details className={facetStyles.facet} data-facet={facet}>
      <summary className={facetStyles.facetSummary}>
        <span>{title}</span>
        {current && <span className={styles.badge}>1</span>}
      </summary>
      <form className={facetStyles.range} onSubmit={submit}>
        <label htmlFor={`${id}-min`}>
          {labels.min} ({unit})
        </label>
        <input
          id={`${id}-min`}
          type="number"
          inputMode="decimal"
          min={bounds.min}
          max={bounds.max}
          value={min}
          onChange={(event) => setMin(event.target.value)}
        />
        <label htmlFor={`${id}-max`}>
          {labels.max} ({unit})
        </label>
        <input
          id={`${id}-max`}
          type="number"
          inputMode="decimal"
          min={bounds.min}
          max={bounds.max}
          value={max}
          onChange={(event) => setMax(event.target.value)}
        />
        <button type="submit" className={styles.secondary}>
          {labels.apply}
        </button>
      </form>
    </details>
  );
}
