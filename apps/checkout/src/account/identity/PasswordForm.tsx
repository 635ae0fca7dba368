import { ZPasswordChange } from '@shop/api-client';
import { validatePasswordChange, type PasswordChangeField } from '@shop/domain/account';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/api-context';
import { PasswordField } from '../../forms/PasswordField';
import { useFieldValues } from '../../forms/use-field-values';
import { useSession } from '../../session/session-context';
import { AccountForm } from '../shared/AccountForm';
import { apiMessage, apiStatus } from '../shared/api-message';
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
  const account = useAccountForm<PasswordChangeField>(FIELDS);
  const { errors, setNotice, busy, check, send } = account;
  const { values, setValues, field } = useFieldValues(EMPTY, errors);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !check(validatePasswordChange(values))) return;
    send(
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
    <AccountForm
      state={account}
      submitLabel={t('accountArea.identity.passwordSubmit')}
      onSubmit={submit}
      labelledBy="password-title"
    >
      <PasswordField
        label={t('accountArea.identity.oldPassword')}
        autoComplete="current-password"
        required
        {...field('oldPassword')}
      />
      <PasswordField
        label={t('accountArea.identity.newPassword')}
        hint={t('account.login.passwordHint')}
        autoComplete="new-password"
        required
        {...field('newPassword')}
      />
      <PasswordField
        label={t('accountArea.identity.confirmation')}
        autoComplete="new-password"
        required
        {...field('confirmation')}
      />
    </AccountForm>
  );
}
