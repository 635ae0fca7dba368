import { Button, ChevronRightIcon } from '@shop/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../app/use-document-title';
import { useSession } from '../session/session-context';
import { ACCOUNT_SECTIONS } from './layout/account-sections';
import { useSignOut } from './layout/use-sign-out';
import styles from './AccountPage.module.css';

/** /account: the welcome by first name and a way into every section of the area. */
export function AccountPage() {
  const { t } = useTranslation();
  const { state } = useSession();
  const { leaving, signOut } = useSignOut();
  useDocumentTitle(t('account.home.title'));
  if (state.status !== 'customer') return null;
  const { profile } = state;

  return (
    <div className={styles.page}>
      <div className={styles.hero}>
        <p className={styles.kicker}>{t('account.home.title')}</p>
        <h1 className={styles.title}>
          {t('accountArea.home.welcome', { firstName: profile.firstName.trim() })}
        </h1>
        <p className={styles.intro}>{t('accountArea.home.intro')}</p>
        <p className={styles.email}>{t('accountArea.home.signedInAs', { email: profile.email })}</p>
      </div>
      <ul className={styles.grid}>
        {ACCOUNT_SECTIONS.map((section) => (
          <li key={section.key}>
            <Link to={section.to} className={styles.card}>
              <span className={styles.cardIcon}>
                <section.icon size={24} />
              </span>
              <span className={styles.cardText}>
                <span className={styles.cardTitle}>
                  {t(`accountArea.sections.${section.key}.title`)}
                </span>
                <span className={styles.cardDescription}>
                  {t(`accountArea.sections.${section.key}.text`)}
                </span>
              </span>
              <ChevronRightIcon size={20} className={styles.chevron} />
            </Link>
          </li>
        ))}
      </ul>
      <div className={styles.logout}>
        <Button variant="secondary" loading={leaving} onClick={() => void signOut()}>
          {t('accountArea.layout.logout')}
        </Button>
      </div>
    </div>
  );
}
