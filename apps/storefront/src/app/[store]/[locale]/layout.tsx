import '@shop/ui/styles.css';
import '../../globals.css';
import type { TTemplate } from '@shop/api-client';
import { appPlatform } from '@shop/domain/app-banner';
import { localizeLink, localizePath, splitLocalePrefix, type Locale } from '@shop/domain/locales';
import { OUTLET_WORD } from '@shop/domain/routes';
import { trackingPageType } from '@shop/domain/tracking';
import type { Store } from '@shop/domain/stores';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { Suspense, type ReactNode } from 'react';
import { BrowserSupportModal } from '../../../components/notices/browser-support-modal';
import { LowStockToast } from '../../../components/notices/low-stock-toast';
import { LeaveCheckout } from '../../../components/shopper/leave-checkout';
import { ToastRegion } from '../../../components/toasts/toast-region';
import { ErrorTextsProvider } from '../../../components/error-texts';
import { ConsentBanner } from '../../../components/consent/consent-banner';
import { SiteFooter } from '../../../components/site-footer/site-footer';
import { SiteHeader } from '../../../components/site-header/site-header';
import { AppBanner } from '../../../components/banners/app-banner';
import { SaleBanner } from '../../../components/banners/sale-banner';
import { SeasonalBanner } from '../../../components/banners/seasonal-banner';
import { DegradedMark } from '../../../components/degraded-mark';
import { HeaderBanner } from '../../../components/banners/header-banner';
import { ChunkReload } from '../../../components/runtime/chunk-reload';
import { FirstViewFont } from '../../../components/runtime/first-view-font';
import { InteractiveMark } from '../../../components/runtime/interactive-mark';
import { IdleLinkPrefetch } from '../../../components/prefetch/idle-link-prefetch';
import { ErrorReporting } from '../../../components/runtime/error-reporting';
import { ProgressBar } from '../../../components/runtime/progress-bar';
import { NavigationSkeletonFrame } from '../../../components/runtime/navigation-skeleton';
import { ListingSkeleton } from '../../../components/listing/listing-skeleton';
import { ProductPageSkeleton } from '../../../components/product-page/product-page-skeleton';
import { OutletModal } from '../../../components/outlet/outlet-modal';
import { ConnectModal } from '../../../components/connect-modal';
import { BasketTracking } from '../../../components/tracking/basket-tracking';
import { DataLayer } from '../../../components/tracking/data-layer';
import { pageTaxonomy } from '../../../components/tracking/page-taxonomy';
import { env } from '../../../env';
import { getInit, serverApi } from '../../../server/api';
import { reportServerError } from '../../../server/report-server-error';
import { loadTemplatePage } from '../../../server/template-page';
import { inter } from '../../font';
import { getTranslator } from '../../../server/i18n';
import { getPageRequest } from '../../../page-request/server';
import { stores } from '../../../page-request/stores';

export const metadata: Metadata = { icons: { icon: '/favicon.svg' } };

