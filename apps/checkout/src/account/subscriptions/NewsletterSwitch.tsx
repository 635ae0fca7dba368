import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/api-context';
import { useApiWrite } from '../../app/use-api-write';
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
  const [notice, setNotice] = useState<FormNotice | null>(null);
  const change = useApiWrite({
    mutationFn: (newsletter: boolean) =>
      callAsCustomer((token) => api.updateProfile(token, { newsletter })),
    onMutate: () => setNotice(null),
    onSuccess: (profile, newsletter) => {
      setProfile(profile);
      setNotice({
        kind: 'success',
        text: t(
          newsletter
            ? 'accountArea.subscriptions.newsletterOn'
            : 'accountArea.subscriptions.newsletterOff',
        ),
      });
    },
    onError: () =>
      setNotice({ kind: 'error', text: t('accountArea.subscriptions.newsletterFailed') }),
  });
  if (state.status !== 'customer') return null;
  // The switch moves at once; it goes back if the change is refused.
  const subscribed = change.isPending ? change.variables : state.profile.newsletter;

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
            aria-busy={change.isPending || undefined}
            aria-describedby={`${id}-note`}
            onChange={(event) => change.run(event.target.checked)}
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
