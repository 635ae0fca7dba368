import { Button } from '@shop/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Copies `value` to the clipboard and says so in a polite live region; where the browser
 * refuses (no clipboard outside a secure context), it says to copy by hand.
 */
export function CopyButton({ value, label, done }: { value: string; label: string; done: string }) {
  const { t } = useTranslation();
  const [said, setSaid] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setSaid(done);
    } catch {
      setSaid(t('purchase.confirm.copyFailed'));
    }
  };
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => void copy()}>
        {label}
      </Button>
      <span role="status" className="ui-visually-hidden">
        {said}
      </span>
    </>
  );
}
