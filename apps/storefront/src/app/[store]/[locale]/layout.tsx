import '@fontsource-variable/inter';
import '@shop/ui/styles.css';
import '../../globals.css';
import { deviceFromUserAgent } from '@shop/domain/device';
import { localizePath, splitLocalePrefix } from '@shop/domain/locales';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { BrowserSupportModal } from '../../../components/notices/browser-support-modal';
import { LowStockToast } from '../../../components/notices/low-stock-toast';
import { ErrorTextsProvider } from '../../../components/error-texts';
import { ConsentBanner } from '../../../components/consent/consent-banner';
import { SiteFooter } from '../../../components/site-footer/site-footer';
import { SiteHeader } from '../../../components/site-header/site-header';
import { getInit } from '../../../lib/api';
import { getTranslator } from '../../../lib/i18n';
import { pageContext, type PageParams } from '../../../lib/request';
import { stores } from '../../../lib/stores';

export const metadata: Metadata = { icons: { icon: '/favicon.svg' } };

export default async function StoreLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<PageParams>;
}) {
  const { store, locale } = await pageContext(params);
  const requestHeaders = await headers();
  const device = deviceFromUserAgent(requestHeaders.get('user-agent'));
  const path = splitLocalePrefix(requestHeaders.get('x-shop-path') ?? '/').rest;
  const [init, t] = [await getInit(store.id, locale), getTranslator(locale)];

  return (
    <html lang={locale}>
      <body>
        <a className="skip-link" href="#main">
          {t('header.skipToContent')}
        </a>
        <SiteHeader
          store={store}
          stores={stores}
          locale={locale}
          device={device}
          path={path}
          menu={init.menu}
          t={t}
        />
        <main id="main">
          <ErrorTextsProvider
            texts={{
              title: t('errors.errorTitle'),
              message: t('errors.errorMessage'),
              retry: t('errors.retry'),
            }}
          >
            {children}
          </ErrorTextsProvider>
        </main>
        <LowStockToast
          basketHref={localizePath('/checkout/basket', locale, store.defaultLocale)}
          labels={{
            titleOne: t('toast.lowStockTitle_one'),
            titleOther: t('toast.lowStockTitle_other', { count: '{{count}}' }),
            message: t('toast.lowStockMessage', { name: '{{name}}', size: '{{size}}' }),
            close: t('toast.close'),
          }}
        />
        <BrowserSupportModal
          labels={{
            storageTitle: t('modals.storageTitle'),
            storageText: t('modals.storageText'),
            cookiesTitle: t('modals.cookiesTitle'),
            cookiesText: t('modals.cookiesText'),
            understood: t('modals.understood'),
          }}
        />
        <ConsentBanner
          labels={{
            title: t('consent.title'),
            text: t('consent.text'),
            accept: t('consent.accept'),
            decline: t('consent.decline'),
            settings: t('consent.settings'),
            analytics: t('consent.analytics'),
            analyticsHint: t('consent.analyticsHint'),
            marketing: t('consent.marketing'),
            marketingHint: t('consent.marketingHint'),
            save: t('consent.save'),
          }}
        />
        <SiteFooter
          store={store}
          locale={locale}
          footer={init.footer}
          freeShipping={init.freeShippingAmount.freeShipping}
          t={t}
        />
      </body>
    </html>
  );
}
