import type { TMenuEntry } from '@shop/api-client';
import { localizePath, type Locale } from '@shop/domain/locales';
import type { Store } from '@shop/domain/stores';
import { GlobeIcon, UserIcon } from '@shop/ui';
import type { Translate } from '../../lib/i18n';
import { BasketLink } from './basket-link';
import styles from './site-header.module.css';

interface SiteHeaderProps {
  store: Store;
  stores: Store[];
  locale: Locale;
  menu: TMenuEntry[];
  t: Translate;
}

export function SiteHeader({ store, stores, locale, menu, t }: SiteHeaderProps) {
  const href = (path: string) => localizePath(path, locale, store.defaultLocale);
  return (
    <header className={styles.header}>
      <div className={`page-width ${styles.bar}`}>
        <a className={styles.logo} href={href('/')} aria-label={t('header.home')}>
          MAISON<span>RUE</span>
        </a>
        <nav className={styles.nav} aria-label={t('header.mainNav')}>
          <ul>
            {menu.map((entry) => (
              <li key={`${entry.type}-${entry.name}`}>
                <a href={href(entry.url.path)}>{entry.name}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.tools}>
          <details className={styles.country}>
            <summary aria-label={t('header.country')}>
              <GlobeIcon />
              <span>{store.id.toUpperCase()}</span>
            </summary>
            <ul>
              {stores.map((other) => (
                <li key={other.id}>
                  <a
                    href={other.baseUrl}
                    hrefLang={other.defaultLocale}
                    aria-current={other.id === store.id ? 'true' : undefined}
                  >
                    <img src={other.pictureFlagUrl} alt="" width={20} height={14} />
                    {other.displayName}
                  </a>
                </li>
              ))}
            </ul>
          </details>
          <a className={styles.icon} href={href('/account')} aria-label={t('header.account')}>
            <UserIcon />
          </a>
          <BasketLink
            href={href('/checkout/basket')}
            labels={{ one: t('header.basketCount_one'), other: t('header.basketCount_other') }}
          />
        </div>
      </div>
    </header>
  );
}
