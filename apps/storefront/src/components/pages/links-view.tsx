import type { TPageInfo } from '@shop/api-client';
import { groupByInitial } from '@shop/domain/alphabet';
import type { Locale } from '@shop/domain/locales';
import type { Store } from '@shop/domain/stores';
import type { Translate } from '../../server/i18n';
import { PageHeader } from './page-header';
import styles from './links-view.module.css';

/**
 * The brands and artists indexes: every entry the page info lists, alphabetically, grouped by
 * initial with a letter bar to jump to a group.
 */
export function LinksView({
  info,
  store,
  locale,
  t,
}: {
  info: TPageInfo;
  store: Store;
  locale: Locale;
  t: Translate;
}) {
  const groups = groupByInitial(info.bubbles, locale);
  const anchor = (letter: string) => `letter-${letter === '#' ? 'other' : letter}`;
  return (
    <section className={`page-width ${styles.page}`} data-testid={`${info.type}-index`}>
      <PageHeader title={info.title} crumbs={info.breadcrumb.parts} store={store} t={t}>
        <p className={styles.lead}>{info.seo.description}</p>
      </PageHeader>
      {groups.length > 1 && (
        <nav className={styles.letters} aria-label={t('listing.letters')}>
          <ul>
            {groups.map((group) => (
              <li key={group.letter}>
                <a href={`#${anchor(group.letter)}`}>{group.letter}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className={styles.groups}>
        {groups.map((group) => (
          <section key={group.letter} id={anchor(group.letter)} className={styles.group}>
            <h2 className={styles.letter}>{group.letter}</h2>
            <ul className={styles.links}>
              {group.items.map((item) => (
                <li key={item.url}>
                  <a href={item.url}>{item.label}</a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}
