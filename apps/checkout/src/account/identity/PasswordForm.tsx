import { ZPasswordChange } from '@shop/api-client';
import { validatePasswordChange, type PasswordChangeField } from '@shop/domain/account';
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

const FIELDS: readonly PasswordChangeField[] = ['oldPassword', 'newPassword', 'confirmation'];
const EMPTY = { oldPassword: '', newPassword: '', confirmation: '' };

/** Which field an API refusal is about: the one it names, else the old password (a 403). */
function refusedField(failure: unknown): PasswordChangeField | null {
  const named = (failure as { data?: { field?: unknown } } | null)?.data?.field;
  if (typeof named === 'string' && (FIELDS as readonly string[]).includes(named))
    return named as PasswordChangeField;
  return apiStatus(failure) === 403 ? 'oldPassword' : null;
}

/**
 * The old password, a new one following the rule (section 5) and different from the old,
 * typed twice (PATCH /secure/account/password). The API ends the customer's other sessions.
 */
export function PasswordForm() {
  const { t } = useTranslation();
  const api = useApi();
  const { callAsCustomer } = useSession();
  const [values, setValues] = useState(EMPTY);
  const { form, errors, notice, setNotice, busy, check, send } =
    useAccountForm<PasswordChangeField>(FIELDS);

  const field = (name: PasswordChangeField) => ({
    name,
    value: values[name],
    error: errors[name],
    required: true,
    onChange: (event: { target: { value: string } }) =>
      setValues({ ...values, [name]: event.target.value }),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !check(validatePasswordChange(values))) return;
    await send(
      async () => {
        const body = ZPasswordChange.parse({
          oldPassword: values.oldPassword,
          newPassword: values.newPassword,
        });
        await callAsCustomer((token) => api.changePassword(token, body));
        setValues(EMPTY);
        setNotice({ kind: 'success', text: t('accountArea.identity.passwordSaved') });
      },
      {
        explain: (failure) => {
          const status = apiStatus(failure);
          if (status !== 400 && status !== 403) return null;
          const refused = refusedField(failure);
          const fallback =
            refused === 'oldPassword'
              ? t('accountArea.errors.wrongOldPassword')
              : t('accountArea.errors.saveFailed');
          return { field: refused ?? undefined, text: apiMessage(failure) ?? fallback };
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
      aria-labelledby="password-title"
    >
      {notice ? <FormMessage kind={notice.kind}>{notice.text}</FormMessage> : null}
      <PasswordField
        label={t('accountArea.identity.oldPassword')}
        autoComplete="current-password"
        {...field('oldPassword')}
      />
      <PasswordField
        label={t('accountArea.identity.newPassword')}
        hint={t('account.login.passwordHint')}
        autoComplete="new-password"
        {...field('newPassword')}
      />
      <PasswordField
        label={t('accountArea.identity.confirmation')}
        autoComplete="new-password"
        {...field('confirmation')}
      />
      <div className={styles.formActions}>
        <SubmitButton busy={busy}>{t('accountArea.identity.passwordSubmit')}</SubmitButton>
      </div>
    </form>
  );
}
