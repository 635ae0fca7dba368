import { ZEmailChange } from '@shop/api-client';
import { isValidEmail, normalizeEmail, validation, type FieldError } from '@shop/domain/account';
import { TextField } from '@shop/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/api-context';
import { PasswordField } from '../../forms/PasswordField';
import { useSession } from '../../session/session-context';
import { AccountForm } from '../shared/AccountForm';
import { apiMessage, apiStatus, wrongPasswordRefusal } from '../shared/api-message';
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
  const account = useAccountForm<EmailField>(FIELDS);
  const { errors, setErrors, setNotice, busy, check, send } = account;

  function submit(event: FormEvent) {
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
    send(
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
        explain: (failure) =>
          apiStatus(failure) === 409
            ? { field: 'email', text: apiMessage(failure) ?? t('account.errors.emailTaken') }
            : wrongPasswordRefusal(failure, t),
      },
    );
  }

  return (
    <AccountForm
      state={account}
      submitLabel={t('accountArea.identity.emailSubmit')}
      onSubmit={submit}
      labelledBy="email-title"
      lead={
        <p className={`${styles.small} ${styles.muted} ${styles.wrap}`}>
          {t('accountArea.identity.currentEmail', { email: currentEmail })}
        </p>
      }
    >
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
    </AccountForm>
  );
}
