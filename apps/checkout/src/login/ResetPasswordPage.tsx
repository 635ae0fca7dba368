import { ApiError } from '@shop/api-client';
import { validateNewPassword } from '@shop/domain/account';
import { Button } from '@shop/ui';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useApi } from '../app/api-context';
import { useDocumentTitle } from '../app/use-document-title';
import { Field } from '../forms/Field';
import { focusFirstInvalid } from '../forms/focus';
import { FormMessage } from '../forms/FormMessage';
import formStyles from '../forms/forms.module.css';
import { fieldErrorKey, signInErrorKey } from './login-errors';
import styles from './LoginPage.module.css';

type Outcome = 'done' | 'deadLink' | null;

/** /login/reset-password?token=…: the new password, typed twice. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const api = useApi();
  const [params] = useSearchParams();
  const token = params.get('token');
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({ password: '', confirmation: '' });
  const [errors, setErrors] = useState<{ password?: string; confirmation?: string }>({});
  const [message, setMessage] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(token ? null : 'deadLink');
  const [busy, setBusy] = useState(false);
  useDocumentTitle(t('account.reset.title'));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const check = validateNewPassword(values.password, values.confirmation);
    setErrors(
      Object.fromEntries(
        Object.entries(check.errors).map(([field, error]) => [
          field,
          t(`account.errors.${fieldErrorKey(field, error)}`),
        ]),
      ),
    );
    if (!check.valid) {
      setMessage(check.missingRequired ? t('account.errors.requiredFields') : null);
      requestAnimationFrame(() => focusFirstInvalid(form.current));
      return;
    }
    setMessage(null);
    setBusy(true);
    try {
      await api.confirmPasswordReset(token ?? '', values.password);
      setOutcome('done');
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) setOutcome('deadLink');
      else setMessage(t(`account.errors.${signInErrorKey(error)}`));
    } finally {
      setBusy(false);
    }
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
        {message ? <FormMessage kind="error">{message}</FormMessage> : null}
        <Field
          label={t('account.reset.password')}
          type="password"
          name="password"
          autoComplete="new-password"
          revealable
          hint={t('account.login.passwordHint')}
          value={values.password}
          onChange={(event) => setValues({ ...values, password: event.target.value })}
          error={errors.password}
        />
        <Field
          label={t('account.reset.confirmation')}
          type="password"
          name="confirmation"
          autoComplete="new-password"
          value={values.confirmation}
          onChange={(event) => setValues({ ...values, confirmation: event.target.value })}
          error={errors.confirmation}
        />
        <Button
          type="submit"
          size="lg"
          fullWidth
          loading={busy}
          loadingLabel={t('account.login.submitting')}
        >
          {t('account.reset.submit')}
        </Button>
      </form>
    </div>
  );
}
