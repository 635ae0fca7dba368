import type { CarrierType } from '@shop/domain/delivery';
import { PinIcon, TruckIcon } from '@shop/ui';
import { useTranslation } from 'react-i18next';
import stepStyles from '../styles/step-page.module.css';
import modeStyles from './DeliveryModes.module.css';

const MODES = [
  { mode: 'home', icon: TruckIcon, label: 'modeHome', hint: 'modeHomeHint' },
  { mode: 'relay', icon: PinIcon, label: 'modeRelay', hint: 'modeRelayHint' },
] as const;

/** Home or relay point: one radio group (arrow keys move and choose), shown as two cards. */
export function DeliveryModes({
  mode,
  onChange,
}: {
  mode: CarrierType;
  onChange: (mode: CarrierType) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={stepStyles.group}>
      <legend className={stepStyles.sectionTitle}>{t('delivery.shipping.mode')}</legend>
      <div className={modeStyles.modeCards}>
        {MODES.map(({ mode: value, icon: Icon, label, hint }) => (
          <label key={value} className={modeStyles.modeCard}>
            <input
              type="radio"
              name="delivery-mode"
              value={value}
              checked={mode === value}
              onChange={() => onChange(value)}
            />
            <Icon size={24} />
            <span className={modeStyles.modeText}>
              <span className={modeStyles.modeLabel}>{t(`delivery.shipping.${label}`)}</span>
              <span className={modeStyles.modeHint}>{t(`delivery.shipping.${hint}`)}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