export default async function StoreLayout({ children }: { children: ReactNode }) {
  const page = await getPageRequest();
  const { store, locale, pageType, device } = page;
  const requestHeaders = await headers();
  const shopperPath = page.path;
  const path = splitLocalePrefix(shopperPath).rest;
  const t = await getTranslator(locale);
  const taxonomy = pageTaxonomy(page);
  const [init, banners, transparent] = await Promise.all([
    getInit(store.id, locale),
    loadBanners(store.id, locale),
    hasTransparentHeader(pageType, store.id, locale, path),
  ]);
  const platform = appPlatform(requestHeaders.get('user-agent'));
  const appLink = init.footer.appStores.find(
    (app) => app.platform === (platform === 'ios' ? 'apple' : 'google'),
  );
  // The platform is part of the page cache's key (server/page-cache.ts); the closed-banner
  // cookie is read in the browser.
  const showAppBanner = platform && appLink;

  // The plain layout: the maintenance page has nowhere to send a shopper.
  if (pageType === 'maintenance')
    return (
      <html lang={locale} className={inter.variable}>
        <body>
          <main id="main">
            <p className="plain-logo">
              MAISON<span>RUE</span>
            </p>
            {children}
          </main>
        </body>
      </html>
    );

  return (
    <html lang={locale} className={inter.variable}>
      <body data-header={transparent ? 'transparent' : undefined}>
        {/* First in the tab order: the consent dialog is what a keyboard meets before the page. */}
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
        <a className="skip-link" href="#main">
          {t('header.skipToContent')}
        </a>
        {showAppBanner && (
          <AppBanner
            href={appLink.url}
            labels={{
              title: t('banners.appTitle'),
              text: t('banners.appText'),
              open: t('banners.appOpen'),
              close: t('banners.appClose'),
            }}
          />
        )}
        <HeaderBanner
          items={(init.headerBanner[0]?.templateItems ?? []).map((item) => ({
            slug: item.slug,
            title: item.title,
            link: item.link && localizeLink(item.link, locale, store.defaultLocale),
          }))}
          label={t('banners.headerLabel')}
        />
        {banners.seasonal && <SeasonalBanner banner={banners.seasonal} now={new Date()} t={t} />}
        {banners.failed && <DegradedMark part="banners" />}
        {/* Not behind a Suspense boundary: the header must be in the first paint. In one, it
            streamed in after the page and pushed it down (CLS 0.075 on the home). */}
        <SiteHeader
          transparent={transparent}
          store={store}
          stores={stores}
          locale={locale}
          device={device}
          path={path}
          menu={init.menu}
          t={t}
        />
        {banners.sale && !transparent && (
          <SaleBanner banner={banners.sale} locale={locale} defaultLocale={store.defaultLocale} />
        )}
        {/* Before the page: its page data goes to the data layer before the page's own events.
            The signed-in customer's data is read in the browser (issue 20). */}
        <BasketTracking />
        <DataLayer
          gtmId={env.GTM_ID ?? null}
          page={{
            type: trackingPageType(pageType),
            url: `${store.baseUrl}${shopperPath}`,
            language: locale,
            iso_code: `${locale}-${store.countryCode}`,
            store: store.id,
            country: store.countryCode,
            ...taxonomy,
          }}
        />
        <main id="main">
          <ErrorTextsProvider
            texts={{
              title: t('errors.errorTitle'),
              message: t('errors.errorMessage'),
              retry: t('errors.retry'),
            }}
          >
            <NavigationSkeletonFrame
              skeletons={{ listing: <ListingSkeleton />, product: <ProductPageSkeleton /> }}
              labels={{
                label: t('loading.label'),
                slow: t('loading.slow'),
                reload: t('loading.reload'),
              }}
            >
              {children}
            </NavigationSkeletonFrame>
          </ErrorTextsProvider>
        </main>
        <Suspense>
          <ToastRegion
            texts={{
              close: t('toast.close'),
              connectionLostTitle: t('toast.connectionLostTitle'),
              connectionLostMessage: t('toast.connectionLostMessage'),
              errorTitle: t('toast.errorTitle'),
              errorMessage: t('toast.errorMessage'),
              networkError: t('toast.networkError'),
            }}
          />
          <LowStockToast
            store={store.id}
            locale={locale}
            basketHref={localizePath('/checkout/basket', locale, store.defaultLocale)}
            labels={{
              titleOne: t('toast.lowStockTitle_one'),
              titleOther: t('toast.lowStockTitle_other', { count: '{{count}}' }),
              message: t('toast.lowStockMessage', { name: '{{name}}', size: '{{size}}' }),
            }}
          />
          <OutletModal
            popinFlag={init.boSettings.popinOutlet}
            outletHref={localizePath(`/${OUTLET_WORD}`, locale, store.defaultLocale)}
            store={store.id}
            locale={locale}
            labels={{
              title: t('outlet.title'),
              text: t('outlet.text'),
              email: t('outlet.email'),
              submit: t('outlet.submit'),
              info: t('outlet.info'),
              error: t('outlet.error'),
              wait: t('outlet.wait'),
              close: t('outlet.close'),
            }}
          />
          <ConnectModal
            loginPath={localizePath('/login', locale, store.defaultLocale)}
            labels={{
              title: t('connect.title'),
              text: { wishlist: t('connect.wishlistText'), review: t('connect.reviewText') },
              login: t('connect.login'),
              signup: t('connect.signup'),
              close: t('connect.close'),
            }}
          />
          <LeaveCheckout />
          <BrowserSupportModal
            labels={{
              storageTitle: t('modals.storageTitle'),
              storageText: t('modals.storageText'),
              cookiesTitle: t('modals.cookiesTitle'),
              cookiesText: t('modals.cookiesText'),
              understood: t('modals.understood'),
            }}
          />
        </Suspense>
        <Suspense>
          <SiteFooter
            store={store}
            locale={locale}
            footer={init.footer}
            freeShipping={init.freeShippingAmount.freeShipping}
            t={t}
          />
        </Suspense>
        <ErrorReporting dsn={env.SENTRY_DSN ?? null} store={store.id} locale={locale} />
        <ChunkReload />
        <InteractiveMark />
        <FirstViewFont />
        <IdleLinkPrefetch />
        <ProgressBar />
      </body>
    </html>
  );
}

/**
 * The store's sale and seasonal banners; template failures are reported and ignored, the page
 * marked as built without them (`failed`).
 */
async function loadBanners(storeId: Store['id'], locale: Locale) {
  let failed = false;
  const templates = await serverApi(storeId, locale)
    .templates(['sale_banner', 'seasonal_banner'])
    .then((answer) => answer.templates)
    .catch((error: unknown): TTemplate[] => {
      reportServerError('Unable to load the banners', error);
      failed = true;
      return [];
    });
  let sale = null;
  let seasonal = null;
  for (const template of templates) {
    if (template.type === 'sale_banner') sale = template.saleBanner;
    if (template.type === 'seasonal_banner') seasonal = template.seasonalBanner;
  }
  return { sale, seasonal, failed };
}

/** Home, and template pages laid out as a slider, put the header over their first picture. */
async function hasTransparentHeader(
  pageType: string | null,
  storeId: Store['id'],
  locale: Locale,
  path: string,
): Promise<boolean> {
  if (pageType === 'home')
    return (await loadTemplatePage(storeId, locale, 'home'))?.headerLayout === 'slider';
  if (pageType !== 'template') return false;
  const slug = path.split('/')[2];
  return (
    Boolean(slug) && (await loadTemplatePage(storeId, locale, slug!))?.headerLayout === 'slider'
  );
}
