import { Button } from '@shop/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A form's full-width submit button, busy (and deaf to clicks) while its request runs. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Button
      type="submit"
      size="lg"
      fullWidth
      loading={busy}
      loadingLabel={t('account.login.submitting')}
    >
      {children}
    </Button>
  );
}
