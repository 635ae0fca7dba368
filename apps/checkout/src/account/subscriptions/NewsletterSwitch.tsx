import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/api-context';
import { FormMessage } from '../../forms/FormMessage';
import { useSession } from '../../session/session-context';
import type { FormNotice } from '../shared/use-account-form';
import pageStyles from '../shared/account-page.module.css';
import styles from './Subscriptions.module.css';

/**
 * The newsletter switch (the profile's `newsletter`, PATCH /secure/account/profile), with the
 * spec's note that a change takes up to 48 h.
 */
export function NewsletterSwitch() {
  const { t } = useTranslation();
  const api = useApi();
  const id = useId();
  const { state, callAsCustomer, setProfile } = useSession();
  // The switch moves at once; it goes back if the change is refused.
  const [pending, setPending] = useState<boolean | null>(null);
  const [notice, setNotice] = useState<FormNotice | null>(null);
  if (state.status !== 'customer') return null;
  const subscribed = pending ?? state.profile.newsletter;

  async function toggle(newsletter: boolean) {
    if (pending !== null) return;
    setPending(newsletter);
    setNotice(null);
    try {
      setProfile(await callAsCustomer((token) => api.updateProfile(token, { newsletter })));
      setNotice({
        kind: 'success',
        text: t(
          newsletter
            ? 'accountArea.subscriptions.newsletterOn'
            : 'accountArea.subscriptions.newsletterOff',
        ),
      });
    } catch {
      setNotice({ kind: 'error', text: t('accountArea.subscriptions.newsletterFailed') });
    } finally {
      setPending(null);
    }
  }

  return (
    <section className={pageStyles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={pageStyles.sectionTitle}>
        {t('accountArea.subscriptions.newsletterTitle')}
      </h2>
      <div className={pageStyles.panel}>
        <p className={pageStyles.sectionText}>{t('accountArea.subscriptions.newsletterIntro')}</p>
        <label className={styles.switch}>
          <input
            type="checkbox"
            role="switch"
            checked={subscribed}
            // Not `disabled` while saving: the focus would leave it.
            aria-busy={pending !== null || undefined}
            aria-describedby={`${id}-note`}
            onChange={(event) => void toggle(event.target.checked)}
          />
          <span className={styles.track} aria-hidden="true" />
          <span>{t('accountArea.subscriptions.newsletterLabel')}</span>
        </label>
        <p
          id={`${id}-note`}
          className={`${pageStyles.small} ${pageStyles.muted} ${pageStyles.wrap}`}
        >
          {t('accountArea.subscriptions.newsletterNote')}
        </p>
        {notice ? <FormMessage kind={notice.kind}>{notice.text}</FormMessage> : null}
      </div>
    </section>
  );
}
