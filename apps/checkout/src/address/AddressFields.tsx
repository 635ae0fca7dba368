import type { TDeliveryCountry } from '@shop/api-client';
import { ZIP_CODE_EXAMPLES } from '@shop/domain/address';
import { Field, TextField } from '@shop/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddressErrors, AddressValues } from './address-values';
import { CivilityField } from './CivilityField';
import styles from './AddressForm.module.css';

export interface AddressFieldsProps {
  values: AddressValues;
  errors: AddressErrors;
  countries: readonly TDeliveryCountry[];
  onChange: <F extends keyof AddressValues>(field: F, value: AddressValues[F]) => void;
}

type TextName = Exclude<keyof AddressValues, 'civility' | 'default' | 'countryIsoCode2'>;

/** Labels above the fields, errors under them in words, optional fields said so. */
export function AddressFields({ values, errors, countries, onChange }: AddressFieldsProps) {
  const { t } = useTranslation();
  const label = (key: string, optional = false): ReactNode =>
    optional ? (
      <>
        {t(`delivery.address.${key}`)}{' '}
        <span className={styles.optional}>({t('delivery.address.optional')})</span>
      </>
    ) : (
      t(`delivery.address.${key}`)
    );
  const text = (name: TextName, required = true) => ({
    name,
    value: values[name],
    error: errors[name],
    'aria-required': required || undefined,
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
  });
  const country = countries.find((item) => item.isoCode2 === values.countryIsoCode2);
  const example = country?.zipCodeExample ?? ZIP_CODE_EXAMPLES[values.countryIsoCode2];

  return (
    <>
      <CivilityField
        value={values.civility}
        error={errors.civility}
        onChange={(value) => onChange('civility', value)}
      />
      <div className={styles.row}>
        <TextField label={label('lastName')} autoComplete="family-name" {...text('lastName')} />
        <TextField label={label('firstName')} autoComplete="given-name" {...text('firstName')} />
      </div>
      <TextField
        label={label('company', true)}
        autoComplete="organization"
        {...text('company', false)}
      />
      <TextField label={label('street')} autoComplete="address-line1" {...text('street')} />
      <TextField
        label={label('streetDetails', true)}
        autoComplete="address-line2"
        {...text('streetDetails', false)}
      />
      <div className={styles.row}>
        <TextField
          label={label('zipCode')}
          autoComplete="postal-code"
          hint={example ? t('delivery.address.zipCodeHint', { example }) : undefined}
          {...text('zipCode')}
        />
        <TextField label={label('city')} autoComplete="address-level2" {...text('city')} />
      </div>
      <Field label={label('country')} error={errors.countryIsoCode2}>
        {(control) => (
          <select
            {...control}
            name="countryIsoCode2"
            autoComplete="country"
            aria-required="true"
            className={styles.select}
            value={values.countryIsoCode2}
            onChange={(event) => onChange('countryIsoCode2', event.target.value)}
          >
            {country || !values.countryIsoCode2 ? null : (
              // A country the store no longer delivers stays shown, with its error.
              <option value={values.countryIsoCode2}>{values.countryIsoCode2}</option>
            )}
            {countries.map((item) => (
              <option key={item.isoCode2} value={item.isoCode2}>
                {item.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextField
        label={label('phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint={t('delivery.address.phoneHint')}
        {...text('phoneNumber')}
      />
      <TextField
        label={label('label', true)}
        hint={t('delivery.address.labelHint')}
        {...text('label', false)}
      />
      <label className={styles.check}>
        <input
          type="checkbox"
          name="default"
          checked={values.default}
          onChange={(event) => onChange('default', event.target.checked)}
        />
        {t('delivery.address.default')}
      </label>
    </>
  );
}
