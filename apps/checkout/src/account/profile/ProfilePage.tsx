import { ZProfileUpdate, type TAddress, type TCustomerProfile } from '@shop/api-client';
import { validateProfile, type ProfileField } from '@shop/domain/profile';
import { TextField } from '@shop/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApi } from '../../app/api-context';
import { useShop } from '../../app/shop-context-provider';
import { FormMessage } from '../../forms/FormMessage';
import { SubmitButton } from '../../forms/SubmitButton';
import { useSession } from '../../session/session-context';
import { AccountPageFrame } from '../shared/AccountPageFrame';
import styles from '../shared/account-page.module.css';
import { useAccountForm } from '../shared/use-account-form';
import { CivilityChoice } from './CivilityChoice';
import { phoneCountry, profileUpdate, profileValues, type ProfileValues } from './profile-values';

const FIELDS = ['firstName', 'lastName', 'birthday', 'phone'] as const;

/** /account/modify: civility, names, birthday and phone (PATCH /secure/account/profile). */
export function ProfilePage() {
  const { t } = useTranslation();
  const { state } = useSession();
  if (state.status !== 'customer') return null;
  return (
    <AccountPageFrame
      title={t('accountArea.sections.profile.title')}
      intro={t('accountArea.profile.intro')}
    >
      <div className={`${styles.panel} ${styles.formPanel}`}>
        <ProfileForm profile={state.profile} addresses={state.addresses} />
        <dl className={`${styles.small} ${styles.identity}`}>
          <dt className={styles.muted}>{t('accountArea.profile.email')}</dt>
          <dd>{state.profile.email}</dd>
        </dl>
        <Link to="/account/modify-id" className={styles.link}>
          {t('accountArea.profile.changeIdentity')}
        </Link>
      </div>
    </AccountPageFrame>
  );
}

function ProfileForm({
  profile,
  addresses,
}: {
  profile: TCustomerProfile;
  addresses: readonly TAddress[];
}) {
  const { t } = useTranslation();
  const api = useApi();
  const shop = useShop();
  const { callAsCustomer, setProfile } = useSession();
  const [values, setValues] = useState<ProfileValues>(() => profileValues(profile));
  const { form, errors, notice, setNotice, busy, check, send } =
    useAccountForm<ProfileField>(FIELDS);

  const field = (name: ProfileField) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setValues({ ...values, [name]: event.target.value }),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const country = phoneCountry(addresses, shop.storeId);
    if (!check(validateProfile(values, { country, today: new Date() }))) return;
    await send(async () => {
      const body = ZProfileUpdate.parse(profileUpdate(values));
      const saved = await callAsCustomer((token) => api.updateProfile(token, body));
      setProfile(saved);
      setValues(profileValues(saved));
      setNotice({ kind: 'success', text: t('accountArea.profile.saved') });
    });
  }

  const optional = (label: string) => (
    <>
      {label} <span className={styles.muted}>({t('accountArea.common.optional')})</span>
    </>
  );

  return (
    <form
      ref={form}
      className={styles.form}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t('accountArea.sections.profile.title')}
    >
      {notice ? <FormMessage kind={notice.kind}>{notice.text}</FormMessage> : null}
      <p className={`${styles.small} ${styles.muted}`}>{t('account.login.requiredHint')}</p>
      <CivilityChoice
        value={values.gender}
        onChange={(gender) => setValues({ ...values, gender })}
      />
      <div className={styles.fieldRow}>
        <TextField
          label={t('accountArea.profile.firstName')}
          autoComplete="given-name"
          required
          {...field('firstName')}
        />
        <TextField
          label={t('accountArea.profile.lastName')}
          autoComplete="family-name"
          required
          {...field('lastName')}
        />
      </div>
      <div className={styles.fieldRow}>
        <TextField
          type="date"
          label={optional(t('accountArea.profile.birthday'))}
          hint={t('accountArea.profile.birthdayHint')}
          autoComplete="bday"
          max={new Date().toISOString().slice(0, 10)}
          {...field('birthday')}
        />
        <TextField
          type="tel"
          label={optional(t('accountArea.profile.phone'))}
          hint={t('accountArea.profile.phoneHint')}
          autoComplete="tel"
          inputMode="tel"
          {...field('phone')}
        />
      </div>
      <div className={styles.formActions}>
        <SubmitButton busy={busy}>{t('accountArea.common.save')}</SubmitButton>
      </div>
    </form>
  );
}
