import { validateLogin, type LoginField } from '@shop/domain/account';
import { Button } from '@shop/ui';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApi } from '../app/api-context';
import { Field } from '../forms/Field';
import { focusFirstInvalid } from '../forms/focus';
import { FormMessage } from '../forms/FormMessage';
import formStyles from '../forms/forms.module.css';
import { useSession } from '../session/session-context';
import { fieldErrorKey, signInErrorKey } from './login-errors';
import styles from './LoginPage.module.css';

/** E-mail and password (strategy customLocal). */
export function ConnectionForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const { signIn } = useSession();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({ username: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<LoginField, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const check = validateLogin(values);
    setErrors(
      Object.fromEntries(
        Object.entries(check.errors).map(([field, error]) => [
          field,
          t(`account.errors.${fieldErrorKey(field, error)}`),
        ]),
      ),
    );
    if (!check.valid) {
      setMessage(t('account.errors.requiredFields'));
      requestAnimationFrame(() => focusFirstInvalid(form.current));
      return;
    }
    setMessage(null);
    setBusy(true);
    try {
      const tokens = await api.login({ _username: values.username, _password: values.password });
      await signIn(tokens, 'customLocal');
      onSignedIn();
    } catch (error) {
      setMessage(t(`account.errors.${signInErrorKey(error)}`));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      ref={form}
      className={formStyles.form}
      noValidate
      onSubmit={submit}
      aria-labelledby="connection-title"
    >
      <h2 id="connection-title" className={styles.formTitle}>
        {t('account.login.connectionTitle')}
      </h2>
      {message ? <FormMessage kind="error">{message}</FormMessage> : null}
      <Field
        label={t('account.login.email')}
        type="email"
        name="username"
        autoComplete="username"
        inputMode="email"
        value={values.username}
        onChange={(event) => setValues({ ...values, username: event.target.value })}
        error={errors.username}
      />
      <Field
        label={t('account.login.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        revealable
        value={values.password}
        onChange={(event) => setValues({ ...values, password: event.target.value })}
        error={errors.password}
      />
      <Link to="/login/password-forgotten" className={styles.forgotten}>
        {t('account.login.forgotten')}
      </Link>
      <Button
        type="submit"
        size="lg"
        fullWidth
        loading={busy}
        loadingLabel={t('account.login.submitting')}
      >
        {t('account.login.submitLogin')}
      </Button>
    </form>
  );
}
