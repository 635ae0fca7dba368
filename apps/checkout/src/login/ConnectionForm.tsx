import { validateLogin, type LoginField } from '@shop/domain/account';
import { TextField } from '@shop/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApi } from '../app/api-context';
import { FormMessage } from '../forms/FormMessage';
import formStyles from '../forms/forms.module.css';
import { PasswordField } from '../forms/PasswordField';
import { SubmitButton } from '../forms/SubmitButton';
import { useSession } from '../session/session-context';
import styles from './LoginPage.module.css';
import { useLoginForm } from './use-login-form';

/** E-mail and password (strategy customLocal). */
export function ConnectionForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const { signIn } = useSession();
  const { form, errors, message, busy, check, send } = useLoginForm<LoginField>();
  const [values, setValues] = useState({ username: '', password: '' });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!check(validateLogin(values))) return;
    await send(async () => {
      await signIn(
        await api.login({ _username: values.username, _password: values.password }),
        'customLocal',
      );
      onSignedIn();
    });
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
      {message ? <FormMessage kind={message.kind}>{message.text}</FormMessage> : null}
      <TextField
        label={t('account.login.email')}
        type="email"
        name="username"
        autoComplete="username"
        inputMode="email"
        value={values.username}
        onChange={(event) => setValues({ ...values, username: event.target.value })}
        error={errors.username}
      />
      <PasswordField
        label={t('account.login.password')}
        name="password"
        autoComplete="current-password"
        value={values.password}
        onChange={(event) => setValues({ ...values, password: event.target.value })}
        error={errors.password}
      />
      <Link to="/login/password-forgotten" className={styles.forgotten}>
        {t('account.login.forgotten')}
      </Link>
      <SubmitButton busy={busy}>{t('account.login.submitLogin')}</SubmitButton>
    </form>
  );
}
