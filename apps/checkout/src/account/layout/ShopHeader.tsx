import { BagIcon, CountBadge, HeartIcon, UserIcon } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApi } from '../../app/api-context';
import { storefrontHref } from '../../app/shop-context';
import { useShop } from '../../app/shop-context-provider';
import { useBasketState } from '../../basket/basket-context';
import { ShopLogo } from '../../layout/ShopLogo';
import styles from './AccountLayout.module.css';

/**
 * The shop's header for the account area (not the checkout's secured-payment one): the
 * wordmark, the store's top menu entries on large screens, and the account, favourites and
 * basket links. The storefront is another app of the origin: plain links, full page loads.
 */
export function ShopHeader() {
  const { t } = useTranslation();
  const shop = useShop();
  const api = useApi();
  const menu = useQuery({
    queryKey: ['menu', shop.storeId, shop.locale],
    queryFn: () => api.menu(),
    staleTime: Infinity,
    retry: false,
  });
  const count = useBasketState((state) =>
    state.lines.reduce((total, line) => total + line.quantity, 0),
  );
  const entries = (menu.data ?? []).filter((entry) => entry.active);

  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <ShopLogo />
        {entries.length > 0 ? (
          <nav className={styles.menu} aria-label={t('header.mainNav')}>
            <ul>
              {entries.map((entry) => (
                <li key={`${entry.type}-${entry.name}`}>
                  <a href={storefrontHref(entry.url.path, shop)}>{entry.name}</a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <ul className={styles.tools}>
          <li>
            <Link
              to="/account"
              className={styles.icon}
              aria-label={t('header.account')}
              title={t('header.account')}
            >
              <UserIcon />
            </Link>
          </li>
          <li>
            <a
              href={storefrontHref('/wishlist', shop)}
              className={styles.icon}
              aria-label={t('header.favourites')}
              title={t('header.favourites')}
            >
              <HeartIcon />
            </a>
          </li>
          <li>
            <Link
              to="/checkout/basket"
              className={styles.icon}
              aria-label={t('header.basketCount', { count })}
              title={t('header.basket')}
            >
              <BagIcon />
              <CountBadge count={count} />
            </Link>
          </li>
        </ul>
      </div>
    </header>
  );
}
