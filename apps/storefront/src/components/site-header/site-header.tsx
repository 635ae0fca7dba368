import type { TMenuEntry } from '@shop/api-client';
import { isDesktop, type Device } from '@shop/domain/device';
import { sortReplica } from '@shop/domain/listing-kinds';
import { LOCALE_NAMES, localizePath, type Locale } from '@shop/domain/locales';
import { hreflangIn } from '@shop/domain/store-locales';
import { priceCountryKey, type Store } from '@shop/domain/stores';
import { cmsPath } from '@shop/domain/routes';
import { HelpIcon, Logo } from '@shop/ui';
import type { Translate } from '../../server/i18n';
import { browserSearchConfig } from '../../server/search';
import { HeaderFilterButton } from '../listing/header-filter-button';
import { SearchBox } from '../search/search-box';
import { FavouritesLink } from '../wishlist/favourites-link';
import { AccountMenu } from './account-menu';
import { BasketLink } from './basket-link';
import { CountryMenu } from './country-menu';
import { HeaderShell } from './header-shell';
import { MegaMenu } from './mega-menu';
import { MenuRefresh } from './menu-refresh';
import { buildMenuModel } from './menu-model';
import { MobileMenu, type CountryLink } from './mobile-menu';
import styles from './site-header.module.css';

interface SiteHeaderProps {
  store: Store;
  stores: Store[];
  locale: Locale;
  device: Device;
  /** The page's path without its language prefix, for the language switcher. */
  path: string;
  menu: TMenuEntry[];
  t: Translate;
  /** Over the page's first picture until it becomes fixed (home, slider template pages). */
  transparent?: boolean;
}

export function SiteHeader({
  store,
  stores,
  locale,
  device,
  path,
  menu,
  t,
  transparent = false,
}: SiteHeaderProps) {
  const href = (path: string) => localizePath(path, locale, store.defaultLocale);
  const nodes = buildMenuModel(menu, locale, store.defaultLocale);
  // Another store in the shopper's language when it is one of its own (French in Belgium).
  const countries: CountryLink[] = stores.map((other) => {
    const lang = other.languages.includes(locale) ? locale : other.defaultLocale;
    return {
      id: other.id,
      name: other.displayName,
      href: `${other.baseUrl}${localizePath('/', lang, other.defaultLocale)}`,
      hreflang: hreflangIn(other, lang),
      flag: other.pictureFlagUrl,
      lang,
      current: other.id === store.id,
    };
  });

  // This store's alternate in one of its own languages (fr-BE in Belgium), else the store whose
  // own language it is: either has the page's path in that language.
  const speaking = (code: Locale) => {
    if (store.languages.includes(code)) return hreflangIn(store, code);
    const other = stores.find((candidate) => candidate.defaultLocale === code);
    return other ? hreflangIn(other, code) : null;
  };
  const languages = store.locales.map((code) => ({
    code,
    name: LOCALE_NAMES[code],
    href: localizePath(path, code, store.defaultLocale),
    hreflang: speaking(code),
    current: code === locale,
  }));

  return (
    <HeaderShell transparent={transparent}>
      <div className={`page-width ${styles.bar}`}>
        <MobileMenu
          nodes={nodes}
          countries={countries}
          labels={{
            open: t('header.openMenu'),
            close: t('header.closeMenu'),
            back: t('header.back'),
            country: t('header.country'),
            title: t('header.menuTitle'),
          }}
        />
        <a className={styles.logo} href={href('/')} title={t('header.home')}>
          <Logo label={t('meta.siteName')} />
        </a>
        {/* The desktop mega menu is for device type pc only (storefront section 2). */}
        {isDesktop(device) && (
          <MegaMenu
            nodes={nodes}
            labels={{
              nav: t('header.mainNav'),
              showSubmenu: t('header.showSubmenu', { name: '{{name}}' }),
            }}
          />
        )}
        <MenuRefresh
          store={store.id}
          locale={locale}
          defaultLocale={store.defaultLocale}
          device={device}
        />
        <div className={styles.tools}>
          <HeaderFilterButton label={t('listing.filters')} />
          <SearchBox
            config={browserSearchConfig()}
            indexes={{
              products: sortReplica(store.productIndex, '_search'),
              suggestions: store.suggestionIndex,
            }}
            locale={locale}
            defaultLocale={store.defaultLocale}
            priceKey={priceCountryKey(store.id)}
            labels={{
              label: t('search.label'),
              placeholder: t('search.placeholder'),
              open: t('search.open'),
              close: t('search.close'),
              submit: t('search.submit'),
              recent: t('search.recent'),
              suggestions: t('search.suggestions'),
              products: t('search.products'),
              productsCount: t('search.productsCount', { count: '{{count}}' }),
              seeAll: t('search.seeAll', { query: '{{query}}' }),
              noSuggestion: t('search.noSuggestion'),
              priceNow: t('product.priceNow'),
              priceBefore: t('product.priceBefore'),
            }}
          />
          <CountryMenu
            countries={countries}
            languages={languages}
            label={t('header.country')}
            languageLabel={t('header.language')}
            current={`${store.id.toUpperCase()} · ${locale.toUpperCase()}`}
            unprefixed={store.defaultLocale}
          />
          <AccountMenu
            store={store.id}
            locale={locale}
            home={href('/')}
            links={{
              account: href('/account'),
              login: href('/login?mode=connection'),
              signup: href('/login?mode=subscription'),
              orders: href('/account/history'),
              addresses: href('/account/address-book'),
              profile: href('/account'),
            }}
            labels={{
              account: t('header.account'),
              login: t('header.login'),
              signup: t('header.signup'),
              welcome: t('header.welcome', {
                firstName: '{{firstName}}',
                lastName: '{{lastName}}',
              }),
              orders: t('header.orders'),
              addresses: t('header.addresses'),
              profile: t('header.profile'),
              logout: t('header.logout'),
            }}
          />
          <a
            className={`${styles.icon} ${styles.help}`}
            href={href(cmsPath('faq', locale))}
            aria-label={t('header.help')}
          >
            <HelpIcon />
          </a>
          <FavouritesLink
            href={href('/wishlist')}
            context={{
              store: store.id,
              locale,
              search: browserSearchConfig(),
              productIndex: store.productIndex,
            }}
            labels={{
              favourites: t('header.favourites'),
              one: t('header.favouritesCount_one'),
              other: t('header.favouritesCount_other'),
            }}
          />
          <BasketLink
            href={href('/checkout/basket')}
            locale={locale}
            desktop={isDesktop(device)}
            labels={{
              one: t('header.basketCount_one'),
              other: t('header.basketCount_other'),
              view: t('header.viewBasket'),
              total: t('header.basketTotal'),
              size: t('basket.size'),
            }}
          />
        </div>
      </div>
    </HeaderShell>
  );
}
