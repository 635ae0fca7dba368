import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { storefrontHref } from '../app/shop-context';
import { useShop } from '../app/shop-context-provider';
import { useDocumentTitle } from '../app/use-document-title';
import { buttonClassName } from '@shop/ui';
import styles from './NotFoundPage.module.css';

/** Any path of the app without a page: a real page, inside the checkout layout. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const shop = useShop();
  const title = t('errors.notFoundTitle');
  useDocumentTitle(title);

  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.text}>{t('errors.notFoundMessage')}</p>
      <div className={styles.actions}>
        <Link to="/checkout/basket" className={buttonClassName({ variant: 'primary' })}>
          {t('header.basket')}
        </Link>
        <a href={storefrontHref('/', shop)} className={buttonClassName({ variant: 'secondary' })}>
          {t('errors.backHome')}
        </a>
      </div>
    </section>
  );
}
