import type { TAuthTokens, TLoginRequest } from '@shop/api-client';
import { validateLogin, type LoginField } from '@shop/domain/account';
import { TextField } from '@shop/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApi } from '../app/api-context';
import { PasswordField } from '../forms/PasswordField';
import { SubmitButton } from '../forms/SubmitButton';
import { useSession } from '../session/session-context';
import { loginBotToken } from './bot-token';
import { needsBotCheck } from './login-errors';
import { LoginFormFrame } from './LoginFormFrame';
import styles from './LoginPage.module.css';
import { useLoginForm } from './use-login-form';

/**
 * E-mail and password (strategy customLocal). An account past its failed attempts answers 429
 * naming the bot check: the form says so, passes the check and sends the login again with it.
 */
export function ConnectionForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const { signIn } = useSession();
  const { form, errors, message, setMessage, busy, check, send } = useLoginForm<LoginField>();
  const [values, setValues] = useState({ username: '', password: '' });

  async function login(credentials: TLoginRequest): Promise<TAuthTokens> {
    try {
      return await api.login(credentials);
    } catch (error) {
      if (!needsBotCheck(error)) throw error;
      setMessage({ kind: 'info', text: t('account.login.botChecking') });
      const botToken = await loginBotToken(api);
      return api.login({ ...credentials, botToken });
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!check(validateLogin(values))) return;
    send(async () => {
      await signIn(
        await login({ _username: values.username, _password: values.password }),
        'customLocal',
      );
      onSignedIn();
    });
  }

  return (
    <LoginFormFrame
      form={form}
      id="connection"
      title={t('account.login.connectionTitle')}
      message={message}
      onSubmit={submit}
    >
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
    </LoginFormFrame>
  );
}
