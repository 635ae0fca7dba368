import { customerDisplayName } from '@shop/domain/account';
import { Button } from '@shop/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { storefrontHref } from '../app/shop-context';
import { useShop } from '../app/shop-context-provider';
import { fullPage } from '../app/site-navigation';
import { useDocumentTitle } from '../app/use-document-title';
import { useSession } from '../session/session-context';
import styles from './AccountPage.module.css';

/** /account: the welcome line, the profile and logout (the rest of the area comes later). */
export function AccountPage() {
  const { t } = useTranslation();
  const shop = useShop();
  const { state, logout } = useSession();
  const [leaving, setLeaving] = useState(false);
  useDocumentTitle(t('account.home.title'));
  if (state.status !== 'customer') return null;
  const { profile } = state;
  const name = customerDisplayName(profile);

  async function signOut() {
    setLeaving(true);
    await logout();
    // Section 2: logout goes to the home page.
    fullPage.assign(storefrontHref('/', shop));
  }

  return (
    <div className={styles.page}>
      <p className={styles.kicker}>{t('account.home.title')}</p>
      <h1 className={styles.title}>{t('account.home.welcome', { name })}</h1>
      <p className={styles.intro}>{t('account.home.intro')}</p>
      <section className={styles.card} aria-labelledby="profile-title">
        <h2 id="profile-title" className={styles.cardTitle}>
          {t('account.home.profile')}
        </h2>
        <dl className={styles.details}>
          <div>
            <dt>{t('account.home.name')}</dt>
            <dd>{name}</dd>
          </div>
          <div>
            <dt>{t('account.home.email')}</dt>
            <dd>{profile.email}</dd>
          </div>
        </dl>
      </section>
      <Button variant="secondary" loading={leaving} onClick={() => void signOut()}>
        {t('account.home.logout')}
      </Button>
    </div>
  );
}
