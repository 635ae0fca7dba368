import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/session-context';
import { AccountPageFrame } from '../shared/AccountPageFrame';
import styles from '../shared/account-page.module.css';
import { EmailForm } from './EmailForm';
import { PasswordForm } from './PasswordForm';

/** /account/modify-id: the sign-in e-mail and the password, each confirmed by a password. */
export function IdentityPage() {
  const { t } = useTranslation();
  const { state } = useSession();
  if (state.status !== 'customer') return null;
  return (
    <AccountPageFrame
      title={t('accountArea.sections.identity.title')}
      intro={t('accountArea.identity.intro')}
    >
      <div className={styles.twoColumns}>
        <section className={styles.panel} aria-labelledby="email-title">
          <h2 id="email-title" className={styles.sectionTitle}>
            {t('accountArea.identity.emailTitle')}
          </h2>
          <EmailForm currentEmail={state.profile.email} />
        </section>
        <section className={styles.panel} aria-labelledby="password-title">
          <h2 id="password-title" className={styles.sectionTitle}>
            {t('accountArea.identity.passwordTitle')}
          </h2>
          <PasswordForm />
        </section>
      </div>
    </AccountPageFrame>
  );
}
