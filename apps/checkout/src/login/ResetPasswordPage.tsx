import { ApiError } from '@shop/api-client';
import { validateNewPassword } from '@shop/domain/account';
import { TextField } from '@shop/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useApi } from '../app/api-context';
import { useDocumentTitle } from '../app/use-document-title';
import { FormMessage } from '../forms/FormMessage';
import formStyles from '../forms/forms.module.css';
import { PasswordField } from '../forms/PasswordField';
import { SubmitButton } from '../forms/SubmitButton';
import styles from './LoginPage.module.css';
import { useLoginForm } from './use-login-form';

type Outcome = 'done' | 'deadLink' | null;

/** /login/reset-password?token=…: the new password, typed twice. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const api = useApi();
  const [params] = useSearchParams();
  const token = params.get('token');
  const { form, errors, message, busy, check, send } = useLoginForm<'password' | 'confirmation'>();
  const [values, setValues] = useState({ password: '', confirmation: '' });
  const [outcome, setOutcome] = useState<Outcome>(token ? null : 'deadLink');
  useDocumentTitle(t('account.reset.title'));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!check(validateNewPassword(values.password, values.confirmation))) return;
    send(
      async () => {
        await api.confirmPasswordReset(token ?? '', values.password);
        setOutcome('done');
      },
      (failure) => {
        // A spent or unknown token: the page says so and offers a new link.
        const dead = failure instanceof ApiError && failure.status === 400;
        if (dead) setOutcome('deadLink');
        return dead;
      },
    );
  }

  if (outcome) {
    return (
      <div className={styles.narrow}>
        <h1 className={styles.title}>{t('account.reset.title')}</h1>
        <div className={formStyles.form}>
          <FormMessage kind={outcome === 'done' ? 'success' : 'error'}>
            {outcome === 'done'
              ? t('account.reset.done')
              : t(token ? 'account.errors.resetLinkInvalid' : 'account.reset.missingToken')}
          </FormMessage>
          <p className={styles.links}>
            <Link to="/login?mode=connection">{t('account.login.submitLogin')}</Link>
            {outcome === 'deadLink' ? (
              <Link to="/login/password-forgotten">{t('account.reset.askAgain')}</Link>
            ) : null}
          </p>
        </div>
      </div>
    );
  }

  return (
    <div className={styles.narrow}>
      <h1 className={styles.title}>{t('account.reset.title')}</h1>
      <form ref={form} className={formStyles.form} noValidate onSubmit={submit}>
        {message ? <FormMessage kind={message.kind}>{message.text}</FormMessage> : null}
        <PasswordField
          label={t('account.reset.password')}
          name="password"
          autoComplete="new-password"
          hint={t('account.login.passwordHint')}
          value={values.password}
          onChange={(event) => setValues({ ...values, password: event.target.value })}
          error={errors.password}
        />
        <TextField
          label={t('account.reset.confirmation')}
          type="password"
          name="confirmation"
          autoComplete="new-password"
          value={values.confirmation}
          onChange={(event) => setValues({ ...values, confirmation: event.target.value })}
          error={errors.confirmation}
        />
        <SubmitButton busy={busy}>{t('account.reset.submit')}</SubmitButton>
      </form>
    </div>
  );
}
