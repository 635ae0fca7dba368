import { ZProfileUpdate, type TAddress, type TCustomerProfile } from '@shop/api-client';
import { validateProfile, type ProfileField } from '@shop/domain/profile';
import { TextField } from '@shop/ui';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApi } from '../../app/api-context';
import { useShop } from '../../app/shop-context-provider';
import { useFieldValues } from '../../forms/use-field-values';
import { useSession } from '../../session/session-context';
import { AccountForm } from '../shared/AccountForm';
import { AccountPageFrame } from '../shared/AccountPageFrame';
import styles from '../shared/account-page.module.css';
import { useAccountForm } from '../shared/use-account-form';
import profileStyles from './ProfilePage.module.css';
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
        <dl className={`${styles.small} ${profileStyles.identity}`}>
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
  const account = useAccountForm<ProfileField>(FIELDS);
  const { errors, setNotice, busy, check, send } = account;
  const { values, setValues, field } = useFieldValues<ProfileValues>(
    () => profileValues(profile),
    errors,
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const country = phoneCountry(addresses, shop.storeId);
    if (!check(validateProfile(values, { country, today: new Date() }))) return;
    send(async () => {
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
    <AccountForm
      state={account}
      submitLabel={t('accountArea.common.save')}
      onSubmit={submit}
      label={t('accountArea.sections.profile.title')}
    >
      <p className={`${styles.small} ${styles.muted}`}>{t('account.login.requiredHint')}</p>
      <CivilityChoice
        value={values.gender}
        onChange={(gender) => setValues({ ...values, gender })}
      />
      <div className={profileStyles.fieldRow}>
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
      <div className={profileStyles.fieldRow}>
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
    </AccountForm>
  );
}
