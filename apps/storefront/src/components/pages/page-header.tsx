import type { TLabelledLink } from '@shop/api-client';
import { Breadcrumb } from '@shop/ui';
import type { Store } from '@shop/domain/stores';
import type { Translate } from '../../server/i18n';
import { breadcrumbJsonLd } from '../../seo/seo';
import { JsonLd } from './json-ld';
import styles from './pages.module.css';

interface PageHeaderProps {
  title: string;
  crumbs: TLabelledLink[];
  store: Store;
  t: Translate;
  /** Shown under the title: a count, a description. */
  children?: React.ReactNode;
}

/** Breadcrumb (and its schema.org twin) and the page heading of every content page. */
export function PageHeader({ title, crumbs, store, t, children }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <Breadcrumb parts={crumbs} label={t('page.breadcrumb')} />
      <JsonLd data={breadcrumbJsonLd(crumbs, store.baseUrl)} />
      <h1 className={styles.title}>{title}</h1>
      {children}
    </header>
  );
}
