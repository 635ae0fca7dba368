import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CIVILITIES } from './address-values';
import styles from './AddressForm.module.css';

/** Civility as a radio group: arrow keys move between the choices, the error is the group's. */
export function CivilityField({
  value,
  error,
  onChange,
}: {
  value: number | null;
  error: string | undefined;
  onChange: (value: number) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset
      role="radiogroup"
      className={styles.group}
      aria-labelledby={`${id}-legend`}
      aria-required="true"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend id={`${id}-legend`} className={styles.legend}>
        {t('delivery.address.civility')}
      </legend>
      <div className={styles.choices}>
        {CIVILITIES.map((civility) => (
          <label key={civility.value} className={styles.choice}>
            <input
              type="radio"
              name="civility"
              value={civility.value}
              checked={value === civility.value}
              onChange={() => onChange(civility.value)}
            />
            {t(`delivery.address.${civility.key}`)}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
