import { localizePath } from '@shop/domain/locales';
import { cookies } from 'next/headers';
import pages from '../../../../components/pages/pages.module.css';
import { ProductCard } from '../../../../components/product-card/product-card';
import { WishlistGrid } from '../../../../components/wishlist/wishlist-grid';
import { WishlistNotice } from '../../../../components/wishlist/wishlist-notice';
import { WishlistRenewal } from '../../../../components/wishlist/wishlist-renewal';
import styles from '../../../../components/wishlist/wishlist.module.css';
import { getInit } from '../../../../server/api';
import { getTranslator } from '../../../../server/i18n';
import { getPageRequest } from '../../../../page-request/server';
import { sessionFrom } from '../../../../page-request/session';
import { wishlistPageData } from '../../../../server/wishlist';
import { pageMetadata, shopTitle } from '../../../../seo/page-metadata';

/**
 * A personal page: never indexed (robots.txt keeps crawlers out too), its canonical the plain
 * /wishlist of the store and language (docs/decisions.md).
 */
export const generateMetadata = pageMetadata(({ store, locale, t }) => ({
  title: shopTitle(t, t('wishlist.title')),
  robots: { index: false, follow: true },
  alternates: {
    canonical: `${store.baseUrl}${localizePath('/wishlist', locale, store.defaultLocale)}`,
  },
}));

/** The shopper's favourites (storefront section 2), as product cards the heart removes. */
export default async function WishlistPage() {
  const { store, locale } = await getPageRequest();
  const t = await getTranslator(locale);
  const href = (path: string) => localizePath(path, locale, store.defaultLocale);
  const login = (mode: 'connection' | 'subscription') =>
    `${href('/login')}?mode=${mode}&redirect=${encodeURIComponent(href('/wishlist'))}`;

  const guest = (
    <WishlistNotice
      title={t('wishlist.guestTitle')}
      text={t('wishlist.guestText')}
      links={[
        { href: login('connection'), label: t('connect.login') },
        { href: login('subscription'), label: t('connect.signup') },
      ]}
    />
  );
  // The proxy sends a guest to /login first; a session whose cookies vanished meanwhile lands here.
  const session = sessionFrom(await cookies());
  const [data, init] = await Promise.all([
    session ? wishlistPageData(store, locale, session.token) : null,
    getInit(store.id, locale),
  ]);

  let content;
  if (!data) content = guest;
  else if (data.kind === 'renew')
    content = <WishlistRenewal guest={guest} waiting={<div className={styles.waiting} />} />;
  else if (data.kind === 'error')
    content = (
      <WishlistNotice
        title={t('wishlist.title')}
        text={t('wishlist.error')}
        links={[{ href: href('/'), label: t('wishlist.continue') }]}
      />
    );
  else
    content = (
      <WishlistGrid
        locale={locale}
        labels={{ one: t('wishlist.count_one'), other: t('wishlist.count_other') }}
        empty={
          <WishlistNotice
            title={t('wishlist.emptyTitle')}
            text={t('wishlist.emptyText')}
            links={[{ href: href('/'), label: t('wishlist.continue') }]}
          />
        }
        items={data.products.map((hit, index) => ({
          productId: hit.productID,
          card: (
            <ProductCard
              hit={hit}
              store={store}
              locale={locale}
              t={t}
              priority={index < 6}
              freeShippingAmount={init.freeShippingAmount.freeShipping}
              wished
            />
          ),
        }))}
      />
    );

  return (
    <section className={`page-width ${pages.page}`} aria-labelledby="wishlist-title">
      <header className={pages.header}>
        <h1 id="wishlist-title" className={pages.title}>
          {t('wishlist.title')}
        </h1>
      </header>
      {content}
    </section>
  );
}
