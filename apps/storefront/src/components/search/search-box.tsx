'use client';

import { localizePath, type Locale } from '@shop/domain/locales';
import { querySuggestion, searchSubmitTarget, type Suggestion } from '@shop/domain/search-box';
import { interpolate } from '@shop/i18n/interpolate';
import { CloseIcon, IconButton, SearchIcon } from '@shop/ui';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { BrowserSearchConfig } from '../../server/search';
import { Highlight } from './highlight';
import { readRecent, recentEntry, remember } from './recent-searches';
import { SearchProductOption } from './search-product-option';
import styles from './search.module.css';
import { useSearchResults, type SearchIndexes } from './use-search-results';
import { nextActiveOption } from './active-option';

export interface SearchBoxLabels {
  label: string;
  placeholder: string;
  open: string;
  close: string;
  submit: string;
  recent: string;
  suggestions: string;
  products: string;
  /** "{{count}} produits" and "Voir tous les résultats pour « {{query}} »", filled live. */
  productsCount: string;
  seeAll: string;
  noSuggestion: string;
  priceNow: string;
  priceBefore: string;
}

interface SearchBoxProps {
  config: BrowserSearchConfig;
  indexes: SearchIndexes;
  locale: Locale;
  defaultLocale: Locale;
  /** Lower-case country key of the store's prices. */
  priceKey: string;
  labels: SearchBoxLabels;
}

/**
 * The header search (sections 4 and 5): a field on desktop, a button opening a full-screen
 * search on mobile. Focused and empty it lists recent searches; typing shows suggestions and
 * 15 products; scrolling the page down closes the list and blurs the field.
 */
