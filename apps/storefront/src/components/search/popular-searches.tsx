import type { Locale } from '@shop/domain/locales';
import type { Store } from '@shop/domain/stores';
import type { Translate } from '../../server/i18n';
import { popularSuggestions } from '../../server/search';
import styles from './search.module.css';

const POPULAR_COUNT = 8;

/** A search without results: the query named, and the suggestions with the most products. */
export async function PopularSearches({
  store,
  locale,
  query,
  t,
}: {
  store: Store;
  locale: Locale;
  query: string;
  t: Translate;
}) {
  // A failing search service must not take the page down with it: the text alone still helps.
  const suggestions = await popularSuggestions(store, POPULAR_COUNT).catch(() => []);
  const links = suggestions.flatMap((hit) => {
    const text = (hit.text as Record<string, string> | undefined)?.[locale];
    const url = (hit.urls as Record<string, string> | undefined)?.[locale];
    return text && url ? [{ id: String(hit.objectID), text, url }] : [];
  });
  return (
    <div className={styles.noResults} data-testid="search-no-results">
      <h2>{t('search.noResults', { query })}</h2>
      <p>{t('search.noResultsHint')}</p>
      {links.length > 0 && (
        <nav aria-label={t('search.popular')}>
          <ul className={styles.popular}>
            {links.map((link) => (
              <li key={link.id}>
                <a href={link.url}>{link.text}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
