import type { TFooter } from '@shop/api-client';
import { localizeLink, type Locale } from '@shop/domain/locales';
import { formatPrice } from '@shop/domain/money';
import type { Store } from '@shop/domain/stores';
import { LockIcon, ReturnIcon, ShieldIcon, TruckIcon } from '@shop/ui';
import type { Translate } from '../../server/i18n';
import { CookieSettingsButton } from '../consent/consent-banner';
import { AppStoreLinks } from './app-store-links';
import { NewsletterForm } from './newsletter-form';
import styles from './site-footer.module.css';

interface SiteFooterProps {
  store: Store;
  locale: Locale;
  footer: TFooter;
  freeShipping: number;
  t: Translate;
}

const SOCIAL_LABELS = {
  instagram: 'footer.instagram',
  tiktok: 'footer.tiktok',
  facebook: 'footer.facebook',
  youtube: 'footer.youtube',
} as const;

export function SiteFooter({ store, locale, footer, freeShipping, t }: SiteFooterProps) {
  const reassurance = [
    { icon: <ReturnIcon />, text: t('footer.refund') },
    { icon: <TruckIcon />, text: t('footer.delivery') },
    {
      icon: <ShieldIcon />,
      text: t('footer.freeDelivery', { amount: formatPrice(freeShipping, locale) }),
    },
    { icon: <LockIcon />, text: t('footer.payment') },
  ];
  const appStore = (name: string) => ({ name, scan: t('footer.scanQr', { store: name }) });
  return (
    <footer className={styles.footer}>
      <div className={`page-width ${styles.newsletterRow}`}>
        <NewsletterForm
          store={store.id}
          locale={locale}
          labels={{
            title: t('newsletter.title'),
            text: t('newsletter.text'),
            email: t('newsletter.email'),
            submit: t('newsletter.submit'),
            sending: t('newsletter.sending'),
            successTitle: t('newsletter.successTitle'),
            successText: t('newsletter.successText'),
            errorTitle: t('newsletter.errorTitle'),
            errorText: t('newsletter.errorText'),
            close: t('newsletter.close'),
          }}
        />
      </div>
      <ul className={`page-width ${styles.reassurance}`}>
        {reassurance.map((point) => (
          <li key={point.text}>
            {point.icon}
            <span>{point.text}</span>
          </li>
        ))}
      </ul>
      <div className={`page-width ${styles.columns}`}>
        {footer.sitemap.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2>{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.url}>
                  <a href={localizeLink(link.url, locale, store.defaultLocale)}>{link.label}</a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div>
          <h2>{t('footer.followUs')}</h2>
          <ul className={styles.social}>
            {footer.social.map((link) => (
              <li key={link.network}>
                <a href={link.url} rel="noopener" target="_blank">
                  {t(SOCIAL_LABELS[link.network])}
                </a>
              </li>
            ))}
          </ul>
          {footer.appStores.length > 0 && (
            <>
              <h2>{t('footer.downloadApp')}</h2>
              <AppStoreLinks
                apps={footer.appStores}
                labels={{
                  apple: appStore(t('footer.appStore')),
                  google: appStore(t('footer.googlePlay')),
                }}
              />
            </>
          )}
        </div>
      </div>
      <div className={`page-width ${styles.legal}`}>
        <CookieSettingsButton label={t('footer.cookieSettings')} />
      </div>
      <p className={`page-width ${styles.legal}`}>
        © {new Date().getFullYear()} {t('meta.siteName')} {store.displayName} · {t('footer.legal')}
      </p>
    </footer>
  );
}
