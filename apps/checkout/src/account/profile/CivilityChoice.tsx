import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import addressStyles from '../../address/AddressForm.module.css';
import { CIVILITIES } from '../../address/address-values';

/** The profile's civility (sent as gender): Mr, Mrs, or not given, as a radio group. */
export function CivilityChoice({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (value: number | null) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  const choices = [
    ...CIVILITIES.map((civility) => ({
      value: civility.value as number | null,
      label: t(`delivery.address.${civility.key}`),
    })),
    { value: null, label: t('accountArea.profile.civilityNone') },
  ];
  return (
    <fieldset className={addressStyles.group}>
      <legend className={addressStyles.legend}>{t('accountArea.profile.civility')}</legend>
      <div className={addressStyles.choices}>
        {choices.map((choice) => (
          <label key={String(choice.value)} className={addressStyles.choice}>
            <input
              type="radio"
              name={name}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