export function SearchBox({
  config,
  indexes,
  locale,
  defaultLocale,
  priceKey,
  labels,
}: SearchBoxProps) {
  const [query, setQuery] = useState('');
  const [focused, setFocused] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const [recent, setRecent] = useState<Suggestion[]>([]);
  // The option the arrow keys reached (combobox pattern): focus stays in the field.
  const [active, setActive] = useState(-1);
  // Escape hides the list until the shopper types again.
  const [dismissed, setDismissed] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const results = useSearchResults(
    config,
    indexes,
    { locale, defaultLocale, priceKey },
    query,
    focused,
  );
  const href = (path: string) => localizePath(path, locale, defaultLocale);

  useEffect(() => {
    if (focused) setRecent(readRecent());
  }, [focused]);

  useEffect(() => {
    if (!focused) return;
    let lastY = window.scrollY;
    const onScroll = () => {
      // Only a page scroll downwards closes: the full-screen mobile search scrolls itself.
      if (window.scrollY > lastY && !expanded) {
        setFocused(false);
        inputRef.current?.blur();
      }
      lastY = window.scrollY;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [focused, expanded]);

  useEffect(() => {
    if (expanded) inputRef.current?.focus();
  }, [expanded]);

  const close = () => {
    setFocused(false);
    setExpanded(false);
    inputRef.current?.blur();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const target = searchSubmitTarget(query, results?.suggestions ?? []);
    if (target === null) {
      inputRef.current?.focus();
      return;
    }
    const picked = results?.suggestions.find((one) => one.url === target);
    if (picked) remember(recentEntry(picked));
    else {
      const entry = querySuggestion(query);
      remember({ ...entry, url: href(entry.url) });
    }
    window.location.assign(picked ? target : href(target));
  };

  const hasList = focused && (query.trim() ? results !== null : recent.length > 0);
  const showPanel = hasList && !dismissed;
  const optionId = (index: number) => `${panelId}-option-${index}`;
  // Options are counted in reading order: recent searches, or suggestions then products. A list
  // that Escape hid still counts: ArrowDown brings it back.
  const optionCount = !hasList
    ? 0
    : query.trim()
      ? (results?.suggestions.length ?? 0) + (results?.products.length ?? 0)
      : recent.length;
  const activeIndex = showPanel && active < optionCount ? active : -1;
  let nextOption = 0;
  const option = () => {
    const index = nextOption++;
    return {
      id: optionId(index),
      role: 'option',
      'aria-selected': index === activeIndex,
      tabIndex: -1,
    } as const;
  };

  useEffect(() => {
    if (activeIndex < 0) return;
    document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex]);

  const onFieldKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (dismissed) setDismissed(false);
      setActive(nextActiveOption(activeIndex, optionCount, event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Enter' && activeIndex >= 0) {
      // The option's own click: the recent-search memory and the navigation stay in one place.
      event.preventDefault();
      document.getElementById(optionId(activeIndex))?.click();
    } else if (event.key === 'Escape' && !expanded && showPanel) {
      // The field keeps the focus and the query (a search field clears itself on Escape); the
      // list goes away. The full-screen search closes instead.
      event.preventDefault();
      event.stopPropagation();
      setDismissed(true);
      setActive(-1);
    }
  };

  return (
    <div
      ref={rootRef}
      className={`${styles.root} ${expanded ? styles.expanded : ''}`}
      data-testid="header-search"
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={(event) => event.key === 'Escape' && close()}
    >
      <IconButton
        className={styles.openButton}
        label={labels.open}
        icon={<SearchIcon />}
        onClick={() => setExpanded(true)}
        data-testid="open-search"
      />
      <form className={styles.form} role="search" onSubmit={submit}>
        <label className="ui-visually-hidden" htmlFor={`${panelId}-input`}>
          {labels.label}
        </label>
        <input
          ref={inputRef}
          id={`${panelId}-input`}
          className={styles.input}
          type="search"
          name="q"
          autoComplete="off"
          enterKeyHint="search"
          placeholder={labels.placeholder}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(-1);
            setDismissed(false);
          }}
          onKeyDown={onFieldKeyDown}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showPanel}
          aria-controls={panelId}
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        />
        <button type="submit" className={styles.submit} aria-label={labels.submit}>
          <SearchIcon size={20} aria-hidden="true" />
        </button>
        {expanded && <IconButton label={labels.close} icon={<CloseIcon />} onClick={close} />}
      </form>
      <div id={panelId} className={styles.panel} hidden={!showPanel} data-testid="search-panel">
        {showPanel && !query.trim() && (
          <section aria-label={labels.recent}>
            <h2 className={styles.heading}>{labels.recent}</h2>
            <ul
              className={styles.list}
              role="listbox"
              aria-label={labels.recent}
              data-testid="recent-searches"
            >
              {recent.map((entry) => (
                <li key={entry.objectID} role="none">
                  <a href={entry.url} {...option()}>
                    {entry.text}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
        {showPanel && results && (
          <div className={styles.live}>
            <section aria-label={labels.suggestions}>
              <h2 className={styles.heading}>{labels.suggestions}</h2>
              {results.suggestions.length === 0 ? (
                <p className={styles.none}>{labels.noSuggestion}</p>
              ) : (
                <ul
                  className={styles.list}
                  role="listbox"
                  aria-label={labels.suggestions}
                  data-testid="suggestions"
                >
                  {results.suggestions.map((suggestion) => (
                    <li key={suggestion.objectID} role="none">
                      <a
                        href={suggestion.url}
                        {...option()}
                        onClick={() => remember(recentEntry(suggestion))}
                      >
                        <span>
                          <Highlight text={suggestion.text} query={results.query} />
                        </span>
                        <span className={styles.meta}>
                          {interpolate(labels.productsCount, { count: suggestion.productsNumber })}
                        </span>
                      </a>
                    </li>
                  ))}
                </ul>
              )}
              <a className={styles.seeAll} href={href(querySuggestion(results.query).url)}>
                {interpolate(labels.seeAll, { query: results.query })}
              </a>
            </section>
            {results.products.length > 0 && (
              <section aria-label={labels.products}>
                <h2 className={styles.heading}>{labels.products}</h2>
                <ul
                  className={styles.products}
                  role="listbox"
                  aria-label={labels.products}
                  data-testid="search-products"
                >
                  {results.products.map((hit) => (
                    <SearchProductOption
                      key={hit.objectID}
                      hit={hit}
                      query={results.query}
                      locale={locale}
                      defaultLocale={defaultLocale}
                      priceKey={priceKey}
                      optionProps={option()}
                      labels={labels}
                    />
                  ))}
                </ul>
              </section>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
