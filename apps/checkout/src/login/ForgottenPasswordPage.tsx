import { validateResetRequest } from '@shop/domain/account';
import { Button } from '@shop/ui';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApi } from '../app/api-context';
import { useDocumentTitle } from '../app/use-document-title';
import { Field } from '../forms/Field';
import { focusFirstInvalid } from '../forms/focus';
import { FormMessage } from '../forms/FormMessage';
import formStyles from '../forms/forms.module.css';
import { signInErrorKey } from './login-errors';
import styles from './LoginPage.module.css';

/** /login/password-forgotten: asks for a reset link; says the same whether the e-mail is known. */
export function ForgottenPasswordPage() {
  const { t } = useTranslation();
  const api = useApi();
  const form = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  useDocumentTitle(t('account.forgotten.title'));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const check = validateResetRequest(email);
    if (!check.valid) {
      setError(
        t(
          check.errors.email === 'required'
            ? 'account.errors.emailRequired'
            : 'account.errors.invalidEmail',
        ),
      );
      setMessage(null);
      requestAnimationFrame(() => focusFirstInvalid(form.current));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await api.requestPasswordReset(email.trim());
      setMessage({ kind: 'success', text: t('account.forgotten.sent', { email: email.trim() }) });
    } catch (failure) {
      setMessage({ kind: 'error', text: t(`account.errors.${signInErrorKey(failure)}`) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.narrow}>
      <h1 className={styles.title}>{t('account.forgotten.title')}</h1>
      <form ref={form} className={formStyles.form} noValidate onSubmit={submit}>
        <p className={styles.intro}>{t('account.forgotten.intro')}</p>
        {message ? <FormMessage kind={message.kind}>{message.text}</FormMessage> : null}
        <Field
          label={t('account.login.email')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={error}
        />
        <Button
          type="submit"
          size="lg"
          fullWidth
          loading={busy}
          loadingLabel={t('account.login.submitting')}
        >
          {t('account.forgotten.submit')}
        </Button>
        <Link to="/login?mode=connection" className={styles.forgotten}>
          {t('account.forgotten.back')}
        </Link>
      </form>
    </div>
  );
}
