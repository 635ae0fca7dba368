import { Button } from '@shop/ui';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { ACCOUNT_SECTIONS } from './account-sections';
import styles from './AccountLayout.module.css';
import { useSignOut } from './use-sign-out';

/** The account area's side menu on large screens: every section, then sign-out. */
export function AccountNav() {
  const { t } = useTranslation();
  const { leaving, signOut } = useSignOut();
  return (
    <nav className={styles.nav} aria-labelledby="account-nav-title">
      <p id="account-nav-title" className={styles.navTitle}>
        <NavLink to="/account" end className={styles.navHome}>
          {t('accountArea.layout.nav')}
        </NavLink>
      </p>
      <ul className={styles.navList}>
        {ACCOUNT_SECTIONS.map((section) => (
          <li key={section.key}>
            <NavLink
              to={section.to}
              className={styles.navLink}
              // The order detail belongs to the history: its link stays marked there.
              end={section.key !== 'history' && section.key !== 'addresses'}
            >
              <section.icon size={20} />
              <span>{t(`accountArea.sections.${section.key}.title`)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
      <Button
        variant="ghost"
        size="sm"
        className={styles.navLogout}
        loading={leaving}
        onClick={() => void signOut()}
      >
        {t('accountArea.layout.logout')}
      </Button>
    </nav>
  );
}
