'use client';

import { Button } from '@shop/ui';
import { useEffect, useRef, useState } from 'react';
import { hasSessionFlag, setSessionFlag } from '../../lib/session-flags';
import styles from './notices.module.css';

const ACCEPTED_KEY = 'shop.storageWarningAccepted';

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
  const [problem, setProblem] = useState<'storage' | 'cookies' | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    if (!localStorageWorks()) {
      if (!hasSessionFlag(ACCEPTED_KEY)) setProblem('storage');
    } else if (!navigator.cookieEnabled) {
      setProblem('cookies');
    }
  }, []);

  useEffect(() => {
    if (problem && !dialog.current?.open) dialog.current?.showModal();
  }, [problem]);

  if (!problem) return null;
  const title = problem === 'storage' ? labels.storageTitle : labels.cookiesTitle;
  const text = problem === 'storage' ? labels.storageText : labels.cookiesText;

  return (
    <dialog
      ref={dialog}
      className={styles.modal}
      aria-labelledby="browser-support-title"
      onClose={() => {
        setSessionFlag(ACCEPTED_KEY);
        setProblem(null);
      }}
    >
      <h2 id="browser-support-title">{title}</h2>
      <p>{text}</p>
      <form method="dialog">
        <Button type="submit">{labels.understood}</Button>
      </form>
    </dialog>
  );
}
