import type { TPageInfo } from '@shop/api-client';
import type { Store } from '@shop/domain/stores';
import type { Translate } from '../../lib/i18n';
import { PageHeader } from './page-header';
import styles from './pages.module.css';

/** The brands and artists indexes: their heading and the links the page info suggests. */
export function LinksView({ info, store, t }: { info: TPageInfo; store: Store; t: Translate }) {
  return (
    <section className={`page-width ${styles.page}`}>
      <PageHeader title={info.title} crumbs={info.breadcrumb.parts} store={store} t={t}>
        <p className={styles.lead}>{info.seo.description}</p>
      </PageHeader>
      <ul className={styles.bubbles}>
        {info.bubbles.map((bubble) => (
          <li key={bubble.url}>
            <a href={bubble.url}>{bubble.label}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
