import { ZEmailChange } from '@shop/api-client';
import { isValidEmail, normalizeEmail, validation, type FieldError } from '@shop/domain/account';
import { TextField } from '@shop/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/api-context';
import { FormMessage } from '../../forms/FormMessage';
import { PasswordField } from '../../forms/PasswordField';
import { SubmitButton } from '../../forms/SubmitButton';
import { useSession } from '../../session/session-context';
import { apiMessage, apiStatus } from '../shared/api-message';
import styles from '../shared/account-page.module.css';
import { useAccountForm } from '../shared/use-account-form';

type EmailField = 'email' | 'password';
const FIELDS: readonly EmailField[] = ['email', 'password'];

/** A new e-mail and the current password (PATCH /secure/account/email). */
export function EmailForm({ currentEmail }: { currentEmail: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const { callAsCustomer, setProfile } = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { form, errors, setErrors, notice, setNotice, busy, check, send } =
    useAccountForm<EmailField>(FIELDS);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const fieldErrors: Partial<Record<EmailField, FieldError>> = {};
    if (email.trim() === '') fieldErrors.email = 'required';
    else if (!isValidEmail(email)) fieldErrors.email = 'invalidEmail';
    if (password === '') fieldErrors.password = 'required';
    if (!check(validation(fieldErrors))) return;
    if (normalizeEmail(email) === normalizeEmail(currentEmail)) {
      setErrors({ email: t('accountArea.errors.sameEmail') });
      return;
    }
    await send(
      async () => {
        const body = ZEmailChange.parse({ email: normalizeEmail(email), password });
        const saved = await callAsCustomer((token) => api.changeEmail(token, body));
        setProfile(saved);
        setEmail('');
        setPassword('');
        setNotice({
          kind: 'success',
          text: t('accountArea.identity.emailSaved', { email: saved.email }),
        });
      },
      {
        explain: (failure) => {
          const status = apiStatus(failure);
          if (status === 409)
            return { field: 'email', text: apiMessage(failure) ?? t('account.errors.emailTaken') };
          if (status === 400 || status === 403)
            return {
              field: 'password',
              text: apiMessage(failure) ?? t('accountArea.errors.wrongPassword'),
            };
          return null;
        },
      },
    );
  }

  return (
    <form
      ref={form}
      className={styles.form}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="email-title"
    >
      <p className={`${styles.small} ${styles.muted} ${styles.wrap}`}>
        {t('accountArea.identity.currentEmail', { email: currentEmail })}
      </p>
      {notice ? <FormMessage kind={notice.kind}>{notice.text}</FormMessage> : null}
      <TextField
        type="email"
        name="email"
        label={t('accountArea.identity.newEmail')}
        autoComplete="email"
        required
        value={email}
        error={errors.email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <PasswordField
        name="current-password"
        label={t('accountArea.identity.currentPassword')}
        hint={t('accountArea.identity.currentPasswordHint')}
        autoComplete="current-password"
        required
        value={password}
        error={errors.password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <div className={styles.formActions}>
        <SubmitButton busy={busy}>{t('accountArea.identity.emailSubmit')}</SubmitButton>
      </div>
    </form>
  );
}
