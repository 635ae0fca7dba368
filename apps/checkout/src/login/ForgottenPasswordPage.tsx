import { validateResetRequest } from '@shop/domain/account';
import { TextField } from '@shop/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApi } from '../app/api-context';
import { useDocumentTitle } from '../app/use-document-title';
import { FormMessage } from '../forms/FormMessage';
import formStyles from '../forms/forms.module.css';
import { SubmitButton } from '../forms/SubmitButton';
import styles from './LoginPage.module.css';
import { useLoginForm } from './use-login-form';

/** /login/password-forgotten: asks for a reset link; says the same whether the e-mail is known. */
export function ForgottenPasswordPage() {
  const { t } = useTranslation();
  const api = useApi();
  const { form, errors, message, setMessage, busy, check, send } = useLoginForm<'email'>();
  const [email, setEmail] = useState('');
  useDocumentTitle(t('account.forgotten.title'));

  function submit(event: FormEvent) {
    event.preventDefault();
    // The field's own message is enough here: no "complete every field" line above it.
    if (!check(validateResetRequest(email), { summary: false })) return;
    send(async () => {
      await api.requestPasswordReset(email.trim());
      setMessage({ kind: 'success', text: t('account.forgotten.sent', { email: email.trim() }) });
    });
  }

  return (
    <div className={styles.narrow}>
      <h1 className={styles.title}>{t('account.forgotten.title')}</h1>
      <form ref={form} className={formStyles.form} noValidate onSubmit={submit}>
        <p className={styles.intro}>{t('account.forgotten.intro')}</p>
        {message ? <FormMessage kind={message.kind}>{message.text}</FormMessage> : null}
        <TextField
          label={t('account.login.email')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
        />
        <SubmitButton busy={busy}>{t('account.forgotten.submit')}</SubmitButton>
        <Link to="/login?mode=connection" className={styles.forgotten}>
          {t('account.forgotten.back')}
        </Link>
      </form>
    </div>
  );
}
