'use client';

import { Button, Dialog } from '@shop/ui';
import { useEffect, useState } from 'react';
import { hasSessionFlag, setSessionFlag } from '../../browser/session-flags';

const ACCEPTED_KEY = 'shop.storageWarningAccepted';

type Problem = 'storage' | 'cookies';

function localStorageWorks(): boolean {
  try {
    const probe = '__shop_probe__';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return true;
  } catch {
    return false;
  }
}

interface BrowserSupportModalProps {
  labels: {
    storageTitle: string;
    storageText: string;
    cookiesTitle: string;
    cookiesText: string;
    understood: string;
  };
}

/**
 * Warns once when local storage (the basket lives there) or cookies (sign-in, payment) are
 * blocked by the browser (storefront section 2).
 */
export function BrowserSupportModal({ labels }: BrowserSupportModalProps) {
  const [problem, setProblem] = useState<Problem | null>(null);
  // Kept apart from the problem so that the texts stay while the dialog closes.
  const [open, setOpen] = useState(false);

  useEffect(() => {
    // One "understood" for both notices: the flag outlives the page where storage is blocked
    // (session-flags keeps it in a cookie then).
    if (hasSessionFlag(ACCEPTED_KEY)) return;
    const found: Problem | null = !localStorageWorks()
      ? 'storage'
      : !navigator.cookieEnabled
        ? 'cookies'
        : null;
    if (!found) return;
    setProblem(found);
    setOpen(true);
  }, []);

  if (!problem) return null;
  const close = () => {
    setSessionFlag(ACCEPTED_KEY);
    setOpen(false);
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={problem === 'storage' ? labels.storageTitle : labels.cookiesTitle}
      name="browser-support"
    >
      <p>{problem === 'storage' ? labels.storageText : labels.cookiesText}</p>
      <Button onClick={close}>{labels.understood}</Button>
    </Dialog>
  );
}
