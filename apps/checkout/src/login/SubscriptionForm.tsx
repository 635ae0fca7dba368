import { validateSignUp, type SignUpField } from '@shop/domain/account';
import { TextField } from '@shop/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../app/api-context';
import formStyles from '../forms/forms.module.css';
import { PasswordField } from '../forms/PasswordField';
import { SubmitButton } from '../forms/SubmitButton';
import { useSession } from '../session/session-context';
import { LoginFormFrame } from './LoginFormFrame';
import { useLoginForm } from './use-login-form';

const EMPTY = { lastName: '', firstName: '', email: '', password: '' };

/** Sign-up: lastName, firstName, email and password required (section 5). */
export function SubscriptionForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const { signIn } = useSession();
  const { form, errors, message, busy, check, send } = useLoginForm<SignUpField>();
  const [values, setValues] = useState(EMPTY);
  const [civility, setCivility] = useState<number | null>(null);
  const [newsletter, setNewsletter] = useState(false);

  const field = (name: SignUpField) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setValues({ ...values, [name]: event.target.value }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!check(validateSignUp(values))) return;
    send(async () => {
      await signIn(await api.signUp({ ...values, civility, newsletter }), 'customLocal');
      onSignedIn();
    });
  }

  return (
    <LoginFormFrame
      form={form}
      id="subscription"
      title={t('account.login.subscriptionTitle')}
      intro={t('account.login.subscriptionIntro')}
      message={message}
      onSubmit={submit}
    >
      <fieldset className={formStyles.fieldset}>
        <legend>
          {t('account.login.civility')} ({t('account.login.optional')})
        </legend>
        {[
          [1, 'civilityMr'],
          [2, 'civilityMrs'],
        ].map(([value, key]) => (
          <label key={value} className={formStyles.check}>
            <input
              type="radio"
              name="civility"
              value={value}
              checked={civility === value}
              onChange={() => setCivility(value as number)}
            />
            {t(`account.login.${key}`)}
          </label>
        ))}
      </fieldset>
      <div className={formStyles.row}>
        <TextField
          label={t('account.login.firstName')}
          autoComplete="given-name"
          {...field('firstName')}
        />
        <TextField
          label={t('account.login.lastName')}
          autoComplete="family-name"
          {...field('lastName')}
        />
      </div>
      <TextField
        label={t('account.login.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        {...field('email')}
      />
      <PasswordField
        label={t('account.login.password')}
        autoComplete="new-password"
        hint={t('account.login.passwordHint')}
        {...field('password')}
      />
      <label className={formStyles.check}>
        <input
          type="checkbox"
          name="newsletter"
          checked={newsletter}
          onChange={(event) => setNewsletter(event.target.checked)}
        />
        {t('account.login.newsletter')}
      </label>
      <SubmitButton busy={busy}>{t('account.login.submitSignUp')}</SubmitButton>
    </LoginFormFrame>
  );
}
