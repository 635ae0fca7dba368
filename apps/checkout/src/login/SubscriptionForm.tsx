import { validateSignUp, type SignUpField } from '@shop/domain/account';
import { Button } from '@shop/ui';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../app/api-context';
import { Field } from '../forms/Field';
import { focusFirstInvalid } from '../forms/focus';
import { FormMessage } from '../forms/FormMessage';
import formStyles from '../forms/forms.module.css';
import { useSession } from '../session/session-context';
import { fieldErrorKey, signInErrorKey } from './login-errors';
import styles from './LoginPage.module.css';

const EMPTY = { lastName: '', firstName: '', email: '', password: '' };

/** Sign-up: lastName, firstName, email and password required (section 5). */
export function SubscriptionForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const { signIn } = useSession();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(EMPTY);
  const [civility, setCivility] = useState<number | null>(null);
  const [newsletter, setNewsletter] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<SignUpField, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const field = (name: SignUpField) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setValues({ ...values, [name]: event.target.value }),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const check = validateSignUp(values);
    setErrors(
      Object.fromEntries(
        Object.entries(check.errors).map(([name, error]) => [
          name,
          t(`account.errors.${fieldErrorKey(name, error)}`),
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
      const tokens = await api.signUp({ ...values, civility, newsletter });
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
      aria-labelledby="subscription-title"
    >
      <h2 id="subscription-title" className={styles.formTitle}>
        {t('account.login.subscriptionTitle')}
      </h2>
      <p className={styles.intro}>{t('account.login.subscriptionIntro')}</p>
      {message ? <FormMessage kind="error">{message}</FormMessage> : null}
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
        <Field
          label={t('account.login.firstName')}
          autoComplete="given-name"
          {...field('firstName')}
        />
        <Field
          label={t('account.login.lastName')}
          autoComplete="family-name"
          {...field('lastName')}
        />
      </div>
      <Field
        label={t('account.login.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        {...field('email')}
      />
      <Field
        label={t('account.login.password')}
        type="password"
        autoComplete="new-password"
        revealable
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
      <Button
        type="submit"
        size="lg"
        fullWidth
        loading={busy}
        loadingLabel={t('account.login.submitting')}
      >
        {t('account.login.submitSignUp')}
      </Button>
    </form>
  );
}
