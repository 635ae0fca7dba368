import { PasswordField as SharedPasswordField, type PasswordFieldProps } from '@shop/ui';
import { useTranslation } from 'react-i18next';

/** The shop's password field with the show/hide texts in the shopper's language. */
export function PasswordField(props: Omit<PasswordFieldProps, 'showLabel' | 'hideLabel'>) {
  const { t } = useTranslation();
  return (
    <SharedPasswordField
      showLabel={t('account.login.showPassword')}
      hideLabel={t('account.login.hidePassword')}
      {...props}
    />
  );
}
